/**
 * The jobs list's filter keys (spec 2.5) through the API, in the very query strings the console sends: each
 * filter of domain/jobList.ts, turned into the data provider's query and encoded by its HTTP client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsQueryOf, type JobListFilter } from '../../domain/jobList';
import { filterQuery } from '../../providers/filterQuery';
import { queryString } from '../../providers/httpClient';
import { startHarness, type Harness, type Session } from './harness';
import { dayFrom, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
let manager: Session;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
  manager = await h.signIn('shiftmanager@bankshift.test');
});
afterAll(() => h?.close());

const post = async (overrides: Record<string, unknown>, days: number) => {
  const res = await admin.call('POST', 'jobs', { body: shiftPayload(h, p, overrides, days) });
  expect(res.status).toBe(201);
  return res.body;
};

/** The ids the list shows for a filter, asked as the console asks. */
async function shown(s: Session, filter: JobListFilter): Promise<number[]> {
  const today = dayFrom(h, 0);
  const res = await s.call('GET', 'jobs', {
    query: `${queryString(filterQuery(jobsQueryOf(filter, today)))}&$limit=1000`,
  });
  expect(res.status).toBe(200);
  return res.body.data.map((j: { id: number }) => j.id);
}

describe('the jobs list filter keys (spec 2.5) as the console sends them', () => {
  it('filters by several skills at once (any of them)', async () => {
    const [s1, s2, s3] = await h.server.database.knex('skills').whereNull('trustId').orderBy('id').limit(3).pluck('id');
    const a = await post({ jobSkills: [{ skillId: s1 }] }, 30);
    const b = await post({ jobSkills: [{ skillId: s2 }, { skillId: s3 }] }, 30);
    const c = await post({}, 30);
    const day = { dateRange: 'day' as const, dateFrom: dayFrom(h, 30) };
    expect(await shown(admin, { ...day, skills: [s1, s2] })).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await shown(admin, { ...day, skills: [s1, s2] })).not.toContain(c.id);
    expect(await shown(admin, { ...day, skills: [s3] })).toEqual([b.id]);
    // Past 20 values the query string parser makes an object of the list: still read as a list.
    const many = Array.from({ length: 25 }, (_, i) => 100_000 + i);
    expect(await shown(admin, { ...day, skills: [...many, s1] })).toEqual([a.id]);
    expect((await admin.call('GET', 'jobs', { query: 'skillId[$in]=1&skillId[$in]=x' })).status).toBe(400);
  });

  it('filters by every other key, each view of the status filter and the date range', async () => {
    const day = dayFrom(h, 31);
    const a = await post({ grade: { from: '3', to: '4' }, tier: 2, urgent: true, departmentId: p.generalWard }, 31);
    const b = await post({ grade: { from: '7', to: '8a' }, tier: 3, autofill: 2 }, 31);
    const range = { dateRange: 'custom' as const, dateFrom: day, dateTo: day };
    expect(await shown(admin, range)).toEqual([a.id, b.id]);
    expect(await shown(admin, { ...range, grade: '4' })).toEqual([a.id]);
    expect(await shown(admin, { ...range, bandFrom: '8a' })).toEqual([b.id]);
    expect(await shown(admin, { ...range, bandTo: '4' })).toEqual([a.id]);
    expect(await shown(admin, { ...range, tiers: [2, 3] })).toEqual([a.id, b.id]);
    expect(await shown(admin, { ...range, tiers: [3] })).toEqual([b.id]);
    expect(await shown(admin, { ...range, fulfilment: 'Urgent' })).toEqual([a.id]);
    expect(await shown(admin, { ...range, areas: [p.generalWard, p.communityWard] })).toContain(a.id);
    expect(await shown(admin, { ...range, careLocationId: p.community })).toEqual([]);
    expect(await shown(admin, { ...range, careLocationId: p.general })).toEqual([a.id, b.id]);
    expect(await shown(admin, { ...range, rateStatus: 'all' })).toEqual([a.id, b.id]);
    expect(await shown(admin, { ...range, rateStatus: 'pending' })).toEqual([]);
    expect(await shown(admin, { ...range, q: 'acute medicine' })).toEqual([a.id, b.id]);
    const title = await h.server.database
      .knex('job_title_types')
      .where({ trustId: p.northfield })
      .orderBy('id')
      .first('id');
    await h.server.database
      .knex('jobs')
      .where({ id: b.id })
      .update({ jobTitleTypeId: title.id, progress: 'readyForApprove' });
    expect(await shown(admin, { ...range, jobTitle: title.id, status: 'completed' })).toEqual([b.id]);
    expect(await shown(admin, { ...range, status: 'readyForApprove' })).toEqual([b.id]);
    expect(await shown(admin, { ...range, status: 'booked' })).toEqual([]);
    expect(await shown(admin, range)).toEqual([a.id]);
  });

  it('lists in start order over several days, night shifts included, first page and next, either way', async () => {
    const first = dayFrom(h, 40);
    const night = await post({ shiftTime: { start: '21:00', end: '07:00' } }, 40);
    const early = await post({ shiftTime: { start: '06:00', end: '14:00' } }, 41);
    const morning = await post({ shiftTime: { start: '08:00', end: '16:00' } }, 40);
    const late = await post({ shiftTime: { start: '22:00', end: '06:00' } }, 41);
    const range = jobsQueryOf({ dateRange: 'custom', dateFrom: first, dateTo: dayFrom(h, 41) }, dayFrom(h, 0));
    const page = async (order: 1 | -1, skip: number) =>
      (
        await admin.call('GET', 'jobs', {
          query: queryString({ ...filterQuery(range), $limit: 2, $skip: skip, $sort: { startsAt: order } }),
        })
      ).body.data.map((j: { id: number }) => j.id);
    expect([...(await page(1, 0)), ...(await page(1, 2))]).toEqual([morning.id, night.id, early.id, late.id]);
    expect([...(await page(-1, 0)), ...(await page(-1, 2))]).toEqual([late.id, early.id, night.id, morning.id]);
  });

  it('keeps the shift manager to the care location of the role', async () => {
    const other = await post({ careLocationId: p.community, departmentId: p.communityWard }, 32);
    const own = await post({}, 32);
    const day = { dateRange: 'day' as const, dateFrom: dayFrom(h, 32) };
    expect(await shown(manager, day)).toEqual([own.id]);
    expect(await shown(manager, { ...day, careLocationId: p.community })).toEqual([]);
    expect(await shown(admin, day)).toEqual([other.id, own.id]);
  });
});
