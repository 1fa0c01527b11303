/**
 * Chart reports (/reports, issue 15): a care location's figures over a period, for administrators to put before the
 * board. One ask answers four charts, each with its figures as a table and a CSV:
 * - fill by day: shifts posted, filled and cancelled (report 2's rules: a shift is filled when every place is booked,
 *   the fill rate is filled / (posted - cancelled)), and the median hours from posting to filled of the shifts filled;
 * - shifts by department, split by day and night (published shifts, cancelled ones left out);
 * - cancellations by reason (report 4's rows: shifts cancelled and bookings cancelled or released; a booking a nurse
 *   withdrew or a manager released gives no reason);
 * - uplift spend by day: the approved rate escalations of the day's shifts and their extra cost.
 * Every day of the period is present, with zeros where nothing happened.
 */
import type { AccessRule } from './access';
import { percentText, toCsv } from './csv';

export const CHART_REPORTS_ACCESS: AccessRule = { anyOf: ['VIEW_CHART_REPORTS'], feature: 'Reports' };
export const CHART_REPORTS_PATH = 'chart-reports';

export interface FillDay {
  date: string;
  posted: number;
  filled: number;
  cancelled: number;
  /** filled / (posted - cancelled); null when nothing published was left. */
  fillRate: number | null;
  medianHoursToFill: number | null;
}
export interface DepartmentShifts {
  department: string;
  day: number;
  night: number;
}
export interface ReasonCount {
  reason: string | null;
  count: number;
}
export interface UpliftDay {
  date: string;
  approved: number;
  spend: number;
}
export interface ChartReport {
  fill: FillDay[];
  departments: DepartmentShifts[];
  reasons: ReasonCount[];
  uplifts: UpliftDay[];
}

/** Each chart's figures as CSV, with the headers its table shows. */
export const CHART_CSV = {
  fill: (rows: FillDay[]) =>
    toCsv(
      ['Date', 'Posted', 'Filled', 'Cancelled', 'Fill rate', 'Median hours to fill'],
      rows.map((r) => [r.date, r.posted, r.filled, r.cancelled, percentText(r.fillRate), r.medianHoursToFill ?? '']),
    ),
  departments: (rows: DepartmentShifts[]) =>
    toCsv(
      ['Department', 'Day shifts', 'Night shifts'],
      rows.map((r) => [r.department, r.day, r.night]),
    ),
  reasons: (rows: ReasonCount[]) =>
    toCsv(
      ['Reason', 'Cancellations'],
      rows.map((r) => [r.reason ?? NO_REASON, r.count]),
    ),
  uplifts: (rows: UpliftDay[]) =>
    toCsv(
      ['Date', 'Approved uplifts', 'Extra cost (GBP)'],
      rows.map((r) => [r.date, r.approved, r.spend.toFixed(2)]),
    ),
} satisfies { [K in keyof ChartReport]: (rows: ChartReport[K]) => string };

/** How a cancellation without a reason (withdrawn by the nurse, released by a manager) is shown. */
export const NO_REASON = 'No reason (withdrawn or released)';
