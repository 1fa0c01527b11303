/**
 * How people read dates and times, on every screen and in every message: one style, en-GB, in the trusts' zone.
 * - a calendar day: 'Mon 7 Dec 2026';
 * - an instant: 'Mon 7 Dec 2026, 09:20' (the trust's wall clock, 24-hour);
 * - a time of day: '09:20' (spec 2.1 and 9 show times as HH:mm);
 * - a chart's axis or a week's grid, where the year is said once above: '7 Dec'.
 * No library: the jobs list would otherwise download one for this alone (scripts/sizeBudget.ts).
 */
import { localDate, localTime, weekdayOf } from './time';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.slice(0, 3));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant given as a Date or as the API writes one (ISO 8601). */
type Instant = Date | string;
const instantOf = (at: Instant) => (typeof at === 'string' ? new Date(at) : at);

/** '2026-12-07' as '7 Dec', for a chart's axis or a week's grid. */
export function shortDayLabel(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]}`;
}

/** '2026-12-07' as 'Mon 7 Dec 2026' (a calendar day: no zone applies). */
export const dayLabel = (day: string): string => `${WEEKDAYS[weekdayOf(day)]} ${shortDayLabel(day)} ${day.slice(0, 4)}`;

/** An instant as the trust's wall clock shows it: 'Mon 7 Dec 2026, 09:20'. */
export function instantLabel(at: Instant): string {
  const instant = instantOf(at);
  return `${dayLabel(localDate(instant))}, ${localTime(instant)}`;
}

/** An instant's time of day on the trust's wall clock: '09:20'. */
export const timeLabel = (at: Instant): string => localTime(instantOf(at));

/** An instant's calendar day on the trust's wall clock: 'Mon 7 Dec 2026'. */
export const instantDayLabel = (at: Instant): string => dayLabel(localDate(instantOf(at)));

/** A month, '2026-12', as 'Dec 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

/** The day of the week of '2026-12-07', written out: 'Monday' (a week grid's columns, a chat's recent days). */
export const weekdayLabel = (day: string): string => WEEKDAY_NAMES[weekdayOf(day)];
