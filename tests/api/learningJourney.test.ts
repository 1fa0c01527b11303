/**
 * The learning journey (learning-journey-reports, issue 15): the months' figures and the nurses' journeys against the
 * demo data, worked out here in JavaScript from the stored rows (the audit trail replayed entry by entry, the worked
 * time, the shifts' skills); an endorsement approved now appears as today's gain, newly acquired then a level change;
 * the CSV export; the parameters refused; tenancy and roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsOf } from '../../domain/learningJourney';
import { localDate, TRUST_TIME_ZONE } from '../../domain/time';
import { startHarness, type Harness, type Session } from './harness';
import { addMember, dayFrom, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let wide: { startDate: string; endDate: string };

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  p = await placesOf(h);
  officer = await h.signIn('bankofficer@bankshift.test');
  wide = { startDate: dayFrom(h, -120), endDate: dayFrom(h, 0) };
});
afterAll(() => h?.close());

const db = () => h.server.database.knex;
const journey = (who: Session, query: string) => who.call('GET', 'learning-journey-reports', { query });
const paramsOf = (period: { startDate: string; endDate: string }, careLocationId = p.general) =>
  `careLocationId=${careLocationId}&startDate=${period.startDate}&endDate=${period.endDate}`;

/** The journey of a care location and period, from the stored rows. */
async function expectedJourney(careLocationId: number, { startDate, endDate }: { startDate: string; endDate: string }) {
  const staff = new Set<number>(
    await db()('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .where({
        'tr.trustId': p.northfield,
        'tr.roleType': 'NURSE',
        'ur.approvalStatus': 'approved',
        'ur.isActive': true,
      })
      .whereNull('ur.deletedAt')
      .where((w) => w.whereNull('ur.careLocationId').orWhere('ur.careLocationId', careLocationId))
      .pluck('ur.userId'),
  );
  const records = await db()('time_records as t')
    .join('jobs as j', 'j.id', 't.jobId')
    .where({ 'j.careLocationId': careLocationId, 'j.status': 'APPROVED' })
    .whereIn('j.progress', ['approved', 'completed'])
    .whereBetween('j.date', [startDate, endDate])
    .select('t.userId', 'j.id as jobId', 'j.date');
  const worked = [...new Map(records.map((r: any) => [`${r.userId} ${r.jobId}`, r])).values()] as {
    userId: number;
    jobId: number;
    date: string;
  }[];
  const offered = await db()('job_skills as js')
    .join('skills as s', 's.id', 'js.skillId')
    .whereIn(
      'js.jobId',
      worked.map((w) => w.jobId),
    )
    .where('js.learningOpportunity', true)
    .select('js.jobId', 's.id as skillId', 's.name as skill');
  const skillNames = new Map((await db()('skills').select('id', 'name')).map((s: any) => [s.id, s.name]));

  // The audit trail of nurses' skills, replayed: each record's state after each entry.
  const entries = await db()('audit_logs').where({ service: 'user-skills', trustId: p.northfield }).orderBy('id');
  const state = new Map<number, Record<string, any>>();
  const people = new Set(worked.map((w) => w.userId));
  const gains: any[] = [];
  for (const e of entries) {
    const changes = typeof e.changes === 'string' ? JSON.parse(e.changes) : e.changes;
    const now = { ...state.get(e.recordId), ...changes.after };
    state.set(e.recordId, now);
    const date = localDate(e.createdAt, TRUST_TIME_ZONE);
    if (changes.after.endorsementRequestId == null || date < startDate || date > endDate) continue;
    if (!staff.has(e.subjectUserId) && !people.has(e.subjectUserId)) continue;
    gains.push({
      userId: e.subjectUserId,
      date,
      skillId: now.skillId,
      skill: skillNames.get(now.skillId),
      level: now.level,
      previousLevel: now.changeOrigin === 'levelChange' ? now.previousLevel : null,
      origin: now.changeOrigin,
      endorsementRequestId: changes.after.endorsementRequestId,
    });
  }
  for (const g of gains) people.add(g.userId);

  const learning = (jobId: number) => offered.some((o: any) => o.jobId === jobId);
  const months = monthsOf(startDate, endDate).map((month) => ({
    month,
    acquired: gains.filter((g) => g.date.startsWith(month) && g.origin === 'acquiredByStaff').length,
    levelChanges: gains.filter((g) => g.date.startsWith(month) && g.origin === 'levelChange').length,
    shiftsWorked: worked.filter((w) => w.date.startsWith(month)).length,
    learningShifts: worked.filter((w) => w.date.startsWith(month) && learning(w.jobId)).length,
  }));
  const users = new Map(
    (
      await db()('users')
        .whereIn('id', [...people])
        .select('id', 'firstname', 'lastname')
    ).map((u: any) => [u.id, u]),
  );
  const nurses = [...people].map((userId) => {
    const mine = worked.filter((w) => w.userId === userId);
    const counts = new Map<number, { skillId: number; skill: string; shifts: number }>();
    for (const o of offered.filter((o: any) => mine.some((w) => w.jobId === o.jobId))) {
      counts.set(o.skillId, { skillId: o.skillId, skill: o.skill, shifts: (counts.get(o.skillId)?.shifts ?? 0) + 1 });
    }
    const u = users.get(userId);
    return {
      userId,
      nurse: `${u.firstname} ${u.lastname}`.trim(),
      shiftsWorked: mine.length,
      learningShifts: mine.filter((w) => learning(w.jobId)).length,
      opportunities: [...counts.values()].sort((a, b) => b.shifts - a.shifts || a.skill.localeCompare(b.skill)),
      gains: gains.filter((g) => g.userId === userId).map(({ userId: _, ...g }) => g),
      sortKey: [u.lastname, u.firstname],
    };
  });
  nurses.sort(
    (a, b) =>
      b.gains.length - a.gains.length ||
      b.learningShifts - a.learningShifts ||
      a.sortKey[0].localeCompare(b.sortKey[0]) ||
      a.sortKey[1].localeCompare(b.sortKey[1]) ||
      a.userId - b.userId,
  );
  return { months, nurses: nurses.map(({ sortKey: _, ...n }) => n) };
}

describe('the learning journey (learning-journey-reports)', () => {
  it("answers a care location's months and its nurses' journeys: skills gained by endorsement, shifts worked and the learning they offered", async () => {
    const reply = await journey(officer, `${paramsOf(wide)}&$limit=100`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const expected = await expectedJourney(p.general, wide);
    expect(reply.body.months).toEqual(expected.months);
    expect(reply.body.total).toBe(expected.nurses.length);
    expect(reply.body.data).toEqual(expected.nurses);
    // Enough of each for the comparison to mean something: the demo's gains over three months, both origins, and
    // shifts that offered a learning opportunity.
    expect(expected.months.filter((m) => m.acquired + m.levelChanges > 0).length).toBeGreaterThanOrEqual(3);
    expect(expected.months.some((m) => m.levelChanges > 0)).toBe(true);
    expect(
      expected.nurses.some((n) =>
        n.gains.some((g: any) => g.origin === 'levelChange' && g.previousLevel === 'direct-supervision'),
      ),
    ).toBe(true);
    expect(expected.months.reduce((n, m) => n + m.learningShifts, 0)).toBeGreaterThan(5);
    expect(expected.nurses.some((n) => n.opportunities.length > 0)).toBe(true);

    // A page at a time, in the same order.
    const page = await journey(officer, `${paramsOf(wide)}&$limit=3&$skip=2`);
    expect(page.body).toMatchObject({
      total: expected.nurses.length,
      limit: 3,
      skip: 2,
      data: expected.nurses.slice(2, 5),
    });
  });

  it('shows an endorsement approved today as a gain of today, newly acquired, then as a level change from the level held', async () => {
    const nurse = await addMember(h, p, 'journeynurse');
    const ops = await h.signIn('opsmanager@bankshift.test');
    const [skillId] = await db()('skills')
      .where({ trustId: p.northfield, status: 'Active' })
      .orderBy('id', 'desc')
      .limit(1)
      .pluck('id');
    const today = { startDate: dayFrom(h, 0), endDate: dayFrom(h, 0) };
    const gainsOf = async () =>
      (await journey(officer, `${paramsOf(today)}&$limit=100`)).body.data.find((n: any) => n.userId === nurse.userId)
        ?.gains ?? [];
    expect(await gainsOf()).toEqual([]);

    const endorse = async (level: string) => {
      const asked = await ops.call('POST', 'endorsement-requests', {
        body: { endorsementRequestUsers: [nurse.id], endorsementItems: [{ skillId, level }], comment: 'Seen on shift' },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const decided = await officer.call('POST', 'endorsement-requests', {
        body: { id: asked.body.id },
        headers: { 'x-service-method': 'approve' },
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      return asked.body.id as number;
    };
    // Declared by the nurse, waiting: not yet a gain.
    expect(
      (
        await (
          await h.signIn(nurse.email)
        ).call('POST', 'user-skills', { body: { skillId, level: 'direct-supervision' } })
      ).status,
    ).toBe(201);
    expect(await gainsOf()).toEqual([]);
    const first = await endorse('direct-supervision');
    const second = await endorse('solo');
    const skill = (await db()('skills').where({ id: skillId }).first('name')).name;
    expect(await gainsOf()).toEqual([
      {
        date: today.startDate,
        skillId,
        skill,
        level: 'direct-supervision',
        previousLevel: null,
        origin: 'acquiredByStaff',
        endorsementRequestId: first,
      },
      {
        date: today.startDate,
        skillId,
        skill,
        level: 'solo',
        previousLevel: 'direct-supervision',
        origin: 'levelChange',
        endorsementRequestId: second,
      },
    ]);
    const [month] = (await journey(officer, paramsOf(today))).body.months;
    expect(month).toMatchObject({
      month: today.startDate.slice(0, 7),
      acquired: expect.any(Number),
      levelChanges: expect.any(Number),
    });
    expect(month.acquired).toBeGreaterThanOrEqual(1);
    expect(month.levelChanges).toBeGreaterThanOrEqual(1);
  });

  it('exports every nurse of it as a CSV, a line each in the order on screen', async () => {
    const all = (await journey(officer, `${paramsOf(wide)}&$limit=100`)).body.data;
    const response = await fetch(
      `${h.url}/api/v3/learning-journey-reports?role=${officer.account.newUserRoles[0].roleId}&${paramsOf(wide)}&format=csv`,
      { headers: { authorization: `Bearer ${officer.token}` } },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Learning journey .+\.csv"$/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Nurse,Shifts worked,Shifts offering a learning opportunity,Learning opportunities,Skills gained',
    );
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(all.map((n: any) => n.nurse));
    const gained = all.find((n: any) => n.gains.length > 0);
    expect(lines[all.indexOf(gained) + 1]).toContain(`${gained.gains[0].date} ${gained.gains[0].skill}: `);
  });

  it('refuses what it cannot answer, naming the field, and keeps other care locations and roles out', async () => {
    const refused = async (query: string) => {
      const reply = await journey(officer, query);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return reply.body.message as string;
    };
    const dates = `startDate=${wide.startDate}&endDate=${wide.endDate}`;
    expect(await refused(dates)).toMatch(/^careLocationId: /);
    expect(await refused(`careLocationId=x&${dates}`)).toMatch(/^careLocationId: must be an id/);
    expect(await refused(`careLocationId=${p.general}&startDate=${wide.startDate}`)).toMatch(
      /^endDate: The learning journey covers a date range/,
    );
    expect(await refused(`careLocationId=${p.general}&startDate=${wide.endDate}&endDate=${wide.startDate}`)).toMatch(
      /^endDate: must be on or after/,
    );
    expect(await refused(`careLocationId=${p.general}&startDate=${dayFrom(h, -400)}&endDate=${wide.endDate}`)).toMatch(
      /^endDate: a report covers at most 367 days/,
    );
    expect(await refused(`careLocationId=${p.general}&${dates}&format=xlsx`)).toMatch(/^format: /);
    expect(await refused(`careLocationId=${p.general}&${dates}&$limit=101`)).toMatch(/^\$limit: /);
    expect(await refused(`careLocationId=${p.general}&${dates}&nurse=1`)).toMatch(/nurse/);
    const southgateSite = (await db()('care_locations').where({ trustId: p.southgate }).first('id')).id;
    expect((await journey(officer, `careLocationId=${southgateSite}&${dates}`)).status).toBe(403);
    const shiftManager = await h.signIn('shiftmanager@bankshift.test');
    expect((await journey(shiftManager, `careLocationId=${p.general}&${dates}`)).status).toBe(403);
    const nurse = await h.signIn('nurse1@bankshift.test');
    expect((await journey(nurse, `careLocationId=${p.general}&${dates}`)).status).toBe(403);
  });
});
