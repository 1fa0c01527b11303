/**
 * The jobs list queries: the console's default filter and a filtered month, as three kinds of role. Each is the
 * query string the console's jobs list sends for its first page (JobsListPage: the filter through jobsQueryOf,
 * the data provider's filterQuery and the HTTP client's encoding; sorted by start, PAGE_SIZES.jobs a page).
 */
import { PAGE_SIZES } from '../../domain/constants';
import { defaultJobListFilter, jobsQueryOf, type JobListFilter } from '../../domain/jobList';
import { filterQuery } from '../../providers/filterQuery';
import { queryString } from '../../providers/httpClient';

export type Who = 'trustadmin' | 'shiftmanager' | 'viewer';

export const WHO: Record<Who, { email: string; label: string }> = {
  trustadmin: { email: 'trustadmin@bankshift.test', label: 'trust admin (Northfield, every shift of the trust)' },
  shiftmanager: {
    email: 'shiftmanager@bankshift.test',
    label: 'shift manager (Northfield General Hospital only; VIEW_UNFILLED_SHIFTS + VIEW_DRAFTED_SHIFTS)',
  },
  viewer: {
    email: 'nonparticipants@bench.test',
    label: 'a role holding only VIEW_NON_PARTICIPANTS_SHIFTS (Northfield, made by the bench)',
  },
};

export interface Context {
  /** The day the console opens on (PostgreSQL's current_date, as the bulk rows use). */
  today: string;
  /** today + 30 days. */
  monthEnd: string;
  /** Three departments of Northfield General Hospital (where the shift manager works). */
  departments: number[];
}

/** The rows of the console's first page. */
export const PAGE_ROWS = PAGE_SIZES.jobs;

/** The console's request for the first page of the jobs list under `filter`, acting as role `roleId`. */
export function consoleQuery(filter: JobListFilter, today: string, roleId: number): string {
  const query = { ...filterQuery(jobsQueryOf(filter, today)), $limit: PAGE_ROWS, $skip: 0, $sort: { startsAt: 1 } };
  return queryString({ ...query, role: roleId });
}

export interface JobScenario {
  key: string;
  title: string;
  who: Who;
  /** The list filter the console holds (its link). */
  filter: (c: Context) => JobListFilter;
  note: string;
}

const defaultFilter = (c: Context) => defaultJobListFilter(c.today);
const filtered = (c: Context): JobListFilter => ({
  status: 'vacant',
  dateRange: 'custom',
  dateFrom: c.today,
  dateTo: c.monthEnd,
  areas: c.departments,
  bandFrom: '5',
  bandTo: '6',
  fulfilment: 'Manual',
});

const DEFAULT_NOTE = `The console's shift list as it opens: vacant shifts of today, sorted by start, ${PAGE_ROWS} a page.`;
const FILTERED_NOTE =
  'The list narrowed by three filters (three areas, a band range, a fulfilment type) over a month (Custom range) of vacant shifts.';

export const SCENARIOS: JobScenario[] = [
  {
    key: 'default-admin',
    title: 'Default filter, trust admin',
    who: 'trustadmin',
    filter: defaultFilter,
    note: DEFAULT_NOTE,
  },
  {
    key: 'default-manager',
    title: 'Default filter, shift manager',
    who: 'shiftmanager',
    filter: defaultFilter,
    note: DEFAULT_NOTE,
  },
  {
    key: 'default-nonpart',
    title: 'Default filter, VIEW_NON_PARTICIPANTS_SHIFTS only',
    who: 'viewer',
    filter: defaultFilter,
    note: DEFAULT_NOTE,
  },
  {
    key: 'filtered-admin',
    title: 'Three filters over a month, trust admin',
    who: 'trustadmin',
    filter: filtered,
    note: FILTERED_NOTE,
  },
  {
    key: 'filtered-manager',
    title: 'Three filters over a month, shift manager',
    who: 'shiftmanager',
    filter: filtered,
    note: FILTERED_NOTE,
  },
  {
    key: 'filtered-nonpart',
    title: 'Three filters over a month, VIEW_NON_PARTICIPANTS_SHIFTS only',
    who: 'viewer',
    filter: filtered,
    note: FILTERED_NOTE,
  },
];
