/**
 * Chat rules shared by the API and the console (spec 1, 3, 6, 7.2, 9): who may read, write and start chats,
 * how a room is named, and how pages of messages, live ones and caught-up ones merge without duplicates.
 */
import { checkAccess, type AccessRule, type ActingRole } from './access';
import { fullName } from './account';
import { rowInTenancy, type Tenancy } from './tenancy';
import { CHAT_PERMISSIONS } from './permissions';

/** Nurses chat in the rooms they are in; managers and admins need any chat permission (spec 6). */
export const CHAT_READ: AccessRule = { oneOf: [{ levels: ['NURSE'] }, { anyOf: CHAT_PERMISSIONS }] };
/** Writing in a room one is in needs no more than reading it: the API lets any chat permission send. */
export const CHAT_SEND: AccessRule = CHAT_READ;
/** Opening a room with someone needs CREATE_CHAT. */
export const CHAT_START: AccessRule = { anyOf: ['CREATE_CHAT'] };

export const mayReadChat = (role: ActingRole | undefined | null) => checkAccess(role, CHAT_READ).allowed;
export const maySendChat = (role: ActingRole | undefined | null) => checkAccess(role, CHAT_SEND).allowed;
export const mayStartChat = (role: ActingRole | undefined | null) => checkAccess(role, CHAT_START).allowed;
/** A chat room belongs to one trust. */
export const CHAT_ROOM_TENANCY: Tenancy = { trust: 'trustId' };
/** Whether a role may read the rooms of a trust: it may chat, and acts for that trust (the super admin: for any). */
export const mayReadChatIn = (role: ActingRole | undefined | null, trustId: number) =>
  !!role && mayReadChat(role) && rowInTenancy(CHAT_ROOM_TENANCY, role, { trustId });

export interface ChatParticipant {
  userId: number;
  firstname: string;
  lastname: string;
  lastSeenAt?: string | null;
  /** The newest message of the room they have read (null: none yet). */
  lastReadId?: number | null;
}

/** A participant read a room up to a message (the 'read' event of chat rooms, sent to everyone in the room). */
export interface ChatRead {
  roomId: string;
  userId: number;
  lastReadId: number | null;
  lastSeenAt: string;
}

export interface ChatMessage {
  id: number;
  roomId: string;
  messageType: 'text' | 'JobDescription';
  text: string;
  senderId: number | null;
  senderName: string;
  avatar: string | null;
  jobId: number | null;
  date: string;
}

export interface ChatRoom {
  id: string;
  isGroupChat: boolean;
  isChannel: boolean;
  isTraining: boolean;
  chatTitle: string | null;
  chatImage: string | null;
  jobId: number | null;
  staffId: number | null;
  createdBy: number | null;
  latestMessage: Pick<ChatMessage, 'id' | 'text' | 'senderId' | 'senderName' | 'date' | 'messageType'> | null;
  created: string;
  updatedAt: string;
  archived: boolean;
  unread: number;
  lastSeenAt: string | null;
  lastReadId: number | null;
  participants: ChatParticipant[];
}

/** The longest picture reference of a room (its column's size). */
export const CHAT_IMAGE_MAX_LENGTH = 500;

/** A room's picture: an http(s) URL, or the path of a file (no scheme, no '.' or '..' steps); no spaces, 500 characters at most. */
export function isChatImage(value: unknown): value is string {
  if (typeof value !== 'string' || !value || value.length > CHAT_IMAGE_MAX_LENGTH || /\s/.test(value)) return false;
  if (/^https?:\/\//i.test(value)) {
    try {
      return !!new URL(value).hostname;
    } catch {
      return false;
    }
  }
  return /^\/?[\w.-]+(\/[\w.-]+)*$/.test(value) && !value.split('/').some((step) => step === '.' || step === '..');
}

/** The people in a room other than `meId`, by name. */
export const othersIn = (room: Pick<ChatRoom, 'participants'>, meId: number | undefined) =>
  room.participants.filter((p) => p.userId !== meId);

/** A room's name: its title, or the names of the others in it (or, alone in it, one's own). */
export function roomTitle(room: Pick<ChatRoom, 'chatTitle' | 'participants'>, meId: number | undefined): string {
  if (room.chatTitle?.trim()) return room.chatTitle.trim();
  const others = othersIn(room, meId);
  return (others.length ? others : room.participants).map(fullName).join(', ');
}

/** Initials for an avatar: the first letters of the first two words. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const idOf = (m: Pick<ChatMessage, 'id'>) => Number(m.id);

/**
 * Messages newest first, each once: `incoming` (a live one, one just sent, a caught-up page, an older page)
 * joins `known`; a message already known keeps its place.
 */
export function mergeMessages<M extends Pick<ChatMessage, 'id'>>(known: readonly M[], incoming: readonly M[]): M[] {
  const seen = new Set(known.map(idOf));
  const fresh = incoming.filter((m) => {
    if (seen.has(idOf(m))) return false;
    seen.add(idOf(m));
    return true;
  });
  if (!fresh.length) return [...known];
  return [...known, ...fresh].sort((a, b) => idOf(b) - idOf(a));
}

/**
 * Who of the others has read one's latest message (newest first in `messages`): that message's id, how many of
 * the others have read up to it, and of how many. Undefined when one has sent none, or no one has read it yet.
 */
export function seenState(
  room: Pick<ChatRoom, 'participants'>,
  meId: number | undefined,
  messages: readonly Pick<ChatMessage, 'id' | 'senderId'>[],
) {
  const mine = messages.find((m) => m.senderId === meId);
  if (!mine || meId === undefined) return undefined;
  const others = othersIn(room, meId);
  const readers = others.filter((p) => p.lastReadId != null && Number(p.lastReadId) >= Number(mine.id)).length;
  return readers ? { messageId: mine.id, readers, of: others.length } : undefined;
}

/** The id of the newest of these messages, the key to catch up from with `after`. */
export const newestId = (messages: readonly Pick<ChatMessage, 'id'>[]): number | undefined =>
  messages.length ? Math.max(...messages.map(idOf)) : undefined;

/** A message's text as typed is sent trimmed; blank text is not sent. */
export const sendable = (text: string) => text.trim().length > 0;

/** Messages of one sender within this many minutes share one name-and-time line. */
export const MESSAGE_GROUP_MINUTES = 5;

/** Whether `message` opens a new run under its own name and time (a new sender, a pause, or a shift card). */
export function startsRun(
  previous: Pick<ChatMessage, 'senderId' | 'date' | 'messageType'> | undefined,
  message: Pick<ChatMessage, 'senderId' | 'date' | 'messageType'>,
) {
  if (!previous || previous.senderId !== message.senderId) return true;
  if (message.messageType !== 'text' || previous.messageType !== 'text') return true;
  return new Date(message.date).getTime() - new Date(previous.date).getTime() > MESSAGE_GROUP_MINUTES * 60_000;
}
