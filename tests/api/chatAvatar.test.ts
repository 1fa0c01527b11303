/**
 * A chat message's avatar (spec 3): the sender's picture, kept as its file key and given to clients at a signed
 * URL that loads, whether they read the message, send it, or have it pushed to their socket.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { placesOf, shiftPayload } from './shiftFixtures';
import { openSocket, until, type RecordingSocket } from './sockets';

let h: Harness;
let manager: Session;
let nurse: Session;
let nurseSocket: RecordingSocket;

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SIGNED = /^\/api\/v3\/files\/avatars\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/;

beforeAll(async () => {
  h = await startHarness();
  [manager, nurse] = await Promise.all([h.signIn('bankofficer@bankshift.test'), h.signIn('nurse6@bankshift.test')]);
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${h.url}/api/v1/users/avatar`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${manager.token}` },
  });
  expect(res.status).toBe(201);
  nurseSocket = await openSocket(h, 'nurse6@bankshift.test');
});
afterAll(async () => {
  nurseSocket?.socket.close();
  await h?.close();
});

/** The avatar is a signed URL that serves the manager's picture. */
async function expectLoads(avatar: string) {
  expect(avatar).toMatch(SIGNED);
  const file = await fetch(new URL(avatar, h.url));
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
}
const stored = async (id: number) =>
  (await h.server.database.knex('chat_messages').where({ id }).first('avatar')).avatar;
const pushed = (id: number) => nurseSocket.received('api/v3/chat-messages created').find((m) => m.id === id);

it("is a signed URL of the sender's picture when a message is sent, read and pushed, and its file key in the database", async () => {
  const room = (await manager.call('POST', 'chat-rooms', { body: { participantIds: [nurse.account.id] } })).body;
  const sent = (await manager.call('POST', 'chat-messages', { body: { chatRoomId: room.id, text: 'With my picture' } }))
    .body;
  await expectLoads(sent.avatar);
  const [read] = (await nurse.call('GET', 'chat-messages', { query: `chatRoomId=${room.id}&$limit=1` })).body.data;
  await expectLoads(read.avatar);
  const [caughtUp] = (await nurse.call('GET', 'chat-messages', { query: `chatRoomId=${room.id}&after=${sent.id - 1}` }))
    .body.data;
  await expectLoads(caughtUp.avatar);
  await until(() => !!pushed(sent.id));
  await expectLoads(pushed(sent.id).avatar);
  expect(await stored(sent.id)).toMatch(/^avatars\/[0-9a-f]{32}\.png$/);
});

it('is signed on the shift message of add-to-chat too', async () => {
  const job = (await manager.call('POST', 'jobs', { body: shiftPayload(h, await placesOf(h)) })).body;
  const { message } = (
    await manager.call('POST', '/api/v1/users/add-to-chat', { body: { jobId: job.id, staffId: nurse.account.id } })
  ).body;
  await expectLoads(message.avatar);
  await until(() => !!pushed(message.id));
  await expectLoads(pushed(message.id).avatar);
  expect(await stored(message.id)).toMatch(/^avatars\/[0-9a-f]{32}\.png$/);
});

it('stays null for a sender without a picture', async () => {
  const room = (await nurse.call('GET', 'chat-rooms')).body.data[0];
  const sent = (await nurse.call('POST', 'chat-messages', { body: { chatRoomId: room.id, text: 'No picture' } })).body;
  expect(sent.avatar).toBeNull();
});
