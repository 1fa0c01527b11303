/** Posting, editing, cancelling and moving shifts, and who sees which (spec 3, 4, 6; issue 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';
import { addNurses, dayFrom, grantRole, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let manager: Session; // shift manager, Northfield General Hospital only
let admin: Session;
let ops: Session;

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  manager = await h.signIn('shiftmanager@bankshift.test');
  admin = await h.signIn('trustadmin@bankshift.test');
  ops = await h.signIn('opsmanager@bankshift.test');
});
afterAll(() => h?.close());

const post = (s: Session, overrides: Record<string, unknown> = {}, days?: number, role?: number) =>
  s.call('POST', 'jobs', { body: shiftPayload(h, p, overrides, days), role });

describe('posting a shift', () => {
  it('fills the defaults of spec 9 and labels the shift Day or Night', async () => {
    const res = await post(manager);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      rate: { start: 20, limit: 30, current: 20, allowAutoIncrease: false },
      fulfilment: 'Manual',
      status: 'APPROVED',
      progress: 'vacant',
      confirmedCount: 0,
      shift: 'Day',
      trustId: p.northfield,
      careLocationId: p.general,
      managerId: manager.account.id,
      gradeFrom: '5',
      gradeTo: '6',
    });
    expect(new Date(res.body.endsAt).getTime() - new Date(res.body.startsAt).getTime()).toBe(12 * 3_600_000);
    const night = await post(manager, { shiftTime: { start: '19:30', end: '07:30' } });
    expect(night.body.shift).toBe('Night');
    expect(new Date(night.body.endsAt) > new Date(night.body.startsAt)).toBe(true);
    expect(night.body.endsAt.slice(0, 10) > night.body.startsAt.slice(0, 10)).toBe(true);
  });

  it('reads the fulfilment: urgent, autofill in 2, 3 or 4 days, or manual', async () => {
    expect((await post(manager, { urgent: true })).body.fulfilment).toBe('Urgent');
    expect((await post(manager, { autofill: 3 })).body).toMatchObject({ fulfilment: 'Autofill', autofillDays: 3 });
    expect((await post(manager, { fulfillment: 'Autofill', autofill: 5 })).body.errors[0].field).toBe('autofill');
    expect((await post(manager, { fulfillment: 'Sometimes' })).body.errors[0].field).toBe('fulfillment');
  });

  it('keeps one entry per skill and answers the skills with the shift', async () => {
    const skills = await h.server.database.knex('skills').whereNull('trustId').orderBy('id').limit(2).pluck('id');
    const res = await post(manager, {
      jobSkills: [
        { skillId: skills[0], requirement: 'mandatory' },
        { skillId: skills[1], requirement: 'recommended', learningOpportunity: true },
        { skillId: skills[0], requirement: 'recommended' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.skills.map((s: any) => [s.skillId, s.requirement, s.learningOpportunity]).sort()).toEqual(
      [[skills[0], 'recommended', false], [skills[1], 'recommended', true]].sort(),
    );
    const southSkill = await h.server.database.knex('skills').where({ trustId: p.southgate }).first('id');
    expect((await post(manager, { jobSkills: [{ skillId: southSkill.id }] })).body.errors[0].field).toBe('jobSkills');
  });

  it('answers 400 naming the field for a bad payload, and stores nothing', async () => {
    const before = Number((await h.server.database.knex('jobs').count({ n: '*' }))[0].n);
    const cases: [Record<string, unknown>, string][] = [
      [{ vacancies: 0 }, 'vacancies'],
      [{ grade: { from: '7', to: '5' } }, 'grade'],
      [{ grade: { from: '5', to: '12' } }, 'grade'],
      [{ date: dayFrom(h, -1) }, 'date'],
      [{ shiftTime: { start: '7:30', end: '19:30' } }, 'startTime'],
      [{ shiftTime: '07:30-19:30' }, 'shiftTime'],
      [{ departmentId: p.communityWard }, 'departmentId'],
      [{ rate: { start: 25, limit: 20 } }, 'rate.start'],
      [{ rate: { start: 20, limit: 30, current: 40 } }, 'rate.current'],
      [{ colour: 'red' }, 'colour'],
      [{ vacancies: 'two' }, 'vacancies'],
    ];
    for (const [overrides, field] of cases) {
      const res = await post(admin, overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors[0].field, JSON.stringify(overrides)).toBe(field);
    }
    expect(Number((await h.server.database.knex('jobs').count({ n: '*' }))[0].n)).toBe(before);
  });

  it('keeps a care-location role to its own care location', async () => {
    expect((await post(manager, { careLocationId: p.community, departmentId: p.communityWard })).status).toBe(403);
    expect((await post(admin, { careLocationId: p.community, departmentId: p.communityWard })).status).toBe(201);
  });

  it('makes a draft for a role that may only draft, which a poster publishes', async () => {
    const drafter = await grantRole(h, 'nurse15@bankshift.test', ['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS'], 'SHIFT-MANAGER');
    const clerk = await h.signIn('nurse15@bankshift.test');
    const draft = await post(clerk, {}, 5, drafter);
    expect(draft).toMatchObject({ status: 201, body: { status: 'DRAFT' } });
    expect((await clerk.call('PATCH', `jobs/${draft.body.id}`, { role: drafter, body: { status: 'APPROVED' } })).status).toBe(403);
    expect((await clerk.call('PATCH', `jobs/${draft.body.id}`, { role: drafter, body: { comments: 'Handover at 07:15' } })).body.comments).toBe('Handover at 07:15');
    const published = await admin.call('PATCH', `jobs/${draft.body.id}`, { body: { status: 'APPROVED' } });
    expect(published).toMatchObject({ status: 200, body: { status: 'APPROVED' } });
    const tasks = await h.server.database.knex('scheduled_tasks').where({ key: `job:${draft.body.id}:ended` });
    expect(tasks).toHaveLength(1);
  });

  it('needs the feature and a posting permission', async () => {
    const rate = await h.signIn('ratemanager@bankshift.test');
    expect((await post(rate)).body).toMatchObject({ code: 403, data: { missingPermissions: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'] } });
  });
});

describe('changing a shift', () => {
  it('edits comments, title and vacancies, never below the confirmed count', async () => {
    const job = (await post(admin, { vacancies: 2 })).body;
    const res = await admin.call('PATCH', `jobs/${job.id}`, { body: { comments: 'Bring a badge', title: 'Senior Staff Nurse', vacancies: 3 } });
    expect(res.body).toMatchObject({ comments: 'Bring a badge', title: 'Senior Staff Nurse', vacancies: 3 });
    await h.server.database.knex('jobs').where({ id: job.id }).update({ confirmedCount: 2 });
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { vacancies: 1 } })).status).toBe(409);
    const full = await admin.call('PATCH', `jobs/${job.id}`, { body: { vacancies: 2 } });
    expect(full.body).toMatchObject({ vacancies: 2, progress: 'booked' });
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { vacancies: 4 } })).body.progress).toBe('vacant');
  });

  it('refuses fields that are not editable and edits the role may not make', async () => {
    const job = (await post(manager)).body;
    expect((await manager.call('PATCH', `jobs/${job.id}`, { body: { date: dayFrom(h, 9) } })).body.errors[0].field).toBe('date');
    expect((await manager.call('PATCH', `jobs/${job.id}`, { body: { confirmedCount: 3 } })).status).toBe(400);
    const cancel = await manager.call('PATCH', `jobs/${job.id}`, { body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason } });
    expect(cancel.status).toBe(403);
  });

  it('cancels only with an active reason of the trust, and never reopens', async () => {
    const job = (await post(admin)).body;
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { status: 'CANCELLED' } })).body.errors[0].field).toBe('cancellationReasonId');
    const cancelled = await admin.call('PATCH', `jobs/${job.id}`, { body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason } });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancellationReasonId: p.cancelReason });
    expect(cancelled.body.cancelledAt).toBeTruthy();
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { status: 'APPROVED' } })).status).toBe(409);
    expect(await h.server.database.knex('scheduled_tasks').where({ key: `job:${job.id}:ended`, status: 'pending' })).toEqual([]);
  });

  it('takes only the progress steps a person may take, with the right permission', async () => {
    const job = (await post(admin)).body;
    const step = (s: Session, progress: string, role?: number) => s.call('PATCH', `jobs/${job.id}`, { role, body: { progress } });
    expect((await step(admin, 'booked')).body.message).toMatch(/taken by the system/);
    expect((await step(admin, 'approved')).status).toBe(409);
    await h.server.database.knex('jobs').where({ id: job.id }).update({ progress: 'readyForApprove' });
    const rate = await h.signIn('ratemanager@bankshift.test');
    const escalatedOnly = await step(rate, 'approved');
    expect([403, 404]).toContain(escalatedOnly.status);
    expect((await step(manager, 'noLog')).body.progress).toBe('noLog');
    await h.server.database.knex('jobs').where({ id: job.id }).update({ progress: 'readyForApprove' });
    expect((await step(manager, 'approved')).body.progress).toBe('approved');
    expect((await step(manager, 'completed')).body.progress).toBe('completed');
    const audit = await h.server.database.knex('audit_logs').where({ service: 'jobs', recordId: job.id, method: 'patch' }).orderBy('id');
    expect(audit.map((a: any) => a.changes.after.progress).filter(Boolean)).toEqual(['noLog', 'approved', 'completed']);
  });

  it('deletes drafts only', async () => {
    const live = (await post(admin)).body;
    expect((await admin.call('DELETE', `jobs/${live.id}`)).status).toBe(409);
    const draft = (await post(admin, { status: 'DRAFT' })).body;
    expect((await admin.call('DELETE', `jobs/${draft.id}`)).status).toBe(200);
    expect((await admin.call('GET', `jobs/${draft.id}`)).status).toBe(404);
  });
});

describe('who sees which shifts (spec 6)', () => {
  it("keeps each trust's and each care location's shifts to them", async () => {
    const general = (await post(admin)).body;
    const community = (await post(admin, { careLocationId: p.community, departmentId: p.communityWard })).body;
    expect((await manager.call('GET', `jobs/${general.id}`)).status).toBe(200);
    expect((await manager.call('GET', `jobs/${community.id}`)).status).toBe(404);
    expect((await manager.call('PATCH', `jobs/${community.id}`, { body: { comments: 'x' } })).status).toBe(404);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `jobs/${general.id}`)).status).toBe(404);
    expect((await south.call('GET', 'jobs', { query: `id=${general.id}` })).body.total).toBe(0);
    const listed = await manager.call('GET', 'jobs', { query: '$limit=1000' });
    expect(listed.body.data.every((j: any) => j.careLocationId === p.general)).toBe(true);
  });

  it('shows VIEW_NON_PARTICIPANTS_SHIFTS only shifts without participants', async () => {
    const [email] = await addNurses(h, p, 1, 'nonpart');
    const watcher = await grantRole(h, 'nurse16@bankshift.test', ['VIEW_NON_PARTICIPANTS_SHIFTS']);
    const viewer = await h.signIn('nurse16@bankshift.test');
    const empty = (await post(admin)).body;
    const applied = (await post(admin)).body;
    const nurse = await h.signIn(email);
    expect((await nurse.call('POST', 'applications', { body: { jobId: applied.id } })).status).toBe(201);
    const ids = (await viewer.call('GET', 'jobs', { role: watcher, query: '$limit=1000' })).body.data.map((j: any) => j.id);
    expect(ids).toContain(empty.id);
    expect(ids).not.toContain(applied.id);
    const application = (await admin.call('GET', 'applications', { query: `jobId=${applied.id}` })).body.data[0];
    await admin.call('PATCH', `applications/${application.id}`, { body: { status: 'rejected' } });
    const after = (await viewer.call('GET', 'jobs', { role: watcher, query: '$limit=1000' })).body.data.map((j: any) => j.id);
    expect(after).toContain(applied.id);
  });

  it('shows VIEW_RATE_ESCALATED_SHIFTS only intermediate-approved escalations, and drafts only to VIEW_DRAFTED_SHIFTS', async () => {
    const rate = await h.signIn('ratemanager@bankshift.test');
    const plain = (await post(admin)).body;
    const escalated = (await post(admin)).body;
    await h.server.database.knex('jobs').where({ id: escalated.id }).update({ rateEscalationStatus: 'intermediate_approved' });
    const seen = (await rate.call('GET', 'jobs', { query: '$limit=1000' })).body.data.map((j: any) => j.id);
    expect(seen).toContain(escalated.id);
    expect(seen).not.toContain(plain.id);
    const draft = (await post(admin, { status: 'DRAFT' })).body;
    expect((await ops.call('GET', `jobs/${draft.id}`)).status).toBe(404);
    expect((await manager.call('GET', `jobs/${draft.id}`)).status).toBe(200);
  });

  it('filters by every key of the jobs list (spec 2.5)', async () => {
    const skill = await h.server.database.knex('skills').whereNull('trustId').orderBy('id').offset(5).first('id');
    const a = (await post(admin, { grade: { from: '3', to: '4' }, tier: 2, urgent: true, jobSkills: [{ skillId: skill.id }] }, 20)).body;
    const b = (await post(admin, { grade: { from: '7', to: '8a' }, autofill: 2 }, 21)).body;
    const ids = async (query: string) => (await admin.call('GET', 'jobs', { query: `${query}&$limit=1000` })).body.data.map((j: any) => j.id);
    expect(await ids('grade=4')).toContain(a.id);
    expect(await ids('grade=4')).not.toContain(b.id);
    expect(await ids('bandFrom=8a')).toEqual([b.id]);
    expect(await ids('bandTo=3&bandFrom=2')).toContain(a.id);
    expect(await ids(`skillId=${skill.id}`)).toEqual([a.id]);
    expect(await ids('tier[$in]=2')).toContain(a.id);
    expect(await ids('fulfilment=Autofill')).toContain(b.id);
    expect(await ids(`date[$gte]=${dayFrom(h, 21)}&date[$lte]=${dayFrom(h, 21)}`)).toEqual([b.id]);
    expect(await ids(`departmentId[$in]=${p.generalWard}&date=${dayFrom(h, 20)}`)).toEqual([a.id]);
    expect(await ids('progress[$in]=noLog&progress[$in]=readyForApprove&progress[$in]=approved&date[$gte]=' + dayFrom(h, 20))).toEqual([]);
    expect(await ids('rateEscalationStatus=noUplift&date[$gte]=' + dayFrom(h, 20))).toEqual([a.id, b.id]);
    expect((await admin.call('GET', 'jobs', { query: 'grade=12' })).status).toBe(400);
    expect((await admin.call('GET', 'jobs', { query: 'skillId=abc' })).status).toBe(400);
  });
});
