/** Notification types, where opening one leads (spec 9), snooze (spec 4) and the panel's time groups. */
import { differenceInCalendarDays, startOfWeek } from 'date-fns';

export const NOTIFICATION_TYPES = {
  job: [
    'JOB_POSTED',
    'JOB_APPLIED',
    'JOB_CONFIRMED',
    'JOB_REJECTED',
    'JOB_CANCELLED',
    'JOB_OFFERED',
    'JOB_OFFER_DECLINED',
    'JOB_UPDATED',
    'JOB_COMPLETED',
  ],
  rate: [
    'UPLIFT_SUGGESTED',
    'UPLIFT_COMMENTED',
    'UPLIFT_APPROVED',
    'UPLIFT_REJECTED',
    'UPLIFT_CANCELLED',
    'RATE_CHANGED',
  ],
  user: ['USER_APPROVED', 'USER_UPDATED', 'USER_BLOCKED', 'USER_UNBLOCKED', 'EMAIL_CHANGED', 'PASSWORD_CHANGED'],
  message: ['NEW_MESSAGE'],
  timeTrack: ['TIME_TRACK_APPROVAL'],
  general: ['ANNOUNCEMENT'],
  /**
   * For the bank office: right-to-work evidence sent, a permission to work ending within 30 days, skills to endorse
   * (job-less).
   */
  staff: ['RIGHT_TO_WORK_SENT', 'RIGHT_TO_WORK_EXPIRING', 'ENDORSEMENT_REQUESTED'],
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_TYPES;
export type NotificationType = (typeof NOTIFICATION_TYPES)[NotificationKind][number];
export const ALL_NOTIFICATION_TYPES = Object.values(NOTIFICATION_TYPES).flat() as NotificationType[];

export function kindOf(type: string): NotificationKind | undefined {
  return (Object.keys(NOTIFICATION_TYPES) as NotificationKind[]).find((k) =>
    (NOTIFICATION_TYPES[k] as readonly string[]).includes(type),
  );
}

export interface NotificationLike {
  type: string;
  externalId?: string | null;
  chatRoomId?: string | null;
}

/** Where the right-to-work pending list opens from a notification, with the shift filter set to ready for approval. */
export const READY_FOR_APPROVAL_DESTINATION = {
  path: '/rightToWorkRequests/pending',
  search: '?shiftFilter=readyForApprove',
};

/** The page a notification opens. */
export function destinationOf(n: NotificationLike): { path: string; search?: string } {
  const kind = kindOf(n.type);
  if (kind === 'timeTrack') return READY_FOR_APPROVAL_DESTINATION;
  if (kind === 'message') return n.chatRoomId ? { path: `/messages/${n.chatRoomId}` } : { path: '/messages' };
  if (kind === 'user') return { path: '/users/settings' };
  if ((kind === 'job' || kind === 'rate') && n.externalId) {
    return { path: `/jobs/${n.externalId}/${kind === 'job' ? 'details' : 'rates'}` };
  }
  // Job-less: the right-to-work pending list, ready for approval (spec 9; spec 6 names bank officer managers and
  // admins, whom this includes).
  return READY_FOR_APPROVAL_DESTINATION;
}

/** notDisturbDate for a snooze of `hours` from `now`; 0 (Enable) clears it. */
export function snoozeUntil(hours: number, now: Date = new Date()): string | null {
  return hours > 0 ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null;
}

/** Notifications count as snoozed while notDisturbDate is in the future. */
export function isSnoozed(notDisturbDate: string | Date | null | undefined, now: Date = new Date()): boolean {
  return !!notDisturbDate && new Date(notDisturbDate).getTime() > now.getTime();
}

export type TimeGroup = 'Today' | 'Yesterday' | 'This week' | 'Earlier';

/** The panel's group of a notification, by its creation time relative to now. */
export function timeGroupOf(created: string | Date, now: Date = new Date()): TimeGroup {
  const days = differenceInCalendarDays(now, new Date(created));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (new Date(created) >= startOfWeek(now, { weekStartsOn: 1 })) return 'This week';
  return 'Earlier';
}
