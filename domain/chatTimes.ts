/**
 * How the chat screens show when messages were sent (spec 9: times as HH:mm). Apart from domain/chat.ts, whose rules
 * the console's frame needs at once (the unread count), so that date formatting loads with the chat screens only.
 */
import { differenceInCalendarDays, format } from 'date-fns';

/** When a message was sent, as a room list shows it: the time today, 'Yesterday', the weekday this week, else the date. */
export function roomListTime(date: string | Date, now: Date = new Date()): string {
  const d = new Date(date);
  const days = differenceInCalendarDays(now, d);
  if (days <= 0) return format(d, 'HH:mm');
  if (days === 1) return 'Yesterday';
  if (days < 7) return format(d, 'EEEE');
  return format(d, 'dd/MM/yyyy');
}

/** The day heading over a room's messages: 'Today', 'Yesterday', or the date. */
export function dayHeading(date: string | Date, now: Date = new Date()): string {
  const days = differenceInCalendarDays(now, new Date(date));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return format(new Date(date), 'EEEE d MMMM yyyy');
}

/** The time over a message (HH:mm, as the spec shows times). */
export const messageTime = (date: string | Date) => format(new Date(date), 'HH:mm');
