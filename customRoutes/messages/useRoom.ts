/**
 * The messages page's chat queries: the room list, one room, and one room's messages (an open room catches up with
 * `after` its newest known message after a reconnection), kept current by the top bar's chat events (useChat.ts).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import { mergeMessages, newestId, type ChatMessage } from '../../domain/chat';
import { chatApi, CHAT_EVENTS, ROOMS_PAGE, type MessagePage, type RoomPage } from '../../providers/chat';
import { AUTHENTICATED, realtime } from '../../providers/realtime';
import { session } from '../../providers/session';
import { refetchLoaded } from '../../src/refetchLoaded';
import { useApiCall } from '../../src/useApiCall';
import { applyRoom, CHAT_KEYS, openRooms } from './useChat';

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

/** A room open here is marked read at most this often while messages keep coming. */
const MARK_READ_EVERY_MS = 2000;

/**
 * Marks the room read now, and again when someone else's message arrives while it is open, at most once every
 * MARK_READ_EVERY_MS (the last one is never dropped, only delayed). The answer updates the room where it is shown.
 */
export function useMarkSeen(id: string) {
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const last = useRef(0);
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waitingFor = useRef<string | null>(null);
  const mark = useCallback(() => {
    if (waiting.current) return;
    waitingFor.current = session.token();
    waiting.current = setTimeout(
      () => {
        waiting.current = undefined;
        last.current = Date.now();
        apiCall(() => chatApi.markSeen(id))
          .then((room) => applyRoom(queryClient, room))
          .catch(() => undefined);
      },
      Math.max(0, last.current + MARK_READ_EVERY_MS - Date.now()),
    );
  }, [apiCall, id, queryClient]);
  useEffect(() => {
    openRooms.set(id, (openRooms.get(id) ?? 0) + 1);
    mark();
    return () => {
      clearTimeout(waiting.current);
      // Leaving with a mark still delayed sends it now, unless the session it was for has ended.
      if (waiting.current && waitingFor.current && waitingFor.current === session.token()) {
        chatApi.markSeen(id).then(
          (room) => applyRoom(queryClient, room),
          () => undefined,
        );
      }
      waiting.current = undefined;
      const views = (openRooms.get(id) ?? 1) - 1;
      if (views) openRooms.set(id, views);
      else openRooms.delete(id);
    };
  }, [id, mark, queryClient]);
  return mark;
}

type Pages = InfiniteData<MessagePage, number | undefined>;

/** A 4xx other than a timeout or a throttle: asking again later gets the same answer. */
const isRefusal = (error: unknown) => {
  const status = statusOf(error) ?? 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/** The longest wait between two tries to catch up. */
const CATCH_UP_RETRY_MAX_MS = 30_000;

/**
 * The room's messages, newest first: pages of 50 going back in time (`loadOlder`), plus those that arrive on
 * the socket, those sent from here and those caught up after a reconnection, each once.
 */
export function useRoomMessages(roomId: string, onOthersMessage: () => void) {
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const key = useMemo(() => CHAT_KEYS.messages(roomId), [roomId]);
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
        old?.pages.length
          ? {
              ...old,
              pages: [{ ...old.pages[0], data: mergeMessages(old.pages[0].data, mine) }, ...old.pages.slice(1)],
            }
          : old,
      );
    },
    [queryClient, roomId, key],
  );

  useEffect(() => {
    if (query.data?.pages.length && waiting.current.length) {
      const pending = waiting.current;
      waiting.current = [];
      add(pending);
    }
  }, [query.data, add]);

  const messages = useMemo(
    () => (query.data?.pages ?? []).reduce<ChatMessage[]>((all, page) => mergeMessages(all, page.data), []),
    [query.data],
  );
  const latest = useRef<ChatMessage[]>(messages);
  latest.current = messages;
  const othersMessage = useRef(onOthersMessage);
  othersMessage.current = onOthersMessage;

  // Catching up after a reconnection: a failure is shown, and it is tried again, sooner at first.
  const [catchUpError, setCatchUpError] = useState<unknown>(null);
  const catchUpNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    const me = session.account()?.id;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let alive = true;
    // One catch-up at a time: a call while one runs asks it to go round once more when it ends.
    let running = false;
    let again = false;
    const onMessage = (message: ChatMessage) => {
      if (message?.roomId !== roomId) return;
      add([message]);
      if (message.senderId !== me) othersMessage.current();
    };
    /** Every message newer than the newest known, page by page. */
    const catchUp = async () => {
      clearTimeout(retry);
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        await catchUpOnce();
      } finally {
        running = false;
      }
      if (again && alive) {
        again = false;
        void catchUp();
      }
    };
    const catchUpOnce = async () => {
      let after = newestId([...latest.current, ...waiting.current]);
      if (after === undefined) {
        refetchLoaded(queryClient, key);
        return;
      }
      try {
        for (;;) {
          const page = await apiCall(() => chatApi.messagesAfter(roomId, after!));
          if (!alive) return;
          add(page.data);
          if (page.data.some((m) => m.senderId !== me)) othersMessage.current();
          if (!page.more || !page.data.length) break;
          after = newestId(page.data);
        }
        attempt = 0;
        setCatchUpError(null);
      } catch (error) {
        if (!alive) return;
        setCatchUpError(error);
        // A refusal (4xx) will not change by waiting: it is shown, and tried again only when asked.
        if (isRefusal(error)) return;
        retry = setTimeout(catchUp, Math.min(CATCH_UP_RETRY_MAX_MS, 1000 * 2 ** attempt++));
      }
    };
    catchUpNow.current = () => void catchUp();
    const unsubscribe = [
      realtime.subscribe(CHAT_EVENTS.messageCreated, onMessage),
      realtime.subscribe(AUTHENTICATED, () => void catchUp()),
    ];
    return () => {
      alive = false;
      clearTimeout(retry);
      unsubscribe.forEach((u) => u());
    };
  }, [roomId, key, add, apiCall, queryClient]);

  return {
    ...query,
    messages,
    add,
    catchUpError,
    catchUpWillRetry: !isRefusal(catchUpError),
    retryCatchUp: () => catchUpNow.current(),
  };
}

/** Sends a message; the sent one joins the room at once (its socket echo is the same message, not a second, and moves the room up the list). */
export function useSendMessage(roomId: string, add: (m: ChatMessage[]) => void) {
  const apiCall = useApiCall();
  return useMutation({
    mutationFn: (text: string) => apiCall(() => chatApi.send(roomId, text.trim())),
    onSuccess: (message) => add([message]),
  });
}
