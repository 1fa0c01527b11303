/**
 * Migration 0006 (issue 5): unread counters become read marks that leave the same messages unread, and back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as readMarks from '../../server/db/migrations/0006_chat_read_marks';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

it('turns unread counters into read marks with the same counts, and read marks back into counters', async () => {
  const manager = await h.signIn('bankofficer@bankshift.test');
  const [nurse, other] = await Promise.all([h.signIn('nurse13@bankshift.test'), h.signIn('nurse14@bankshift.test')]);
  const room = (
    await manager.call('POST', 'chat-rooms', {
      body: { participantIds: [nurse.account.id, other.account.id], chatTitle: 'Migration', isGroupChat: true },
    })
  ).body;
  const send = (s: typeof manager, text: string) =>
    s.call('POST', 'chat-messages', { body: { chatRoomId: room.id, text } });
  for (const [who, text] of [
    [manager, 'one'],
    [nurse, 'two'],
    [manager, 'three'],
    [other, 'four'],
    [manager, 'five'],
  ] as const) {
    expect((await send(who, text)).status).toBe(201);
  }
  const knex = h.server.database.knex;
  const unread = async () =>
    Object.fromEntries(
      await Promise.all(
        [manager, nurse, other].map(async (s) => [
          s.account.id,
          (await s.call('GET', `chat-rooms/${room.id}`)).body.unread,
        ]),
      ),
    );
  // No one has read anything: each has every message of the others unread.
  expect(await unread()).toEqual({ [manager.account.id]: 2, [nurse.account.id]: 4, [other.account.id]: 4 });

  await readMarks.down(knex);
  const counters = await knex('chat_participants').where({ roomId: room.id }).select('userId', 'unread');
  expect(Object.fromEntries(counters.map((c) => [c.userId, c.unread]))).toEqual({
    [manager.account.id]: 2,
    [nurse.account.id]: 4,
    [other.account.id]: 4,
  });
  // Counters as the old code left them: the nurse read up to 'three', the other nurse everything.
  await knex('chat_participants').where({ roomId: room.id, userId: nurse.account.id }).update({ unread: 2 });
  await knex('chat_participants').where({ roomId: room.id, userId: other.account.id }).update({ unread: 0 });

  await readMarks.up(knex);
  expect(await unread()).toEqual({ [manager.account.id]: 2, [nurse.account.id]: 2, [other.account.id]: 0 });
  // The mark is on the newest message read (none: the manager had read nothing of the others').
  const texts = await knex('chat_participants as p')
    .leftJoin('chat_messages as m', 'm.id', 'p.lastReadId')
    .where('p.roomId', room.id)
    .select('p.userId', 'm.text');
  expect(Object.fromEntries(texts.map((t) => [t.userId, t.text]))).toEqual({
    [manager.account.id]: null,
    [nurse.account.id]: 'three',
    [other.account.id]: 'five',
  });
  expect((await nurse.call('GET', 'chat-user-profiles')).body).toEqual({ userId: nurse.account.id, unreadMessages: 2 });
});
