/**
 * A shift's rate (spec 2.6 job rates; spec 9 day window and tiers), by the rules written at the top of rates.ts: its
 * hours by kind, the rate line in effect for each, and what the shift pays. Read by the server and the rate pages,
 * not by the definitions (which every page loads).
 */
import { isBankHoliday } from './bankHolidays';
import { HOURS_KINDS, pounds, type HoursKind } from './rates';
import { DAY_END, DAY_START, durationMinutes, minutesOf, tierPercent, type JobRate, type Tier } from './shifts';
import { isWeekend, nextDate } from './time';

/**
 * Which kind of hours a minute of a calendar date is, from the minute of the day (0 to 1439): England and Wales bank
 * holidays (domain/bankHolidays.ts) and the trust's extra ones are bank holiday hours.
 */
export function kindOf(date: string, minute: number, extraBankHolidays?: ReadonlySet<string>): HoursKind {
  if (isBankHoliday(date, extraBankHolidays)) return 'bankHoliday';
  if (isWeekend(date)) return 'weekend';
  return minute >= DAY_START && minute < DAY_END ? 'day' : 'night';
}

/** A shift's hours by kind (spec 9 day window, weekends, bank holidays); an end at or before the start is the next day. */
export function hoursByKind(
  date: string,
  startTime: string,
  endTime: string,
  extraBankHolidays?: ReadonlySet<string>,
): Record<HoursKind, number> {
  const minutes: Record<HoursKind, number> = { day: 0, night: 0, weekend: 0, bankHoliday: 0 };
  const from = minutesOf(startTime);
  const to = from + durationMinutes(startTime, endTime);
  // The boundaries where the kind can change: the day window's edges and midnight, over the two days a shift touches.
  const edges = [0, DAY_START, DAY_END].flatMap((m) => [m, m + 1440]).concat(2880);
  let at = from;
  while (at < to) {
    const next = Math.min(to, ...edges.filter((e) => e > at));
    const day = at >= 1440 ? nextDate(date) : date;
    minutes[kindOf(day, at % 1440, extraBankHolidays)] += next - at;
    at = next;
  }
  return Object.fromEntries(HOURS_KINDS.map((k) => [k, minutes[k] / 60])) as Record<HoursKind, number>;
}

/** A rate card line: an hourly rate of a band for one kind of hours, from a date. */
export interface CardRate {
  band: string;
  hoursKind: HoursKind;
  hourlyRate: number;
  effectiveFrom: string;
}

/** The rate in effect on a date for a band and kind: the latest effective on or before it, or undefined. */
export function rateInEffect(
  cards: readonly CardRate[],
  band: string,
  kind: HoursKind,
  date: string,
): CardRate | undefined {
  let best: CardRate | undefined;
  for (const c of cards) {
    if (c.band !== band || c.hoursKind !== kind || c.effectiveFrom > date) continue;
    if (!best || c.effectiveFrom > best.effectiveFrom) best = c;
  }
  return best;
}

/** Where a shift's rate for a kind of hours comes from. */
export type RateSource = 'care location' | 'trust card' | 'posted rate';

export interface RateLine {
  kind: HoursKind;
  hours: number;
  source: RateSource;
  baseRate: number;
  /** Base rate raised by the tier, plus uplift and automatic increase: what an hour of this kind pays. */
  hourlyRate: number;
  pay: number;
}

export interface ShiftRate {
  band: string;
  tier: Tier;
  tierPercent: number;
  /** Approved uplifts, pounds per hour. */
  uplift: number;
  /** The automatic increase reached so far (rate.current - rate.start), pounds per hour. */
  autoIncrease: number;
  lines: RateLine[];
  hours: number;
  /** Pay for one person working the whole shift. */
  pay: number;
  /** Pay over hours: the shift's rate as one figure. */
  averageHourlyRate: number;
}

export interface ShiftRateInput {
  date: string;
  startTime: string;
  endTime: string;
  /** The band a rate is quoted for: the lowest of the shift's band range. */
  band: string;
  tier: Tier;
  rate: { start: number; current: number };
  trustCards: readonly CardRate[];
  locationCards: readonly CardRate[];
  uplift: number;
  /** The trust's extra bank holidays (trust-bank-holidays), beside England and Wales's. */
  extraBankHolidays?: ReadonlySet<string>;
}

/** A shift's rate with its breakdown by kind of hours (see the rules at the top). */
export function shiftRate(input: ShiftRateInput): ShiftRate {
  const hours = hoursByKind(input.date, input.startTime, input.endTime, input.extraBankHolidays);
  const percent = tierPercent(input.tier);
  const autoIncrease = pounds(Math.max(0, input.rate.current - input.rate.start));
  const lines = HOURS_KINDS.filter((kind) => hours[kind] > 0).map((kind): RateLine => {
    const own = rateInEffect(input.locationCards, input.band, kind, input.date);
    const trust = own ? undefined : rateInEffect(input.trustCards, input.band, kind, input.date);
    const source: RateSource = own ? 'care location' : trust ? 'trust card' : 'posted rate';
    const baseRate = own?.hourlyRate ?? trust?.hourlyRate ?? input.rate.start;
    const hourlyRate = pounds(baseRate * (1 + percent / 100) + input.uplift + autoIncrease);
    return { kind, hours: hours[kind], source, baseRate, hourlyRate, pay: pounds(hours[kind] * hourlyRate) };
  });
  const totalHours = lines.reduce((sum, l) => sum + l.hours, 0);
  const pay = pounds(lines.reduce((sum, l) => sum + l.pay, 0));
  return {
    band: input.band,
    tier: input.tier,
    tierPercent: percent,
    uplift: input.uplift,
    autoIncrease,
    lines,
    hours: totalHours,
    pay,
    averageHourlyRate: totalHours ? pounds(pay / totalHours) : 0,
  };
}

/**
 * A shift's `rate` (spec 3) as the API answers it: the view of its one rate (issue 52.14), so the shift list, its
 * details, its export and its Rates tab say the same. `current` is what an hour of the shift pays now (the average of
 * its rate lines: card, hours split, tier, approved uplifts, automatic increase); `start` what it paid before any
 * uplift or automatic increase (the card at its tier); `limit` the most the automatic increase may take it to (the
 * posted room above the start). A stored shift keeps the terms it was posted with; only this view is answered.
 */
export function rateView(rate: ShiftRate, posted: JobRate): JobRate {
  const start = pounds(rate.averageHourlyRate - rate.uplift - rate.autoIncrease);
  const room = Math.max(0, posted.limit - posted.start);
  return {
    start,
    current: rate.averageHourlyRate,
    limit: pounds(start + rate.uplift + room),
    allowAutoIncrease: posted.allowAutoIncrease,
  };
}

/** A shift's rate page (GET job-rates/{jobId}): its rate now, its undecided escalation's, and the money around it. */
export interface JobRates {
  /** The shift's id. */
  id: number;
  rate: ShiftRate;
  /** Places still open: what an uplift is paid on. */
  openPlaces: number;
  /** The undecided escalation of the shift, with the rate it would give and what it adds to the bill. */
  undecided: { id: number; status: string; rate: ShiftRate; extraCost: number } | null;
  /** What the uplifts the trust approved this month add to its bill (their added costs). */
  upliftSpendThisMonth: number;
}
