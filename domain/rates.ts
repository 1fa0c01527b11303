/**
 * Bank rates and a shift's rate (spec 2.6 rate cards and job rates, pay-rate range; spec 9 day window and tiers).
 *
 * - A trust's rate card gives an hourly rate per band and kind of hours, each from an effective date; a care
 *   location's customisation of the same band and kind wins over the trust's. The rate in effect on a date is the
 *   one with the latest effective date on or before it: a change dated in the future takes effect by itself.
 * - A shift's hours are split by kind on the wall clock of its date: bank holiday hours (England's), weekend hours
 *   (Saturday and Sunday), day hours (04:00 to 20:00, spec 9) and night hours; a shift past midnight counts each
 *   hour on the calendar day it falls on.
 * - Each kind's hourly rate is its card rate raised by the tier's percent (spec 9: 1 -> 0, 2 -> 5, 3 -> 10), plus the
 *   approved uplifts and the automatic increase, in pounds per hour. Without a card the shift's own posted rate
 *   (rate.start) stands for every kind.
 * - A band's pay range (trustpayraterangeconfigurations) bounds every hourly rate: a card, a customisation, an
 *   uplift or an automatic increase that would leave it is refused, naming the limit.
 * - A shift has one current hourly rate, the average of its kinds' (shiftRate.ts rateView): what every screen, export
 *   and the API's `rate` say; the terms it was posted with only stand where no card pays.
 * The computation of a shift's rate is in shiftRate.ts; this module holds what the definitions need too.
 */
import type { AccessRule } from './access';

export const HOURS_KINDS = ['day', 'night', 'weekend', 'bankHoliday'] as const;
export type HoursKind = (typeof HOURS_KINDS)[number];
export const HOURS_KIND_LABELS: Record<HoursKind, string> = {
  day: 'Day',
  night: 'Night',
  weekend: 'Weekend',
  bankHoliday: 'Bank holiday',
};

/** Money in pounds, to the penny. */
export const pounds = (value: number) => Math.round(value * 100) / 100;
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export const formatPounds = (value: number) => GBP.format(pounds(value));

/** A band's pay range: the lowest and highest hourly rate a trust pays it. */
export interface PayRange {
  band: string;
  minRate: number;
  maxRate: number;
}

/** Why an hourly rate of a band is refused by the band's range, naming the limit; null when it is inside (or no range). */
export function payRangeRefusal(hourlyRate: number, range: PayRange | undefined): string | null {
  if (!range) return null;
  if (hourlyRate < range.minRate)
    return `${formatPounds(hourlyRate)} an hour is below band ${range.band}'s minimum of ${formatPounds(range.minRate)}`;
  if (hourlyRate > range.maxRate)
    return `${formatPounds(hourlyRate)} an hour is above band ${range.band}'s maximum of ${formatPounds(range.maxRate)}`;
  return null;
}

/** The range's own rule: its minimum is not above its maximum. */
export const rangeRefusal = (range: { minRate?: number | null; maxRate?: number | null }): string | null =>
  range.minRate != null && range.maxRate != null && range.minRate > range.maxRate
    ? 'the minimum must not be above the maximum'
    : null;

/** Who reads a trust's bank rates (cards, customisations, pay ranges) and who changes them (spec 2.2, 6). */
export const BANK_RATES_READ: AccessRule = { anyOf: ['VIEW_BANK_RATES', 'MANAGE_BANK_RATES'] };
export const BANK_RATES_WRITE: AccessRule = { anyOf: ['MANAGE_BANK_RATES'] };
/** Rate escalation's settings (tiers, checklist, reasons): read by every console role of a trust with the feature. */
export const ESCALATION_SETTINGS_READ: AccessRule = { levels: ['ADMIN', 'MANAGER'], feature: 'Rate Escalation' };
export const ESCALATION_SETTINGS_WRITE: AccessRule = { anyOf: ['MANAGE_SETTINGS'], feature: 'Rate Escalation' };

/** Who reads a shift's rate page: the bank rates' readers and whoever raises, decides or reviews escalations. */
export const JOB_RATES_READ: AccessRule = {
  anyOf: [
    'VIEW_BANK_RATES',
    'MANAGE_BANK_RATES',
    'ESCALATE_RATE_FOR_A_SHIFT',
    'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
    'RATE_ESCALATION_APPROVAL',
    'VIEW_RATE_ESCALATED_SHIFTS',
  ],
};

/** An export of shift rates (export-job-rates): its file formats, how long its signed link lasts, how many rows it holds. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_LINK_MINUTES = 10;
export const EXPORT_MAX_ROWS = 5000;
