/**
 * Logging out ends the token on the server, not only in the browser: its id (jti) is kept in ended_sessions until
 * the token would have expired, every request and socket sign-in with it is refused, and the sockets signed in with
 * it stop receiving events. Whether a token has ended is kept per instance (server/caches.ts) until ended_sessions
 * changes, here or, with REDIS_URL, on another instance.
 */
import type { RealTimeConnection } from '@feathersjs/feathers';
import type { Application } from './declarations';

export const ENDED_SESSIONS = 'ended_sessions';

interface TokenPayload {
  jti?: string;
  sub?: string;
  exp?: number;
}

/** Ends the token of `payload`; a token ended twice stays ended. Tokens past their expiry are dropped meanwhile. */
export async function endSession(app: Application, payload: TokenPayload) {
  if (!payload.jti || !payload.exp) return;
  const db = app.get('database').knex;
  await db(ENDED_SESSIONS)
    .insert({ jti: payload.jti, userId: Number(payload.sub), expiresAt: new Date(payload.exp * 1000) })
    .onConflict('jti')
    .ignore();
  await db(ENDED_SESSIONS).where('expiresAt', '<', new Date()).delete();
}

export function hasEnded(app: Application, jti: string | undefined): Promise<boolean> {
  if (!jti) return Promise.resolve(false);
  return app
    .get('caches')
    .endedSessions.remember(ENDED_SESSIONS, jti, async () => !!(await app.get('database').knex(ENDED_SESSIONS).where({ jti }).first()));
}

/** The id of the token a socket signed in with (verified when it signed in). */
function jtiOf(connection: RealTimeConnection): string | undefined {
  const token = (connection.authentication as { accessToken?: string } | undefined)?.accessToken;
  try {
    return token ? (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as TokenPayload).jti : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When sessions end (through any instance), the sockets signed in with their tokens are signed out as Feathers
 * signs out a socket whose token expires: they leave every channel and lose their authentication.
 */
export function signOutEndedSockets(app: Application) {
  return async () => {
    const signedIn = app.channel('authenticated').connections.map((connection) => ({ connection, jti: jtiOf(connection) }));
    const jtis = [...new Set(signedIn.map((s) => s.jti).filter((jti): jti is string => !!jti))];
    if (!jtis.length) return;
    const ended = new Set((await app.get('database').knex(ENDED_SESSIONS).whereIn('jti', jtis).pluck('jti')) as string[]);
    for (const { connection, jti } of signedIn) if (jti && ended.has(jti)) app.emit('disconnect', connection);
  };
}
