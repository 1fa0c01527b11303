/** Applying, confirming, rejecting, offering and withdrawing: booking without double-booking (issue 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { addNurses, placesOf, shiftPayload, type Places } from './shiftFixtures';

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
const apply = (nurse: Session, jobId: number, role?: number) => nurse.call('POST', 'applications', { body: { jobId }, role });
const decide = (s: Session, id: number, status: string, role?: number) => s.call('PATCH', `applications/${id}`, { body: { status }, role });
const job = async (id: number) => h.server.database.knex('jobs').where({ id }).first();

describe('applying', () => {
  it('lets a nurse of the trust apply once, under their NURSE role', async () => {
    const shift = await postShift();
    const nurse = await h.signIn('nurse6@bankshift.test');
    const res = await apply(nurse, shift.id);
    expect(res).toMatchObject({ status: 201, body: { jobId: shift.id, userId: nurse.account.id, status: 'applied', active: true, trustId: p.northfield, careLocationId: p.general } });
    expect(res.body.nurse).toMatchObject({ firstname: 'Noah', lastname: 'Collins' });
    expect((await apply(nurse, shift.id)).status).toBe(409);
    expect((await nurse.call('POST', 'applications', { body: { jobId: shift.id, status: 'confirmed' } })).status).toBe(400);
  });

  it("refuses a nurse of another trust, a manager, and a shift that is not open", async () => {
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

  it('lets exactly one of 50 concurrent confirmations take the last vacancy', async () => {
    const shift = await postShift({ vacancies: 3 });
    const emails = await addNurses(h, p, 50, 'race');
    const applications: number[] = [];
    for (const email of emails) applications.push((await apply(await h.signIn(email), shift.id)).body.id);
    // Two places are taken first; fifty managers' clicks then race for the last one.
    await decide(manager, applications[0], 'confirmed');
    await decide(manager, applications[1], 'confirmed');
    const answers = await Promise.all(applications.slice(2).map((id) => decide(manager, id, 'confirmed')));
    const counts = answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 200: 1, 409: 47 });
    expect(applications.length - 2).toBe(48);
    const booked = await h.server.database.knex('applications').where({ jobId: shift.id, status: 'confirmed' });
    expect(booked).toHaveLength(3);
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 3, progress: 'booked' });
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

  it('needs CONFIRM_APPLICANTS to decide, and a nurse may not confirm their own application', async () => {
    const shift = await postShift();
    const nurse = await h.signIn('nurse12@bankshift.test');
    const application = (await apply(nurse, shift.id)).body;
    expect((await decide(nurse, application.id, 'confirmed')).status).toBe(409);
    const rate = await h.signIn('ratemanager@bankshift.test');
    expect((await decide(rate, application.id, 'confirmed')).body.data.missingPermissions).toEqual(['CONFIRM_APPLICANTS']);
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
      (await s.call('GET', 'notifications', { query: '$limit=50' })).body.data.filter((n: any) => n.externalId === String(shift.id)).map((n: any) => n.type).sort();
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
    const offer = (id: number) => manager.call('POST', 'jobs/offer-to-nurse', { body: { jobId: shift.id, userId: id } });
    const a = await offer(accepting.account.id);
    expect(a.body).toMatchObject({ status: 'offered', offeredBy: manager.account.id, offerExpiresAt: null });
    expect((await offer(accepting.account.id)).status).toBe(409);
    const b = (await offer(declining.account.id)).body;
    expect((await decide(accepting, a.body.id, 'confirmed')).body.status).toBe('confirmed');
    expect((await decide(declining, b.id, 'rejectedByNurse')).body.status).toBe('rejectedByNurse');
    expect(await job(shift.id)).toMatchObject({ confirmedCount: 1, progress: 'vacant' });
  });

  it('offers only to nurses of the shift trust', async () => {
    const shift = await postShift();
    const manager2 = await h.signIn('bankofficer@bankshift.test');
    const res = await manager2.call('POST', 'jobs/offer-to-nurse', { body: { jobId: shift.id, userId: manager.account.id } });
    expect(res.body.errors[0].field).toBe('userId');
    expect((await manager2.call('POST', 'jobs/offer-to-nurse', { body: { jobId: shift.id } })).status).toBe(400);
  });
});
