/** GET /api/v3/trust-statistics/{trustId}: a trust at a glance, for its own admins and the super admin only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { dayFrom } from './shiftFixtures';

let h: Harness;
let northfield: number;
let southgate: number;
const db = () => h.server.database.knex;

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  northfield = (await db()('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
  southgate = (await db()('trusts').where({ name: 'Southgate NHS Trust' }).first('id')).id;
});
afterAll(() => h?.close());

/** The same figures, worked out in plain code from the trust's rows. */
async function expectedFor(trustId: number) {
  const shifts: any[] = await db()('jobs').where({ trustId });
  const today = dayFrom(h, 0);
  const weekEnd = dayFrom(h, 6);
  const monthPrefix = today.slice(0, 7);
  const live = shifts.filter((s) => s.status === 'APPROVED');
  const inWeek = live.filter((s) => s.date >= today && s.date <= weekEnd);
  const inMonth = shifts.filter((s) => s.date.startsWith(monthPrefix));
  const monthLive = inMonth.filter((s) => s.status === 'APPROVED');
  const sum = (list: any[], f: (s: any) => number) => list.reduce((n, s) => n + f(s), 0);
  return {
    week: {
      vacant: inWeek.filter((s) => s.progress === 'vacant').length,
      openPlaces: sum(
        inWeek.filter((s) => s.progress === 'vacant'),
        (s) => Math.max(s.vacancies - s.confirmedCount, 0),
      ),
      booked: inWeek.filter((s) => s.progress === 'booked').length,
    },
    waiting: {
      readyForApprove: live.filter((s) => s.progress === 'readyForApprove').length,
      noLog: live.filter((s) => s.progress === 'noLog').length,
      drafts: shifts.filter((s) => s.status === 'DRAFT').length,
    },
    month: {
      shifts: inMonth.filter((s) => s.status !== 'CANCELLED').length,
      cancelled: inMonth.filter((s) => s.status === 'CANCELLED').length,
      vacancies: sum(monthLive, (s) => s.vacancies),
      confirmed: sum(monthLive, (s) => s.confirmedCount),
    },
  };
}

describe('trust statistics', () => {
  it("gives a trust admin their trust's people, places and shifts", async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const res = await admin.call('GET', `trust-statistics/${northfield}`);
    expect(res.status).toBe(200);
    const expected = await expectedFor(northfield);
    expect(res.body).toMatchObject({
      trust: { id: northfield, name: 'Northfield NHS Trust', isLive: expect.any(Boolean) },
      people: { nurses: 20 },
      week: { from: dayFrom(h, 0), to: dayFrom(h, 6), ...expected.week },
      waiting: expected.waiting,
      month: expected.month,
    });
    expect(res.body.trust.features).toContain('Post a shift and post similar');
    expect(res.body.people.managers).toBeGreaterThan(0);
    expect(res.body.places.careLocations).toBe(
      Number((await db()('care_locations').where({ trustId: northfield }).count({ n: '*' }))[0].n),
    );
    expect(res.body.month.fillRate).toBeCloseTo(expected.month.confirmed / expected.month.vacancies);
    // The demo data has shifts to look after in every figure.
    for (const figure of [expected.week.vacant, expected.waiting.readyForApprove, expected.month.shifts])
      expect(figure).toBeGreaterThan(0);
  });

  it('counts a shift posted today at once', async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const before = (await admin.call('GET', `trust-statistics/${northfield}`)).body;
    const place = await db()('care_locations').where({ trustId: northfield }).orderBy('id').first('id');
    const ward = await db()('departments').where({ careLocationId: place.id }).orderBy('id').first('id');
    const posted = await admin.call('POST', 'jobs', {
      body: {
        careLocationId: place.id,
        departmentId: ward.id,
        title: 'Statistics check',
        grade: { from: '5', to: '5' },
        vacancies: 3,
        date: dayFrom(h, 2),
        shiftTime: { start: '08:00', end: '16:00' },
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const after = (await admin.call('GET', `trust-statistics/${northfield}`)).body;
    expect(after.week.vacant).toBe(before.week.vacant + 1);
    expect(after.week.openPlaces).toBe(before.week.openPlaces + 3);
  });

  it("keeps other trusts' figures from everyone but the super admin", async () => {
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', `trust-statistics/${northfield}`)).status).toBe(404);
    expect((await south.call('GET', `trust-statistics/${southgate}`)).body.people.nurses).toBe(5);
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    expect((await superAdmin.call('GET', `trust-statistics/${southgate}`)).body.trust.name).toBe('Southgate NHS Trust');
    expect((await superAdmin.call('GET', 'trust-statistics/987654')).status).toBe(404);
    expect((await superAdmin.call('GET', 'trust-statistics/abc')).status).toBe(400);
  });

  it("is the admins' page: a manager's role refused even when it holds VIEW_TRUST_DETAILS", async () => {
    const role = await db()('trust_roles')
      .where({ trustId: northfield, roleType: 'BANK-OFFICER-MANAGER', isDefault: true })
      .first();
    await db()('trust_roles')
      .where({ id: role.id })
      .update({ permissions: JSON.stringify([...role.permissions, 'VIEW_TRUST_DETAILS']) });
    try {
      const officer = await h.signIn('bankofficer@bankshift.test');
      expect((await officer.call('GET', `trust-statistics/${northfield}`)).status).toBe(403);
    } finally {
      await db()('trust_roles')
        .where({ id: role.id })
        .update({ permissions: JSON.stringify(role.permissions) });
    }
  });

  it('needs VIEW_TRUST_DETAILS, and offers nothing but get', async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const role = await db()('trust_roles')
      .where({ trustId: northfield, roleType: 'TRUST-ADMIN', isDefault: true })
      .first();
    await db()('trust_roles')
      .where({ id: role.id })
      .update({ permissions: JSON.stringify(role.permissions.filter((p: string) => p !== 'VIEW_TRUST_DETAILS')) });
    try {
      const refused = await admin.call('GET', `trust-statistics/${northfield}`);
      expect(refused).toMatchObject({ status: 403, body: { data: { missingPermissions: ['VIEW_TRUST_DETAILS'] } } });
    } finally {
      await db()('trust_roles')
        .where({ id: role.id })
        .update({ permissions: JSON.stringify(role.permissions) });
    }
    expect((await admin.call('GET', 'trust-statistics')).status).toBe(405);
    expect((await admin.call('PATCH', `trust-statistics/${northfield}`, { body: {} })).status).toBe(405);
  });
});
