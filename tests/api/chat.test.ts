/** Chat on our own server (issue 5): participants only, unread counters, keyset paging, add-to-chat, live delivery. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, startHarness, type Harness, type Session } from './harness';
import { placesOf, shiftPayload, type Places } from './shiftFixtures';
import { openSocket, settle, until, type RecordingSocket } from './sockets';

let h: Harness;
let p: Places;
let manager: Session; // bank officer manager of Northfield: holds CREATE_CHAT
let nurse: Session;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  manager = await h.signIn('bankofficer@bankshift.test');
  nurse = await h.signIn('nurse6@bankshift.test');
});
afterAll(async () => {
  sockets.forEach((s) => s.socket.close());
  await h?.close();
});

const openRoom = async (withIds: number[], extra: Record<string, unknown> = {}) => {
  const res = await manager.call('POST', 'chat-rooms', { body: { participantIds: withIds, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const send = (s: Session, chatRoomId: string, text: string) =>
  s.call('POST', 'chat-messages', { body: { chatRoomId, text } });
const unread = async (s: Session) => (await s.call('GET', 'chat-user-profiles')).body.unreadMessages;

describe('rooms', () => {
  it('are read by their participants only', async () => {
    const room = await openRoom([nurse.account.id]);
    expect(room.participants.map((x: any) => x.userId).sort()).toEqual([manager.account.id, nurse.account.id].sort());
    expect((await nurse.call('GET', `chat-rooms/${room.id}`)).status).toBe(200);
    const outsider = await h.signIn('nurse7@bankshift.test');
    expect((await outsider.call('GET', `chat-rooms/${room.id}`)).status).toBe(404);
    expect((await outsider.call('GET', 'chat-messages', { query: `chatRoomId=${room.id}` })).status).toBe(404);
    expect((await send(outsider, room.id, 'hello?')).status).toBe(404);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `chat-rooms/${room.id}`)).status).toBe(404);
    expect((await anonymous(h, 'GET', `chat-rooms/${room.id}?role=1`)).status).toBe(401);
    expect((await outsider.call('GET', 'chat-rooms')).body.data.map((r: any) => r.id)).not.toContain(room.id);
  });

  it('reuses the one-to-one room of two people, and opens rooms only with people of the trust', async () => {
    const other = await h.signIn('nurse8@bankshift.test');
    const a = await openRoom([other.account.id]);
    const b = await openRoom([other.account.id]);
    expect(b.id).toBe(a.id);
    const south = await h.signIn('southadmin@bankshift.test');
    const res = await manager.call('POST', 'chat-rooms', { body: { participantIds: [south.account.id] } });
    expect(res.body.errors[0].field).toBe('participantIds');
    expect(
      (await manager.call('POST', 'chat-rooms', { body: { participantIds: [other.account.id, nurse.account.id] } }))
        .body.errors[0].field,
    ).toBe('chatTitle');
    expect((await nurse.call('POST', 'chat-rooms', { body: { participantIds: [manager.account.id] } })).status).toBe(
      403,
    );
  });

  it('needs a chat permission for managers', async () => {
    const noChat = await h.signIn('opsmanager@bankshift.test');
    const [{ trustRoleId }] = await h.server.database
      .knex('user_roles')
      .where({ id: noChat.roleOf() })
      .select('trustRoleId');
    await h.server.database.knex.raw(
      `update trust_roles set permissions = permissions - 'VIEW_CHAT' - 'CREATE_CHAT' where id = ?`,
      [trustRoleId],
    );
    expect((await noChat.call('GET', 'chat-rooms')).body.data.missingPermissions).toEqual(['CREATE_CHAT', 'VIEW_CHAT']);
  });
});

describe('messages', () => {
  it('count as unread for everyone else until they open the room', async () => {
    const room = await openRoom([nurse.account.id], { isGroupChat: false });
    const before = await unread(nurse);
    for (const text of ['Can you do Tuesday?', 'Ward 1, 07:30', 'Thanks'])
      expect((await send(manager, room.id, text)).status).toBe(201);
    expect(await unread(nurse)).toBe(before + 3);
    const mine = (await nurse.call('GET', 'chat-rooms')).body.data.find((r: any) => r.id === room.id);
    expect(mine).toMatchObject({ unread: 3, latestMessage: { text: 'Thanks', senderName: 'Tom Baker' } });
    await nurse.call('PATCH', `chat-rooms/${room.id}`, { body: { lastSeen: true } });
    expect(await unread(nurse)).toBe(before);
    const managerBefore = await unread(manager);
    await send(nurse, room.id, 'Yes, I can');
    expect(await unread(manager)).toBe(managerBefore + 1);
    const requests = (await manager.call('GET', 'notification-requests', { query: `chatRoomId=${room.id}` })).body;
    expect(requests[0]).toMatchObject({
      message: 'Yes, I can',
      senderId: nurse.account.id,
      recepientIds: [manager.account.id],
    });
  });

  it('are sent as the signed-in user, stored as text, and never edited', async () => {
    const room = await openRoom([nurse.account.id]);
    expect(
      (
        await manager.call('POST', 'chat-messages', {
          body: { chatRoomId: room.id, text: 'x', senderId: nurse.account.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await manager.call('POST', 'chat-messages', {
          body: { chatRoomId: room.id, text: 'x', messageType: 'JobDescription' },
        })
      ).status,
    ).toBe(400);
    expect((await send(manager, room.id, '   ')).status).toBe(400);
    expect((await send(manager, room.id, 'x'.repeat(4001))).status).toBe(400);
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    const sent = await send(manager, room.id, html);
    expect(sent.body).toMatchObject({
      text: html,
      senderId: manager.account.id,
      senderName: 'Tom Baker',
      messageType: 'text',
    });
    const page = await nurse.call('GET', 'chat-messages', { query: `chatRoomId=${room.id}&$limit=1` });
    expect(page.body.data[0].text).toBe(html);
    expect((await manager.call('PATCH', `chat-messages/${sent.body.id}`, { body: { text: 'changed' } })).status).toBe(
      405,
    );
  });

  it('page 50 at a time, newest first, steady while new ones arrive', async () => {
    const room = await openRoom([nurse.account.id], { chatTitle: 'Rota', isGroupChat: true });
    for (let i = 1; i <= 120; i++) await send(i % 2 ? manager : nurse, room.id, `m${i}`);
    const first = await nurse.call('GET', 'chat-messages', { query: `chatRoomId=${room.id}` });
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0].text).toBe('m120');
    for (let i = 121; i <= 130; i++) await send(manager, room.id, `m${i}`);
    const second = await nurse.call('GET', 'chat-messages', {
      query: `chatRoomId=${room.id}&before=${first.body.data.at(-1).id}`,
    });
    const third = await nurse.call('GET', 'chat-messages', {
      query: `chatRoomId=${room.id}&before=${second.body.data.at(-1).id}`,
    });
    const texts = [...first.body.data, ...second.body.data, ...third.body.data].map((m: any) => m.text);
    expect(texts).toEqual(Array.from({ length: 120 }, (_, i) => `m${120 - i}`));
    expect(third.body.more).toBe(false);
    const caughtUp = await nurse.call('GET', 'chat-messages', {
      query: `chatRoomId=${room.id}&after=${first.body.data[0].id}`,
    });
    expect(caughtUp.body.data.map((m: any) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `m${130 - i}`));
  });

  it('reach the open sockets of the participants once, and no one else', async () => {
    const room = await openRoom([nurse.account.id]);
    const managerSocket = await openSocket(h, 'bankofficer@bankshift.test');
    const nurseSocket = await openSocket(h, 'nurse6@bankshift.test');
    const outsiderSocket = await openSocket(h, 'nurse9@bankshift.test');
    sockets.push(managerSocket, nurseSocket, outsiderSocket);
    const sent = (await send(manager, room.id, 'Live?')).body;
    await settle();
    const got = (s: RecordingSocket) => s.received('api/v3/chat-messages created').filter((m) => m.id === sent.id);
    expect(got(nurseSocket)).toHaveLength(1);
    expect(got(managerSocket)).toHaveLength(1);
    expect(got(outsiderSocket)).toHaveLength(0);
  });

  it("ring each other member's bell once per room, on their first unread message, and only at their sockets", async () => {
    const [a, b] = await Promise.all([h.signIn('nurse10@bankshift.test'), h.signIn('nurse11@bankshift.test')]);
    const room = await openRoom([a.account.id, b.account.id], { isGroupChat: true, chatTitle: `Bells ${Date.now()}` });
    const [socketA, socketB] = await Promise.all([
      openSocket(h, 'nurse10@bankshift.test'),
      openSocket(h, 'nurse11@bankshift.test'),
    ]);
    sockets.push(socketA, socketB);
    await send(manager, room.id, 'First');
    await send(manager, room.id, 'Second');
    await settle();
    const bells = async (s: Session) =>
      (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
        (n: any) => n.type === 'NEW_MESSAGE' && n.chatRoomId === room.id,
      );
    for (const [session, socket] of [
      [a, socketA],
      [b, socketB],
    ] as const) {
      expect(await bells(session)).toHaveLength(1);
      const pushed = socket.received('api/v3/notifications created').filter((n) => n.chatRoomId === room.id);
      expect(pushed).toHaveLength(1);
    }
  });
});

describe('messages sent at once', () => {
  it("keep the newest as the room's latest message and ring a reader's bell once", async () => {
    const [a, b, reader] = await Promise.all(
      ['nurse15@bankshift.test', 'nurse16@bankshift.test', 'nurse17@bankshift.test'].map((e) => h.signIn(e)),
    );
    const room = await openRoom([a.account.id, b.account.id, reader.account.id], {
      isGroupChat: true,
      chatTitle: `Rush ${Date.now()}`,
    });
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? a : b, room.id, `rush ${i}`)));
    expect(sent.map((r) => r.status)).toEqual(Array(20).fill(201));
    const newest = Math.max(...sent.map((r) => r.body.id));
    const seen = (await reader.call('GET', `chat-rooms/${room.id}`)).body;
    expect(seen).toMatchObject({ unread: 20, latestMessage: { id: newest } });
    const bells = (await reader.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
      (n: any) => n.type === 'NEW_MESSAGE' && n.chatRoomId === room.id,
    );
    expect(bells).toHaveLength(1);
  });
});

describe('add-to-chat', () => {
  it('opens the room of a shift and a nurse once, posting the shift each time', async () => {
    const job = (await manager.call('POST', 'jobs', { body: shiftPayload(h, p) })).body;
    const add = () =>
      manager.call('POST', '/api/v1/users/add-to-chat', { body: { jobId: job.id, staffId: nurse.account.id } });
    const first = await add();
    expect(first.status).toBe(201);
    const again = await add();
    expect(again.body.chatRoomId).toBe(first.body.chatRoomId);
    const page = await nurse.call('GET', 'chat-messages', { query: `chatRoomId=${first.body.chatRoomId}` });
    expect(page.body.data.map((m: any) => [m.messageType, m.jobId])).toEqual([
      ['JobDescription', job.id],
      ['JobDescription', job.id],
    ]);
    expect(page.body.data[0].text).toContain(job.title);
    const notANurse = await manager.call('POST', '/api/v1/users/add-to-chat', {
      body: { jobId: job.id, staffId: manager.account.id },
    });
    expect(notANurse.body).toMatchObject({ code: 400, errors: [{ field: 'staffId' }] });
    expect(
      (await manager.call('POST', '/api/v1/users/add-to-chat', { body: { jobId: 999999, staffId: nurse.account.id } }))
        .status,
    ).toBe(404);
  });
});

describe('archive', () => {
  it("is each participant's own, and a new message brings the room back to the inbox of those who archived it", async () => {
    const room = await openRoom([nurse.account.id], { isGroupChat: true, chatTitle: `Archive ${Date.now()}` });
    await send(manager, room.id, 'Before archiving');
    const managerSocket = await openSocket(h, 'bankofficer@bankshift.test');
    const nurseSocket = await openSocket(h, 'nurse6@bankshift.test');
    sockets.push(managerSocket, nurseSocket);
    const archived = await manager.call('PATCH', `chat-rooms/${room.id}`, { body: { archived: true } });
    expect(archived.body).toMatchObject({ id: room.id, archived: true });
    const listed = async (s: Session, archivedList: boolean) =>
      (await s.call('GET', 'chat-rooms', { query: `archived=${archivedList}&$limit=100` })).body.data.map(
        (r: any) => r.id,
      );
    expect(await listed(manager, true)).toContain(room.id);
    expect(await listed(manager, false)).not.toContain(room.id);
    expect(await listed(nurse, false)).toContain(room.id);
    expect(await listed(nurse, true)).not.toContain(room.id);
    // The change is the manager's alone: only their sockets hear of it.
    await until(() => managerSocket.received('api/v3/chat-rooms patched').some((r) => r.id === room.id));
    await settle();
    expect(nurseSocket.received('api/v3/chat-rooms patched').filter((r) => r.id === room.id)).toEqual([]);
    expect(
      (await manager.call('PATCH', `chat-rooms/${room.id}`, { body: { archived: 'yes' } })).body.errors[0].field,
    ).toBe('archived');

    await send(nurse, room.id, 'Are you there?');
    expect(await listed(manager, false)).toContain(room.id);
    expect(await listed(manager, true)).not.toContain(room.id);
    // The sender's own archive stays as they left it.
    await nurse.call('PATCH', `chat-rooms/${room.id}`, { body: { archived: true } });
    await send(nurse, room.id, 'Archiving my copy and writing again');
    expect(await listed(nurse, true)).toContain(room.id);
  });
});

describe('read marks', () => {
  it('go to everyone in the room when a participant reads it, and the room shows how far each has read', async () => {
    const room = await openRoom([nurse.account.id], { isGroupChat: true, chatTitle: `Read ${Date.now()}` });
    const managerSocket = await openSocket(h, 'bankofficer@bankshift.test');
    const outsiderSocket = await openSocket(h, 'nurse9@bankshift.test');
    sockets.push(managerSocket, outsiderSocket);
    const first = (await send(manager, room.id, 'Rota is out')).body;
    const second = (await send(manager, room.id, 'Please check')).body;
    expect((await nurse.call('GET', `chat-rooms/${room.id}`)).body).toMatchObject({ unread: 2, lastReadId: null });
    expect((await nurse.call('PATCH', `chat-rooms/${room.id}`, { body: { lastSeen: true } })).body).toMatchObject({
      unread: 0,
      lastReadId: second.id,
    });
    await until(() => managerSocket.received('api/v3/chat-rooms read').some((r) => r.roomId === room.id));
    expect(managerSocket.received('api/v3/chat-rooms read').filter((r) => r.roomId === room.id)).toEqual([
      expect.objectContaining({ roomId: room.id, userId: nurse.account.id, lastReadId: second.id }),
    ]);
    const seen = (await manager.call('GET', `chat-rooms/${room.id}`)).body.participants.find(
      (p: any) => p.userId === nurse.account.id,
    );
    expect(seen.lastReadId).toBe(second.id);
    expect(seen.lastReadId).toBeGreaterThan(first.id);
    // Reading again with nothing new moves no mark: no event.
    await nurse.call('PATCH', `chat-rooms/${room.id}`, { body: { lastSeen: true } });
    await settle();
    expect(managerSocket.received('api/v3/chat-rooms read').filter((r) => r.roomId === room.id)).toHaveLength(1);
    expect(outsiderSocket.received('api/v3/chat-rooms read').filter((r) => r.roomId === room.id)).toEqual([]);
  });
});

describe('live pushes', () => {
  it('stop reaching a socket once its role loses its chat permission or is deactivated, and start again when it has it back', async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const rate = await h.signIn('ratemanager@bankshift.test');
    const other = await h.signIn('nurse12@bankshift.test');
    const room = await openRoom([rate.account.id, other.account.id], {
      isGroupChat: true,
      chatTitle: `Rates ${Date.now()}`,
    });
    const [rateSocket, nurseSocket] = await Promise.all([
      openSocket(h, 'ratemanager@bankshift.test'),
      openSocket(h, 'nurse12@bankshift.test'),
    ]);
    sockets.push(rateSocket, nurseSocket);
    const trustRoleId = rate.account.newUserRoles[0].role[0].id;
    const original = (await admin.call('GET', `trust-roles/${trustRoleId}`)).body;
    expect(original.permissions).toContain('VIEW_CHAT');
    // What the rate manager's sockets act on, as this server holds it.
    const socketAccounts = () =>
      h.server.app
        .channel('authenticated')
        .connections.map((c: any) => c.user)
        .filter((a: any) => a?.id === rate.account.id);
    const socketsHold = (permission: string, active = true) =>
      socketAccounts().length > 0 &&
      socketAccounts().every(
        (a: any) => a.rolePermissions.some((p: any) => p.permission.value === permission) === active,
      );

    /** Sends one message and answers whether the rate manager's socket got it (the nurse's always does). */
    const reaches = async (text: string) => {
      const sent = (await send(manager, room.id, text)).body;
      await until(() => nurseSocket.received('api/v3/chat-messages created').some((m) => m.id === sent.id));
      await settle();
      return rateSocket.received('api/v3/chat-messages created').some((m) => m.id === sent.id);
    };

    expect(await reaches('Rates for the weekend')).toBe(true);
    const withoutChat = original.permissions.filter((p: string) => p !== 'VIEW_CHAT' && p !== 'CREATE_CHAT');
    expect(
      (await admin.call('PATCH', `trust-roles/${trustRoleId}`, { body: { permissions: withoutChat } })).status,
    ).toBe(200);
    await until(() => socketsHold('VIEW_CHAT', false), 10_000, "the rate manager's socket account");
    expect(await reaches('Not for the rate manager now')).toBe(false);
    expect((await rate.call('GET', 'chat-messages', { query: `chatRoomId=${room.id}` })).status).toBe(403);

    expect(
      (await admin.call('PATCH', `trust-roles/${trustRoleId}`, { body: { permissions: original.permissions } })).status,
    ).toBe(200);
    await until(() => socketsHold('VIEW_CHAT'), 10_000, "the rate manager's socket account");
    expect(await reaches('Welcome back')).toBe(true);

    expect((await admin.call('PATCH', `trust-roles/${trustRoleId}`, { body: { isActive: false } })).status).toBe(200);
    await until(
      () => socketAccounts().length > 0 && socketAccounts().every((a: any) => !a.newUserRoles[0].isActive),
      10_000,
      "the rate manager's socket account",
    );
    expect(await reaches('Role deactivated')).toBe(false);
    expect((await admin.call('PATCH', `trust-roles/${trustRoleId}`, { body: { isActive: true } })).status).toBe(200);
  });

  it('of add-to-chat: a new room reaches the manager and the nurse, and the shift message reaches each socket once', async () => {
    const job = (await manager.call('POST', 'jobs', { body: shiftPayload(h, p) })).body;
    const managerSocket = await openSocket(h, 'bankofficer@bankshift.test');
    const nurseSocket = await openSocket(h, 'nurse6@bankshift.test');
    const outsiderSocket = await openSocket(h, 'nurse9@bankshift.test');
    sockets.push(managerSocket, nurseSocket, outsiderSocket);
    const add = () =>
      manager.call('POST', '/api/v1/users/add-to-chat', { body: { jobId: job.id, staffId: nurse.account.id } });
    const first = (await add()).body;
    const roomsOf = (s: RecordingSocket) =>
      s.received('api/v3/chat-rooms created').filter((r) => r.id === first.chatRoomId);
    const messagesOf = (s: RecordingSocket, id: number) =>
      s.received('api/v3/chat-messages created').filter((m) => m.id === id);
    await until(() =>
      [managerSocket, nurseSocket].every((s) => roomsOf(s).length && messagesOf(s, first.message.id).length),
    );
    const again = (await add()).body;
    expect(again.chatRoomId).toBe(first.chatRoomId);
    await until(() => [managerSocket, nurseSocket].every((s) => messagesOf(s, again.message.id).length));
    await settle();
    for (const s of [managerSocket, nurseSocket]) {
      expect(roomsOf(s)).toHaveLength(1);
      expect(roomsOf(s)[0]).toMatchObject({ jobId: job.id, staffId: nurse.account.id });
      // The room as both share it: not the manager's own read marks and flags.
      for (const own of ['unread', 'archived', 'lastSeenAt', 'lastReadId'])
        expect(roomsOf(s)[0]).not.toHaveProperty(own);
      expect(messagesOf(s, first.message.id)).toEqual([
        expect.objectContaining({ messageType: 'JobDescription', jobId: job.id }),
      ]);
      expect(messagesOf(s, again.message.id)).toHaveLength(1);
    }
    expect(roomsOf(outsiderSocket)).toEqual([]);
    expect(messagesOf(outsiderSocket, first.message.id)).toEqual([]);
  });
});
