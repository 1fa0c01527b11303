/** The signed-in user's notifications (spec 7.3): the unread count, pages of 10, read state, deletion. */
import { PAGE_SIZES } from '../domain/constants';
import { http } from './httpClient';

export interface Notification {
  id: number;
  userId: number;
  type: string;
  title: string;
  body: string;
  created: string;
  viewed: boolean;
  silent: boolean;
  externalId: string | null;
  chatRoomId: string | null;
  job: { date: string; startTime: string; endTime: string } | null;
}

export interface NotificationPage {
  total: number;
  limit: number;
  skip: number;
  data: Notification[];
}

/** The socket events of the notifications service. */
export const NOTIFICATION_EVENTS = ['created', 'patched', 'removed'].map((e) => `api/v3/notifications ${e}`);

export const notificationsApi = {
  /** Unviewed, not silent notifications. */
  unreadCount: () =>
    http<NotificationPage>('notifications', { query: { $unread: true, $limit: 0 } }).then((page) => page.total),

  page: (skip: number) =>
    http<NotificationPage>('notifications', {
      query: { $limit: PAGE_SIZES.notifications, $skip: skip, $sort: { created: -1 } },
    }),

  setViewed: (id: number, viewed: boolean) =>
    http<Notification>(`notifications/${id}`, {
      method: 'PATCH',
      query: { [viewed ? '$markRead' : '$markUnread']: true },
      body: { viewed },
    }),

  markAllRead: () =>
    http<Notification[]>('notifications', { method: 'PATCH', query: { $markallRead: true }, body: { viewed: true } }),

  remove: (id: number) => http<Notification>(`notifications/${id}`, { method: 'DELETE' }),

  clearAll: () => http<Notification[]>('notifications', { method: 'DELETE', query: { $clearAll: true } }),
};
