/**
 * The chat calls of the console (spec 7.2): rooms, pages of 50 messages newest first (keyset `before` for older,
 * `after` to catch up), the unread counter of the user's chat profile, and the people one may open a chat with.
 */
import type { ChatMessage, ChatRoom } from '../domain/chat';
import { CHAT_MESSAGES_PAGE } from '../domain/constants';
import { http } from './httpClient';

export const ROOMS_PAGE = 50;

export interface RoomPage {
  total: number;
  limit: number;
  skip: number;
  data: ChatRoom[];
}

/** A page of messages, newest first; `more` says whether further ones lie beyond it. */
export interface MessagePage {
  limit: number;
  data: ChatMessage[];
  more: boolean;
}

export interface ChatContact {
  userId: number;
  firstname: string;
  lastname: string;
  roleTypes: string[];
}

/** The socket events that change rooms, counters or messages. */
export const CHAT_EVENTS = {
  messageCreated: 'api/v3/chat-messages created',
  roomCreated: 'api/v3/chat-rooms created',
  roomPatched: 'api/v3/chat-rooms patched',
  /** Someone in the room read it up to a message (ChatRead). */
  roomRead: 'api/v3/chat-rooms read',
} as const;

export const chatApi = {
  rooms: ({ archived, q, skip }: { archived: boolean; q: string; skip: number }) =>
    http<RoomPage>('chat-rooms', { query: { archived, q, $limit: ROOMS_PAGE, $skip: skip } }),

  room: (id: string) => http<ChatRoom>(`chat-rooms/${encodeURIComponent(id)}`),

  /** Opens a room with these people (a one-to-one room of two people is reused). */
  createRoom: (body: { participantIds: number[]; chatTitle?: string }) =>
    http<ChatRoom>('chat-rooms', { method: 'POST', body }),

  markSeen: (id: string) =>
    http<ChatRoom>(`chat-rooms/${encodeURIComponent(id)}`, { method: 'PATCH', body: { lastSeen: true } }),

  setArchived: (id: string, archived: boolean) =>
    http<ChatRoom>(`chat-rooms/${encodeURIComponent(id)}`, { method: 'PATCH', body: { archived } }),

  /** The newest page, or the one older than message `before`. */
  messages: (chatRoomId: string, before?: number) =>
    http<MessagePage>('chat-messages', { query: { chatRoomId, before, $limit: CHAT_MESSAGES_PAGE } }),

  /** Messages newer than `after`, newest first (up to a page; `more` when there are others). */
  messagesAfter: (chatRoomId: string, after: number) =>
    http<MessagePage>('chat-messages', { query: { chatRoomId, after, $limit: CHAT_MESSAGES_PAGE } }),

  send: (chatRoomId: string, text: string) =>
    http<ChatMessage>('chat-messages', { method: 'POST', body: { chatRoomId, text } }),

  /** The total of the user's unread messages. */
  unread: () => http<{ userId: number; unreadMessages: number }>('chat-user-profiles').then((p) => p.unreadMessages),

  contacts: (q: string) => http<ChatContact[]>('chat-contacts', { query: { q } }),
};
