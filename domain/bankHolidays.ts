/**
 * England and Wales bank holidays, for any year (the rates' bank holiday hours, domain/shiftRate.ts):
 *   - New Year's Day, 1 January;
 *   - Good Friday and Easter Monday, two days before and one after Easter Sunday (the Gregorian computus);
 *   - the early May bank holiday, the first Monday of May;
 *   - the spring bank holiday, the last Monday of May;
 *   - the summer bank holiday, the last Monday of August;
 *   - Christmas Day and Boxing Day, 25 and 26 December.
 * A fixed day at a weekend is replaced by a substitute day, the next weekday not already a holiday (Christmas on a
 * Saturday: Monday 27 and Tuesday 28; on a Sunday: Boxing Day on Monday 26, Christmas's substitute on Tuesday 27), as
 * the published lists give them: the weekend day itself is paid as weekend hours (a trust paying it as a bank holiday
 * adds it as an extra day).
 * Days moved or added by royal proclamation are listed by year (PROCLAIMED: jubilees, a coronation, a state funeral,
 * the VE Day anniversary); one a trust observes on its own, or one proclaimed after this list was written, is a trust's
 * extra bank holiday (trust-bank-holidays).
 */
import { addDays, weekdayOf } from './time';

export interface BankHoliday {
  date: string;
  name: string;
}

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return day(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** The first (1) or last (-1) Monday of a month. */
function monday(year: number, month: number, which: 1 | -1): string {
  if (which === 1) {
    const first = day(year, month, 1);
    return addDays(first, (8 - weekdayOf(first)) % 7);
  }
  const last = addDays(day(month === 12 ? year + 1 : year, (month % 12) + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) + 6) % 7));
}

/** Changes by proclamation: a regular holiday moved to another day, and days added. */
const PROCLAIMED: Record<number, { moved?: Record<string, string>; added?: BankHoliday[] }> = {
  1995: { moved: { 'Early May bank holiday': '1995-05-08' } },
  2002: {
    moved: { 'Spring bank holiday': '2002-06-04' },
    added: [{ date: '2002-06-03', name: 'Golden Jubilee bank holiday' }],
  },
  2011: { added: [{ date: '2011-04-29', name: 'Royal wedding bank holiday' }] },
  2012: {
    moved: { 'Spring bank holiday': '2012-06-04' },
    added: [{ date: '2012-06-05', name: 'Diamond Jubilee bank holiday' }],
  },
  2020: { moved: { 'Early May bank holiday': '2020-05-08' } },
  2022: {
    moved: { 'Spring bank holiday': '2022-06-02' },
    added: [
      { date: '2022-06-03', name: 'Platinum Jubilee bank holiday' },
      { date: '2022-09-19', name: 'State funeral of Queen Elizabeth II' },
    ],
  },
  2023: { added: [{ date: '2023-05-08', name: 'Coronation of King Charles III' }] },
};

const isWeekendDay = (date: string) => [0, 6].includes(weekdayOf(date));

export function englandAndWalesBankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const regular: BankHoliday[] = [
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: monday(year, 5, 1), name: 'Early May bank holiday' },
    { date: monday(year, 5, -1), name: 'Spring bank holiday' },
    { date: monday(year, 8, -1), name: 'Summer bank holiday' },
  ];
  const proclaimed = PROCLAIMED[year] ?? {};
  const moved = regular.map((h) => ({ ...h, date: proclaimed.moved?.[h.name] ?? h.date }));
  const fixed = [
    { date: day(year, 1, 1), name: "New Year's Day" },
    { date: day(year, 12, 25), name: 'Christmas Day' },
    { date: day(year, 12, 26), name: 'Boxing Day' },
  ];
  const taken = new Set([...moved, ...fixed].map((h) => h.date));
  const substitutes = fixed
    .filter((h) => isWeekendDay(h.date))
    .map((h) => {
      let date = addDays(h.date, 1);
      while (isWeekendDay(date) || taken.has(date)) date = addDays(date, 1);
      taken.add(date);
      return { date, name: `${h.name} (substitute day)` };
    });
  const onWeekdays = fixed.filter((h) => !isWeekendDay(h.date));
  return [...onWeekdays, ...moved, ...substitutes, ...(proclaimed.added ?? [])].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

const byYear = new Map<number, ReadonlySet<string>>();

/** Whether a date is an England and Wales bank holiday, or one of the trust's extra ones. */
export function isBankHoliday(date: string, extra: ReadonlySet<string> = new Set()): boolean {
  if (extra.has(date)) return true;
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) byYear.set(year, (days = new Set(englandAndWalesBankHolidays(year).map((h) => h.date))));
  return days.has(date);
}
