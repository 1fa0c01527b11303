/** Timed work with a controllable clock: autofill, urgent offers and their expiry, the end of a shift, restarts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEASE_MS, RETENTION_MS, Scheduler } from '../../server/scheduler';
import { ENGINE, startHarness, type Harness, type Session } from './harness';
import { addNurses, advance, advanceTo, DAY, HOUR, placesOf, shiftPayload, type Places } from './shiftFixtures';

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
const notificationsOf = (jobId: number, type: string) =>
  h.server.database
    .knex('notifications')
    .where({ externalId: String(jobId), type })
    .orderBy('id');
const job = (id: number) => h.server.database.knex('jobs').where({ id }).first();

describe('autofill', () => {
  it('confirms applicants in the order they applied, N days before the shift, up to the vacancies', async () => {
    const shift = await postShift({ autofill: 3, vacancies: 2 }, 10);
    const nurses = await Promise.all(['nurse6', 'nurse7', 'nurse8'].map((n) => h.signIn(`${n}@bankshift.test`)));
    for (const n of nurses)
      expect((await n.call('POST', 'applications', { body: { jobId: shift.id } })).status).toBe(201);
    // Eight days before the shift: not yet.
    await advanceTo(h, shift.startsAt, -8 * DAY);
    expect((await applications(shift.id)).map((a: any) => a.status)).toEqual(['applied', 'applied', 'applied']);
    // Three days before: autofill runs once.
    await advanceTo(h, shift.startsAt, -3 * DAY);
    expect((await applications(shift.id)).map((a: any) => a.status)).toEqual(['confirmed', 'confirmed', 'applied']);
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 2, progress: 'booked' });
    expect(
      await h.server.database
        .knex('scheduled_tasks')
        .where({ key: `job:${shift.id}:autofill` })
        .first(),
    ).toMatchObject({ status: 'done' });
    // Each booking tells the nurse and the shift's manager, as a manager's confirmation does.
    const told = await notificationsOf(shift.id, 'JOB_CONFIRMED');
    expect(told.map((n: any) => n.userId).sort()).toEqual(
      [nurses[0].account.id, nurses[1].account.id, manager.account.id, manager.account.id].sort(),
    );
  });

  it('books applicants who come after the autofill point, while places remain and until the shift starts', async () => {
    const shift = await postShift({ autofill: 2, vacancies: 2 }, 5);
    const [early, late, later, tooLate] = await Promise.all(
      ['nurse14', 'nurse15', 'nurse16', 'nurse17'].map((n) => h.signIn(`${n}@bankshift.test`)),
    );
    expect((await early.call('POST', 'applications', { body: { jobId: shift.id } })).body.status).toBe('applied');
    // Two days before the shift autofill books the one applicant; a second applicant is booked as they apply.
    await advanceTo(h, shift.startsAt, -2 * DAY + HOUR);
    expect((await applications(shift.id)).map((a: any) => a.status)).toEqual(['confirmed']);
    const second = await late.call('POST', 'applications', { body: { jobId: shift.id } });
    expect(second).toMatchObject({ status: 201, body: { status: 'confirmed' } });
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 2, progress: 'booked' });
    expect(
      (await notificationsOf(shift.id, 'JOB_CONFIRMED')).filter((n: any) => n.userId === late.account.id),
    ).toHaveLength(1);
    // Full: it is no longer open to nurses. A place freed later goes to the next applicant at once.
    expect((await later.call('POST', 'applications', { body: { jobId: shift.id } })).status).toBe(404);
    const mine = (await applications(shift.id)).find((a: any) => a.userId === late.account.id);
    await late.call('PATCH', `applications/${mine.id}`, { body: { status: 'withdrawn' } });
    expect((await later.call('POST', 'applications', { body: { jobId: shift.id } })).body.status).toBe('confirmed');
    // Once it has started, nobody is booked any more.
    const withdrawn = (await applications(shift.id)).find((a: any) => a.userId === later.account.id);
    await later.call('PATCH', `applications/${withdrawn.id}`, { body: { status: 'withdrawn' } });
    await advanceTo(h, shift.startsAt);
    expect((await tooLate.call('POST', 'applications', { body: { jobId: shift.id } })).status).toBe(409);
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 1 });
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
    expect(offers.map((a: any) => a.userId).sort()).toEqual(
      northNurses.filter((id: number) => id !== busy.account.id).sort(),
    );

    const taker = await h.signIn('nurse10@bankshift.test');
    const takersOffer = offers.find((a: any) => a.userId === taker.account.id);
    expect(
      (await taker.call('PATCH', `applications/${takersOffer.id}`, { body: { status: 'confirmed' } })).status,
    ).toBe(200);
    await advance(h, 29 * 60_000);
    expect((await applications(shift.id)).filter((a: any) => a.status === 'offered')).toHaveLength(offers.length - 1);
    await advance(h, 2 * 60_000);
    const after = await applications(shift.id);
    expect(after.filter((a: any) => a.status === 'skipped')).toHaveLength(offers.length - 1);
    expect(after.find((a: any) => a.userId === taker.account.id).status).toBe('confirmed');
  });
});

describe('eligible staff', () => {
  it("are offered an urgent shift only when their NURSE role covers the whole trust or the shift's care location", async () => {
    const db = h.server.database.knex;
    const idOf = async (email: string) => (await db('users').where({ email }).first('id')).id;
    const elsewhere = await idOf((await addNurses(h, p, 1, 'urgentelsewhere', p.community))[0]);
    const here = await idOf((await addNurses(h, p, 1, 'urgenthere', p.general))[0]);
    const wholeTrust = await idOf((await addNurses(h, p, 1, 'urgentwhole'))[0]);
    const shift = await postShift({ urgent: true, shiftTime: { start: '10:00', end: '14:00' } }, 12);
    await h.server.app.get('scheduler').runDue();
    const offered = (await applications(shift.id)).map((a: any) => a.userId);
    expect(offered).toContain(here);
    expect(offered).toContain(wholeTrust);
    expect(offered).not.toContain(elsewhere);
  });
});

describe('the end of a shift', () => {
  it('turns a booked shift into noLog, and worked time makes it ready for approval', async () => {
    const shift = await postShift({}, 2);
    const nurse = await h.signIn('nurse11@bankshift.test');
    const application = (await nurse.call('POST', 'applications', { body: { jobId: shift.id } })).body;
    await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    const early = await nurse.call('POST', 'time-records', {
      body: { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt },
    });
    expect(early.status).toBe(409);
    await advanceTo(h, shift.endsAt, 60_000);
    expect((await job(shift.id)).progress).toBe('noLog');
    const logged = await nurse.call('POST', 'time-records', {
      body: { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt, breakMinutes: 30 },
    });
    expect(logged).toMatchObject({ status: 201, body: { userId: nurse.account.id, breakMinutes: 30 } });
    expect((await job(shift.id)).progress).toBe('readyForApprove');
    expect(
      (
        await nurse.call('POST', 'time-records', {
          body: { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt },
        })
      ).status,
    ).toBe(409);
    const approved = await manager.call('POST', 'job-approvals', { body: { jobIds: [shift.id, 999999] } });
    expect(approved.body).toEqual({
      approved: [shift.id],
      failed: [{ id: 999999, message: 'No shift with id 999999' }],
    });
    expect((await job(shift.id)).progress).toBe('approved');
  });

  it('lets a manager enter time for a booked nurse only, after the start, with a sane length', async () => {
    const shift = await postShift({}, 2);
    const nurse = await h.signIn('nurse12@bankshift.test');
    const application = (await nurse.call('POST', 'applications', { body: { jobId: shift.id } })).body;
    await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    await advanceTo(h, shift.startsAt, HOUR);
    const other = await h.signIn('nurse13@bankshift.test');
    const entry = (userId: number, endedAt = shift.endsAt) =>
      manager.call('POST', 'time-records', { body: { jobId: shift.id, userId, startedAt: shift.startsAt, endedAt } });
    expect((await entry(other.account.id)).status).toBe(409);
    expect((await entry(nurse.account.id, shift.startsAt)).body.errors[0].field).toBe('endedAt');
    expect(
      (
        await nurse.call('POST', 'time-records', {
          body: { jobId: shift.id, userId: other.account.id, startedAt: shift.startsAt, endedAt: shift.endsAt },
        })
      ).status,
    ).toBe(400);
    expect((await entry(nurse.account.id)).status).toBe(201);
    expect((await job(shift.id)).progress).toBe('readyForApprove');
  });
});

describe('correcting worked time', () => {
  it('lets a shift sent back for correction be corrected by its nurse or a manager, and approved again', async () => {
    const db = h.server.database.knex;
    const shift = await postShift({ vacancies: 2 }, 2);
    const [a, b] = await Promise.all(['nurse18', 'nurse19'].map((n) => h.signIn(`${n}@bankshift.test`)));
    for (const n of [a, b]) {
      const application = (await n.call('POST', 'applications', { body: { jobId: shift.id } })).body;
      await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
    }
    await advanceTo(h, shift.endsAt, HOUR);
    const log = (n: Session) =>
      n.call('POST', 'time-records', {
        body: { jobId: shift.id, startedAt: shift.startsAt, endedAt: shift.endsAt, breakMinutes: 90 },
      });
    const aRecord = (await log(a)).body;
    const bRecord = (await log(b)).body;
    expect((await job(shift.id)).progress).toBe('readyForApprove');
    const readyNotes = async () => (await notificationsOf(shift.id, 'TIME_TRACK_APPROVAL')).length;
    expect(await readyNotes()).toBe(1);

    // Waiting for approval, the time stays as it is; a manager sends it back.
    expect((await a.call('PATCH', `time-records/${aRecord.id}`, { body: { breakMinutes: 30 } })).body.message).toBe(
      "This shift's time is waiting for approval: a manager sends it back for correction first",
    );
    expect((await manager.call('PATCH', `jobs/${shift.id}`, { body: { progress: 'noLog' } })).body.progress).toBe(
      'noLog',
    );

    // The nurse corrects their own record, its times only; that completes the time again.
    expect((await b.call('PATCH', `time-records/${aRecord.id}`, { body: { breakMinutes: 30 } })).status).toBe(404);
    expect(
      (await a.call('PATCH', `time-records/${aRecord.id}`, { body: { userId: b.account.id } })).body.errors[0].field,
    ).toBe('userId');
    expect(
      (await a.call('PATCH', `time-records/${aRecord.id}`, { body: { breakMinutes: 900 } })).body.errors[0].field,
    ).toBe('breakMinutes');
    const corrected = await a.call('PATCH', `time-records/${aRecord.id}`, { body: { breakMinutes: 30 } });
    expect(corrected).toMatchObject({ status: 200, body: { breakMinutes: 30, enteredBy: a.account.id } });
    expect((await job(shift.id)).progress).toBe('readyForApprove');
    expect(await readyNotes()).toBe(2);
    const audit = (service: string, recordId: number) => db('audit_logs').where({ service, recordId }).orderBy('id');
    expect(
      (await audit('time-records', aRecord.id)).map((x: any) => [
        x.method,
        x.changes.before.breakMinutes ?? null,
        x.changes.after.breakMinutes ?? null,
      ]),
    ).toEqual([
      ['create', null, 90],
      ['patch', 90, 30],
    ]);
    expect(
      (await audit('jobs', shift.id))
        .map((x: any) => x.changes.after.progress)
        .filter(Boolean)
        .slice(-3),
    ).toEqual(['readyForApprove', 'noLog', 'readyForApprove']);

    // Sent back again, a manager removes a record and enters it anew.
    await manager.call('PATCH', `jobs/${shift.id}`, { body: { progress: 'noLog' } });
    const rate = await h.signIn('ratemanager@bankshift.test');
    expect((await rate.call('DELETE', `time-records/${bRecord.id}`)).status).toBe(403);
    expect((await manager.call('DELETE', `time-records/${bRecord.id}`)).status).toBe(200);
    expect((await audit('time-records', bRecord.id)).map((x: any) => x.method)).toEqual(['create', 'remove']);
    expect((await job(shift.id)).progress).toBe('noLog');
    const entered = await manager.call('POST', 'time-records', {
      body: {
        jobId: shift.id,
        userId: b.account.id,
        startedAt: shift.startsAt,
        endedAt: shift.endsAt,
        breakMinutes: 45,
      },
    });
    expect(entered.status).toBe(201);
    expect((await job(shift.id)).progress).toBe('readyForApprove');

    // Approved time is final.
    expect((await manager.call('PATCH', `jobs/${shift.id}`, { body: { progress: 'approved' } })).status).toBe(200);
    expect((await a.call('PATCH', `time-records/${aRecord.id}`, { body: { breakMinutes: 0 } })).body.message).toBe(
      "This shift's time is approved: it can no longer be corrected",
    );
    expect((await manager.call('DELETE', `time-records/${entered.body.id}`)).status).toBe(409);
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
      await advanceTo(second, shift.startsAt, -2 * DAY + HOUR);
      expect(await second.server.database.knex('applications').where({ jobId: shift.id }).pluck('status')).toEqual([
        'confirmed',
      ]);
    } finally {
      await second.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs a task again once the lease of an instance that died while running it is over', async () => {
    const db = h.server.database.knex;
    const clock = h.server.app.get('clock');
    const shift = await postShift({ autofill: 2 }, 6);
    const nurse = await h.signIn('nurse20@bankshift.test');
    await nurse.call('POST', 'applications', { body: { jobId: shift.id } });
    const task = () =>
      db('scheduled_tasks')
        .where({ key: `job:${shift.id}:autofill` })
        .first();
    // Another instance claims the autofill when it is due, and dies while running it: its handler never ends.
    clock.advance(new Date(shift.startsAt).getTime() - 2 * DAY - clock.now().getTime() + HOUR);
    const dying = new Scheduler(db, clock);
    let claimed = false;
    dying.on('job.autofill', () => {
      claimed = true;
      return new Promise<void>(() => undefined);
    });
    void dying.runDue();
    await vi.waitFor(() => expect(claimed).toBe(true));
    expect(await task()).toMatchObject({ status: 'running', attempts: 1 });
    // This instance leaves the claimed task alone while the lease lasts...
    await advance(h, LEASE_MS - 60_000);
    expect(await task()).toMatchObject({ status: 'running', attempts: 1 });
    expect((await applications(shift.id)).map((a: any) => a.status)).toEqual(['applied']);
    // ...and runs it once the lease is over.
    await advance(h, 2 * 60_000);
    expect(await task()).toMatchObject({ status: 'done', attempts: 2 });
    expect((await applications(shift.id)).map((a: any) => a.status)).toEqual(['confirmed']);
  });
});

describe('finished tasks', () => {
  it('are deleted after their retention; pending and failed ones stay', async () => {
    const db = h.server.database.knex;
    const now = h.server.app.get('clock').now().getTime();
    const task = (key: string, status: string, ageMs: number) => ({
      kind: 'job.ended',
      key,
      status,
      runAt: new Date(now + DAY),
      payload: JSON.stringify({ jobId: 0 }),
      updatedAt: new Date(now - ageMs),
    });
    await db('scheduled_tasks').insert([
      task('retention:done-old', 'done', RETENTION_MS + DAY),
      task('retention:cancelled-old', 'cancelled', RETENTION_MS + DAY),
      task('retention:done-recent', 'done', RETENTION_MS - DAY),
      task('retention:failed-old', 'failed', RETENTION_MS + DAY),
      task('retention:pending', 'pending', RETENTION_MS + DAY),
    ]);
    await advance(h, 2 * HOUR);
    expect(await db('scheduled_tasks').where('key', 'like', 'retention:%').orderBy('key').pluck('key')).toEqual([
      'retention:done-recent',
      'retention:failed-old',
      'retention:pending',
    ]);
  });
});
