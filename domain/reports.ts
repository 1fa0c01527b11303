/**
 * Manager reports (spec 3 Report request, 4 report progress, 5): six spreadsheets of one care location, asked for
 * through report-visualization-requests and made in the background (server/services/reports). Each report's columns
 * and the parameters it needs are written here once: the server checks a request by them and writes the file's
 * header from them, the console shows the form and the list from them, the README lists them.
 *
 * Whose rows: a report reads everything of its care location, whoever posted it; only a manager who may see that
 * care location may ask for it (a manager tied to one care location asks for theirs only).
 */
import type { AccessRule } from './access';
import { SHIFT_SKILLS_READ } from './skills';
import { addDays, isCalendarDay } from './time';

export const REPORT_TYPES = [
  'ManagerReport1',
  'ManagerReport2',
  'ManagerReport3',
  'ManagerReport4',
  'ManagerReport5',
  'ManagerReport6',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Progress of a request (spec 4): PENDING, then COMPLETED at 100, or FAILED with progress back to 0. */
export const REPORT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The console asks for a pending request's progress this often (spec 9), besides the pushed changes. */
export const REPORT_POLL_MS = 5000;
/** A made file is kept this many days by default (REPORT_RETENTION_DAYS), then deleted with its request's link. */
export const REPORT_RETENTION_DAYS = 7;
/** A report's download link lives this long from the moment it is read. */
export const REPORT_LINK_MINUTES = 60;
/** The longest range a report covers: a year and a day (a leap year's whole year, with its end). */
export const REPORT_MAX_DAYS = 367;

/** Who asks for manager reports (spec 6: VIEW_MANAGER_REPORTS, the trust's Reports feature). */
export const MANAGER_REPORTS_ACCESS: AccessRule = { anyOf: ['VIEW_MANAGER_REPORTS'], feature: 'Reports' };
/** Template use (report 6) names a job template: only a role that reads job templates asks for it. */
export const TEMPLATE_REPORT_ACCESS: AccessRule = SHIFT_SKILLS_READ;

export type ColumnKind = 'text' | 'number' | 'date' | 'money' | 'percent';
export interface ReportColumn {
  /** The row's field the server's query answers. */
  key: string;
  header: string;
  kind: ColumnKind;
}

export interface ReportDefinition {
  title: string;
  /** One line on what each row is. */
  rows: string;
  /** Reports 2 to 6 cover a date range (spec 5). */
  needsRange: boolean;
  /** Report 6 reads the shifts posted from one job template (spec 5). */
  needsJobTemplate: boolean;
  columns: readonly ReportColumn[];
}

const col = (key: string, header: string, kind: ColumnKind = 'text'): ReportColumn => ({ key, header, kind });

export const MANAGER_REPORTS: Record<ReportType, ReportDefinition> = {
  ManagerReport1: {
    title: 'Staff snapshot',
    rows: 'Each approved staff member who may work at the care location (their membership is of the whole trust, or of this care location)',
    needsRange: false,
    needsJobTemplate: false,
    columns: [
      col('staffNumber', 'Staff number'),
      col('lastname', 'Last name'),
      col('firstname', 'First name'),
      col('email', 'Email'),
      col('band', 'Band'),
      col('jobTitle', 'Job title'),
      col('skills', 'Skills'),
      col('contractedHours', 'Contracted hours a week', 'number'),
      col('rightToWorkExpires', 'Right to work expires', 'date'),
    ],
  },
  ManagerReport2: {
    title: 'Shift fill',
    rows: 'Each department and day of the range with a shift posted (drafts aside)',
    needsRange: true,
    needsJobTemplate: false,
    columns: [
      col('date', 'Date', 'date'),
      col('department', 'Department'),
      col('posted', 'Shifts posted', 'number'),
      col('filled', 'Filled', 'number'),
      col('unfilled', 'Unfilled', 'number'),
      col('cancelled', 'Cancelled', 'number'),
      col('fillRate', 'Fill rate', 'percent'),
      col('hoursPosted', 'Hours posted', 'number'),
      col('hoursFilled', 'Hours filled', 'number'),
    ],
  },
  ManagerReport3: {
    title: 'Staff hours',
    rows: 'Each nurse with approved worked time on a shift of the range: the payroll view',
    needsRange: true,
    needsJobTemplate: false,
    columns: [
      col('staffNumber', 'Staff number'),
      col('lastname', 'Last name'),
      col('firstname', 'First name'),
      col('shifts', 'Shifts worked', 'number'),
      col('hours', 'Hours worked', 'number'),
      col('dayHours', 'Day hours', 'number'),
      col('nightHours', 'Night hours', 'number'),
    ],
  },
  ManagerReport4: {
    title: 'Cancellations',
    rows: 'Each shift of the range cancelled, then each booking on a shift of the range that ended (cancelled with its shift, withdrawn by its nurse, released by a manager)',
    needsRange: true,
    needsJobTemplate: false,
    columns: [
      col('date', 'Shift date', 'date'),
      col('startTime', 'Start'),
      col('shiftId', 'Shift', 'number'),
      col('title', 'Role title'),
      col('department', 'Department'),
      col('what', 'Cancelled'),
      col('nurse', 'Nurse'),
      col('reason', 'Reason'),
      col('by', 'Cancelled by'),
      col('at', 'Cancelled at'),
      col('noticeHours', 'Notice given (hours)', 'number'),
    ],
  },
  ManagerReport5: {
    title: 'Uplifts',
    rows: 'Each status and tier of the rate escalations raised on shifts of the range',
    needsRange: true,
    needsJobTemplate: false,
    columns: [
      col('status', 'Status'),
      col('tier', 'Tier when raised', 'number'),
      col('escalations', 'Escalations', 'number'),
      col('averageIncrease', 'Average increase per hour', 'money'),
      col('extraCost', 'Added cost', 'money'),
    ],
  },
  ManagerReport6: {
    title: 'Template use',
    rows: 'Each shift of the range posted from the job template, with its required skills and who filled it',
    needsRange: true,
    needsJobTemplate: true,
    columns: [
      col('date', 'Date', 'date'),
      col('startTime', 'Start'),
      col('shiftId', 'Shift', 'number'),
      col('title', 'Role title'),
      col('department', 'Department'),
      col('status', 'Status'),
      col('skills', 'Required skills'),
      col('filledBy', 'Filled by'),
    ],
  },
};

/** What a request asks for, once checked. */
export interface ReportParams {
  careLocationId: number;
  startDate?: string;
  endDate?: string;
  jobTemplateId?: number;
}

export interface ParamRefusal {
  field: string;
  message: string;
}

const positiveId = (v: unknown) => Number.isInteger(v) && (v as number) > 0;

/**
 * Why a report cannot be made from these parameters (spec 5), naming the field, or null. A report that needs no range
 * or template refuses one sent to it, so that nobody reads a snapshot as covering a range.
 */
/** Why a report's period is not one it covers, or null: both days (YYYY-MM-DD), in order, at most REPORT_MAX_DAYS. */
export function periodRefusal(title: string, params: Record<string, unknown>): ParamRefusal | null {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isCalendarDay(params[field]))
      return { field: `requestParams.${field}`, message: `${title} covers a date range: give a day as YYYY-MM-DD` };
  }
  const { startDate, endDate } = params as { startDate: string; endDate: string };
  if (endDate < startDate) return { field: 'requestParams.endDate', message: 'must be on or after the start date' };
  if (addDays(startDate, REPORT_MAX_DAYS - 1) < endDate)
    return { field: 'requestParams.endDate', message: `a report covers at most ${REPORT_MAX_DAYS} days` };
  return null;
}

export function reportParamsRefusal(reportType: unknown, params: Record<string, unknown>): ParamRefusal | null {
  if (!REPORT_TYPES.includes(reportType as ReportType))
    return { field: 'reportType', message: `must be one of ${REPORT_TYPES.join(', ')}` };
  const report = MANAGER_REPORTS[reportType as ReportType];
  const known = ['careLocationId', 'startDate', 'endDate', 'jobTemplateId'];
  const unknown = Object.keys(params).find((k) => !known.includes(k));
  if (unknown) return { field: `requestParams.${unknown}`, message: `is not a report parameter (${known.join(', ')})` };
  if (!positiveId(params.careLocationId))
    return { field: 'requestParams.careLocationId', message: 'a report is of one care location: give its id' };
  if (report.needsRange) {
    const refusal = periodRefusal(report.title, params);
    if (refusal) return refusal;
  } else {
    const sent = (['startDate', 'endDate'] as const).find((f) => params[f] !== undefined);
    if (sent) return { field: `requestParams.${sent}`, message: `${report.title} is of today: it takes no date range` };
  }
  if (report.needsJobTemplate && !positiveId(params.jobTemplateId)) {
    return {
      field: 'requestParams.jobTemplateId',
      message: `${report.title} reads the shifts of one job template: give its id`,
    };
  }
  if (!report.needsJobTemplate && params.jobTemplateId !== undefined) {
    return { field: 'requestParams.jobTemplateId', message: `${report.title} takes no job template` };
  }
  return null;
}

/** The report's file name: its title, care location and range, as a file system takes it. */
export function reportFileName(
  reportType: ReportType,
  careLocation: string,
  params: ReportParams,
  format: 'xlsx' | 'csv',
) {
  const range = params.startDate ? `${params.startDate}-to-${params.endDate}` : 'snapshot';
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(MANAGER_REPORTS[reportType].title)}-${slug(careLocation) || 'care-location'}-${range}.${format}`;
}

/** Report range presets (spec 2.5): Current Month, Last Month, Last Week (the 7 days before today), or a given month. */
export const RANGE_PRESETS = ['currentMonth', 'lastMonth', 'lastWeek'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  currentMonth: 'Current Month',
  lastMonth: 'Last Month',
  lastWeek: 'Last Week',
};

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * Besides the presets of spec 2.5, a screen that reads a trend over time (the learning journey) offers the last
 * twelve months: the eleven whole months before this one and this month to today.
 */
export const LAST_TWELVE_MONTHS = { key: 'last12Months', label: 'Last 12 Months' } as const;
export function lastTwelveMonths(today: string): DateRange {
  const [y, m] = today.split('-').map(Number);
  const start = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
  return { startDate: start, endDate: today };
}

/** The whole of a month 'YYYY-MM'. */
export function monthRange(month: string): DateRange {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * A preset's range as of `today` (the trust's day). The current month runs to its last day (shifts are posted
 * ahead); last week is the seven days before today, today not among them.
 */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'currentMonth':
      return monthRange(month);
    case 'lastMonth':
      return monthRange(addDays(`${month}-01`, -1).slice(0, 7));
    case 'lastWeek':
      return { startDate: addDays(today, -7), endDate: addDays(today, -1) };
  }
}

/**
 * When the console next asks for the user's requests (spec 4, 8, 9): every REPORT_POLL_MS while one is being made;
 * never once an ask has failed (the timer stops, the error is shown), nor when nothing is pending.
 */
export function nextReportPoll(
  requests: readonly { status: ReportStatus }[] | undefined,
  askFailed: boolean,
): number | false {
  if (askFailed || !requests?.some((r) => r.status === 'PENDING')) return false;
  return REPORT_POLL_MS;
}

/**
 * The cancellation report on screen (/cancellation-reports): report 4's rows of one care location and period, filtered
 * by what was cancelled (a shift, or a booking on one) and by reason, a page at a time, with the count by reason.
 */
export const CANCELLATION_KINDS = ['shift', 'booking'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];
export const CANCELLATIONS_PAGE_SIZE = 25;
