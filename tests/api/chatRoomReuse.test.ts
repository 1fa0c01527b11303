/**
 * One room per shift and nurse, and one per two people (issue 5, add-to-chat reuse): whichever manager of the
 * trust asks, and however many ask at once (a double click, two managers together).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oneRoom from '../../server/db/migrations/0009_one_chat_room_per_shift_and_nurse';
import { startHarness, type Harness, type Session } from './harness';
import { placesOf, shiftPayload, type Places } from './shiftFixtures';
import { openSocket, until, type RecordingSocket } from './sockets';

let h: Harness;
let p: Places;
let manager: Session; // bank officer manager of Northfield
let admin: Session; // trust admin of Northfield
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  [manager, admin] = await Promise.all([h.signIn('bankofficer@bankshift.test'), h.signIn('trustadmin@bankshift.test')]);
});
afterAll(async () => {
  sockets.forEach((s) => s.socket.close());
  await h?.close();
});

const newShift = async () => (await manager.call('POST', 'jobs', { body: shiftPayload(h, p) })).body;
const addToChat = (s: Session, jobId: number, staffId: number) =>
  s.call('POST', '/api/v1/users/add-to-chat', { body: { jobId, staffId } });
const roomsOf = (jobId: number, staffId: number) =>
  h.server.database.knex('chat_rooms').where({ jobId, staffId }).pluck('id');

describe('add-to-chat', () => {
  it('adds a second manager of the trust to the room of the shift and the nurse, and their socket hears it from then on', async () => {
    const [job, nurse] = await Promise.all([newShift(), h.signIn('nurse6@bankshift.test')]);
    const first = await addToChat(manager, job.id, nurse.account.id);
    expect(first.status).toBe(201);
    const adminSocket = await openSocket(h, 'trustadmin@bankshift.test');
    sockets.push(adminSocket);
    const second = await addToChat(admin, job.id, nurse.account.id);
    expect(second.status).toBe(201);
    expect(second.body.chatRoomId).toBe(first.body.chatRoomId);
    expect(await roomsOf(job.id, nurse.account.id)).toEqual([first.body.chatRoomId]);
    const room = (await admin.call('GET', `chat-rooms/${first.body.chatRoomId}`)).body;
    expect(room.participants.map((x: any) => x.userId).sort()).toEqual(
      [manager.account.id, admin.account.id, nurse.account.id].sort(),
    );
    // Its own shift message and the ones after it reach the manager who joined (the room's audience is read again).
    await until(() =>
      adminSocket.received('api/v3/chat-messages created').some((m) => m.id === second.body.message.id),
    );
    const later = (
      await nurse.call('POST', 'chat-messages', { body: { chatRoomId: room.id, text: 'Both of you, yes' } })
    ).body;
    await until(() => adminSocket.received('api/v3/chat-messages created').some((m) => m.id === later.id));
  });

  it('opens one room when the same manager asks several times at once', async () => {
    const [job, nurse] = await Promise.all([newShift(), h.signIn('nurse7@bankshift.test')]);
    const replies = await Promise.all(Array.from({ length: 6 }, () => addToChat(manager, job.id, nurse.account.id)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(replies.map((r) => r.body.chatRoomId)).size).toBe(1);
    expect(await roomsOf(job.id, nurse.account.id)).toEqual([replies[0].body.chatRoomId]);
  });

  it('opens one room with every manager in it when several managers ask at once', async () => {
    const [job, nurse, ops] = await Promise.all([
      newShift(),
      h.signIn('nurse8@bankshift.test'),
      h.signIn('opsmanager@bankshift.test'),
    ]);
    const replies = await Promise.all(
      [manager, admin, ops, manager, admin, ops].map((s) => addToChat(s, job.id, nurse.account.id)),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    const rooms = await roomsOf(job.id, nurse.account.id);
    expect(rooms).toHaveLength(1);
    const people = await h.server.database
      .knex('chat_participants')
      .where({ roomId: rooms[0] })
      .orderBy('userId')
      .pluck('userId');
    expect(people).toEqual(
      [manager.account.id, admin.account.id, ops.account.id, nurse.account.id].sort((a, b) => a - b),
    );
  });
});

describe('one-to-one rooms', () => {
  it('are opened once when both ask at once', async () => {
    const nurse = await h.signIn('nurse9@bankshift.test');
    const replies = await Promise.all(
      [manager, admin, manager, admin, manager, admin].map((s) =>
        s.call('POST', 'chat-rooms', {
          body: { participantIds: [s === manager ? admin.account.id : manager.account.id] },
        }),
      ),
    );
    expect(replies.map((r) => r.status).every((s) => s === 201)).toBe(true);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    const same = await manager.call('POST', 'chat-rooms', { body: { participantIds: [nurse.account.id] } });
    expect(same.body.id).not.toBe(replies[0].body.id);
  });
});

describe('migration 0009', () => {
  it('merges the rooms made twice for a shift and a nurse into the first, then lets no second one be made', async () => {
    const knex = h.server.database.knex;
    const [job, nurse] = await Promise.all([newShift(), h.signIn('nurse10@bankshift.test')]);
    const first = (await addToChat(manager, job.id, nurse.account.id)).body;
    await nurse.call('PATCH', `chat-rooms/${first.chatRoomId}`, { body: { lastSeen: true } });
    // A second room of the shift and the nurse, as add-to-chat made for another manager before the index.
    await oneRoom.down(knex);
    const [twin] = await knex('chat_rooms')
      .insert({
        trustId: p.northfield,
        chatTitle: job.title,
        jobId: job.id,
        staffId: nurse.account.id,
        createdBy: admin.account.id,
      })
      .returning('id');
    await knex('chat_participants').insert([admin, nurse].map((s) => ({ roomId: twin.id, userId: s.account.id })));
    const say = async (s: Session, text: string) =>
      (await s.call('POST', 'chat-messages', { body: { chatRoomId: twin.id, text } })).body;
    const asked = await say(admin, 'From the second room');
    const answered = await say(nurse, 'Answered there');

    await oneRoom.up(knex);
    expect(await roomsOf(job.id, nurse.account.id)).toEqual([first.chatRoomId]);
    expect((await admin.call('GET', `chat-rooms/${twin.id}`)).status).toBe(404);
    const room = (await admin.call('GET', `chat-rooms/${first.chatRoomId}`)).body;
    expect(room.participants.map((x: any) => x.userId).sort()).toEqual(
      [manager.account.id, admin.account.id, nurse.account.id].sort(),
    );
    expect(room.latestMessage).toMatchObject({ id: answered.id, text: 'Answered there' });
    const texts = (await nurse.call('GET', 'chat-messages', { query: `chatRoomId=${first.chatRoomId}` })).body.data.map(
      (m: any) => m.text,
    );
    expect(texts).toEqual(['Answered there', 'From the second room', first.message.text]);
    // The nurse had not read the second room: what was unread there still is (the first room's shift, read, is again).
    expect((await nurse.call('GET', `chat-rooms/${first.chatRoomId}`)).body.unread).toBe(2);
    expect(
      (await admin.call('GET', 'notification-requests', { query: `chatRoomId=${first.chatRoomId}` })).body.map(
        (r: any) => r.message,
      ),
    ).toContain(asked.text);
    const bells = (await nurse.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
      (n: any) => n.type === 'NEW_MESSAGE',
    );
    expect(bells.map((n: any) => n.chatRoomId)).not.toContain(twin.id);
    expect(bells.map((n: any) => n.chatRoomId)).toContain(first.chatRoomId);

    const again = knex('chat_rooms').insert({ trustId: p.northfield, jobId: job.id, staffId: nurse.account.id });
    await expect(again).rejects.toThrow(/unique/);
  });
});
