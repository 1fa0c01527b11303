/** Posting, editing, cancelling and moving shifts, and who sees which (spec 3, 4, 6; issue 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STEPS, type Progress } from '../../domain/shifts';
import { startHarness, type Harness, type Session } from './harness';
import {
  addNurses,
  advanceTo,
  dayFrom,
  grantRole,
  HOUR,
  placesOf,
  shiftPayload,
  weekdayFrom,
  type Places,
} from './shiftFixtures';

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
    // On a weekday that is not a bank holiday: no card pays those hours, so the posted default is the rate.
    const res = await post(manager, { date: weekdayFrom(h, 5) });
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
      [
        [skills[0], 'recommended', false],
        [skills[1], 'recommended', true],
      ].sort(),
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
      [{ shiftTime: { start: '08:00', end: '08:00' } }, 'shiftTime'],
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

  it("refuses an area that is not a department of the shift's care location (a reference scoped by it)", async () => {
    const res = await post(admin, { careLocationId: p.general, departmentId: p.communityWard });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'departmentId', message: 'is not a department of the chosen care location' }] },
    });
  });

  it('makes a draft for a role that may only draft, which a poster publishes', async () => {
    const drafter = await grantRole(
      h,
      'nurse15@bankshift.test',
      ['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS'],
      'SHIFT-MANAGER',
    );
    const clerk = await h.signIn('nurse15@bankshift.test');
    const draft = await post(clerk, {}, 5, drafter);
    expect(draft).toMatchObject({ status: 201, body: { status: 'DRAFT' } });
    expect(
      (await clerk.call('PATCH', `jobs/${draft.body.id}`, { role: drafter, body: { status: 'APPROVED' } })).status,
    ).toBe(403);
    expect(
      (await clerk.call('PATCH', `jobs/${draft.body.id}`, { role: drafter, body: { comments: 'Handover at 07:15' } }))
        .body.comments,
    ).toBe('Handover at 07:15');
    const published = await admin.call('PATCH', `jobs/${draft.body.id}`, { body: { status: 'APPROVED' } });
    expect(published).toMatchObject({ status: 200, body: { status: 'APPROVED' } });
    const tasks = await h.server.database.knex('scheduled_tasks').where({ key: `job:${draft.body.id}:ended` });
    expect(tasks).toHaveLength(1);
  });

  it('drafts for a role holding DRAFT_A_SHIFT even when it may post too, as its button says (Draft a Shift)', async () => {
    const both = await grantRole(
      h,
      'nurse16@bankshift.test',
      ['POST_A_SHIFT', 'DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS', 'VIEW_UNFILLED_SHIFTS'],
      'SHIFT-MANAGER',
    );
    const lead = await h.signIn('nurse16@bankshift.test');
    const draft = await post(lead, {}, 5, both);
    expect(draft).toMatchObject({ status: 201, body: { status: 'DRAFT' } });
    // It may publish it itself.
    expect(
      (await lead.call('PATCH', `jobs/${draft.body.id}`, { role: both, body: { status: 'APPROVED' } })).body.status,
    ).toBe('APPROVED');
    // The trust admin and the super admin post.
    expect((await post(admin)).body.status).toBe('APPROVED');
  });

  it('needs the feature and a posting permission', async () => {
    const rate = await h.signIn('ratemanager@bankshift.test');
    expect((await post(rate)).body).toMatchObject({
      code: 403,
      data: { missingPermissions: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'] },
    });
    const features = h.server.database.knex('feature_lists').where({ trustId: p.northfield });
    const before = (await features.clone().first()).features as string[];
    const count = async () => Number((await h.server.database.knex('jobs').count({ n: '*' }))[0].n);
    const jobs = await count();
    await features
      .clone()
      .update({ features: JSON.stringify(before.filter((f) => f !== 'Post a shift and post similar')) });
    try {
      const refused = await post(admin);
      expect(refused.status).toBe(403);
      expect(refused.body.data).toMatchObject({
        missingPermissions: [],
        missingFeatures: ['Post a shift and post similar'],
      });
      expect(await count()).toBe(jobs);
    } finally {
      await features.clone().update({ features: JSON.stringify(before) });
    }
    expect((await post(admin)).status).toBe(201);
  });
});

describe('changing a shift', () => {
  it('edits comments, title and vacancies, never below the confirmed count', async () => {
    const job = (await post(admin, { vacancies: 2 })).body;
    const res = await admin.call('PATCH', `jobs/${job.id}`, {
      body: { comments: 'Bring a badge', title: 'Senior Staff Nurse', vacancies: 3 },
    });
    expect(res.body).toMatchObject({ comments: 'Bring a badge', title: 'Senior Staff Nurse', vacancies: 3 });
    await h.server.database.knex('jobs').where({ id: job.id }).update({ confirmedCount: 2 });
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { vacancies: 1 } })).status).toBe(409);
    const full = await admin.call('PATCH', `jobs/${job.id}`, { body: { vacancies: 2 } });
    expect(full.body).toMatchObject({ vacancies: 2, progress: 'booked' });
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { vacancies: 4 } })).body.progress).toBe('vacant');
  });

  it('refuses fields that are not editable and edits the role may not make', async () => {
    const job = (await post(manager)).body;
    expect(
      (await manager.call('PATCH', `jobs/${job.id}`, { body: { date: dayFrom(h, 9) } })).body.errors[0].field,
    ).toBe('date');
    expect((await manager.call('PATCH', `jobs/${job.id}`, { body: { confirmedCount: 3 } })).status).toBe(400);
    const cancel = await manager.call('PATCH', `jobs/${job.id}`, {
      body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason },
    });
    expect(cancel.status).toBe(403);
  });

  it('cancels only with an active reason of the trust, and never reopens', async () => {
    const job = (await post(admin)).body;
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { status: 'CANCELLED' } })).body.errors[0].field).toBe(
      'cancellationReasonId',
    );
    const cancelled = await admin.call('PATCH', `jobs/${job.id}`, {
      body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason },
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancellationReasonId: p.cancelReason });
    expect(cancelled.body.cancelledAt).toBeTruthy();
    expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { status: 'APPROVED' } })).status).toBe(409);
    expect(
      await h.server.database.knex('scheduled_tasks').where({ key: `job:${job.id}:ended`, status: 'pending' }),
    ).toEqual([]);
  });

  it('takes a persona or template id only when it names one, and keeps the one a shift names', async () => {
    const job = (await post(admin)).body;
    for (const field of ['personaId', 'jobTemplateId']) {
      const patched = await admin.call('PATCH', `jobs/${job.id}`, { body: { [field]: 4242 } });
      expect(patched.status, field).toBe(400);
      expect(patched.body.errors[0]).toMatchObject({
        field,
        message: expect.stringMatching(/^no (staff persona|job template) with id 4242$/),
      });
      expect((await admin.call('PATCH', `jobs/${job.id}`, { body: { [field]: null } })).status).toBe(200);
    }
    const template = await admin.call('POST', 'jobtemplates', {
      body: { trustId: p.northfield, name: 'Named by a shift', description: 'Kept' },
    });
    expect(template.status).toBe(201);
    expect(
      (await admin.call('PATCH', `jobs/${job.id}`, { body: { jobTemplateId: template.body.id } })).body.jobTemplateId,
    ).toBe(template.body.id);
    expect(await admin.call('DELETE', `jobtemplates/${template.body.id}`)).toMatchObject({
      status: 409,
      body: { message: 'This record is still used by other records: remove or change those first' },
    });
  });

  it('keeps a cancelled or finished shift as it is: its fields and its skills', async () => {
    const db = h.server.database.knex;
    const [skill, other] = await db('skills').whereNull('trustId').orderBy('id').limit(2).pluck('id');
    for (const end of ['cancelled', 'approved', 'completed'] as const) {
      const job = (await post(admin, { jobSkills: [{ skillId: skill }] })).body;
      if (end === 'cancelled') {
        const cancel = { status: 'CANCELLED', cancellationReasonId: p.cancelReason };
        expect((await admin.call('PATCH', `jobs/${job.id}`, { body: cancel })).status).toBe(200);
        // The same cancellation sent again changes nothing: it is no edit.
        expect((await admin.call('PATCH', `jobs/${job.id}`, { body: cancel })).status).toBe(200);
      } else {
        // The API reaches these steps only once the shift is over; the rule does not depend on the clock.
        await db('jobs').where({ id: job.id }).update({ progress: end });
      }
      const message = `This shift is ${end}: it can no longer be changed`;
      for (const body of [{ title: 'Renamed' }, { comments: 'Late note' }, { vacancies: 3 }]) {
        expect(await admin.call('PATCH', `jobs/${job.id}`, { body }), `${end} ${JSON.stringify(body)}`).toMatchObject({
          status: 409,
          body: { message },
        });
      }
      const skillId = job.skills[0].id;
      expect(await admin.call('POST', 'job-skills', { body: { jobId: job.id, skillId: other } })).toMatchObject({
        status: 409,
        body: { message },
      });
      expect(
        await admin.call('PATCH', `job-skills/${skillId}`, { body: { requirement: 'recommended' } }),
      ).toMatchObject({ status: 409, body: { message } });
      expect(await admin.call('DELETE', `job-skills/${skillId}`)).toMatchObject({ status: 409, body: { message } });
      expect(await db('jobs').where({ id: job.id }).first('title', 'comments', 'vacancies')).toEqual({
        title: job.title,
        comments: null,
        vacancies: 1,
      });
      expect(await db('job_skills').where({ jobId: job.id }).select('skillId', 'requirement')).toEqual([
        { skillId: skill, requirement: 'mandatory' },
      ]);
    }
  });

  it('deletes a draft, never cancels it (a draft was never published)', async () => {
    const draft = (await post(admin, { status: 'DRAFT' })).body;
    const cancel = await admin.call('PATCH', `jobs/${draft.id}`, {
      body: { status: 'CANCELLED', cancellationReasonId: p.cancelReason },
    });
    expect(cancel).toMatchObject({
      status: 409,
      body: { message: 'A draft is not published: delete it instead of cancelling it' },
    });
    expect(
      await h.server.database.knex('jobs').where({ id: draft.id }).first('status', 'cancellationReasonId'),
    ).toEqual({ status: 'DRAFT', cancellationReasonId: null });
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
    const ids = (await viewer.call('GET', 'jobs', { role: watcher, query: '$limit=1000' })).body.data.map(
      (j: any) => j.id,
    );
    expect(ids).toContain(empty.id);
    expect(ids).not.toContain(applied.id);
    const application = (await admin.call('GET', 'applications', { query: `jobId=${applied.id}` })).body.data[0];
    await admin.call('PATCH', `applications/${application.id}`, { body: { status: 'rejected' } });
    const after = (await viewer.call('GET', 'jobs', { role: watcher, query: '$limit=1000' })).body.data.map(
      (j: any) => j.id,
    );
    expect(after).toContain(applied.id);
  });

  it('shows VIEW_RATE_ESCALATED_SHIFTS intermediate-approved escalations with no application or a refused one, and drafts only to VIEW_DRAFTED_SHIFTS', async () => {
    // A role holding that one view (the demo rate manager also sees the shifts still to fill).
    const escalations = await grantRole(h, 'nurse17@bankshift.test', ['VIEW_RATE_ESCALATED_SHIFTS'], 'RATE-MANAGER');
    const viewer = await h.signIn('nurse17@bankshift.test');
    const rate = {
      call: (method: string, path: string, opts: { query?: string } = {}) =>
        viewer.call(method, path, { ...opts, role: escalations }),
    };
    const plain = (await post(admin)).body;
    const escalated = (await post(admin)).body;
    const applied = (await post(admin)).body;
    const bookedAndRefused = (await post(admin, { vacancies: 2 })).body;
    const withdrawn = (await post(admin)).body;
    await h.server.database
      .knex('jobs')
      .whereIn('id', [escalated.id, applied.id, bookedAndRefused.id, withdrawn.id])
      .update({ rateEscalationStatus: 'intermediate_approved' });
    const [one, two] = await Promise.all((await addNurses(h, p, 2, 'escalated')).map((e) => h.signIn(e)));
    const apply = async (nurse: Session, jobId: number) =>
      (await nurse.call('POST', 'applications', { body: { jobId } })).body;
    const decide = async (s: Session, id: number, status: string) =>
      expect((await s.call('PATCH', `applications/${id}`, { body: { status } })).status, status).toBe(200);
    const application = await apply(one, applied.id);
    await decide(admin, (await apply(one, bookedAndRefused.id)).id, 'confirmed');
    await decide(admin, (await apply(two, bookedAndRefused.id)).id, 'rejected');
    await decide(one, (await apply(one, withdrawn.id)).id, 'withdrawn');
    const seen = async () => (await rate.call('GET', 'jobs', { query: '$limit=1000' })).body.data.map((j: any) => j.id);
    expect(await seen()).toContain(escalated.id);
    expect(await seen()).not.toContain(plain.id);
    // The spec's words: "an active rejected ... application" shows a shift whatever else it has; a withdrawn one is
    // an application, and not a refused one.
    expect(await seen()).toContain(bookedAndRefused.id);
    expect(await seen()).not.toContain(withdrawn.id);
    // An applicant participates: the shift leaves this view, and comes back once the application is rejected.
    expect(await seen()).not.toContain(applied.id);
    expect((await rate.call('GET', `jobs/${applied.id}`)).status).toBe(404);
    await admin.call('PATCH', `applications/${application.id}`, { body: { status: 'rejected' } });
    expect(await seen()).toContain(applied.id);
    const draft = (await post(admin, { status: 'DRAFT' })).body;
    expect((await ops.call('GET', `jobs/${draft.id}`)).status).toBe(404);
    expect((await manager.call('GET', `jobs/${draft.id}`)).status).toBe(200);
  });

  it('filters by every key of the jobs list (spec 2.5)', async () => {
    const skill = await h.server.database.knex('skills').whereNull('trustId').orderBy('id').offset(5).first('id');
    const a = (
      await post(
        admin,
        { grade: { from: '3', to: '4' }, tier: 2, urgent: true, jobSkills: [{ skillId: skill.id }] },
        20,
      )
    ).body;
    const b = (await post(admin, { grade: { from: '7', to: '8a' }, autofill: 2 }, 21)).body;
    const ids = async (query: string) =>
      (await admin.call('GET', 'jobs', { query: `${query}&$limit=1000` })).body.data.map((j: any) => j.id);
    expect(await ids('grade=4')).toContain(a.id);
    expect(await ids('grade=4')).not.toContain(b.id);
    expect(await ids('bandFrom=8a')).toEqual([b.id]);
    expect(await ids('bandTo=3&bandFrom=2')).toContain(a.id);
    expect(await ids(`skillId=${skill.id}`)).toEqual([a.id]);
    expect(await ids('tier[$in]=2')).toContain(a.id);
    expect(await ids('fulfilment=Autofill')).toContain(b.id);
    expect(await ids(`date[$gte]=${dayFrom(h, 21)}&date[$lte]=${dayFrom(h, 21)}`)).toEqual([b.id]);
    expect(await ids(`departmentId[$in]=${p.generalWard}&date=${dayFrom(h, 20)}`)).toEqual([a.id]);
    expect(
      await ids(
        'progress[$in]=noLog&progress[$in]=readyForApprove&progress[$in]=approved&date[$gte]=' + dayFrom(h, 20),
      ),
    ).toEqual([]);
    expect(await ids('rateEscalationStatus=noUplift&date[$gte]=' + dayFrom(h, 20))).toEqual([a.id, b.id]);
    expect((await admin.call('GET', 'jobs', { query: 'grade=12' })).status).toBe(400);
    expect((await admin.call('GET', 'jobs', { query: 'skillId=abc' })).status).toBe(400);
  });
});

describe('shift progress (spec 4): every step, by whom', () => {
  type Job = Record<string, any>;
  const db = () => h.server.database.knex;
  const progressOf = async (id: number): Promise<Progress> => (await db()('jobs').where({ id }).first()).progress;
  const progressAudit = (id: number) =>
    db()('audit_logs')
      .where({ service: 'jobs', method: 'patch', recordId: id })
      .orderBy('id')
      .then((rows: any[]) =>
        rows
          .filter((a) => a.changes.after.progress)
          .map((a) => `${a.changes.before.progress}->${a.changes.after.progress}`),
      );
  let batch = 0;

  /** A shift of tomorrow (07:30-19:30) with `booked` of its `vacancies` places confirmed, and those nurses. */
  async function shiftWith(vacancies: number, booked: number) {
    const job: Job = (await post(admin, { vacancies }, 1)).body;
    const nurses: Session[] = [];
    for (const email of await addNurses(h, p, booked, `steps${++batch}n`)) {
      const nurse = await h.signIn(email);
      const application = (await nurse.call('POST', 'applications', { body: { jobId: job.id } })).body;
      expect(
        (await admin.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } })).status,
      ).toBe(200);
      nurses.push(nurse);
    }
    return { job, nurses };
  }
  const until = (instant: string, ms: number) => advanceTo(h, instant, ms);
  const logTime = (nurse: Session, job: Job) =>
    nurse.call('POST', 'time-records', { body: { jobId: job.id, startedAt: job.startsAt, endedAt: job.endsAt } });
  const step = (s: Session, job: Job, progress: string, role?: number) =>
    s.call('PATCH', `jobs/${job.id}`, { role, body: { progress } });
  /** A shift whose one nurse's time is in: ready for approval. */
  async function readyShift() {
    const { job, nurses } = await shiftWith(1, 1);
    await until(job.endsAt, 60_000);
    expect((await logTime(nurses[0], job)).status).toBe(201);
    expect(await progressOf(job.id)).toBe('readyForApprove');
    return job;
  }

  /** Each step taken the way it happens: by the system's own work, or by a manager who approves timesheets. */
  const TAKE: Record<string, () => Promise<Job>> = {
    'vacant->booked': async () => {
      const { job } = await shiftWith(1, 0);
      const nurse = await h.signIn((await addNurses(h, p, 1, `steps${++batch}n`))[0]);
      const application = (await nurse.call('POST', 'applications', { body: { jobId: job.id } })).body;
      await manager.call('PATCH', `applications/${application.id}`, { body: { status: 'confirmed' } });
      return job;
    },
    'booked->vacant': async () => {
      const { job, nurses } = await shiftWith(1, 1);
      const [mine] = (await nurses[0].call('GET', 'applications', { query: `jobId=${job.id}` })).body.data;
      expect((await nurses[0].call('PATCH', `applications/${mine.id}`, { body: { status: 'withdrawn' } })).status).toBe(
        200,
      );
      return job;
    },
    'booked->noLog': async () => {
      const { job } = await shiftWith(1, 1);
      await until(job.endsAt, 60_000);
      return job;
    },
    'vacant->noLog': async () => {
      const { job } = await shiftWith(2, 1);
      await until(job.endsAt, 60_000);
      return job;
    },
    'booked->readyForApprove': async () => {
      const { job, nurses } = await shiftWith(1, 1);
      await until(job.startsAt, HOUR);
      expect((await logTime(nurses[0], job)).status).toBe(201);
      return job;
    },
    'vacant->readyForApprove': async () => {
      const { job, nurses } = await shiftWith(2, 1);
      await until(job.startsAt, HOUR);
      expect((await logTime(nurses[0], job)).status).toBe(201);
      return job;
    },
    'noLog->readyForApprove': async () => {
      const { job, nurses } = await shiftWith(1, 1);
      await until(job.endsAt, 60_000);
      expect(await progressOf(job.id)).toBe('noLog');
      expect((await logTime(nurses[0], job)).status).toBe(201);
      return job;
    },
    'readyForApprove->approved': async () => {
      const job = await readyShift();
      expect((await step(manager, job, 'approved')).status).toBe(200);
      return job;
    },
    'readyForApprove->noLog': async () => {
      const job = await readyShift();
      expect((await step(manager, job, 'noLog')).status).toBe(200);
      return job;
    },
    'approved->completed': async () => {
      const job = await readyShift();
      expect((await step(manager, job, 'approved')).status).toBe(200);
      expect((await step(manager, job, 'completed')).status).toBe(200);
      return job;
    },
  };

  it('has a way to take every step of PROGRESS_STEPS, and nothing else', () => {
    expect(Object.keys(TAKE).sort()).toEqual(PROGRESS_STEPS.map((s) => `${s.from}->${s.to}`).sort());
  });

  for (const { from, to, by } of PROGRESS_STEPS) {
    it(`takes ${from} -> ${to} (${by === 'system' ? 'by the system' : `with ${by}`}), and audits it`, async () => {
      const job = await TAKE[`${from}->${to}`]();
      expect(await progressOf(job.id)).toBe(to);
      expect(await progressAudit(job.id)).toContain(`${from}->${to}`);
    });
  }

  it('refuses each step of the system to a person, even one holding every permission', async () => {
    for (const { from, to } of PROGRESS_STEPS.filter((s) => s.by === 'system')) {
      const job: Job = (await post(admin, {}, 3)).body;
      await db()('jobs').where({ id: job.id }).update({ progress: from });
      const res = await step(admin, job, to);
      expect(res.status, `${from} -> ${to}`).toBe(403);
      expect(res.body.message).toBe(`The step from ${from} to ${to} is taken by the system`);
      expect(await progressOf(job.id)).toBe(from);
      expect(await progressAudit(job.id)).toEqual([]);
    }
  });

  it("refuses each person's step to a role that sees the shift and may edit it but lacks the step's permission", async () => {
    const [email] = await addNurses(h, p, 1, 'editor');
    const editorRole = await grantRole(h, email, ['VIEW_UNFILLED_SHIFTS', 'EDIT_SHIFTS']);
    const editor = await h.signIn(email);
    for (const { from, to, by } of PROGRESS_STEPS.filter((s) => s.by !== 'system')) {
      const job: Job = (await post(admin, {}, 3)).body;
      // It sees the shift and may change it (while it is not finished)...
      expect(
        (await editor.call('PATCH', `jobs/${job.id}`, { role: editorRole, body: { comments: `${from} to ${to}` } }))
          .status,
      ).toBe(200);
      await db()('jobs').where({ id: job.id }).update({ progress: from });
      expect((await editor.call('GET', `jobs/${job.id}`, { role: editorRole })).status).toBe(200);
      // ...but not move it on: the progress rule itself answers, naming the step's permission.
      const res = await step(editor, job, to, editorRole);
      expect(res.status, `${from} -> ${to}`).toBe(403);
      expect(res.body.data.missingPermissions).toEqual([by]);
      expect(await progressOf(job.id)).toBe(from);
      expect(await progressAudit(job.id)).toEqual([]);
    }
  });

  it('refuses what is not a step, and steps of a shift that is not published', async () => {
    const job: Job = (await post(admin, {}, 3)).body;
    expect((await step(admin, job, 'completed')).status).toBe(409);
    expect((await step(admin, job, 'sideways')).status).toBe(409);
    const draft: Job = (await post(admin, { status: 'DRAFT' }, 3)).body;
    await db()('jobs').where({ id: draft.id }).update({ progress: 'readyForApprove' });
    expect((await step(manager, draft, 'approved')).body.message).toBe('Only a published shift moves on');
  });
});
