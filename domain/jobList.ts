/**
 * The jobs list's filter (spec 2.5, 4, 9): the keys a link carries, the date-range presets, the default view
 * (vacant shifts of today), the shifts a manager may select for approval, and the API query a filter makes.
 * Pure: dates are calendar days ('YYYY-MM-DD') in the trust's zone, computed by the caller's "today".
 */
import { BANDS } from './bands';
import {
  FULFILMENTS,
  JOB_STATUSES,
  PROGRESS_OF_FILTER,
  statusFilterOf,
  TIERS,
  type JobStatus,
  type Progress,
  type RateEscalationStatus,
  type StatusFilter,
} from './shifts';

/** The status filter's three views (spec 4): vacant, booked (manager-booked), completed (manager-completed). */
export const LIST_STATUSES: StatusFilter[] = ['vacant', 'booked', 'completed'];

/**
 * The view a status filter value shows: a view's own name, or a progress value mapped by spec 4 (noLog,
 * readyForApprove and approved: completed; booked: booked; anything else or none: vacant).
 */
export function listStatusOf(value: unknown): StatusFilter {
  if (typeof value === 'string' && (LIST_STATUSES as string[]).includes(value)) return value as StatusFilter;
  return statusFilterOf(typeof value === 'string' ? value : null);
}

/** The date-range selector (spec 2.5): Day Selected, This week, This Month, Custom. */
export const DATE_RANGES = ['day', 'week', 'month', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** Rate (uplift) status filter values (spec 4); 'all' filters nothing. */
export const RATE_STATUS_FILTERS = [
  'all',
  'pending',
  'noUplift',
  'approved',
  'rejected',
  'cancelled',
  'intermediate_approved',
  'intermediate_rejected',
] as const satisfies readonly ('all' | RateEscalationStatus)[];

/** The jobs list filter as a link holds it; every key is one of spec 2.5. */
export interface JobListFilter {
  status?: string;
  dateRange?: DateRange;
  dateFrom?: string;
  dateTo?: string;
  grade?: string;
  bandFrom?: string;
  bandTo?: string;
  /** Departments (the spec's areas). */
  areas?: number[];
  skills?: number[];
  rateStatus?: string;
  tiers?: number[];
  fulfilment?: string;
  /** A job title type. */
  jobTitle?: number;
  careLocationId?: number;
  /** 'true': only the shifts marked hard to fill (domain/fillPrediction.ts); 'false': only the others. */
  hardToFill?: string;
  /** Text in the shift's title. */
  q?: string;
  /** One step of the completed view only (COMPLETED_STEPS). */
  step?: string;
  /** The shift's own status (spec 3): drafts, published or cancelled shifts only; every one the role sees when absent. */
  shiftStatus?: JobStatus;
}

const isDay = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** The day `n` days after `day` (YYYY-MM-DD), by the calendar. */
export function addDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOf(d);
}

/** Monday to Sunday of the week holding `day` (weeks start on Monday in the UK). */
export function weekOf(day: string): { from: string; to: string } {
  const sinceMonday = (utc(day).getUTCDay() + 6) % 7;
  const from = addDays(day, -sinceMonday);
  return { from, to: addDays(from, 6) };
}

/** First to last day of the month holding `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const d = utc(day);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { from: dayOf(first), to: dayOf(last) };
}

/** The filter a choice of the date-range selector sets, from today's date (or the day already selected). */
export function dateRangeFilter(
  range: DateRange,
  today: string,
  current: JobListFilter = {},
): Pick<JobListFilter, 'dateRange' | 'dateFrom' | 'dateTo'> {
  switch (range) {
    case 'day': {
      const day = isDay(current.dateFrom) ? current.dateFrom : today;
      return { dateRange: 'day', dateFrom: day, dateTo: day };
    }
    case 'week':
      return { dateRange: 'week', ...renamed(weekOf(today)) };
    case 'month':
      return { dateRange: 'month', ...renamed(monthOf(today)) };
    default:
      return {
        dateRange: 'custom',
        dateFrom: isDay(current.dateFrom) ? current.dateFrom : today,
        dateTo: isDay(current.dateTo) ? current.dateTo : undefined,
      };
  }
}
const renamed = ({ from, to }: { from: string; to: string }) => ({ dateFrom: from, dateTo: to });

/** The range a filter covers; either end may be open. Day Selected without a day is today. */
export function datesOf(filter: JobListFilter, today: string): { from?: string; to?: string } {
  const from = isDay(filter.dateFrom) ? filter.dateFrom : undefined;
  const to = isDay(filter.dateTo) ? filter.dateTo : undefined;
  switch (filter.dateRange) {
    case 'day':
      return { from: from ?? today, to: from ?? today };
    case 'week':
      return weekOf(from ?? today);
    case 'month':
      return monthOf(from ?? today);
    default:
      return { from, to };
  }
}

/**
 * The steps of the completed view a filter may narrow it to (its `step`): a link's narrower view, such as ready for
 * approval only, shown beside the status views. The status value still chooses the view (spec 4).
 */
export const COMPLETED_STEPS: Progress[] = ['noLog', 'readyForApprove', 'approved'];
export const completedStepOf = (step: unknown): Progress | undefined => COMPLETED_STEPS.find((s) => s === step);
const progressOf = (filter: JobListFilter): Progress[] => {
  const view = listStatusOf(filter.status);
  const step = completedStepOf(filter.step);
  return step && view === 'completed' ? [step] : PROGRESS_OF_FILTER[view];
};

/**
 * Where a time-track or job-less notification sets the shift list (spec 9: "the shift filter is set to ready for
 * approval"): the shifts whose worked time waits for a manager, of any date (Custom without dates), oldest first.
 */
export const READY_FOR_APPROVAL_FILTER: JobListFilter = {
  status: 'readyForApprove',
  step: 'readyForApprove',
  dateRange: 'custom',
};

/** The jobs list's link showing a filter (the filter travels in the link, as the list keeps it). */
export const jobsListPath = (filter: JobListFilter) =>
  `/jobs/list?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The default view (spec 9): vacant shifts of today. */
export const defaultJobListFilter = (today: string): JobListFilter => ({
  status: 'vacant',
  dateRange: 'day',
  dateFrom: today,
  dateTo: today,
});

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]);
const ids = (v: unknown) =>
  list(v)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const band = (v: unknown) => ((BANDS as readonly unknown[]).includes(v) ? (v as string) : undefined);
const id = (v: unknown) => ids(v)[0];

/**
 * The jobs query of a filter, in the data provider's filter keys (providers/dataProvider.ts): lists mean any of
 * their values, `_gte`/`_lte` bound the date. Values a link may carry but the API would refuse are left out.
 */
export function jobsQueryOf(filter: JobListFilter, today: string): Record<string, unknown> {
  const { from, to } = datesOf(filter, today);
  const tiers = ids(filter.tiers).filter((t) => (TIERS as number[]).includes(t));
  const query: Record<string, unknown> = {
    progress: progressOf(filter),
    date_gte: from,
    date_lte: to,
    grade: band(filter.grade),
    bandFrom: band(filter.bandFrom),
    bandTo: band(filter.bandTo),
    departmentId: ids(filter.areas),
    skillId: ids(filter.skills),
    rateEscalationStatus:
      filter.rateStatus !== 'all' && (RATE_STATUS_FILTERS as readonly unknown[]).includes(filter.rateStatus)
        ? filter.rateStatus
        : undefined,
    tier: tiers,
    fulfilment: (FULFILMENTS as readonly unknown[]).includes(filter.fulfilment) ? filter.fulfilment : undefined,
    jobTitleTypeId: id(filter.jobTitle),
    careLocationId: id(filter.careLocationId),
    hardToFill: filter.hardToFill === 'true' ? true : filter.hardToFill === 'false' ? false : undefined,
    q: typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined,
    status: (JOB_STATUSES as readonly unknown[]).includes(filter.shiftStatus) ? filter.shiftStatus : undefined,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length)),
  );
}

/** The uplift list's query (GET job-rates): the shift list's filter keys, without its status views. */
export function upliftQueryOf(filter: JobListFilter, today: string): Record<string, unknown> {
  const { progress: _, ...query } = jobsQueryOf(filter, today);
  return query;
}

/** Only a published shift whose worked time is in may be approved, so only those are selectable (spec 2.1, 4). */
export const isApprovable = (job: { status?: string; progress?: string }) =>
  job.status === 'APPROVED' && job.progress === 'readyForApprove';
