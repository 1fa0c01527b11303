/**
 * Shift plans (issue 14; spec 3, 4): a week's planned shifts saved as a planner template, turned into shifts, or both;
 * the conversion is one transaction, every refusal named at its row, a named nurse booked as an offer is checked and
 * by band; a saved template applied to another week.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, weekdayOf } from '../../domain/time';
import type { PlannedShift } from '../../domain/shiftPlan';
import { SUPERVISION_LEVELS } from '../../domain/skills';
import { startHarness, type Harness, type Session } from './harness';
import { addMember, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let manager: Session;
let admin: Session;
let jobTitleTypeId: number;
const nurse: Record<'band5' | 'band7' | 'noBand', number> = { band5: 0, band7: 0, noBand: 0 };

/** The Monday `weeks` weeks after this one. */
const monday = (weeks: number) => {
  const today = localDate(h.server.app.get('clock').now());
  return addDays(today, ((8 - weekdayOf(today)) % 7 || 7) + 7 * (weeks - 1));
};

async function addNurse(handle: string, band: string | null) {
  const db = h.server.database.knex;
  const { userId, id } = await addMember(h, p, `plan-${handle}`);
  if (band)
    await db('user_roles')
      .where({ id })
      .update({ bandTypeId: (await db('band_types').where({ number: band }).first('id')).id });
  return userId;
}

const row = (overrides: Partial<PlannedShift> = {}): PlannedShift => ({
  careLocationId: p.general,
  departmentId: p.generalWard,
  shift: 'Long day',
  shiftTime: { start: '07:30', end: '19:30' },
  dayOfWeek: 0,
  jobPostData: { jobTitleTypeId, band: { from: '5', to: '6' }, skills: [], vacancies: 1, fulfilment: 'Manual' },
  ...overrides,
});

const plan = (s: Session, body: Record<string, unknown>) =>
  s.call('POST', 'shiftplans', { body: { careLocationId: p.general, weekStart: monday(2), ...body } });
const count = async (table: string) => Number((await h.server.database.knex(table).count({ n: '*' }))[0].n);
const counts = async () => ({
  jobs: await count('jobs'),
  plans: await count('shiftplans'),
  templates: await count('planner_templates'),
  applications: await count('applications'),
});

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  manager = await h.signIn('shiftmanager@bankshift.test');
  admin = await h.signIn('trustadmin@bankshift.test');
  jobTitleTypeId = (
    await h.server.database.knex('job_title_types').where({ trustId: p.northfield, name: 'Staff Nurse' }).first('id')
  ).id;
  nurse.band5 = await addNurse('band5', '5');
  nurse.band7 = await addNurse('band7', '7');
  nurse.noBand = await addNurse('noband', null);
});
afterAll(() => h?.close());

describe('a shift plan', () => {
  it('becomes shifts at once, named after their role and area, its named nurse confirmed', async () => {
    const rows = [
      row(),
      row({ dayOfWeek: 2, personId: nurse.band5 }),
      row({ dayOfWeek: 6, shift: 'Night', shiftTime: { start: '19:30', end: '07:30' } }),
    ];
    const made = await plan(manager, { rows, createShifts: true });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      careLocationId: p.general,
      weekStart: monday(2),
      shiftCount: 3,
      bookedCount: 1,
      plannerTemplateId: null,
      createdBy: manager.account.id,
    });
    const jobs = await h.server.database.knex('jobs').where({ shiftPlanId: made.body.id }).orderBy('date');
    expect(jobs.map((j) => j.date)).toEqual([monday(2), addDays(monday(2), 2), addDays(monday(2), 6)]);
    expect(jobs.map((j) => j.shift)).toEqual(['Day', 'Day', 'Night']);
    expect(jobs[0].title).toMatch(/^Staff Nurse - /);
    expect(jobs[1]).toMatchObject({ confirmedCount: 1, progress: 'booked' });
    expect(
      await h.server.database.knex('applications').where({ jobId: jobs[1].id }).select('userId', 'status'),
    ).toEqual([{ userId: nurse.band5, status: 'confirmed' }]);
    const told = await h.server.database
      .knex('notifications')
      .where({ userId: nurse.band5, type: 'JOB_CONFIRMED', externalId: String(jobs[1].id) });
    expect(told).toHaveLength(1);
  });

  it('keeps nothing when one named nurse cannot be booked, naming every such row and why', async () => {
    const before = await counts();
    const rows = [
      row({ personId: nurse.band5 }),
      row({ dayOfWeek: 1, personId: nurse.band7 }),
      row({ dayOfWeek: 3, personId: nurse.noBand }),
      row({ dayOfWeek: 4, personId: 999_999 }),
      // The same nurse twice at once: the second booking overlaps the first.
      row({ dayOfWeek: 0, personId: nurse.band5 }),
    ];
    const refused = await plan(manager, {
      weekStart: monday(3),
      rows,
      createShifts: true,
      saveAsTemplate: true,
      templateName: 'Never saved',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'rows.1.personId', message: "This nurse's band 7 is outside the shift's bands 5 to 6" },
      {
        field: 'rows.2.personId',
        message: 'This nurse has no band on record: give them one before booking them by name',
      },
      { field: 'rows.3.personId', message: 'is not a nurse of this trust who may work at this care location' },
      {
        field: 'rows.4.personId',
        message: expect.stringMatching(/^This nurse is already booked on an overlapping shift/),
      },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('names a nurse only for a role that confirms applicants: naming books them', async () => {
    const db = h.server.database.knex;
    const role = await db('trust_roles')
      .where({ trustId: p.northfield, roleType: 'SHIFT-MANAGER', isDefault: true })
      .first();
    await db('trust_roles')
      .where({ id: role.id })
      .update({ permissions: JSON.stringify(role.permissions.filter((x: string) => x !== 'CONFIRM_APPLICANTS')) });
    try {
      const before = await counts();
      const refused = await plan(manager, {
        weekStart: monday(5),
        rows: [row({ personId: nurse.band5 })],
        createShifts: true,
      });
      expect(refused).toMatchObject({ status: 403, body: { data: { missingPermissions: ['CONFIRM_APPLICANTS'] } } });
      expect(await counts()).toEqual(before);
      // Without a name the same role plans the week, and saves it as a template (named nurses are never kept there).
      expect((await plan(manager, { weekStart: monday(5), rows: [row()], createShifts: true })).status).toBe(201);
      expect(
        (
          await plan(manager, {
            rows: [row({ personId: nurse.band5 })],
            saveAsTemplate: true,
            templateName: 'No names kept',
          })
        ).status,
      ).toBe(201);
    } finally {
      await db('trust_roles')
        .where({ id: role.id })
        .update({ permissions: JSON.stringify(role.permissions) });
    }
  });

  it("names each row the shifts' own rules refuse, before anything is written", async () => {
    const before = await counts();
    const lastWeek = addDays(monday(1), -14);
    const refused = await plan(manager, {
      weekStart: lastWeek,
      rows: [row(), row({ jobPostData: { ...row().jobPostData, vacancies: 0 } })],
      createShifts: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'rows.0.date',
      'rows.1.date',
      'rows.1.vacancies',
    ]);
    const shapes = await plan(manager, {
      rows: [row({ dayOfWeek: 7 }), { ...row(), colour: 'red' }],
      createShifts: true,
    });
    expect(shapes.body.errors).toEqual([
      { field: 'rows.0.dayOfWeek', message: 'must be 0 (Monday) to 6 (Sunday)' },
      { field: 'rows.1.colour', message: 'is not part of a planned shift' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('asks for a Monday, its own care location in every row, and at least one of the two flags', async () => {
    expect((await plan(manager, { rows: [row()] })).body.errors[0]).toEqual({
      field: 'createShifts',
      message: 'Choose to save the plan as a template, to create its shifts, or both',
    });
    expect(
      (await plan(manager, { weekStart: addDays(monday(2), 1), rows: [row()], createShifts: true })).body.errors[0]
        .field,
    ).toBe('weekStart');
    expect(
      (await plan(manager, { rows: [row({ careLocationId: p.community })], createShifts: true })).body.errors[0].field,
    ).toBe('rows.0.careLocationId');
    expect((await plan(manager, { rows: [row()], saveAsTemplate: true })).body.errors[0].field).toBe('templateName');
    expect((await plan(manager, { rows: [], createShifts: true })).body.errors[0].field).toBe('rows');
    // The shift manager's role covers Northfield General only.
    const elsewhere = await plan(manager, {
      careLocationId: p.community,
      rows: [row({ careLocationId: p.community, departmentId: p.communityWard })],
      createShifts: true,
    });
    expect(elsewhere.status).toBe(403);
  });

  it('is saved as a planner template without its named nurses, which then plans another week', async () => {
    const saved = await plan(admin, {
      rows: [row({ personId: nurse.band5 }), row({ dayOfWeek: 5 })],
      saveAsTemplate: true,
      templateName: 'General ward week',
    });
    expect(saved.body).toMatchObject({ shiftCount: 0, bookedCount: 0, plannerTemplateId: expect.any(Number) });
    const template = await admin.call('GET', `planner-templates/${saved.body.plannerTemplateId}`);
    expect(template.body).toMatchObject({
      name: 'General ward week',
      careLocationId: p.general,
      planner: { departmentIds: [p.generalWard] },
    });
    expect(template.body.jobs).toHaveLength(2);
    expect(template.body.jobs[0].personId).toBeUndefined();
    expect(await h.server.database.knex('jobs').where({ shiftPlanId: saved.body.id })).toEqual([]);
    // Applied to the week after next, and saved under the same name again: refused, nothing kept.
    const again = await plan(admin, {
      weekStart: monday(4),
      rows: template.body.jobs,
      saveAsTemplate: true,
      templateName: 'General ward week',
      createShifts: true,
    });
    expect(again.status).toBe(409);
    const applied = await plan(admin, { weekStart: monday(4), rows: template.body.jobs, createShifts: true });
    expect(applied.body.shiftCount).toBe(2);
    expect((await h.server.database.knex('jobs').where({ shiftPlanId: applied.body.id }).pluck('date')).sort()).toEqual(
      [monday(4), addDays(monday(4), 5)],
    );
  });

  it('posts its largest week (1,000 shifts) in its order, each shift with its skills, audited and its end scheduled', async () => {
    const db = h.server.database.knex;
    const skillId = (
      await db('skills').where({ trustId: p.northfield }).orWhereNull('trustId').orderBy('id').first('id')
    ).id;
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row({
        dayOfWeek: i % 7,
        jobPostData: {
          ...row().jobPostData,
          vacancies: (i % 9) + 1,
          skills:
            i % 250 === 0
              ? [
                  {
                    skillId,
                    requirement: 'mandatory',
                    level: SUPERVISION_LEVELS[0],
                    learningOpportunity: false,
                    from: 'added',
                    selected: true,
                  },
                ]
              : [],
        },
      }),
    );
    const made = await plan(admin, { weekStart: monday(5), rows, createShifts: true });
    expect(made.status).toBe(201);
    const jobs = await db('jobs').where({ shiftPlanId: made.body.id }).orderBy('id').select('id', 'date', 'vacancies');
    expect(jobs.map((j) => [j.date, j.vacancies])).toEqual(
      rows.map((r) => [addDays(monday(5), r.dayOfWeek), r.jobPostData.vacancies]),
    );
    const ids = jobs.map((j) => j.id);
    expect(await db('job_skills').whereIn('jobId', ids).orderBy('jobId').pluck('jobId')).toEqual(
      [0, 250, 500, 750].map((i) => ids[i]),
    );
    expect(
      Number(
        (
          await db('audit_logs').where({ service: 'jobs', method: 'create' }).whereIn('recordId', ids).count({ n: '*' })
        )[0].n,
      ),
    ).toBe(1000);
    expect(
      Number(
        (
          await db('scheduled_tasks')
            .whereIn(
              'key',
              ids.map((id) => `job:${id}:ended`),
            )
            .count({ n: '*' })
        )[0].n,
      ),
    ).toBe(1000);
  });

  it("refuses a template's planned shifts of the wrong shape", async () => {
    const bad = await admin.call('POST', 'planner-templates', {
      body: {
        trustId: p.northfield,
        careLocationId: p.general,
        name: 'Bad shape',
        jobs: [{ ...row(), dayOfWeek: 'Monday' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({
      field: 'jobs',
      message: 'jobs.0.dayOfWeek: must be 0 (Monday) to 6 (Sunday)',
    });
  });
});
