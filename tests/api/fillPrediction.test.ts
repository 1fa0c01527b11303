/**
 * Fill prediction (issue 13; domain/fillPrediction.ts): a shift's likelihood of filling by its start from its trust's
 * history of similar shifts, step by step, judged hard to fill by its care location's configuration, else its
 * trust's, else the defaults (job-prediction-configurations, kept with MANAGE_SETTINGS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREDICTION, MIN_HISTORY, PRIOR, SMOOTHING } from '../../domain/fillPrediction';
import { addDays } from '../../domain/time';
import { nextRefresh, REFRESH_TASK } from '../../server/services/matching/fillPredictionRefresh';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { DAY, HOUR, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
let job: Record<string, any>;

const predict = async (as = admin) => {
  const res = await as.call('GET', 'job-fill-predictions', { query: `jobId=${job.id}` });
  expect(res.status).toBe(200);
  return res.body;
};
const configure = (body: Record<string, unknown>) => admin.call('POST', 'job-prediction-configurations', { body });

/** `count` past shifts of the posted shift's shape, `weeks` weeks back and on, filled by their start or not. */
async function history(count: number, filled: boolean, departmentId: number, weeks: number) {
  const db = h.server.database.knex;
  const { id: _, ...shape } = (await db('jobs').where({ id: job.id }).first()) as Record<string, any>;
  const lead = new Date(shape.startsAt).getTime() - new Date(shape.createdAt).getTime();
  const rows = Array.from({ length: count }, (_, i) => {
    const back = (weeks + (i % 3)) * 7;
    const startsAt = new Date(new Date(shape.startsAt).getTime() - back * DAY);
    return {
      ...shape,
      departmentId,
      date: addDays(shape.date, -back),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 12 * HOUR),
      createdAt: new Date(startsAt.getTime() - lead),
      filledAt: filled ? new Date(startsAt.getTime() - lead + HOUR) : null,
      rate: JSON.stringify(shape.rate),
    };
  });
  await db('jobs').insert(rows);
}

/** The server counts a trust's history again FILL_HISTORY_SECONDS after it last did (historyCache.ts): move past it. */
async function recount() {
  h.server.app.get('clock').advance(h.server.app.get('config').fillHistorySeconds * 1000);
  await predict(); // answered from the last count, which starts the next
  await h.server.app.get('fillHistory').recounted();
}

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
  // Judged by the defaults, as a trust that has set nothing is: the demo's own settings are taken away.
  await h.server.database.knex('job_prediction_configurations').where({ trustId: p.northfield }).delete();
  const posted = await admin.call('POST', 'jobs', { body: shiftPayload(h, p) });
  expect(posted.status).toBe(201);
  job = posted.body;
  const db = h.server.database.knex;
  const [other] = await db('departments')
    .insert({ careLocationId: p.general, trustId: p.northfield, name: `Prediction ward ${Date.now()}` })
    .returning('id');
  // The shift's own ward never filled such shifts; another ward always did; all six to eight weeks ago.
  await history(60, false, job.departmentId, 6);
  await history(60, true, other.id, 6);
  await recount();
});
afterAll(() => h?.close());

describe('fill prediction', () => {
  it("builds a shift's likelihood from its trust's history, narrowing to similar shifts step by step", async () => {
    const body = await predict();
    const trust = (60 + PRIOR.shifts * PRIOR.likelihood) / (120 + PRIOR.shifts);
    // Posted as far ahead and day shifts alike: all 120; then the ward's own 60, none filled.
    const alike = (60 + SMOOTHING * ((60 + SMOOTHING * trust) / (120 + SMOOTHING))) / (120 + SMOOTHING);
    const ward = (0 + SMOOTHING * alike) / (60 + SMOOTHING);
    expect(body.basis.map((b: any) => [b.step, b.shifts, b.filled])).toEqual([
      ['trust', 120, 60],
      ['lead', 120, 60],
      ['period', 120, 60],
      ['department', 60, 0],
      ['weekday', 60, 0],
      ['rate', 60, 0],
    ]);
    expect(body.basis[3]).toMatchObject({
      likelihood: Math.round(ward * 100) / 100,
      label: 'And in the same department',
    });
    expect(body.likelihood).toBeLessThan(0.05);
    expect(body).toMatchObject({
      jobId: job.id,
      hardToFill: true,
      configuration: { id: null, ...DEFAULT_PREDICTION },
      features: { department: job.departmentId, period: 'Day' },
    });
  });

  it('marks a shift hard to fill when it is posted, and again each night while it is open', async () => {
    const posted = await admin.call('POST', 'jobs', {
      body: shiftPayload(h, p, { title: 'Posted after the history' }),
    });
    expect(posted.body.hardToFill).toBe(true);
    // The first shift was posted before any history: not hard to fill then; the night's run judges it again.
    expect((await admin.call('GET', `jobs/${job.id}`)).body.hardToFill).toBe(false);
    const scheduler = h.server.app.get('scheduler');
    const now = h.server.app.get('clock').now();
    await scheduler.schedule(REFRESH_TASK, 'fill-prediction-test', now, {});
    expect(await scheduler.runDue()).toBe(1);
    expect((await admin.call('GET', `jobs/${job.id}`)).body.hardToFill).toBe(true);
    const next = nextRefresh(now);
    expect(await h.server.database.knex('scheduled_tasks').where({ key: next.key }).first('kind', 'status')).toEqual({
      kind: REFRESH_TASK,
      status: 'pending',
    });
    const marked = await admin.call('GET', 'jobs', { query: 'hardToFill=true&$limit=50' });
    expect(marked.body.data.map((j: { id: number }) => j.id)).toEqual(expect.arrayContaining([job.id, posted.body.id]));
    expect(marked.body.data.every((j: { hardToFill: boolean }) => j.hardToFill)).toBe(true);
  });

  it("judges by the care location's configuration, else the trust's; refuses a threshold or history out of range", async () => {
    const trustWide = await configure({ threshold: 0, historyDays: 180 });
    expect(trustWide.status).toBe(201);
    expect((await predict()).configuration).toEqual({ id: trustWide.body.id, threshold: 0, historyDays: 180 });
    expect((await predict()).hardToFill).toBe(false);
    expect((await configure({ threshold: 10 })).status).toBe(409);
    for (const [field, value] of [
      ['threshold', 101],
      ['historyDays', 7],
    ] as const) {
      const res = await configure({ careLocationId: p.general, [field]: value });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    // The care location's own: four weeks of history hold too few shifts (none above), so no likelihood and no mark,
    // whatever the threshold.
    const own = await configure({ careLocationId: p.general, threshold: 100, historyDays: 28 });
    expect(own.status).toBe(201);
    const body = await predict();
    expect(body.configuration).toEqual({ id: own.body.id, threshold: 100, historyDays: 28 });
    expect(body.basis[0].shifts).toBeLessThan(MIN_HISTORY);
    expect(body).toMatchObject({ likelihood: null, hardToFill: false });
  });

  it('counts a history once a quarter of an hour (FILL_HISTORY_SECONDS): the last count answers until the next is done', async () => {
    expect(h.server.app.get('config').fillHistorySeconds).toBe(900);
    // The care location's four weeks (above) hold none yet; 30 shifts start in them.
    expect((await predict()).basis[0].shifts).toBe(0);
    await history(30, true, job.departmentId, 1);
    expect((await predict()).basis[0].shifts).toBe(0);
    await recount();
    expect((await predict()).basis[0]).toMatchObject({ shifts: 30, filled: 30 });
  });

  it('answers only for a shift the role sees', async () => {
    expect((await admin.call('GET', 'job-fill-predictions', { query: 'jobId=999999' })).status).toBe(404);
    expect((await admin.call('GET', 'job-fill-predictions')).status).toBe(400);
  });
});
