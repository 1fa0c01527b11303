/** Applying, confirming, rejecting, offering and withdrawing: booking without double-booking (issue 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, startHarness, type Harness, type Session } from './harness';
import { addNurses, advanceTo, grantRole, HOUR, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let manager: Session;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  manager = await h.signIn('shiftmanager@bankshift.test');
});
afterAll(() => h?.close());

const postShift = async (overrides: Record<string, unknown> = {}, days = 5) => {
  const res = await manager.call('POST', 'jobs', { body: shiftPayload(h, p, overrides, days) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const apply = (nurse: Session, jobId: number, role?: number) =>
  nurse.call('POST', 'applications', { body: { jobId }, role });
const decide = (s: Session, id: number, status: string, role?: number) =>
  s.call('PATCH', `applications/${id}`, { body: { status }, role });
const job = async (id: number) => h.server.database.knex('jobs').where({ id }).first();

describe('applying', () => {
  it('lets a nurse of the trust apply once, under their NURSE role', async () => {
    const shift = await postShift();
    const nurse = await h.signIn('nurse6@bankshift.test');
    const res = await apply(nurse, shift.id);
    expect(res).toMatchObject({
      status: 201,
      body: {
        jobId: shift.id,
        userId: nurse.account.id,
        status: 'applied',
        active: true,
        trustId: p.northfield,
        careLocationId: p.general,
      },
    });
    expect(res.body.nurse).toMatchObject({ firstname: 'Noah', lastname: 'Collins' });
    expect((await apply(nurse, shift.id)).status).toBe(409);
    expect((await nurse.call('POST', 'applications', { body: { jobId: shift.id, status: 'confirmed' } })).status).toBe(
      400,
    );
  });

  it('refuses a nurse of another trust, a manager, and a shift that is not open', async () => {
    const shift = await postShift();
    const southNurse = await h.signIn('nurse2@bankshift.test');
    const southRole = southNurse.roleOf('NURSE', 'Southgate NHS Trust');
    expect((await apply(southNurse, shift.id, southRole)).status).toBe(404);
    expect((await apply(manager, shift.id)).status).toBe(403);
    const draft = (await manager.call('POST', 'jobs', { body: shiftPayload(h, p, { status: 'DRAFT' }) })).body;
    expect((await apply(await h.signIn('nurse3@bankshift.test'), draft.id)).status).toBe(404);
  });

  it('shows a nurse only their own applications', async () => {
    const shift = await postShift();
    const a = await h.signIn('nurse4@bankshift.test');
    const b = await h.signIn('nurse5@bankshift.test');
    const mine = (await apply(a, shift.id)).body;
    await apply(b, shift.id);
    const listed = await a.call('GET', 'applications', { query: `jobId=${shift.id}` });
    expect(listed.body.data.map((x: any) => x.id)).toEqual([mine.id]);
    expect((await b.call('GET', `applications/${mine.id}`)).status).toBe(404);
    expect((await manager.call('GET', 'applications', { query: `jobId=${shift.id}` })).body.total).toBe(2);
  });
});

describe('confirming and rejecting', () => {
  it('books nurses until the shift is full, then answers 409', async () => {
    const shift = await postShift({ vacancies: 2 });
    const nurses = await Promise.all(['nurse7', 'nurse8', 'nurse9'].map((n) => h.signIn(`${n}@bankshift.test`)));
    const apps = [];
    for (const n of nurses) apps.push((await apply(n, shift.id)).body);
    expect((await decide(manager, apps[0].id, 'confirmed')).body.status).toBe('confirmed');
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 1, progress: 'vacant' });
    expect((await decide(manager, apps[1].id, 'confirmed')).status).toBe(200);
    const full = await job(shift.id);
    expect(full).toMatchObject({ confirmedCount: 2, progress: 'booked' });
    expect(full.filledAt).toBeTruthy();
    const third = await decide(manager, apps[2].id, 'confirmed');
    expect(third).toMatchObject({ status: 409, body: { message: 'All 2 vacancies of this shift are taken' } });
    expect((await decide(manager, apps[0].id, 'confirmed')).status).toBe(409);
    expect((await decide(manager, apps[2].id, 'rejected')).body.status).toBe('rejected');
  });

  it('confirms as one command: ten statements from BEGIN to COMMIT, each lock taken once, no row read again', async () => {
    const shift = await postShift();
    const nurse = await h.signIn((await addNurses(h, p, 1, 'counted'))[0]);
    const applications = [
      (await apply(nurse, shift.id)).body.id,
      (await apply(nurse, (await postShift({}, 6)).id)).body.id,
    ];
    const knex = h.server.database.knex;
    const confirmations = [
      () => decide(manager, applications[0], 'confirmed'),
      () =>
        manager.call('POST', 'applications', {
          body: { id: applications[1] },
          headers: { 'x-service-method': 'confirm' },
        }),
    ];
    for (const confirmation of confirmations) {
      const statements: string[] = [];
      const record = (q: { sql: string }) => statements.push(q.sql);
      knex.on('query', record);
      const res = await confirmation();
      knex.off('query', record);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      expect(res.body).toMatchObject({ status: 'confirmed', nurse: { firstname: expect.any(String) } });
      const begin = statements.findIndex((sql) => /^BEGIN/.test(sql));
      const commit = statements.findIndex((sql) => /^COMMIT/.test(sql));
      const command = statements.slice(begin, commit + 1);
      expect(command.length, command.join('\n')).toBeLessThanOrEqual(10);
      const count = (pattern: RegExp) => command.filter((sql) => pattern.test(sql)).length;
      expect(count(/pg_advisory_xact_lock/)).toBe(1);
      expect(count(/from "jobs" .*for update/)).toBe(1);
      expect(count(/from "applications" .*for update/)).toBe(1);
      // After the commit: the notifications (the recipients' snooze, the insert) and the nurse's name; the application
      // itself is not read again.
      const after = statements.slice(commit + 1);
      expect(
        after.filter((sql) => /from "applications"/.test(sql)),
        after.join('\n'),
      ).toEqual([]);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(13);
    }
  });

  it('lets exactly one of 50 concurrent confirmations take the last vacancy', async () => {
    const shift = await postShift({ vacancies: 3 });
    const applicationOf = async (email: string) => (await apply(await h.signIn(email), shift.id)).body.id as number;
    // Two places are taken first; fifty applicants then race for the last one.
    for (const email of await addNurses(h, p, 2, 'early'))
      expect((await decide(manager, await applicationOf(email), 'confirmed')).status).toBe(200);
    const racers: number[] = [];
    for (const email of await addNurses(h, p, 50, 'race')) racers.push(await applicationOf(email));
    expect(new Set(racers).size).toBe(50);
    // On PostgreSQL the confirmations overlap in the database: more than one transaction holds a connection at once.
    const knex = h.server.database.knex;
    let most = 0;
    const watch = () => (most = Math.max(most, (knex.client as any).pool?.numUsed?.() ?? 1));
    knex.on('query', watch);
    const answers = await Promise.all(racers.map((id) => decide(manager, id, 'confirmed')));
    knex.off('query', watch);
    if (ENGINE === 'postgres') expect(most).toBeGreaterThan(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(49).fill('All 3 vacancies of this shift are taken'),
    );
    const winner = racers[answers.findIndex((a) => a.status === 200)];
    const rows = await knex('applications').where({ jobId: shift.id }).orderBy('id');
    const confirmed = rows.filter((a: any) => a.status === 'confirmed');
    expect(confirmed).toHaveLength(3);
    expect(new Set(confirmed.map((a: any) => a.userId)).size).toBe(3);
    expect(confirmed.map((a: any) => a.id)).toContain(winner);
    expect(
      rows.filter((a: any) => racers.includes(a.id) && a.id !== winner).every((a: any) => a.status === 'applied'),
    ).toBe(true);
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 3, progress: 'booked' });
    const confirmations = await knex('audit_logs')
      .where({ service: 'applications', method: 'patch' })
      .whereIn('recordId', racers);
    expect(
      confirmations.filter((a: any) => a.changes.after.status === 'confirmed').map((a: any) => a.recordId),
    ).toEqual([winner]);
  });

  it('never books a nurse on two shifts that overlap', async () => {
    const morning = await postShift({ shiftTime: { start: '07:00', end: '15:00' } }, 6);
    const afternoon = await postShift({ shiftTime: { start: '14:00', end: '22:00' } }, 6);
    const night = await postShift({ shiftTime: { start: '22:00', end: '07:00' } }, 6);
    const nurse = await h.signIn('nurse10@bankshift.test');
    const a = (await apply(nurse, morning.id)).body;
    const b = (await apply(nurse, afternoon.id)).body;
    const c = (await apply(nurse, night.id)).body;
    expect((await decide(manager, a.id, 'confirmed')).status).toBe(200);
    const clash = await decide(manager, b.id, 'confirmed');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/overlapping shift/);
    expect((await decide(manager, c.id, 'confirmed')).status).toBe(200);
  });

  it('lets a confirmed nurse withdraw, which reopens the place', async () => {
    const shift = await postShift();
    const nurse = await h.signIn('nurse11@bankshift.test');
    const application = (await apply(nurse, shift.id)).body;
    await decide(manager, application.id, 'confirmed');
    expect((await job(shift.id)).progress).toBe('booked');
    expect((await decide(nurse, application.id, 'confirmed')).status).toBe(409);
    const withdrawn = await decide(nurse, application.id, 'withdrawn');
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', active: false });
    expect(await job(shift.id)).toMatchObject({ progress: 'vacant', confirmedCount: 0, filledAt: null });
    expect((await apply(nurse, shift.id)).body.status).toBe('applied');
  });

  it('keeps a booking once its shift has started, has worked time or has moved past booked', async () => {
    const db = h.server.database.knex;
    const shift = await postShift({ vacancies: 2 }, 2);
    const [a, b] = await Promise.all((await addNurses(h, p, 2, 'kept')).map((email) => h.signIn(email)));
    const first = (await apply(a, shift.id)).body;
    const second = (await apply(b, shift.id)).body;
    for (const x of [first, second]) expect((await decide(manager, x.id, 'confirmed')).status).toBe(200);
    const refused = async (message: string) => {
      expect(await decide(a, first.id, 'withdrawn')).toMatchObject({ status: 409, body: { message } });
      expect(await decide(manager, second.id, 'rejected')).toMatchObject({ status: 409, body: { message } });
      expect(await job(shift.id)).toMatchObject({ confirmedCount: 2 });
      expect(await db('applications').where({ jobId: shift.id }).orderBy('id').pluck('status')).toEqual([
        'confirmed',
        'confirmed',
      ]);
    };
    // The API reaches these states only after the start; the rule holds whatever the clock says.
    const [record] = await db('time_records')
      .insert({
        jobId: shift.id,
        userId: a.account.id,
        trustId: p.northfield,
        careLocationId: p.general,
        startedAt: shift.startsAt,
        endedAt: shift.endsAt,
      })
      .returning('id');
    await refused('Worked time is logged on this shift: its booking can no longer be released');
    await db('time_records').where({ id: record.id }).delete();
    await db('jobs').where({ id: shift.id }).update({ progress: 'approved' });
    await refused('This shift is approved: its booking can no longer be released');
    await db('jobs').where({ id: shift.id }).update({ progress: 'booked' });
    await advanceTo(h, shift.startsAt, 60_000);
    await refused('This shift has already started: its booking can no longer be released');
  });

  it('needs CONFIRM_APPLICANTS to decide, and a nurse may not confirm their own application', async () => {
    const shift = await postShift();
    const nurse = await h.signIn('nurse12@bankshift.test');
    const application = (await apply(nurse, shift.id)).body;
    expect((await decide(nurse, application.id, 'confirmed')).status).toBe(409);
    const rate = await h.signIn('ratemanager@bankshift.test');
    expect((await decide(rate, application.id, 'confirmed')).body.data.missingPermissions).toEqual([
      'CONFIRM_APPLICANTS',
    ]);
  });

  it('answers 400 for a decision that names no status, and 409 for a status the application cannot take', async () => {
    const shift = await postShift();
    const nurse = await h.signIn('nurse13@bankshift.test');
    const application = (await apply(nurse, shift.id)).body;
    const empty = await manager.call('PATCH', `applications/${application.id}`, { body: {} });
    expect(empty).toMatchObject({ status: 400, body: { errors: [{ field: 'status' }] } });
    const odd = await manager.call('PATCH', `applications/${application.id}`, {
      body: { status: { to: 'confirmed' } },
    });
    expect(odd).toMatchObject({
      status: 409,
      body: { message: 'An application that is applied cannot be made an object by a manager' },
    });
  });
});

describe('notifications', () => {
  it('tell the nurse and the shift manager of a confirmation and a rejection', async () => {
    const shift = await postShift();
    const confirmed = await h.signIn('nurse15@bankshift.test');
    const rejected = await h.signIn('nurse16@bankshift.test');
    const a = (await apply(confirmed, shift.id)).body;
    const b = (await apply(rejected, shift.id)).body;
    await decide(manager, a.id, 'confirmed');
    await decide(manager, b.id, 'rejected');
    const typesOf = async (s: Session) =>
      (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data
        .filter((n: any) => n.externalId === String(shift.id))
        .map((n: any) => n.type)
        .sort();
    expect(await typesOf(confirmed)).toEqual(['JOB_CONFIRMED']);
    expect(await typesOf(rejected)).toEqual(['JOB_REJECTED']);
    expect(await typesOf(manager)).toEqual(['JOB_APPLIED', 'JOB_APPLIED', 'JOB_CONFIRMED', 'JOB_REJECTED']);
    const [note] = (await confirmed.call('GET', 'notifications', { query: '$limit=1' })).body.data;
    expect(note.job).toEqual({ date: shift.date, startTime: shift.startTime, endTime: shift.endTime });
  });
});

describe('offering a shift to a nurse', () => {
  it('offers, and the nurse accepts or declines', async () => {
    const shift = await postShift({ vacancies: 2 });
    const accepting = await h.signIn('nurse13@bankshift.test');
    const declining = await h.signIn('nurse14@bankshift.test');
    const offer = (id: number) =>
      manager.call('POST', 'jobs/offer-to-nurse', { body: { jobId: shift.id, userId: id } });
    const a = await offer(accepting.account.id);
    expect(a.body).toMatchObject({ status: 'offered', offeredBy: manager.account.id, offerExpiresAt: null });
    expect((await offer(accepting.account.id)).status).toBe(409);
    const b = (await offer(declining.account.id)).body;
    expect((await decide(accepting, a.body.id, 'confirmed')).body.status).toBe('confirmed');
    expect((await decide(declining, b.id, 'rejectedByNurse')).body.status).toBe('rejectedByNurse');
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 1, progress: 'vacant' });
  });

  it('offers only to nurses whose role sees the shift: the whole trust or its care location', async () => {
    const shift = await postShift();
    const [elsewhere] = await addNurses(h, p, 1, 'elsewhere', p.community);
    const [here] = await addNurses(h, p, 1, 'here', p.general);
    const idOf = async (email: string) => (await h.server.database.knex('users').where({ email }).first('id')).id;
    const offer = async (email: string) =>
      manager.call('POST', 'jobs/offer-to-nurse', { body: { jobId: shift.id, userId: await idOf(email) } });
    const refused = await offer(elsewhere);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      field: 'userId',
      message: 'This nurse works at another care location of this trust',
    });
    expect(await h.server.database.knex('applications').where({ jobId: shift.id })).toEqual([]);
    expect((await offer(here)).body).toMatchObject({ status: 'offered', careLocationId: p.general });
  });

  it('offers only to nurses of the shift trust', async () => {
    const shift = await postShift();
    const manager2 = await h.signIn('bankofficer@bankshift.test');
    const res = await manager2.call('POST', 'jobs/offer-to-nurse', {
      body: { jobId: shift.id, userId: manager.account.id },
    });
    expect(res.body.errors[0].field).toBe('userId');
    expect((await manager2.call('POST', 'jobs/offer-to-nurse', { body: { jobId: shift.id } })).status).toBe(400);
  });
});

describe('applications a manager sees (spec 6: those of the shifts they see)', () => {
  it("hides the applications of shifts outside the manager's shift-list permissions, on find, get and patch", async () => {
    const [email] = await addNurses(h, p, 1, 'unseen');
    const nurse = await h.signIn(email);
    // A role that sees only shifts without participants, and may confirm applicants.
    const [watcherEmail] = await addNurses(h, p, 1, 'watcher');
    const watcherRole = await grantRole(h, watcherEmail, [
      'VIEW_NON_PARTICIPANTS_SHIFTS',
      'VIEW_SHIFT_APPLICANTS',
      'CONFIRM_APPLICANTS',
    ]);
    const watcher = await h.signIn(watcherEmail);
    const shift = await postShift();
    const application = (await apply(nurse, shift.id)).body;
    // The applicant participates: the shift is not in this role's list, nor its applications.
    expect((await watcher.call('GET', `jobs/${shift.id}`, { role: watcherRole })).status).toBe(404);
    expect(
      (await watcher.call('GET', 'applications', { role: watcherRole, query: `jobId=${shift.id}` })).body,
    ).toMatchObject({ total: 0, data: [] });
    expect((await watcher.call('GET', `applications/${application.id}`, { role: watcherRole })).status).toBe(404);
    expect((await decide(watcher, application.id, 'confirmed', watcherRole)).status).toBe(404);
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 0 });
    // Rejected, it no longer participates: the shift and its application come into view.
    expect((await decide(manager, application.id, 'rejected')).status).toBe(200);
    expect(
      (await watcher.call('GET', 'applications', { role: watcherRole, query: `jobId=${shift.id}` })).body.data.map(
        (a: any) => a.id,
      ),
    ).toEqual([application.id]);
    expect((await watcher.call('GET', `applications/${application.id}`, { role: watcherRole })).body.status).toBe(
      'rejected',
    );
  });
});

describe('cancelling a shift', () => {
  const cancel = (jobId: number) =>
    admin().call('PATCH', `jobs/${jobId}`, { body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason } });
  let trustAdmin: Session;
  const admin = () => trustAdmin;
  beforeAll(async () => {
    trustAdmin = await h.signIn('trustadmin@bankshift.test');
  });

  it('releases its bookings and open applications, tells those nurses, and frees them for other shifts', async () => {
    const shift = await postShift({ vacancies: 2, shiftTime: { start: '08:00', end: '16:00' } }, 7);
    const [bookedEmail, appliedEmail] = await addNurses(h, p, 2, 'cancelled');
    const booked = await h.signIn(bookedEmail);
    const applied = await h.signIn(appliedEmail);
    const a = (await apply(booked, shift.id)).body;
    const b = (await apply(applied, shift.id)).body;
    await decide(manager, a.id, 'confirmed');
    expect((await cancel(shift.id)).body).toMatchObject({
      status: 'CANCELLED',
      confirmedCount: 0,
      progress: 'vacant',
      filledAt: null,
    });
    const rows = await h.server.database.knex('applications').where({ jobId: shift.id }).orderBy('id');
    expect(rows.map((r: any) => [r.id, r.status, r.active])).toEqual([
      [a.id, 'cancelled', false],
      [b.id, 'cancelled', false],
    ]);
    const audited = await h.server.database
      .knex('audit_logs')
      .where({ service: 'applications', method: 'patch' })
      .whereIn('recordId', [a.id, b.id]);
    expect(
      audited
        .filter((x: any) => x.changes.after.status === 'cancelled')
        .map((x: any) => x.recordId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const told = async (s: Session) =>
      (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data
        .filter((n: any) => n.externalId === String(shift.id) && n.type === 'JOB_CANCELLED')
        .map((n: any) => n.body);
    expect(await told(booked)).toEqual([expect.stringMatching(/was cancelled\. You are no longer booked on it\.$/)]);
    expect(await told(applied)).toEqual([expect.stringMatching(/was cancelled\.$/)]);
    // The released nurse is free for another shift at the same time, and cannot be booked on the cancelled one.
    const other = await postShift({ shiftTime: { start: '09:00', end: '17:00' } }, 7);
    const c = (await apply(booked, other.id)).body;
    expect((await decide(manager, c.id, 'confirmed')).status).toBe(200);
    expect((await decide(manager, b.id, 'confirmed')).status).toBe(409);
    expect((await apply(applied, shift.id)).status).toBe(404);
  });

  it('refuses to cancel a shift with worked time, and keeps time off a cancelled shift', async () => {
    const shift = await postShift({}, 2);
    const [email, laterEmail] = await addNurses(h, p, 2, 'worked');
    const nurse = await h.signIn(email);
    await decide(manager, (await apply(nurse, shift.id)).body.id, 'confirmed');
    const stale = await postShift({ vacancies: 1 }, 2);
    const later = await h.signIn(laterEmail);
    await decide(manager, (await apply(later, stale.id)).body.id, 'confirmed');
    await advanceTo(h, shift.startsAt, HOUR);
    const times = (s: { id: number; startsAt: string; endsAt: string }) => ({
      jobId: s.id,
      startedAt: s.startsAt,
      endedAt: s.endsAt,
    });
    expect((await nurse.call('POST', 'time-records', { body: times(shift) })).status).toBe(201);
    expect((await cancel(shift.id)).body).toMatchObject({
      code: 409,
      message: 'Worked time is logged on this shift: it cannot be cancelled',
    });
    // A shift cancelled with its booking still in place (as before cancelling released bookings) takes no time:
    // its nurse no longer sees it, and a manager who does may not enter time on it.
    await h.server.database.knex('jobs').where({ id: stale.id }).update({ status: 'CANCELLED' });
    expect((await later.call('POST', 'time-records', { body: times(stale) })).status).toBe(404);
    const refused = await manager.call('POST', 'time-records', { body: { ...times(stale), userId: later.account.id } });
    expect(refused).toMatchObject({ status: 409, body: { message: 'This shift is cancelled: no time is kept on it' } });
    expect(await h.server.database.knex('time_records').where({ jobId: stale.id })).toEqual([]);
  });
});

describe('offers', () => {
  it('refuses an offer accepted after it expired, even before the expiry has been processed', async () => {
    const config = h.server.database.knex('auto_offer_configurations');
    await config.clone().insert({ trustId: p.northfield, offerAcceptTimeOut: 30 }).onConflict('trustId').merge();
    try {
      const shift = await postShift({}, 9);
      const nurse = await h.signIn((await addNurses(h, p, 1, 'late'))[0]);
      const offer = (
        await manager.call('POST', 'jobs/offer-to-nurse', { body: { jobId: shift.id, userId: nurse.account.id } })
      ).body;
      expect(offer.offerExpiresAt).toBeTruthy();
      h.server.app.get('clock').advance(31 * 60_000);
      const late = await decide(nurse, offer.id, 'confirmed');
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(
        `This offer expired at ${new Date(offer.offerExpiresAt).toISOString()}: it can no longer be accepted`,
      );
      expect(await job(shift.id)).toMatchObject({ confirmedCount: 0 });
      await h.server.app.get('scheduler').runDue();
      expect((await h.server.database.knex('applications').where({ id: offer.id }).first()).status).toBe('skipped');
    } finally {
      await config.clone().where({ trustId: p.northfield }).delete();
    }
  });
});

describe('concurrent changes of one application', () => {
  it('never answer 500 when a nurse applies again while a manager confirms (locks taken in one order)', async () => {
    const knex = h.server.database.knex;
    const emails = await addNurses(h, p, 8, 'again');
    for (const [i, email] of emails.entries()) {
      const shift = await postShift({}, 20 + i);
      const nurse = await h.signIn(email);
      const application = (await apply(nurse, shift.id)).body;
      const answers = await Promise.all([
        apply(nurse, shift.id),
        decide(manager, application.id, 'confirmed'),
        apply(nurse, shift.id),
        decide(nurse, application.id, 'withdrawn'),
      ]);
      for (const a of answers) expect([200, 201, 409], JSON.stringify(a.body)).toContain(a.status);
      const rows = await knex('applications').where({ jobId: shift.id, status: 'confirmed' });
      expect((await job(shift.id)).confirmedCount).toBe(rows.length);
    }
  });
});
