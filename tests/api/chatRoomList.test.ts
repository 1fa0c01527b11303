/** The room list's pages (spec 9), and what a new room takes as its picture. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let manager: Session;
let nurse: Session;

beforeAll(async () => {
  h = await startHarness();
  [manager, nurse] = await Promise.all([h.signIn('bankofficer@bankshift.test'), h.signIn('nurse12@bankshift.test')]);
});
afterAll(() => h?.close());

const create = (body: Record<string, unknown>) =>
  manager.call('POST', 'chat-rooms', {
    body: { participantIds: [nurse.account.id], isGroupChat: true, chatTitle: `Room ${Math.random()}`, ...body },
  });

it('pages through rooms changed at the same moment, each once', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) ids.push((await create({})).body.id);
  // Rooms whose latest change came at the same moment (a message to each, a migration): only the id orders them.
  await h.server.database.knex('chat_rooms').whereIn('id', ids).update({ updatedAt: '2030-01-01T00:00:00Z' });
  const seen: string[] = [];
  for (let skip = 0; skip < 40; skip += 3) {
    const page = (await nurse.call('GET', 'chat-rooms', { query: `$limit=3&$skip=${skip}` })).body;
    expect(page.total).toBe(40);
    seen.push(...page.data.map((r: any) => r.id));
  }
  expect(seen).toHaveLength(40);
  expect([...seen].sort()).toEqual([...ids].sort());
});

it('takes a picture as a URL or a file path of at most 500 characters, and refuses anything else naming chatImage', async () => {
  for (const chatImage of [
    'https://cdn.example.org/rooms/ward-3.png',
    'avatars/0123456789abcdef0123456789abcdef.png',
    '/images/ward.png',
    null,
  ]) {
    const res = await create({ chatImage });
    expect(res.status, JSON.stringify(chatImage)).toBe(201);
    expect(res.body.chatImage).toBe(chatImage);
  }
  const refused = [
    12,
    true,
    {},
    ['x'],
    '',
    'https://x.org/' + 'a'.repeat(500),
    'javascript:alert(1)',
    '../../etc/passwd',
    'a b.png',
    'https://',
  ];
  for (const chatImage of refused) {
    const res = await create({ chatImage });
    expect(res.status, JSON.stringify(chatImage)).toBe(400);
    expect(res.body.errors[0].field).toBe('chatImage');
  }
});
