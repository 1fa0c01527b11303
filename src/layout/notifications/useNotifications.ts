/**
 * The notification queries: the unread count of the bell and the panel's pages of 10. Socket events, and a
 * socket signed in again after a reconnection (events may have been missed while it was away), refresh both.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOwnAccount } from '../../../customRoutes/account/useOwnAccount';
import { notificationsApi, NOTIFICATION_EVENTS, type NotificationPage } from '../../../providers/notifications';
import { AUTHENTICATED, realtime } from '../../../providers/realtime';
import { refetchLoaded } from '../../refetchLoaded';
import { useApiCall } from '../../useApiCall';
import { useNotifyError } from '../../useNotifyError';

const KEY = ['notifications'];

export function useUnreadCount() {
  const apiCall = useApiCall();
  return useQuery({ queryKey: [...KEY, 'unread'], queryFn: () => apiCall(notificationsApi.unreadCount) });
}

const loaded = (pages: NotificationPage[]) => pages.reduce((n, page) => n + page.data.length, 0);

/** The panel's pages: each asks for the next 10 after those already shown. */
export function useNotificationPages() {
  const apiCall = useApiCall();
  return useInfiniteQuery({
    queryKey: [...KEY, 'pages'],
    queryFn: ({ pageParam }) => apiCall(() => notificationsApi.page(pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (loaded(pages) < last.total ? loaded(pages) : undefined),
  });
}

/** The longest wait a browser timer takes (about 24 days). */
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * Keeps the count and the open panel current with the server's notification events, and with the user's snooze:
 * what arrived while snoozed is counted once the snooze ends (at its time) or is turned off.
 */
export function useNotificationEvents() {
  const queryClient = useQueryClient();
  const { account } = useOwnAccount({ fresh: false });
  const until = account?.notDisturbDate ?? null;
  const snoozeSeen = useRef(until);
  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
    if (snoozeSeen.current !== until) {
      snoozeSeen.current = until;
      void refresh();
    }
    const wait = until ? new Date(until).getTime() - Date.now() : 0;
    if (wait <= 0) return;
    const timer = setTimeout(refresh, Math.min(wait + 1000, LONGEST_TIMER));
    return () => clearTimeout(timer);
  }, [until, queryClient]);
  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
    const unsubscribe = [
      ...NOTIFICATION_EVENTS.map((event) => realtime.subscribe(event, refresh)),
      realtime.subscribe(AUTHENTICATED, () => refetchLoaded(queryClient, KEY)),
    ];
    return () => unsubscribe.forEach((u) => u());
  }, [queryClient]);
}

/** A change to the user's notifications: refreshes count and panel once the server has it, toasts a failure. */
export function useNotificationChange<A>(change: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  return useMutation({
    mutationFn: (arg: A) => apiCall(() => change(arg)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
    onError: notifyError,
  });
}
