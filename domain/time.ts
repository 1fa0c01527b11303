/** Wall-clock shift times in a trust's time zone, turned into instants. No library: the platform's Intl knows the zones. */

/** The trusts are in England. */
export const TRUST_TIME_ZONE = 'Europe/London';

/**
 * One formatter per zone and form: making an Intl.DateTimeFormat costs far more than using one (posting a plan's
 * 500 shifts made 2,500 of them, most of its time), and a formatter keeps no state between calls.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  locale: 'en-GB' | 'en-CA',
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${Object.keys(options).join()}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
  return made;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter('en-GB', timeZone, WALL_CLOCK)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** Instants already worked out, by zone, date and time (a week's shifts share a few dozen), up to INSTANTS_KEPT. */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 10_000;

/** The instant of a local date ('YYYY-MM-DD') and time ('HH:mm') in a zone. */
export function zonedInstant(date: string, time: string, timeZone = TRUST_TIME_ZONE): Date {
  const key = `${timeZone}|${date}|${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, (instant = instantOf(date, time, timeZone)));
  }
  return new Date(instant);
}

function instantOf(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Twice: the first guess may straddle a clock change.
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return instant;
}

/** A shift's start and end instants; an end at or before the start is on the next day. */
export function shiftInterval(date: string, startTime: string, endTime: string, timeZone = TRUST_TIME_ZONE) {
  const startsAt = zonedInstant(date, startTime, timeZone);
  const next = endTime <= startTime ? nextDate(date) : date;
  return { startsAt, endsAt: zonedInstant(next, endTime, timeZone) };
}

/** The calendar day `days` after 'YYYY-MM-DD' (before it when negative): calendar days, whatever the clocks do. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether `v` is a calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The calendar days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The day of the week of 'YYYY-MM-DD', 0 Sunday to 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Whether 'YYYY-MM-DD' is a Saturday or a Sunday. */
export const isWeekend = (date: string) => [0, 6].includes(weekdayOf(date));

/** The calendar day after 'YYYY-MM-DD'. */
export const nextDate = (date: string) => addDays(date, 1);

/** Today's date in a zone, as 'YYYY-MM-DD'. */
export function localDate(instant: Date, timeZone = TRUST_TIME_ZONE): string {
  return formatter('en-CA', timeZone, CALENDAR_DAY).format(instant);
}

/** The wall-clock time ('HH:mm', 24-hour) of an instant in a zone. */
export function localTime(instant: Date, timeZone = TRUST_TIME_ZONE): string {
  return formatter('en-GB', timeZone, CLOCK_TIME).format(instant);
}
const CLOCK_TIME: Intl.DateTimeFormatOptions = { hourCycle: 'h23', hour: '2-digit', minute: '2-digit' };
