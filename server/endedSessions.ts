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
    .endedSessions.remember(
      ENDED_SESSIONS,
      jti,
      async () => !!(await app.get('database').knex(ENDED_SESSIONS).where({ jti }).first()),
    );
}

/** The token a socket signed in with (verified when it signed in): its id, user and account version. */
function tokenOf(connection: RealTimeConnection): TokenPayload & { ver?: number } {
  const token = (connection.authentication as { accessToken?: string } | undefined)?.accessToken;
  try {
    return token ? JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) : {};
  } catch {
    return {};
  }
}

/**
 * When sessions end, through any instance, the sockets signed in with them are signed out as Feathers signs out a
 * socket whose token expires (they leave every channel and lose their authentication): tokens ended by logging out
 * (ended_sessions), and every token of an account that was disabled or whose token version moved on (a password
 * changed, a manager deactivated: domain/managers.ts). Called when ended_sessions or users change.
 */
export function signOutEndedSockets(app: Application) {
  return async () => {
    const signedIn = app
      .channel('authenticated')
      .connections.map((connection) => ({ connection, token: tokenOf(connection) }));
    if (!signedIn.length) return;
    const db = app.get('database').knex;
    const jtis = [...new Set(signedIn.map((s) => s.token.jti).filter((jti): jti is string => !!jti))];
    const userIds = [...new Set(signedIn.map((s) => Number(s.token.sub)).filter(Number.isInteger))];
    const [ended, accounts] = await Promise.all([
      db(ENDED_SESSIONS).whereIn('jti', jtis).pluck('jti') as Promise<string[]>,
      db('users').whereIn('id', userIds).select('id', 'isActive', 'tokenVersion') as Promise<
        { id: number; isActive: boolean; tokenVersion: number }[]
      >,
    ]);
    const endedJtis = new Set(ended);
    const current = new Map(accounts.map((a) => [a.id, a]));
    for (const { connection, token } of signedIn) {
      const account = current.get(Number(token.sub));
      const stale = !account?.isActive || (token.ver ?? 0) !== account.tokenVersion;
      if (stale || (token.jti && endedJtis.has(token.jti))) app.emit('disconnect', connection);
    }
  };
}
