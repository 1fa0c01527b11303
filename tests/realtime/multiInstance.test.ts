/**
 * Two server processes on one PostgreSQL with Redis (issue 5): a message sent through either reaches each
 * participant's socket exactly once, whichever instance the socket is on, and no one else's.
 */
import crypto from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { scratchPostgres, type Scratch } from '../api/harness';
import { startInstance, type Instance } from './instances';

const { TEST_DATABASE_URL, REDIS_URL } = process.env;

describe.skipIf(!TEST_DATABASE_URL || !REDIS_URL)('several instances sharing events through Redis', () => {
  let scratch: Scratch;
  let a: Instance;
  let b: Instance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    scratch = await scratchPostgres(TEST_DATABASE_URL!);
    const shared = {
      DATABASE_URL: scratch.url,
      REDIS_URL: REDIS_URL!,
      // Its own channel, so that parallel runs on one Redis never see each other's events.
      REDIS_SYNC_KEY: `bankshift-test-${crypto.randomBytes(6).toString('hex')}`,
      AUTH_SECRET: 'multi-instance-test',
      SCHEDULER_POLL_MS: '0',
    };
    a = await startInstance({ ...shared, SEED_DEMO: '1' });
    b = await startInstance({ ...shared, SEED_DEMO: '0' });
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  const signIn = async (url: string, email: string) => {
    const res = await fetch(`${url}/api/v3/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ strategy: 'local', email, password: DEMO_PASSWORD }),
    });
    const body = await res.json();
    return { token: body.accessToken as string, userId: body.user.id as number, roleId: body.user.newUserRoles[0].roleId as number };
  };

  const call = async (url: string, who: { token: string; roleId: number }, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/api/v3/${path}?role=${who.roleId}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  const socketOn = async (url: string, token: string) => {
    const socket = io(url, { transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    const messages: any[] = [];
    socket.on('api/v3/chat-messages created', (m) => messages.push(m));
    await new Promise<void>((resolve, reject) =>
      socket.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken: token }, (e: unknown) => (e ? reject(e) : resolve())),
    );
    return messages;
  };

  it('delivers every message once to each participant socket on both instances, and to no one else', async () => {
    const manager = await signIn(a.url, 'bankofficer@bankshift.test');
    const nurse = await signIn(b.url, 'nurse6@bankshift.test');
    const outsider = await signIn(b.url, 'nurse9@bankshift.test');
    const room = await call(a.url, manager, 'POST', 'chat-rooms', { participantIds: [nurse.userId] });
    expect(room.status).toBe(201);

    const managerOnA = await socketOn(a.url, manager.token);
    const managerOnB = await socketOn(b.url, manager.token);
    const nurseOnB = await socketOn(b.url, nurse.token);
    const outsiderOnA = await socketOn(a.url, outsider.token);

    const sent: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [url, who] = i % 2 ? [b.url, nurse] : [a.url, manager];
      const res = await call(url, who, 'POST', 'chat-messages', { chatRoomId: room.body.id, text: `message ${i}` });
      expect(res.status).toBe(201);
      sent.push(res.body.id);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const ids = (list: any[]) => list.map((m) => m.id).sort((x, y) => x - y);
    expect(ids(managerOnA)).toEqual(sent);
    expect(ids(managerOnB)).toEqual(sent);
    expect(ids(nurseOnB)).toEqual(sent);
    expect(outsiderOnA).toEqual([]);
  });
});
