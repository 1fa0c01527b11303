/**
 * The chat queries the top bar keeps (the unread total, and the chat events that keep every chat query current): the
 * unread total, the room list, one room, and one room's messages are kept current from the socket's chat events
 * themselves rather than read again on each: a message moves its room to the top of the list with one more unread, a
 * read mark tells who has seen what. After a reconnection all is read again. The room list's and a room's own queries
 * are useRoom.ts's, loaded with the messages page.
 */
import { useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatMessage, ChatRead, ChatRoom } from '../../domain/chat';
import { chatApi, CHAT_EVENTS, type RoomPage } from '../../providers/chat';
import { AUTHENTICATED, DISCONNECTED, realtime } from '../../providers/realtime';
import { session } from '../../providers/session';
import { refetchLoaded } from '../../src/refetchLoaded';
import { useApiCall } from '../../src/useApiCall';

export const CHAT_KEYS = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  rooms: ['chat', 'rooms'] as const,
  room: (id: string) => ['chat', 'room', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
};

type RoomPages = InfiniteData<RoomPage, number>;
type RoomListFilter = { archived: boolean; q: string };

/** Rooms open on this page (a count per room): their new messages are read at once, so they add nothing unread. */
export const openRooms = new Map<string, number>();

/**
 * Puts `room` into each cached list of rooms that holds it, at the top when `toTop` (it has a new message).
 * Answers false when a list cannot be brought up to date this way (the room leaves or joins it), to be read again.
 */
function placeInLists(queryClient: QueryClient, room: ChatRoom, toTop: boolean): boolean {
  let current = true;
  for (const [key, data] of queryClient.getQueriesData<RoomPages>({ queryKey: CHAT_KEYS.rooms })) {
    if (!data) continue;
    const filter = key[2] as RoomListFilter;
    const held = data.pages.some((page) => page.data.some((r) => r.id === room.id));
    const belongs = room.archived === filter.archived;
    // A search list may not match the room: only the plain list must show every room of its kind.
    if (held !== belongs && (held || !filter.q)) current = false;
    if (!held || !belongs) continue;
    const pages = data.pages.map((page, i) => {
      const others = page.data.filter((r) => r.id !== room.id);
      if (toTop) return { ...page, data: i === 0 ? [room, ...others] : others };
      return { ...page, data: page.data.map((r) => (r.id === room.id ? room : r)) };
    });
    queryClient.setQueryData<RoomPages>(key, { ...data, pages });
  }
  return current;
}

/** The room as the lists hold it, or as its own query does. */
function cachedRoom(queryClient: QueryClient, id: string): ChatRoom | undefined {
  const own = queryClient.getQueryData<ChatRoom>(CHAT_KEYS.room(id));
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<RoomPages>({ queryKey: CHAT_KEYS.rooms })) {
    const found = data?.pages.flatMap((page) => page.data).find((r) => r.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A changed room goes into its own query and the lists; lists it cannot be placed in are read again. */
export function applyRoom(queryClient: QueryClient, room: ChatRoom, toTop = false) {
  if (queryClient.getQueryData(CHAT_KEYS.room(room.id))) queryClient.setQueryData(CHAT_KEYS.room(room.id), room);
  if (!placeInLists(queryClient, room, toTop)) queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
}

/** Keeps the counter, the rooms and the open room current from the socket's chat events; all read again after a reconnection. */
export function useChatEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const me = () => session.account()?.id;
    const onMessage = (m: ChatMessage) => {
      const mine = m.senderId === me();
      const unread = !mine && !openRooms.has(m.roomId);
      const room = cachedRoom(queryClient, m.roomId);
      // The total counts the rooms the list shows (the acting role's trust, the inbox): a message of one adds one.
      // Any other room (of another trust, archived, which the message brings back with its unread, or not loaded
      // here) is for the server to count.
      if (unread && room && !room.archived)
        queryClient.setQueryData<number>(CHAT_KEYS.unread, (n) => (n === undefined ? n : n + 1));
      else if (unread) queryClient.invalidateQueries({ queryKey: CHAT_KEYS.unread });
      if (!room) {
        // A room this page has not seen, or not loaded: the lists show it once read again.
        queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
        return;
      }
      const { id, text, senderId, senderName, date, messageType } = m;
      applyRoom(
        queryClient,
        {
          ...room,
          latestMessage: { id, text, senderId, senderName, date, messageType },
          updatedAt: date,
          unread: room.unread + (unread ? 1 : 0),
          // A message brings the room back to the inbox of everyone but its sender.
          archived: mine ? room.archived : false,
        },
        true,
      );
    };
    const onRoomPatched = (room: ChatRoom) => applyRoom(queryClient, room);
    const onRead = (read: ChatRead) => {
      const room = cachedRoom(queryClient, read.roomId);
      const mine = read.userId === me();
      if (room) {
        const participants = room.participants.map((p) =>
          p.userId === read.userId ? { ...p, lastReadId: read.lastReadId, lastSeenAt: read.lastSeenAt } : p,
        );
        applyRoom(
          queryClient,
          mine
            ? { ...room, participants, unread: 0, lastReadId: read.lastReadId, lastSeenAt: read.lastSeenAt }
            : { ...room, participants },
        );
      }
      // One's own read (here or in another window) lowers the total by what the room had unread: read it again.
      if (mine) queryClient.invalidateQueries({ queryKey: CHAT_KEYS.unread });
    };
    const refresh = () => {
      refetchLoaded(queryClient, CHAT_KEYS.unread);
      refetchLoaded(queryClient, CHAT_KEYS.rooms);
      refetchLoaded(queryClient, ['chat', 'room']);
    };
    const unsubscribe = [
      realtime.subscribe(CHAT_EVENTS.messageCreated, onMessage),
      realtime.subscribe(CHAT_EVENTS.roomCreated, () => queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms })),
      realtime.subscribe(CHAT_EVENTS.roomPatched, onRoomPatched),
      realtime.subscribe(CHAT_EVENTS.roomRead, onRead),
      realtime.subscribe(AUTHENTICATED, refresh),
    ];
    return () => unsubscribe.forEach((u) => u());
  }, [queryClient]);
}

/** Whether the socket is down and reconnecting (not before it first connects, nor when the page closed it). */
export function useReconnecting() {
  const [down, setDown] = useState(realtime.isDown);
  useEffect(() => {
    const unsubscribe = [
      realtime.subscribe(DISCONNECTED, () => setDown(realtime.isDown())),
      realtime.subscribe(AUTHENTICATED, () => setDown(realtime.isDown())),
    ];
    return () => unsubscribe.forEach((u) => u());
  }, []);
  return down;
}

export function useChatUnread(enabled = true) {
  const apiCall = useApiCall();
  return useQuery({ queryKey: CHAT_KEYS.unread, queryFn: () => apiCall(chatApi.unread), enabled });
}
