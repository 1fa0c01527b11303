/** Shifts per day and the dashboard figures (spec 3 "Daily job summary", 7.1, 9: window 31 days). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { dayFrom, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

const post = async (days: number, overrides: Record<string, unknown> = {}) => (await admin.call('POST', 'jobs', { body: shiftPayload(h, p, overrides, days) })).body;

describe('manager-jobs-grouped-by-date', () => {
  it('counts shifts and confirmed places per day, with zeros for days without shifts', async () => {
    const a = await post(3, { vacancies: 2 });
    await post(3);
    await post(5);
    const nurse = await h.signIn('nurse6@bankshift.test');
    const application = (await nurse.call('POST', 'applications', { body: { jobId: a.id } })).body;
    await admin.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    const res = await admin.call('GET', 'manager-jobs-grouped-by-date', { query: `dateFrom=${dayFrom(h, 2)}&dateTo=${dayFrom(h, 5)}` });
    expect(res.body).toEqual([
      { date: dayFrom(h, 2), count: 0, confirmedCount: 0 },
      { date: dayFrom(h, 3), count: 2, confirmedCount: 1 },
      { date: dayFrom(h, 4), count: 0, confirmedCount: 0 },
      { date: dayFrom(h, 5), count: 1, confirmedCount: 0 },
    ]);
    const ward = await h.signIn('shiftmanager@bankshift.test');
    const other = await post(4, { careLocationId: p.community, departmentId: p.communityWard });
    const mine = await ward.call('GET', 'manager-jobs-grouped-by-date', { query: `dateFrom=${other.date}&dateTo=${other.date}` });
    expect(mine.body).toEqual([{ date: other.date, count: 0, confirmedCount: 0 }]);
    expect((await admin.call('GET', 'manager-jobs-grouped-by-date', { query: 'dateFrom=tomorrow&dateTo=2026-01-01' })).status).toBe(400);
  });
});

describe('dashboard (GET /api/v1/jobs/...)', () => {
  it('gives postings per day over the window, missing days as zeros, and the fill figures', async () => {
    const days = await admin.call('GET', '/api/v1/jobs/postingsperday', { query: 'days=7' });
    expect(days.body).toHaveLength(7);
    expect(days.body[6].date).toBe(dayFrom(h, 0));
    expect(days.body[6].count).toBeGreaterThanOrEqual(4);
    expect(days.body.slice(0, 6).every((d: any) => d.count === 0)).toBe(true);
    expect((await admin.call('GET', '/api/v1/jobs/postingsperday')).body).toHaveLength(31);
    const stats = await admin.call('GET', '/api/v1/jobs/fillstats');
    expect(stats.body.vacancies).toBeGreaterThanOrEqual(5);
    expect(stats.body.confirmed).toBe(1);
    expect(stats.body.fillRate).toBeCloseTo(1 / stats.body.vacancies);
    expect(stats.body.medianMinutesToFill).toBeNull();
    const posters = await admin.call('GET', '/api/v1/jobs/topposters');
    expect(posters.body[0]).toMatchObject({ userId: admin.account.id, firstname: 'Priya' });
    const workers = await admin.call('GET', '/api/v1/jobs/topworkers', { query: 'days=31' });
    expect(workers.body).toEqual([]);
    expect((await admin.call('GET', '/api/v1/jobs/postingsperday', { query: 'days=0' })).status).toBe(400);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', '/api/v1/jobs/postingsperday', { query: 'days=1' })).body).toEqual([{ date: dayFrom(h, 0), count: 0, confirmedCount: 0 }]);
  });
});
