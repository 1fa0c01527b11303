/**
 * A nurse's availability, day by day (spec 7.5 date-availability: userId, dateFrom, dateTo; issue 13).
 *
 * A nurse says from the app, for a day, that they can work it (available) or cannot (unavailable), or takes back what
 * they said; a day they have said nothing of is unknown. What they say is theirs, whatever the trust: every trust
 * whose bank they work in reads the same days. The matching (domain/matching.ts) leaves out a nurse who said they
 * cannot work the shift's day; an unknown day never leaves anyone out.
 *
 * Days are read a range at a time, at most `maxDays`, and set from today (the trust's day) up to `aheadDays` ahead;
 * the past is not rewritten.
 */
import type { AccessRule } from './access';
import { STAFF_READ } from './staff';
import { addDays, isCalendarDay } from './time';

export const AVAILABILITY = { maxDays: 62, aheadDays: 365, maxDaysSet: 62 } as const;

/** A nurse reads their own days; a console role reads the days of the nurses it sees, where it sees staff. */
export const AVAILABILITY_READ: AccessRule = {
  oneOf: [{ levels: ['ADMIN', 'MANAGER'], anyOf: STAFF_READ.anyOf }, { levels: ['NURSE'] }],
};
/** Only the nurse says what their days are. */
export const AVAILABILITY_WRITE: AccessRule = { levels: ['NURSE'] };

/** null: not known (the nurse said nothing of the day). */
export type Availability = boolean | null;

export interface FieldRefusal {
  field: string;
  message: string;
}

/** Why a range of days cannot be read (null: it can). */
export function rangeRefusal(dateFrom: unknown, dateTo: unknown): FieldRefusal | null {
  if (!isCalendarDay(dateFrom)) return { field: 'dateFrom', message: 'dateFrom must be a day as YYYY-MM-DD' };
  if (!isCalendarDay(dateTo)) return { field: 'dateTo', message: 'dateTo must be a day as YYYY-MM-DD' };
  if (dateTo < dateFrom) return { field: 'dateTo', message: 'dateTo must not be before dateFrom' };
  if (addDays(dateFrom, AVAILABILITY.maxDays - 1) < dateTo)
    return { field: 'dateTo', message: `at most ${AVAILABILITY.maxDays} days are read at once` };
  return null;
}

/** Why days cannot be set (null: they can): `today` is the trust's day. */
export function settingRefusal(dates: unknown, available: unknown, today: string): FieldRefusal | null {
  if (!Array.isArray(dates) || dates.length === 0)
    return { field: 'dates', message: 'dates must list one day or more' };
  if (dates.length > AVAILABILITY.maxDaysSet)
    return { field: 'dates', message: `at most ${AVAILABILITY.maxDaysSet} days are set at once` };
  const bad = dates.find((d) => !isCalendarDay(d));
  if (bad !== undefined) return { field: 'dates', message: `${JSON.stringify(bad)} is not a day as YYYY-MM-DD` };
  const past = (dates as string[]).find((d) => d < today);
  if (past) return { field: 'dates', message: `${past} is past: only today and later days are set` };
  const last = addDays(today, AVAILABILITY.aheadDays);
  const far = (dates as string[]).find((d) => d > last);
  if (far) return { field: 'dates', message: `${far} is more than ${AVAILABILITY.aheadDays} days ahead` };
  if (available !== true && available !== false && available !== null)
    return { field: 'available', message: 'available must be true, false or null (not known)' };
  return null;
}
