import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, startHarness, type Harness, type Session } from './harness';
import { openSocket, settle, until } from './sockets';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const logOut = (token: string) =>
  anonymous(h, 'DELETE', 'authentication', undefined, { authorization: `Bearer ${token}` });
const rename = (s: Session, firstname: string) => s.call('PATCH', 'account', { role: null, body: { firstname } });

/** A socket signed in with an existing token, recording what it receives. */
async function socketWithToken(accessToken: string) {
  const socket = io(h.url, { transports: ['websocket'], forceNew: true });
  const events: string[] = [];
  socket.onAny((event) => events.push(event));
  const error = await new Promise((resolve) =>
    socket.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken }, resolve),
  );
  return { socket, events, error };
}

describe('logging out', () => {
  it("ends the token on the server: calls with it are refused, the same user's other sessions go on", async () => {
    const ending = await h.signIn('bankofficer@bankshift.test');
    const other = await h.signIn('bankofficer@bankshift.test');
    expect((await ending.call('GET', 'account', { role: null })).status).toBe(200);

    const res = await logOut(ending.token);
    expect(res).toMatchObject({ status: 200, body: { ended: true } });
    expect(JSON.stringify(res.body)).not.toMatch(/permissions|tokenVersion/);

    const refused = await ending.call('GET', 'account', { role: null });
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'This session has ended: please sign in again.', data: { code: 'invalid_token' } },
    });
    const reauthentication = await anonymous(h, 'POST', 'authentication', {
      strategy: 'jwt',
      accessToken: ending.token,
    });
    expect(reauthentication).toMatchObject({ status: 401, body: { data: { code: 'invalid_token' } } });
    expect((await other.call('GET', 'account', { role: null })).status).toBe(200);
  });

  it('keeps the ended token until it would have expired, and drops tokens past their expiry', async () => {
    const s = await h.signIn('opsmanager@bankshift.test');
    const db = h.server.database.knex;
    await db('ended_sessions').insert({
      jti: 'long-expired',
      userId: s.account.id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    await logOut(s.token);
    const rows = await db('ended_sessions').where({ userId: s.account.id });
    expect(rows.map((r: { jti: string }) => r.jti)).not.toContain('long-expired');
    expect(rows).toHaveLength(1);
    const payload = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString());
    expect(new Date(rows[0].expiresAt).getTime()).toBe(payload.exp * 1000);
  });

  it('refuses to log out without a token, or a token already ended', async () => {
    expect((await anonymous(h, 'DELETE', 'authentication')).status).toBe(401);
    const s = await h.signIn('ratemanager@bankshift.test');
    expect((await logOut(s.token)).status).toBe(200);
    expect(await logOut(s.token)).toMatchObject({ status: 401, body: { data: { code: 'invalid_token' } } });
  });

  it('signs out the sockets of the ended token, and refuses it to a new socket; a socket of another session still hears', async () => {
    const ending = await h.signIn('nurse9@bankshift.test');
    const tied = await socketWithToken(ending.token);
    const otherSession = await openSocket(h, 'nurse9@bankshift.test');
    try {
      expect(tied.error).toBeNull();
      await rename(ending, 'Before');
      await until(() => tied.events.includes('api/v3/account patched'), 10_000, 'the account event before logging out');

      expect((await logOut(ending.token)).status).toBe(200);
      const writer = await h.signIn('nurse9@bankshift.test');
      await until(async () => {
        // The socket is signed out once the ended token is heard of; until then it may still hear a rename.
        tied.events.length = 0;
        await rename(writer, `After ${Date.now()}`);
        await settle();
        return !tied.events.includes('api/v3/account patched');
      });
      expect(otherSession.received('api/v3/account patched').length).toBeGreaterThan(1);

      const late = await socketWithToken(ending.token);
      expect(late.error).toMatchObject({ name: 'NotAuthenticated', data: { code: 'invalid_token' } });
      late.socket.close();
    } finally {
      tied.socket.close();
      otherSession.socket.close();
    }
  });
});
