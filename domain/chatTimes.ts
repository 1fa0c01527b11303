/**
 * How the chat screens show when messages were sent, in the style of every date (domain/dateLabels.ts). Apart from
 * domain/chat.ts, whose rules the console's frame needs at once (the unread count).
 */
import { instantDayLabel, timeLabel, weekdayLabel } from './dateLabels';
import { localDate } from './time';

/** Calendar days from the day of `from` to the day of `to`, on the trust's wall clock. */
const daysBetween = (from: Date, to: Date) =>
  Math.round((Date.parse(localDate(to)) - Date.parse(localDate(from))) / 86_400_000);

/** When a message was sent, as a room list shows it: the time today, 'Yesterday', the weekday this week, else the date. */
export function roomListTime(date: string | Date, now: Date = new Date()): string {
  const d = new Date(date);
  const days = daysBetween(d, now);
  if (days <= 0) return timeLabel(d);
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekdayLabel(localDate(d));
  return instantDayLabel(d);
}

/** The day heading over a room's messages: 'Today', 'Yesterday', or the date. */
export function dayHeading(date: string | Date, now: Date = new Date()): string {
  const days = daysBetween(new Date(date), now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return instantDayLabel(date);
}
