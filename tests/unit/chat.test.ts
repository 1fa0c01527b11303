/** Chat rules (domain/chat.ts): who may chat, room names, merging pages and live messages, runs and times. */
import { describe, expect, it } from 'vitest';
import {
  isChatImage,
  mayReadChat,
  mayReadChatIn,
  maySendChat,
  mayStartChat,
  mergeMessages,
  newestId,
  roomTitle,
  seenState,
  sendable,
  startsRun,
  type ChatMessage,
} from '../../domain/chat';
import { roomListTime } from '../../domain/chatTimes';
import { DEMO_ROLES } from './demoRoles';

const msg = (id: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: 'r',
  messageType: 'text',
  text: `m${id}`,
  senderId: 1,
  senderName: 'Tom Baker',
  avatar: null,
  jobId: null,
  date: '2025-03-03T10:00:00Z',
  ...fields,
});

describe('chat permissions (spec 6)', () => {
  it('reading and writing need any chat permission; starting a chat needs CREATE_CHAT', () => {
    expect(mayReadChat(DEMO_ROLES.bankofficer) && mayStartChat(DEMO_ROLES.bankofficer)).toBe(true);
    expect(mayReadChat(DEMO_ROLES.ratemanager)).toBe(true);
    expect(maySendChat(DEMO_ROLES.ratemanager)).toBe(true);
    expect(mayStartChat(DEMO_ROLES.ratemanager)).toBe(false);
    const none = { ...DEMO_ROLES.ratemanager, permissions: [] };
    expect(mayReadChat(none) || maySendChat(none) || mayStartChat(none)).toBe(false);
    expect(mayStartChat(DEMO_ROLES.superadmin)).toBe(true);
  });

  it("reading a room needs a chat permission in the room's trust, under an active role (the super admin: any trust)", () => {
    const trust = DEMO_ROLES.bankofficer.trustId!;
    expect(mayReadChatIn(DEMO_ROLES.bankofficer, trust)).toBe(true);
    expect(mayReadChatIn(DEMO_ROLES.bankofficer, trust + 1)).toBe(false);
    expect(mayReadChatIn({ ...DEMO_ROLES.bankofficer, isActive: false }, trust)).toBe(false);
    expect(mayReadChatIn({ ...DEMO_ROLES.ratemanager, permissions: [] }, trust)).toBe(false);
    expect(mayReadChatIn(DEMO_ROLES.superadmin, trust + 1)).toBe(true);
    expect(mayReadChatIn(undefined, trust)).toBe(false);
  });
});

describe('messages', () => {
  it('merge newest first, each once, whatever the order they come in', () => {
    const page = [msg(5), msg(4), msg(3)];
    expect(mergeMessages(page, [msg(6), msg(5)]).map((m) => m.id)).toEqual([6, 5, 4, 3]);
    expect(mergeMessages(page, [msg(2), msg(1), msg(2)]).map((m) => m.id)).toEqual([5, 4, 3, 2, 1]);
    expect(mergeMessages(page, [msg(4)])).toEqual(page);
    expect(newestId([msg(3), msg(9), msg(4)])).toBe(9);
    expect(newestId([])).toBeUndefined();
  });

  it('are sent only with some text', () => {
    expect(sendable('  \n ')).toBe(false);
    expect(sendable(' hi ')).toBe(true);
  });

  it('run together under one name while the same sender writes text within 5 minutes', () => {
    expect(startsRun(undefined, msg(1))).toBe(true);
    expect(startsRun(msg(1), msg(2, { date: '2025-03-03T10:04:00Z' }))).toBe(false);
    expect(startsRun(msg(1), msg(2, { date: '2025-03-03T10:06:00Z' }))).toBe(true);
    expect(startsRun(msg(1), msg(2, { senderId: 2 }))).toBe(true);
    expect(startsRun(msg(1), msg(2, { messageType: 'JobDescription' }))).toBe(true);
  });
});

describe('rooms', () => {
  const people = [
    { userId: 1, firstname: 'Tom', lastname: 'Baker' },
    { userId: 2, firstname: 'Priya', lastname: 'Shah' },
    { userId: 3, firstname: 'Grace', lastname: 'Okafor' },
  ];
  it("say how many of the others have read one's latest message", () => {
    const room = (marks: (number | null)[]) => ({
      participants: people.map((p, i) => ({ ...p, lastReadId: marks[i] })),
    });
    const messages = [msg(12, { senderId: 2 }), msg(11, { senderId: 1 }), msg(10, { senderId: 1 })];
    expect(seenState(room([null, null, null]), 1, messages)).toBeUndefined();
    expect(seenState(room([null, 11, null]), 1, messages)).toEqual({ messageId: 11, readers: 1, of: 2 });
    expect(seenState(room([null, 12, 11]), 1, messages)).toEqual({ messageId: 11, readers: 2, of: 2 });
    // Read up to an older one only: not this one.
    expect(seenState(room([null, 12, 10]), 1, messages)).toEqual({ messageId: 11, readers: 1, of: 2 });
    expect(seenState(room([12, 12, 12]), 3, messages)).toBeUndefined();
  });

  it('are named by their title, or by the others in them', () => {
    expect(roomTitle({ chatTitle: ' Rota ', participants: people }, 1)).toBe('Rota');
    expect(roomTitle({ chatTitle: null, participants: people.slice(0, 2) }, 1)).toBe('Priya Shah');
    expect(roomTitle({ chatTitle: null, participants: people }, 2)).toBe('Tom Baker, Grace Okafor');
  });

  it('show the latest message time as the time today, Yesterday, the weekday, or the date', () => {
    const now = new Date(2025, 2, 12, 15, 0);
    expect(roomListTime(new Date(2025, 2, 12, 9, 5), now)).toBe('09:05');
    expect(roomListTime(new Date(2025, 2, 11, 23, 0), now)).toBe('Yesterday');
    expect(roomListTime(new Date(2025, 2, 8, 12, 0), now)).toBe('Saturday');
    expect(roomListTime(new Date(2025, 1, 1, 12, 0), now)).toBe('Sat 1 Feb 2025');
  });
});

describe('isChatImage', () => {
  it('takes an http(s) URL or a file path, and nothing that could run, climb folders or overflow the column', () => {
    for (const ok of [
      'https://cdn.example.org/a.png',
      'http://intranet/ward.jpg',
      'avatars/ab12.png',
      '/images/ward-3.webp',
    ])
      expect(isChatImage(ok), ok).toBe(true);
    for (const bad of [
      undefined,
      null,
      3,
      '',
      ' ',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://',
      '../secret',
      'a/./b',
      'a b.png',
      `a/${'x'.repeat(499)}`,
    ]) {
      expect(isChatImage(bad), String(bad)).toBe(false);
    }
  });
});
