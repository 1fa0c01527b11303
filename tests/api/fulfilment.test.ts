/** Timed work with a controllable clock: autofill, urgent offers and their expiry, the end of a shift, restarts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, startHarness, type Harness, type Session } from './harness';
import { advance, DAY, HOUR, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let manager: Session;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  manager = await h.signIn('trustadmin@bankshift.test');
});
afterAll(() => h?.close());

const postShift = async (overrides: Record<string, unknown>, days: number) => {
  const res = await manager.call('POST', 'jobs', { body: shiftPayload(h, p, overrides, days) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const applications = (jobId: number) => h.server.database.knex('applications').where({ jobId }).orderBy('id');
const job = (id: number) => h.server.database.knex('jobs').where({ id }).first();

describe('autofill', () => {
  it('confirms applicants in the order they applied, N days before the shift, up to the vacancies', async () => {
    const shift = await postShift({ autofill: 3, vacancies: 2 }, 10);
    const nurses = await Promise.all(['nurse6', 'nurse7', 'nurse8'].map((n) => h.signIn(`${n}@bankshift.test`)));
    for (const n of nurses) expect((await n.call('POST', 'applications', { body: { jobId: shift.id } })).status).toBe(201);
    // Eight days before the shift: not yet.
    await advance(h, 2 * DAY);
    expect((await applications(shift.id)).map((a: any) => a.status)).toEqual(['applied', 'applied', 'applied']);
    // Three days before: autofill runs once.
    await advance(h, 5 * DAY);
    expect((await applications(shift.id)).map((a: any) => a.status)).toEqual(['confirmed', 'confirmed', 'applied']);
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 2, progress: 'booked' });
    expect(await h.server.database.knex('scheduled_tasks').where({ key: `job:${shift.id}:autofill` }).first()).toMatchObject({ status: 'done' });
  });
});

describe('urgent shifts', () => {
  it('are offered at once to the eligible nurses of the trust, and offers expire after the trust setting', async () => {
    await h.server.database.knex('auto_offer_configurations').insert({ trustId: p.northfield, offerAcceptTimeOut: 30 });
    const busy = await h.signIn('nurse9@bankshift.test');
    const clash = await postShift({ shiftTime: { start: '08:00', end: '16:00' } }, 4);
    const mine = (await busy.call('POST', 'applications', { body: { jobId: clash.id } })).body;
    await manager.call('PATCH', `applications/${mine.id}`, { body: { status: 'confirmed' } });

    const shift = await postShift({ urgent: true, shiftTime: { start: '09:00', end: '17:00' } }, 4);
    await h.server.app.get('scheduler').runDue();
    const offers = await applications(shift.id);
    const northNurses = await h.server.database
      .knex('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .where({ 'tr.trustId': p.northfield, 'tr.roleType': 'NURSE' })
      .pluck('ur.userId');
    expect(offers.every((a: any) => a.status === 'offered' && a.offerExpiresAt)).toBe(true);
    expect(offers.map((a: any) => a.userId).sort()).toEqual(northNurses.filter((id: number) => id !== busy.account.id).sort());

    const taker = await h.signIn('nurse10@bankshift.test');
    const takersOffer = offers.find((a: any) => a.userId === taker.account.id);
    expect((await taker.call('PATCH', `applications/${takersOffer.id}`, { body: { status: 'confirmed' } })).status).toBe(200);
    await advance(h, 29 * 60_000);
    expect((await applications(shift.id)).filter((a: any) => a.status === 'offered')).toHaveLength(offers.length - 1);
    await advance(h, 2 * 60_000);
    const after = await applications(shift.id);
    expect(after.filter((a: any) => a.status === 'skipped')).toHaveLength(offers.length - 1);
    expect(after.find((a: any) => a.userId === taker.account.id).status).toBe('confirmed');
  });
});

describe('the end of a shift', () => {
  it('turns a booked shift into noLog, and worked time makes it ready for approval', async () => {
    const shift = await postShift({}, 2);
    const nurse = await h.signIn('nurse11@bankshift.test');
    const application = (await nurse.call('POST', 'applications', { body: { jobId: shift.id } })).body;
    await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    const early = await nurse.call('POST', 'time-records', { body: { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt } });
    expect(early.status).toBe(409);
    await advance(h, new Date(shift.endsAt).getTime() - h.server.app.get('clock').now().getTime() + 60_000);
    expect((await job(shift.id)).progress).toBe('noLog');
    const logged = await nurse.call('POST', 'time-records', { body: { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt, breakMinutes: 30 } });
    expect(logged).toMatchObject({ status: 201, body: { userId: nurse.account.id, breakMinutes: 30 } });
    expect((await job(shift.id)).progress).toBe('readyForApprove');
    expect((await nurse.call('POST', 'time-records', { body: { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt } })).status).toBe(409);
    const approved = await manager.call('POST', 'job-approvals', { body: { jobIds: [shift.id, 999999] } });
    expect(approved.body).toEqual({ approved: [shift.id], failed: [{ id: 999999, message: 'No shift with id 999999' }] });
    expect((await job(shift.id)).progress).toBe('approved');
  });

  it('lets a manager enter time for a booked nurse only, after the start, with a sane length', async () => {
    const shift = await postShift({}, 2);
    const nurse = await h.signIn('nurse12@bankshift.test');
    const application = (await nurse.call('POST', 'applications', { body: { jobId: shift.id } })).body;
    await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    await advance(h, new Date(shift.startsAt).getTime() - h.server.app.get('clock').now().getTime() + HOUR);
    const other = await h.signIn('nurse13@bankshift.test');
    const entry = (userId: number, endedAt = shift.endsAt) => manager.call('POST', 'time-records', { body: { jobId: shift.id, userId, startedAt: shift.startsAt, endedAt } });
    expect((await entry(other.account.id)).status).toBe(409);
    expect((await entry(nurse.account.id, shift.startsAt)).body.errors[0].field).toBe('endedAt');
    expect((await nurse.call('POST', 'time-records', { body: { jobId: shift.id, userId: other.account.id, startedAt: shift.startsAt, endedAt: shift.endsAt } })).status).toBe(400);
    expect((await entry(nurse.account.id)).status).toBe(201);
    expect((await job(shift.id)).progress).toBe('readyForApprove');
  });
});

describe('a restart', () => {
  it('loses no pending timed work', async () => {
    // Only an embedded database on disk, or PostgreSQL, outlives the server process.
    const dataDir = ENGINE === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-restart-')) : undefined;
    const first = await startHarness(dataDir ? { inMemory: false, dataDir } : {}, { keepDatabase: true });
    const places = await placesOf(first);
    const admin = await first.signIn('trustadmin@bankshift.test');
    const shift = (await admin.call('POST', 'jobs', { body: shiftPayload(first, places, { autofill: 2 }, 5) })).body;
    const nurse = await first.signIn('nurse6@bankshift.test');
    await nurse.call('POST', 'applications', { body: { jobId: shift.id } });
    await first.close();

    const second = await startHarness(dataDir ? { inMemory: false, dataDir } : {}, { reuse: first });
    try {
      await advance(second, 3 * DAY + HOUR);
      expect(await second.server.database.knex('applications').where({ jobId: shift.id }).pluck('status')).toEqual(['confirmed']);
    } finally {
      await second.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
