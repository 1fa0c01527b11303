/**
 * A shift's candidates, ranked and explained (issue 13, GET get-staff-match-score): who is left out and why, the
 * order and breakdown of the score (domain/matching.ts), paging, the shift's visibility and the feature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_WEIGHTS, exclusionsOf, factorValues, matchBreakdown } from '../../domain/matching';
import { addDays } from '../../domain/time';
import type { Harness, Session } from './harness';
import { addMember, HOUR, DAY, placesOf, shiftPayload, type Places } from './shiftFixtures';
import { startHarness } from './harness';

let h: Harness;
let p: Places;
let manager: Session;
let job: Record<string, any>;
/** The test's nurses by handle: their user ids. */
const nurse: Record<string, number> = {};
const skill: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

type Level = 'solo' | 'distant-supervision' | 'direct-supervision' | 'no-experience';
/** A skill of the test's held at a level, approved unless said. */
type Held = [keyof typeof skill, Level] | [keyof typeof skill, Level, 'approved' | 'pending'];

async function bandId(number: string) {
  return (await h.server.database.knex('band_types').where({ number }).first('id')).id as number;
}

/** A Northfield nurse with a band and skills (approved unless said), answering their user id. */
async function addNurse(handle: string, band: string | null, skills: Held[]) {
  const db = h.server.database.knex;
  const { userId, id } = await addMember(h, p, `match-${handle}`);
  if (band)
    await db('user_roles')
      .where({ id })
      .update({ bandTypeId: await bandId(band) });
  for (const [key, level, approvalStatus = 'approved'] of skills) {
    await db('user_skills').insert({
      trustId: p.northfield,
      userId,
      skillId: skill[key],
      level,
      approvalStatus,
      source: 'user',
      changeOrigin: 'acquiredByStaff',
    });
  }
  nurse[handle] = userId;
  return userId;
}

/** A shift of `job`'s shape at another time (history or an overlapping booking), with `userId` booked on it. */
async function bookedOn(userId: number, startsAt: Date, departmentId = job.departmentId) {
  const db = h.server.database.knex;
  const { id: _, ...shape } = (await db('jobs').where({ id: job.id }).first()) as Record<string, any>;
  const endsAt = new Date(startsAt.getTime() + 12 * HOUR);
  const [row] = await db('jobs')
    .insert({
      ...shape,
      departmentId,
      startsAt,
      endsAt,
      date: startsAt.toISOString().slice(0, 10),
      confirmedCount: 1,
      progress: 'booked',
    })
    .returning('id');
  await db('applications').insert({
    jobId: row.id,
    userId,
    status: 'confirmed',
    active: true,
    trustId: job.trustId,
    careLocationId: job.careLocationId,
  });
}

const candidates = (query = '', as = manager) =>
  as.call('GET', 'get-staff-match-score', { query: `jobId=${job.id}${query}` });

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  manager = await h.signIn('shiftmanager@bankshift.test');
  const db = h.server.database.knex;
  // Scored with the defaults, as a trust that has set no weights is: the demo's own weights are taken away.
  await db('staffmatchweightsettings').where({ trustId: p.northfield }).delete();
  for (const key of ['a', 'b', 'c'] as const) {
    const [row] = await db('skills')
      .insert({ name: `Matching skill ${key} ${Date.now()}`, trustId: p.northfield, status: 'Active' })
      .returning('id');
    skill[key] = row.id;
  }
  const posted = await manager.call('POST', 'jobs', {
    body: shiftPayload(h, p, {
      jobSkills: [
        { skillId: skill.a, requirement: 'mandatory', level: 'distant-supervision' },
        { skillId: skill.b, requirement: 'recommended', level: 'solo' },
        { skillId: skill.c, requirement: 'not-required', level: 'solo', learningOpportunity: true },
      ],
    }),
  });
  expect(posted.status).toBe(201);
  job = posted.body;

  await addNurse('best', '5', [
    ['a', 'solo'],
    ['b', 'solo'],
  ]);
  await addNurse('busy', '6', [
    ['a', 'distant-supervision'],
    ['b', 'distant-supervision'],
    ['c', 'solo'],
  ]);
  await addNurse('band7', '7', [['a', 'solo']]);
  await addNurse('noband', null, [['a', 'solo']]);
  await addNurse('junior', '5', [['a', 'direct-supervision']]);
  await addNurse('pending', '5', [['a', 'solo', 'pending']]);
  await addNurse('blocked', '5', [['a', 'solo']]);
  await addNurse('overlap', '5', [['a', 'solo']]);
  await addNurse('applied', '5', [['a', 'solo']]);
  await addNurse('away', '5', [['a', 'solo']]);
  const now = h.server.app.get('clock').now().getTime();
  // busy: four 12-hour shifts in the shift's department within the last 28 days, one elsewhere in the care location.
  for (let i = 1; i <= 4; i++) await bookedOn(nurse.busy, new Date(now - i * 5 * DAY));
  await bookedOn(
    nurse.busy,
    new Date(now - 100 * DAY),
    (
      await db('departments')
        .insert({ careLocationId: job.careLocationId, trustId: job.trustId, name: `Matching ward ${Date.now()}` })
        .returning('id')
    )[0].id,
  );
  await bookedOn(nurse.overlap, new Date(new Date(job.startsAt).getTime() + 2 * HOUR));
  const [reason] = await db('blocked_users_reasons')
    .insert({ trustId: p.northfield, name: `Matching test ${Date.now()}` })
    .returning('id');
  await db('blocked_users').insert({
    userId: nurse.blocked,
    trustId: p.northfield,
    status: 'blocked',
    reasonId: reason.id,
  });
  await db('applications').insert({
    jobId: job.id,
    userId: nurse.applied,
    status: 'applied',
    active: true,
    trustId: job.trustId,
    careLocationId: job.careLocationId,
  });
  // Said they cannot work the shift's day; best said they can (which changes nothing), and away is free the day after.
  await db('date_availabilities').insert([
    { userId: nurse.away, date: job.date, available: false },
    { userId: nurse.best, date: job.date, available: true },
    { userId: nurse.busy, date: addDays(job.date, 1), available: false },
  ]);
});
afterAll(() => h?.close());

describe("a shift's candidates", () => {
  it('are the eligible nurses, best score first, each with its breakdown by factor', async () => {
    const res = await candidates();
    expect(res.status).toBe(200);
    // Only the test's nurses hold skill a: every other nurse of the trust is left out.
    expect(res.body.data.map((c: any) => c.userId)).toEqual([nurse.best, nurse.busy]);
    expect(res.body.total).toBe(2);
    const [best, busy] = res.body.data;
    // best: every skill at its level, learning c to gain, no history, no recent hours.
    expect(best).toMatchObject({ eligible: true, score: 80, exclusions: [], band: '5' });
    expect(best.factors).toEqual([
      { factor: 'skills', weight: 50, value: 1, points: 50 },
      { factor: 'localExp', weight: 20, value: 0, points: 0 },
      { factor: 'learning', weight: 10, value: 1, points: 10 },
      { factor: 'fairness', weight: 20, value: 1, points: 20 },
    ]);
    // busy: b below its level (half), four shifts in the department and one elsewhere (4.5 of 10), c held (nothing
    // to learn), 48 hours in the last 28 days.
    expect(busy).toMatchObject({ shiftsInDepartment: 4, shiftsInCareLocation: 5, recentHours: 48 });
    expect(busy.factors.map((f: any) => f.value)).toEqual(
      [2.5 / 3, 0.45, 0, 1 - 48 / 150].map((v) => expect.closeTo(v, 6)),
    );
    expect(busy.score).toBe(
      matchBreakdown({ skills: 2.5 / 3, localExp: 0.45, learning: 0, fairness: 1 - 48 / 150 }, DEFAULT_MATCH_WEIGHTS)
        .score,
    );
    expect(busy.skills).toEqual([
      expect.objectContaining({
        skillId: skill.a,
        requirement: 'mandatory',
        level: 'distant-supervision',
        held: 'distant-supervision',
        endorsed: true,
      }),
      expect.objectContaining({
        skillId: skill.b,
        requirement: 'recommended',
        level: 'solo',
        held: 'distant-supervision',
        endorsed: true,
      }),
      expect.objectContaining({
        skillId: skill.c,
        requirement: 'not-required',
        learningOpportunity: true,
        held: 'solo',
      }),
    ]);
  });

  it('names why each other nurse is left out, and counts each reason', async () => {
    const reasons = async (handle: string) =>
      (await candidates(`&userId=${nurse[handle]}`)).body.data[0].exclusions.map((e: any) => e.reason);
    expect(await reasons('band7')).toEqual(['band']);
    expect(await reasons('noband')).toEqual(['noBand']);
    expect(await reasons('junior')).toEqual(['missingSkill']);
    expect(await reasons('pending')).toEqual(['missingSkill']);
    expect(await reasons('blocked')).toEqual(['blocked']);
    expect(await reasons('overlap')).toEqual(['overlap']);
    expect(await reasons('applied')).toEqual(['engaged']);
    expect(await reasons('away')).toEqual(['unavailable']);
    expect(await reasons('best')).toEqual([]);
    // Listed: those holding the mandatory skills but left out for another reason; the others are counted.
    const { body } = await candidates('&excluded=true&$limit=100');
    expect(body.data.map((c: any) => c.userId).sort()).toEqual(
      ['band7', 'noband', 'blocked', 'overlap', 'applied', 'away'].map((k) => nurse[k]).sort(),
    );
    expect(body.total).toBe(6);
    expect(body.excluded).toMatchObject({
      band: expect.any(Number),
      blocked: 1,
      overlap: 1,
      engaged: 1,
      unavailable: 1,
    });
    const seeing = await h.server.database
      .knex('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .where({
        'tr.trustId': p.northfield,
        'tr.roleType': 'NURSE',
        'ur.approvalStatus': 'approved',
        'ur.isActive': true,
      })
      .whereNull('ur.deletedAt')
      .where((w) => w.whereNull('ur.careLocationId').orWhere('ur.careLocationId', job.careLocationId))
      .countDistinct({ n: 'ur.userId' })
      .first();
    // Everyone who sees the shift but the eight holding skill a at its level (the two candidates and six above).
    expect(body.excluded.missingSkill).toBe(Number(seeing!.n) - 8);
  });

  it('ranks in SQL exactly as the domain scores, and pages', async () => {
    // Five more eligible nurses whose scores differ by skills and history.
    const now = h.server.app.get('clock').now().getTime();
    for (let i = 1; i <= 5; i++) {
      const id = await addNurse(`more${i}`, '6', [
        ['a', i % 2 ? 'solo' : 'distant-supervision'],
        ...(i > 2 ? [['b', 'solo'] as Held] : []),
      ]);
      for (let k = 0; k < i; k++) await bookedOn(id, new Date(now - (k + 1) * 2 * DAY));
    }
    const all = (await candidates('&$limit=100')).body;
    expect(all.total).toBe(7);
    const scores = all.data.map((c: any) => c.score);
    expect(scores).toEqual([...scores].sort((x: number, y: number) => y - x));
    for (const c of all.data) {
      const facts = {
        blocked: false,
        permitted: true,
        engaged: false,
        band: c.band,
        overlapping: false,
        available: null,
        shiftsInDepartment: c.shiftsInDepartment,
        shiftsInCareLocation: c.shiftsInCareLocation,
        recentHours: c.recentHours,
        skills: c.skills
          .filter((s: any) => s.held)
          .map((s: any) => ({ skillId: s.skillId, level: s.held, approved: s.endorsed })),
      };
      const shift = {
        gradeFrom: job.gradeFrom,
        gradeTo: job.gradeTo,
        skills: c.skills.map((s: any) => ({
          skillId: s.skillId,
          requirement: s.requirement,
          level: s.level,
          learningOpportunity: s.learningOpportunity,
        })),
      };
      expect(exclusionsOf(shift, facts)).toEqual([]);
      expect(matchBreakdown(factorValues(shift, facts), DEFAULT_MATCH_WEIGHTS).score).toBe(c.score);
      expect(c.rankedBy).toBe(c.score);
    }
    const second = (await candidates('&$limit=3&$skip=3')).body;
    expect(second).toMatchObject({ total: 7, limit: 3, skip: 3 });
    expect(second.data.map((c: any) => c.userId)).toEqual(all.data.slice(3, 6).map((c: any) => c.userId));
    expect((await candidates()).body.limit).toBe(10);
  });

  it("ranks by the trust's own weights, set at /weight-adjuster by those who manage settings", async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const order = (data: any[]) => data.map((c) => c.userId).filter((id) => id === nurse.best || id === nurse.busy);
    expect(order((await candidates()).body.data)).toEqual([nurse.best, nurse.busy]);
    // Local experience alone: busy (4.5 of 10) now ranks above best (no history).
    const set = await admin.call('POST', 'staffmatchweightsettings', {
      body: { skillsWeight: 0, localExpWeight: 100, learningWeight: 0, fairnessWeight: 0 },
    });
    expect(set.status).toBe(201);
    const res = (await candidates()).body;
    expect(res.weights).toEqual({ skillsWeight: 0, localExpWeight: 100, learningWeight: 0, fairnessWeight: 0 });
    expect(order(res.data)).toEqual([nurse.busy, nurse.best]);
    expect(res.data.find((c: any) => c.userId === nurse.busy).score).toBe(45);
    expect(res.data.find((c: any) => c.userId === nurse.best).factors).toContainEqual({
      factor: 'skills',
      weight: 0,
      value: 1,
      points: 0,
    });
    // All 0 is refused, and nothing changes; a manager without MANAGE_SETTINGS reads but does not write.
    expect(
      (await admin.call('PATCH', `staffmatchweightsettings/${set.body.id}`, { body: { localExpWeight: 0 } })).body,
    ).toMatchObject({
      code: 400,
      errors: [{ field: 'skillsWeight', message: expect.stringContaining('At least one weight') }],
    });
    expect(
      (await admin.call('PATCH', `staffmatchweightsettings/${set.body.id}`, { body: { fairnessWeight: 101 } })).status,
    ).toBe(400);
    expect((await manager.call('GET', 'staffmatchweightsettings')).body.data).toEqual([
      expect.objectContaining({ id: set.body.id, localExpWeight: 100 }),
    ]);
    expect(
      (await manager.call('PATCH', `staffmatchweightsettings/${set.body.id}`, { body: { skillsWeight: 10 } })).status,
    ).toBe(403);
    // One row per trust; another trust's admin neither sees nor changes this one.
    expect((await admin.call('POST', 'staffmatchweightsettings', { body: { skillsWeight: 10 } })).status).toBe(409);
    const southAdmin = await h.signIn('southadmin@bankshift.test');
    expect((await southAdmin.call('GET', 'staffmatchweightsettings')).status).toBe(403);
    // Back to the defaults: the row removed.
    expect((await admin.call('DELETE', `staffmatchweightsettings/${set.body.id}`)).status).toBe(200);
    expect((await candidates()).body.weights).toEqual(DEFAULT_MATCH_WEIGHTS);
  });

  it('offers the shift to the top candidate through the offer flow, who is then engaged', async () => {
    const [top] = (await candidates()).body.data;
    const offer = await manager.call('POST', 'jobs/offer-to-nurse', { body: { jobId: job.id, userId: top.userId } });
    expect(offer.status).toBe(201);
    const after = await candidates(`&userId=${top.userId}`);
    expect(after.body.data[0].exclusions).toEqual([{ reason: 'engaged' }]);
  });

  it('refuses a bad query, a shift the role cannot see, and a trust without the feature', async () => {
    expect((await manager.call('GET', 'get-staff-match-score')).body).toMatchObject({
      code: 400,
      errors: [{ field: 'jobId' }],
    });
    expect((await candidates('&$limit=0')).status).toBe(400);
    expect((await candidates('&excluded=maybe')).status).toBe(400);
    expect((await candidates('&userId=999999')).status).toBe(404);
    // Southgate lacks the feature: 403 before any shift is read.
    const southAdmin = await h.signIn('southadmin@bankshift.test');
    expect((await candidates('', southAdmin)).body).toMatchObject({
      code: 403,
      data: { missingFeatures: ['Eligible candidates and weight adjuster'] },
    });
    // Another care location's shift is not the shift manager's to see.
    const admin = await h.signIn('trustadmin@bankshift.test');
    const elsewhere = await admin.call('POST', 'jobs', {
      body: shiftPayload(h, p, { careLocationId: p.community, departmentId: p.communityWard }),
    });
    expect(elsewhere.status).toBe(201);
    expect((await manager.call('GET', 'get-staff-match-score', { query: `jobId=${elsewhere.body.id}` })).status).toBe(
      404,
    );
  });
});
