/** The list queries the bench runs: each with a filter, a sort and $limit/$skip. */

export type Who = 'superadmin' | 'trustadmin';

export interface Scenario {
  key: string;
  title: string;
  who: Who;
  /** Query string for ours (the role parameter is added). */
  ours: string;
  /**
   * The same question to the plain KnexService: no auth there, so a trust admin's tenancy is spelled out as
   * $or, and ours' tie-break on id (it always adds one, for a stable order) is asked for explicitly.
   */
  plain: (trustId: number) => string;
  /** Why it is in the bench. */
  note: string;
}

const page = (skip: number) => `$sort[name]=1&$limit=6&$skip=${skip}`;
const plainPage = (skip: number) => `$sort[name]=1&$sort[id]=1&$limit=6&$skip=${skip}`;

export const SCENARIOS: Scenario[] = [
  {
    key: 'active-super',
    title: 'Active skills, sorted by name, page 101 (super admin)',
    who: 'superadmin',
    ours: `status=Active&${page(600)}`,
    plain: () => `status=Active&${plainPage(600)}`,
    note: 'A full page deep in a big list: the page is cheap (name index), the total is a count of ~900,000 rows.',
  },
  {
    key: 'active-trust',
    title: 'Active skills, sorted by name, page 101 (trust admin: own trust and shared catalogue)',
    who: 'trustadmin',
    ours: `status=Active&${page(600)}`,
    plain: (trustId) => `status=Active&$or[0][trustId]=${trustId}&$or[1][trustId]=null&${plainPage(600)}`,
    note: "The same list within a trust admin's tenancy, which adds (trustId = own trust or trustId is null).",
  },
  {
    key: 'search',
    title: 'Name search name[$ilike]=%cannul%, sorted by name, page 11 (super admin)',
    who: 'superadmin',
    ours: `name[$ilike]=%25cannul%25&${page(60)}`,
    plain: () => `name[$ilike]=%25cannul%25&${plainPage(60)}`,
    note: 'A substring search: no index serves it, so the count reads the whole table.',
  },
  {
    key: 'short',
    title: 'Exact name name=IV cannulation, sorted by name, first page (super admin): a page that is not full',
    who: 'superadmin',
    ours: `name=IV%20cannulation&${page(0)}`,
    plain: () => `name=IV%20cannulation&${plainPage(0)}`,
    note: 'One matching row: the page tells its own total, so no count is needed (plain counts anyway). The SQL is trivial, so this shows the fixed cost of a request.',
  },
];
