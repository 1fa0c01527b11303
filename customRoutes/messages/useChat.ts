/**
 * The chat queries: the unread total (top bar badge), the room list, one room, and one room's messages, all
 * kept current by the socket's chat events. Messages arrive live once each; after a reconnection the room
 * catches up with `after` its newest known message.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { HttpError } from 'react-admin';
import { mergeMessages, newestId, type ChatMessage } from '../../domain/chat';
import { chatApi, CHAT_EVENTS, ROOMS_PAGE, type MessagePage, type RoomPage } from '../../providers/chat';
import { AUTHENTICATED, realtime } from '../../providers/realtime';
import { session } from '../../providers/session';
import { useApiCall } from '../../src/useApiCall';

export const CHAT_KEYS = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  rooms: ['chat', 'rooms'] as const,
  room: (id: string) => ['chat', 'room', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
};

/** Refreshes the counter and the rooms on every chat event, and after the socket signs in again. */
export function useChatEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      queryClient.invalidateQueries({ queryKey: CHAT_KEYS.unread });
      queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
      queryClient.invalidateQueries({ queryKey: ['chat', 'room'] });
    };
    const unsubscribe = [
      ...Object.values(CHAT_EVENTS).map((event) => realtime.subscribe(event, refresh)),
      realtime.subscribe(AUTHENTICATED, ({ reconnected }) => reconnected && refresh()),
    ];
    return () => unsubscribe.forEach((u) => u());
  }, [queryClient]);
}

export function useChatUnread(enabled = true) {
  const apiCall = useApiCall();
  return useQuery({ queryKey: CHAT_KEYS.unread, queryFn: () => apiCall(chatApi.unread), enabled });
}

export function useRooms(archived: boolean, q: string) {
  const apiCall = useApiCall();
  return useInfiniteQuery({
    queryKey: [...CHAT_KEYS.rooms, { archived, q }],
    queryFn: ({ pageParam }) => apiCall(() => chatApi.rooms({ archived, q, skip: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last: RoomPage, pages: RoomPage[]) => {
      const loaded = pages.length * ROOMS_PAGE;
      return loaded < last.total ? loaded : undefined;
    },
    retry: false,
  });
}

export function useRoom(id: string) {
  const apiCall = useApiCall();
  return useQuery({ queryKey: CHAT_KEYS.room(id), queryFn: () => apiCall(() => chatApi.room(id)), retry: false });
}

export const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/** Marks the room read (now, and again whenever someone else's message arrives while it is open). */
export function useMarkSeen(id: string) {
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const mark = useCallback(
    () =>
      apiCall(() => chatApi.markSeen(id))
        .then(() => {
          queryClient.invalidateQueries({ queryKey: CHAT_KEYS.unread });
          queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
        })
        .catch(() => undefined),
    [apiCall, id, queryClient],
  );
  useEffect(() => {
    mark();
  }, [mark]);
  return mark;
}

type Pages = InfiniteData<MessagePage, number | undefined>;

/**
 * The room's messages, newest first: pages of 50 going back in time (`loadOlder`), plus those that arrive on
 * the socket, those sent from here and those caught up after a reconnection, each once.
 */
export function useRoomMessages(roomId: string, onOthersMessage: () => void) {
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const key = CHAT_KEYS.messages(roomId);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => apiCall(() => chatApi.messages(roomId, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MessagePage) => (last.more && last.data.length ? Number(last.data.at(-1)!.id) : undefined),
    // Opening the room again starts afresh: while it is closed its events are not followed.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

  // Events that come before the first page has loaded wait here, then join it.
  const waiting = useRef<ChatMessage[]>([]);
  const add = useCallback(
    (incoming: ChatMessage[]) => {
      const mine = incoming.filter((m) => m.roomId === roomId);
      if (!mine.length) return;
      const data = queryClient.getQueryData<Pages>(key);
      if (!data?.pages.length) {
        waiting.current = mergeMessages(waiting.current, mine);
        return;
      }
      queryClient.setQueryData<Pages>(key, (old) =>
        old?.pages.length ? { ...old, pages: [{ ...old.pages[0], data: mergeMessages(old.pages[0].data, mine) }, ...old.pages.slice(1)] } : old,
      );
    },
    [queryClient, roomId],
  );

  useEffect(() => {
    if (query.data?.pages.length && waiting.current.length) {
      const pending = waiting.current;
      waiting.current = [];
      add(pending);
    }
  }, [query.data, add]);

  const messages = useMemo(() => (query.data?.pages ?? []).reduce<ChatMessage[]>((all, page) => mergeMessages(all, page.data), []), [query.data]);
  const latest = useRef<ChatMessage[]>(messages);
  latest.current = messages;
  const othersMessage = useRef(onOthersMessage);
  othersMessage.current = onOthersMessage;

  useEffect(() => {
    const me = session.account()?.id;
    const onMessage = (message: ChatMessage) => {
      if (message?.roomId !== roomId) return;
      add([message]);
      if (message.senderId !== me) othersMessage.current();
    };
    /** After a reconnection: every message newer than the newest known, page by page. */
    const catchUp = async () => {
      let after = newestId([...latest.current, ...waiting.current]);
      if (after === undefined) {
        queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      for (;;) {
        const page = await apiCall(() => chatApi.messagesAfter(roomId, after!)).catch(() => null);
        if (!page) return;
        add(page.data);
        if (page.data.some((m) => m.senderId !== me)) othersMessage.current();
        if (!page.more || !page.data.length) return;
        after = newestId(page.data);
      }
    };
    const unsubscribe = [
      realtime.subscribe(CHAT_EVENTS.messageCreated, onMessage),
      realtime.subscribe(AUTHENTICATED, ({ reconnected }) => reconnected && catchUp()),
    ];
    return () => unsubscribe.forEach((u) => u());
  }, [roomId, add, apiCall, queryClient]);

  return { ...query, messages, add };
}

/** Sends a message; the sent one joins the room at once (its socket echo is the same message, not a second). */
export function useSendMessage(roomId: string, add: (m: ChatMessage[]) => void) {
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiCall(() => chatApi.send(roomId, text.trim())),
    onSuccess: (message) => {
      add([message]);
      queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
    },
  });
}
