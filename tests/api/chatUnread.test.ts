/**
 * The unread total of the chat badge (spec 2.1, 3): it counts the rooms the room list shows, those of the
 * acting role's trust that the reader has not archived, and needs the room list's chat permission.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let north: Session; // bank officer manager of Northfield
let south: Session; // trust admin of Southgate
let nurse: Session; // nurse of both trusts

beforeAll(async () => {
  h = await startHarness();
  [north, south, nurse] = await Promise.all(
    ['bankofficer', 'southadmin', 'nurse1'].map((who) => h.signIn(`${who}@bankshift.test`)),
  );
});
afterAll(() => h?.close());

let rooms = 0;
/** A new room of `s` with the nurse (a titled group, each its own), and these messages of `s` in it. */
const openRoom = async (s: Session, text: string[]) => {
  const room = (
    await s.call('POST', 'chat-rooms', {
      body: { participantIds: [nurse.account.id], isGroupChat: true, chatTitle: `Room ${++rooms}` },
    })
  ).body;
  for (const t of text)
    expect((await s.call('POST', 'chat-messages', { body: { chatRoomId: room.id, text: t } })).status).toBe(201);
  return room.id as string;
};
const roleIn = (trust: string) => nurse.roleOf('NURSE', `${trust} NHS Trust`);
const badge = async (role: number) => (await nurse.call('GET', 'chat-user-profiles', { role })).body.unreadMessages;
/** What the room list shows under that role: its rooms and the sum of their unread counts. */
const list = async (role: number) => {
  const rooms = (await nurse.call('GET', 'chat-rooms', { role, query: 'archived=false&$limit=100' })).body.data;
  return { ids: rooms.map((r: any) => r.id), unread: rooms.reduce((n: number, r: any) => n + r.unread, 0) };
};

it("counts the rooms of the acting role's trust only, as the room list shows them", async () => {
  const northRoom = await openRoom(north, ['Can you do Monday?', 'Ward 2']);
  const southRoom = await openRoom(south, ['Southgate needs you Friday']);
  const [northfield, southgate] = [roleIn('Northfield'), roleIn('Southgate')];
  expect(await list(northfield)).toEqual({ ids: [northRoom], unread: 2 });
  expect(await list(southgate)).toEqual({ ids: [southRoom], unread: 1 });
  expect(await badge(northfield)).toBe(2);
  expect(await badge(southgate)).toBe(1);
});

it('leaves out a room the reader archived, until a new message brings it back', async () => {
  const role = roleIn('Northfield');
  const before = await badge(role);
  const room = await openRoom(north, ['One', 'Two']);
  expect(await badge(role)).toBe(before + 2);
  await nurse.call('PATCH', `chat-rooms/${room}`, { role, body: { archived: true } });
  expect((await list(role)).ids).not.toContain(room);
  expect(await badge(role)).toBe(before);
  await north.call('POST', 'chat-messages', { body: { chatRoomId: room, text: 'Three' } });
  expect(await badge(role)).toBe(before + 3);
  expect(await list(role)).toMatchObject({ unread: before + 3 });
});

it('needs the chat permission the room list needs', async () => {
  const rate = await h.signIn('ratemanager@bankshift.test');
  const [{ trustRoleId }] = await h.server.database
    .knex('user_roles')
    .where({ id: rate.roleOf() })
    .select('trustRoleId');
  await h.server.database.knex.raw(`update trust_roles set permissions = permissions - 'VIEW_CHAT' where id = ?`, [
    trustRoleId,
  ]);
  for (const path of ['chat-rooms', 'chat-user-profiles']) {
    const res = await rate.call('GET', path);
    expect(res.status, path).toBe(403);
    expect(res.body.data.missingPermissions).toEqual(['CREATE_CHAT', 'VIEW_CHAT']);
  }
});
