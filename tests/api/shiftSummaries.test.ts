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

const post = async (days: number, overrides: Record<string, unknown> = {}) =>
  (await admin.call('POST', 'jobs', { body: shiftPayload(h, p, overrides, days) })).body;

describe('manager-jobs-grouped-by-date', () => {
  it('counts shifts and confirmed places per day, with zeros for days without shifts', async () => {
    const a = await post(3, { vacancies: 2 });
    await post(3);
    await post(5);
    const nurse = await h.signIn('nurse6@bankshift.test');
    const application = (await nurse.call('POST', 'applications', { body: { jobId: a.id } })).body;
    await admin.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    const res = await admin.call('GET', 'manager-jobs-grouped-by-date', {
      query: `dateFrom=${dayFrom(h, 2)}&dateTo=${dayFrom(h, 5)}`,
    });
    expect(res.body).toEqual([
      { date: dayFrom(h, 2), count: 0, confirmedCount: 0 },
      { date: dayFrom(h, 3), count: 2, confirmedCount: 1 },
      { date: dayFrom(h, 4), count: 0, confirmedCount: 0 },
      { date: dayFrom(h, 5), count: 1, confirmedCount: 0 },
    ]);
    const ward = await h.signIn('shiftmanager@bankshift.test');
    const other = await post(4, { careLocationId: p.community, departmentId: p.communityWard });
    const mine = await ward.call('GET', 'manager-jobs-grouped-by-date', {
      query: `dateFrom=${other.date}&dateTo=${other.date}`,
    });
    expect(mine.body).toEqual([{ date: other.date, count: 0, confirmedCount: 0 }]);
    expect(
      (await admin.call('GET', 'manager-jobs-grouped-by-date', { query: 'dateFrom=tomorrow&dateTo=2026-01-01' }))
        .status,
    ).toBe(400);
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
    expect((await south.call('GET', '/api/v1/jobs/postingsperday', { query: 'days=1' })).body).toEqual([
      { date: dayFrom(h, 0), count: 0, confirmedCount: 0 },
    ]);
  });
});

describe('time to fill (GET /api/v1/jobs/fillstats)', () => {
  it('is the median time from posting to full over the shifts of the window that filled', async () => {
    const knex = h.server.database.knex;
    /** Posts a shift, books it full, and dates its posting `minutes` before it filled. */
    const filledAfter = async (minutes: number, days: number, email: string) => {
      const job = await post(days);
      const nurse = await h.signIn(email);
      const application = (await nurse.call('POST', 'applications', { body: { jobId: job.id } })).body;
      expect(
        (await admin.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } })).status,
      ).toBe(200);
      const { filledAt } = await knex('jobs').where({ id: job.id }).first('filledAt');
      expect(filledAt).toBeTruthy();
      await knex('jobs')
        .where({ id: job.id })
        .update({ createdAt: new Date(new Date(filledAt).getTime() - minutes * 60_000) });
    };
    const median = async () => (await admin.call('GET', '/api/v1/jobs/fillstats')).body.medianMinutesToFill;
    // Shifts that did not fill (those above, and a half-booked one) do not count.
    const half = await post(9, { vacancies: 2 });
    const nurse = await h.signIn('nurse12@bankshift.test');
    await admin.call(
      'PATCH',
      `applications/${(await nurse.call('POST', 'applications', { body: { jobId: half.id } })).body.id}`,
      { body: { status: 'confirmed' } },
    );
    for (const [i, minutes] of [600, 30, 150, 90].entries())
      await filledAfter(minutes, 10 + i, `nurse${7 + i}@bankshift.test`);
    // Four shifts: the mean of the middle two, (90 + 150) / 2.
    expect(await median()).toBe(120);
    await filledAfter(45, 14, 'nurse11@bankshift.test');
    // Five: the middle one of 30, 45, 90, 150, 600.
    expect(await median()).toBe(90);
    // A shift posted before the window does not count, even though it filled.
    await filledAfter(5, 15, 'nurse13@bankshift.test');
    const last = await knex('jobs').orderBy('id', 'desc').first('id');
    await knex('jobs')
      .where({ id: last.id })
      .update({ createdAt: new Date(h.server.app.get('clock').now().getTime() - 40 * 86_400_000) });
    expect(await median()).toBe(90);
  });
});
