/** The jobs list queries: the console's default filter and a filtered month, as three kinds of role. */

export type Who = 'trustadmin' | 'shiftmanager' | 'viewer';

export const WHO: Record<Who, { email: string; label: string }> = {
  trustadmin: { email: 'trustadmin@bankshift.test', label: 'trust admin (Northfield, every shift of the trust)' },
  shiftmanager: {
    email: 'shiftmanager@bankshift.test',
    label: 'shift manager (Northfield General Hospital only; VIEW_UNFILLED_SHIFTS + VIEW_DRAFTED_SHIFTS)',
  },
  viewer: { email: 'nonparticipants@bench.test', label: 'a role holding only VIEW_NON_PARTICIPANTS_SHIFTS (Northfield, made by the bench)' },
};

export interface Context {
  /** The day the console opens on (PostgreSQL's current_date, as the bulk rows use). */
  today: string;
  /** today + 30 days. */
  monthEnd: string;
  /** Three departments of Northfield General Hospital (where the shift manager works). */
  departments: number[];
}

export interface JobScenario {
  key: string;
  title: string;
  who: Who;
  /** The query string after role=<id>. */
  query: (c: Context) => string;
  note: string;
}

const sort = '$sort[date]=1&$sort[startsAt]=1&$limit=10';
const defaultFilter = (c: Context) => `progress=vacant&date=${c.today}&${sort}`;
const filtered = (c: Context) =>
  `progress=vacant&date[$gte]=${c.today}&date[$lte]=${c.monthEnd}&` +
  c.departments.map((d, i) => `departmentId[$in][${i}]=${d}`).join('&') +
  `&bandFrom=5&bandTo=6&fulfilment=Manual&${sort}`;

const DEFAULT_NOTE = "The console's shift list as it opens: vacant shifts of one day, sorted by date and start, 10 a page.";
const FILTERED_NOTE = 'The list narrowed by three filters (three areas, a band range, a fulfilment type) over a month of vacant shifts.';

export const SCENARIOS: JobScenario[] = [
  { key: 'default-admin', title: 'Default filter, trust admin', who: 'trustadmin', query: defaultFilter, note: DEFAULT_NOTE },
  { key: 'default-manager', title: 'Default filter, shift manager', who: 'shiftmanager', query: defaultFilter, note: DEFAULT_NOTE },
  { key: 'default-nonpart', title: 'Default filter, VIEW_NON_PARTICIPANTS_SHIFTS only', who: 'viewer', query: defaultFilter, note: DEFAULT_NOTE },
  { key: 'filtered-admin', title: 'Three filters over a month, trust admin', who: 'trustadmin', query: filtered, note: FILTERED_NOTE },
  { key: 'filtered-manager', title: 'Three filters over a month, shift manager', who: 'shiftmanager', query: filtered, note: FILTERED_NOTE },
  { key: 'filtered-nonpart', title: 'Three filters over a month, VIEW_NON_PARTICIPANTS_SHIFTS only', who: 'viewer', query: filtered, note: FILTERED_NOTE },
];
