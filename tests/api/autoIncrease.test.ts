/**
 * A shift's automatic increase (issue 10, domain/autoIncrease.ts): with allowAutoIncrease, an unfilled shift's
 * current rate steps up towards its limit at 72, 48, 24 and 12 hours before it starts, each step a history entry and
 * an audit entry by the system, held inside the band's pay range, and kept across a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, startHarness, type Harness, type Session } from './harness';
import { advanceTo, HOUR, placesOf, shiftPayload, weekdayFrom, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let manager: Session;
let admin: Session;

const rising = { rate: { start: 20, limit: 30, current: 20, allowAutoIncrease: true } };

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  [manager, admin] = await Promise.all(['shiftmanager', 'trustadmin'].map((who) => h.signIn(`${who}@bankshift.test`)));
});
afterAll(() => h?.close());

const post = async (s: Session, harness: Harness, places: Places, overrides: Record<string, unknown> = {}) => {
  const res = await s.call('POST', 'jobs', {
    body: shiftPayload(harness, places, { ...rising, grade: { from: '5', to: '5' }, ...overrides }, 6),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const current = async (s: Session, id: number) => (await s.call('GET', `jobs/${id}`)).body.rate.current;

describe('automatic increase', () => {
  it('steps an unfilled shift up to its limit as it nears its start, each step in the history, the audit log and a notice', async () => {
    // On a weekday: a weekend's or a bank holiday's card rate plus the increase would meet the band's maximum.
    const job = await post(manager, h, p, { date: weekdayFrom(h, 8) });
    expect(await current(manager, job.id)).toBe(20);
    await advanceTo(h, job.startsAt, -72 * HOUR - HOUR);
    expect(await current(manager, job.id)).toBe(20);
    await advanceTo(h, job.startsAt, -72 * HOUR);
    expect(await current(manager, job.id)).toBe(22.5);
    await advanceTo(h, job.startsAt, -48 * HOUR);
    expect(await current(manager, job.id)).toBe(25);
    // Late by more than a step: the rate the time calls for, at once.
    await advanceTo(h, job.startsAt, -12 * HOUR);
    expect(await current(manager, job.id)).toBe(30);
    await advanceTo(h, job.startsAt, -HOUR);
    expect(await current(manager, job.id)).toBe(30);

    const history = (
      await manager.call('GET', 'rate-escalation-history', { query: `jobId=${job.id}&$sort[createdAt]=1` })
    ).body.data;
    expect(history.map((e: any) => [e.kind, e.status, e.rateFrom, e.rateTo, e.userId])).toEqual([
      ['automatic', 'noUplift', 20, 22.5, null],
      ['automatic', 'noUplift', 22.5, 25, null],
      ['automatic', 'noUplift', 25, 30, null],
    ]);
    expect(history[0].reason).toBe('Automatic increase 1 of 4, 72 hours before the start');
    const audit = (
      await admin.call('GET', 'audit-logs', {
        query: `service=jobs&recordId=${job.id}&method=patch&$sort[id]=1&$limit=50`,
      })
    ).body.data;
    expect(
      audit
        .filter((e: any) => e.userEmail === 'system' && e.changes.after.rate)
        .map((e: any) => e.changes.after.rate.current),
    ).toEqual([22.5, 25, 30]);
    const notices = (await manager.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter(
      (n: any) => n.externalId === String(job.id),
    );
    expect(notices.filter((n: any) => n.type === 'RATE_CHANGED')).toHaveLength(3);
    // The shift's rate reads the increase.
    expect((await manager.call('GET', `job-rates/${job.id}`)).body.rate.autoIncrease).toBe(10);
  });

  it('leaves a shift alone that does not allow it, is cancelled or is filled', async () => {
    // On a weekday, whose day hours the card pays at £20.00, the posted start (a weekend's card pays more).
    const date = weekdayFrom(h, 8);
    const fixed = await post(manager, h, p, {
      date,
      rate: { start: 20, limit: 30, current: 20, allowAutoIncrease: false },
    });
    const cancelled = await post(manager, h, p, { date });
    expect(
      (
        await admin.call('PATCH', `jobs/${cancelled.id}`, {
          body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason },
        })
      ).status,
    ).toBe(200);
    const filled = await post(manager, h, p, { date });
    await h.server.database.knex('jobs').where({ id: filled.id }).update({ confirmedCount: 1, progress: 'booked' });
    await advanceTo(h, fixed.startsAt, -12 * HOUR);
    for (const job of [fixed, cancelled, filled]) expect(await current(manager, job.id)).toBe(20);
  });

  it("holds a step inside the band's pay range", async () => {
    // Twelve weekday day hours of band 5 at the card's £20.00, whose range tops at £40.00; a limit of £60.00 would
    // take the third step to £50.00.
    const job = await post(manager, h, p, {
      date: weekdayFrom(h, 8),
      rate: { start: 20, limit: 60, current: 20, allowAutoIncrease: true },
    });
    await advanceTo(h, job.startsAt, -48 * HOUR);
    expect(await current(manager, job.id)).toBe(40);
    await advanceTo(h, job.startsAt, -24 * HOUR);
    expect(await current(manager, job.id)).toBe(40);
    expect((await manager.call('GET', `job-rates/${job.id}`)).body.rate.lines.map((l: any) => l.hourlyRate)).toEqual([
      40,
    ]);
  });
});

describe('a restart', () => {
  it('loses no pending step of an automatic increase', async () => {
    const dataDir = ENGINE === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-increase-')) : undefined;
    const first = await startHarness(dataDir ? { inMemory: false, dataDir } : {}, { keepDatabase: true });
    const places = await placesOf(first);
    // On a weekday: the day card's £20.00, plus the step reached.
    const job = await post(await first.signIn('shiftmanager@bankshift.test'), first, places, {
      date: weekdayFrom(first, 8),
    });
    await first.close();

    const second = await startHarness(dataDir ? { inMemory: false, dataDir } : {}, { reuse: first });
    try {
      await advanceTo(second, job.startsAt, -48 * HOUR);
      expect(await current(await second.signIn('shiftmanager@bankshift.test'), job.id)).toBe(25);
    } finally {
      await second.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
