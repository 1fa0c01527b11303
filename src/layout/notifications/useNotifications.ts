/**
 * The notification queries: the unread count of the bell and the panel's pages of 10. Socket events, and a
 * socket signed in again after a reconnection (events may have been missed while it was away), refresh both.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** Keeps the count and the open panel current with the server's notification events. */
export function useNotificationEvents() {
  const queryClient = useQueryClient();
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
