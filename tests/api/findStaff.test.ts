/**
 * Find a staff (issue 13, GET find-a-staff, domain/findStaff.ts): nurses of a care location ranked by the match
 * score against a search's criteria (skills at levels, a persona, a band range, a day), who is left out and why,
 * refusals naming the field, tenancy; and saved searches (find-a-staff-templates), each user's own, run again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_WEIGHTS, matchBreakdown } from '../../domain/matching';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { addMember, dayFrom, placesOf, shiftPayload, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let officer: Session;
let admin: Session;
const nurse: Record<string, number> = {};
const skill: Record<'a' | 'b', number> = { a: 0, b: 0 };
let personaId: number;
const day = () => dayFrom(h, 3);

type Level = 'solo' | 'distant-supervision' | 'direct-supervision';

async function addNurse(handle: string, band: string, skills: [keyof typeof skill, Level][]) {
  const db = h.server.database.knex;
  const { userId, id } = await addMember(h, p, `find-${handle.toLowerCase()}`);
  const bandTypeId = (await db('band_types').where({ number: band }).first('id')).id;
  await db('user_roles').where({ id }).update({ bandTypeId });
  for (const [key, level] of skills) {
    await db('user_skills').insert({
      trustId: p.northfield,
      userId,
      skillId: skill[key],
      level,
      approvalStatus: 'approved',
      source: 'user',
      changeOrigin: 'acquiredByStaff',
    });
  }
  nurse[handle] = userId;
}

const find = (query: string, as = officer) =>
  as.call('GET', 'find-a-staff', { query: `careLocationId=${p.general}&${query}` });
const ids = (body: any) => body.data.map((c: any) => c.userId);
const ours = (body: any) => ids(body).filter((id: number) => Object.values(nurse).includes(id));

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  officer = await h.signIn('bankofficer@bankshift.test');
  admin = await h.signIn('trustadmin@bankshift.test');
  const db = h.server.database.knex;
  // Scored with the defaults, as a trust that has set no weights is.
  await db('staffmatchweightsettings').where({ trustId: p.northfield }).delete();
  for (const key of ['a', 'b'] as const) {
    const [row] = await db('skills')
      .insert({ name: `Finding skill ${key} ${Date.now()}`, trustId: p.northfield, status: 'Active' })
      .returning('id');
    skill[key] = row.id;
  }
  await addNurse('both', '5', [
    ['a', 'solo'],
    ['b', 'solo'],
  ]);
  await addNurse('onlyA', '6', [['a', 'solo']]);
  await addNurse('junior', '5', [
    ['a', 'direct-supervision'],
    ['b', 'solo'],
  ]);
  await addNurse('senior', '8a', [
    ['a', 'solo'],
    ['b', 'solo'],
  ]);
  await addNurse('booked', '5', [
    ['a', 'solo'],
    ['b', 'solo'],
  ]);
  // booked works a night from the searched day's evening.
  const manager = await h.signIn('shiftmanager@bankshift.test');
  const posted = await manager.call('POST', 'jobs', {
    body: shiftPayload(h, p, { shiftTime: { start: '19:00', end: '07:00' } }, 3),
  });
  expect(posted.status).toBe(201);
  const job = posted.body;
  await db('applications').insert({
    jobId: job.id,
    userId: nurse.booked,
    status: 'confirmed',
    active: true,
    trustId: p.northfield,
    careLocationId: p.general,
  });
  const persona = await admin.call('POST', 'staffpersonas', {
    body: {
      name: `Finding persona ${Date.now()}`,
      trustId: p.northfield,
      directSkills: [{ skillId: skill.b, level: 'solo' }],
    },
  });
  expect(persona.status).toBe(201);
  personaId = persona.body.id;
});
afterAll(() => h?.close());

describe('find a staff', () => {
  it('finds the nurses holding every skill sought in the band range, best match first, each explained', async () => {
    const res = await find(`skills=${skill.a}:solo&bandFrom=5&bandTo=6`);
    expect(res.status).toBe(200);
    // Only the test's nurses hold skill a: the rest of the trust is left out for it.
    expect(ids(res.body).sort()).toEqual([nurse.both, nurse.onlyA, nurse.booked].sort());
    expect(res.body.total).toBe(3);
    expect(res.body.limit).toBe(10);
    const both = res.body.data.find((c: any) => c.userId === nurse.both);
    // Skills met; no history; no shift to learn on; no recent hours.
    expect(both).toMatchObject({
      eligible: true,
      score: matchBreakdown({ skills: 1, localExp: 0, learning: 0, fairness: 1 }, DEFAULT_MATCH_WEIGHTS).score,
    });
    expect(both.skills).toEqual([
      expect.objectContaining({
        skillId: skill.a,
        requirement: 'mandatory',
        level: 'solo',
        held: 'solo',
        endorsed: true,
      }),
    ]);
    expect(res.body.criteria).toMatchObject({
      careLocationId: p.general,
      bandFrom: '5',
      bandTo: '6',
      matchingCriteria: true,
    });
    const reasons = async (handle: string) =>
      (await find(`skills=${skill.a}:solo&bandFrom=5&bandTo=6&userId=${nurse[handle]}`)).body.data[0].exclusions.map(
        (e: any) => e.reason,
      );
    expect(await reasons('junior')).toEqual(['missingSkill']);
    expect(await reasons('senior')).toEqual(['band']);
  });

  it("leaves out whoever is booked on the day searched, and seeks a persona's skills with those named", async () => {
    const onDay = await find(`skills=${skill.a}:solo&bandFrom=5&bandTo=6&date=${day()}`);
    expect(ours(onDay.body).sort()).toEqual([nurse.both, nurse.onlyA].sort());
    expect((await find(`skills=${skill.a}:solo&date=${day()}&userId=${nurse.booked}`)).body.data[0].exclusions).toEqual(
      [{ reason: 'overlap' }],
    );
    // The persona asks b solo: onlyA lacks it, junior's a is below solo; no band range, so the senior is found.
    const persona = await find(`personaId=${personaId}&skills=${skill.a}:solo`);
    expect(persona.status).toBe(200);
    expect(ours(persona.body).sort()).toEqual([nurse.both, nurse.senior, nurse.booked].sort());
    expect(persona.body.persona).toEqual({ id: personaId, name: expect.stringContaining('Finding persona') });
    expect(persona.body.data[0].skills.map((s: any) => s.skillId).sort()).toEqual([skill.a, skill.b].sort());
    // A skill named with the persona's is sought at the level named.
    const lower = await find(
      `personaId=${personaId}&skills=${skill.a}:direct-supervision,${skill.b}:direct-supervision`,
    );
    expect(ours(lower.body)).toContain(nurse.junior);
  });

  it('with matchingCriteria=false, the skills only rank: no one is left out for them', async () => {
    const res = await find(`skills=${skill.a}:solo,${skill.b}:solo&matchingCriteria=false&$limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.excluded.missingSkill).toBe(0);
    const score = (handle: string) => res.body.data.find((c: any) => c.userId === nurse[handle]).score;
    // both holds both at solo; junior a below its level (half); onlyA one of two; a nurse of the demo holds none.
    expect(score('both')).toBeGreaterThan(score('junior'));
    expect(score('junior')).toBeGreaterThan(score('onlyA'));
    const others = res.body.data.filter((c: any) => !Object.values(nurse).includes(c.userId));
    expect(others.length).toBeGreaterThan(0);
    expect(Math.max(...others.map((c: any) => c.skills.filter((s: any) => s.held).length))).toBeLessThan(2);
    // The SQL's order is the domain's score.
    for (const c of res.body.data) expect(c.rankedBy).toBe(c.score);
    expect(res.body.data.map((c: any) => c.score)).toEqual(
      [...res.body.data.map((c: any) => c.score)].sort((x: number, y: number) => y - x),
    );
  });

  it('tells a role that posts shifts how many nurses it finds, and names none of them', async () => {
    const query = `skills=${skill.a}:solo&bandFrom=5&bandTo=6`;
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const counted = await find(`${query}&$limit=0`, manager);
    expect(counted.status).toBe(200);
    expect(counted.body).toMatchObject({ total: 3, limit: 0, data: [] });
    // The same count a role that finds staff sees.
    expect((await find(`${query}&$limit=0`)).body.total).toBe((await find(query)).body.total);
    const listed = await find(query, manager);
    expect(listed).toMatchObject({ status: 403, body: { data: { missingPermissions: ['FIND_STAFF_USERS'] } } });
    expect((await find(`${query}&$limit=1`, manager)).status).toBe(403);
    // Nor one nurse's verdict: a count of one or none would give it away.
    expect((await find(`${query}&userId=${nurse.both}&$limit=0`, manager)).status).toBe(403);
    // Neither posting nor finding: refused the count too.
    const rates = await h.signIn('ratemanager@bankshift.test');
    expect((await find(`${query}&$limit=0`, rates)).status).toBe(403);
    // Southgate posts shifts without 'Find a Staff': its admin counts, and is refused the list for the missing feature.
    const south = await h.signIn('southadmin@bankshift.test');
    const southgate = (await h.server.database.knex('care_locations').where({ trustId: p.southgate }).first('id')).id;
    const there = await south.call('GET', 'find-a-staff', { query: `careLocationId=${southgate}&$limit=0` });
    expect(there.status).toBe(200);
    expect(there.body.total).toBeGreaterThan(0);
    expect(await south.call('GET', 'find-a-staff', { query: `careLocationId=${southgate}` })).toMatchObject({
      status: 403,
      body: { data: { missingFeatures: ['Find a Staff'] } },
    });
  });

  it('refuses bad criteria with a 400 naming the field, and another trust with a 404', async () => {
    const field = async (query: string) => {
      const res = await officer.call('GET', 'find-a-staff', { query });
      expect(res.status).toBe(400);
      return res.body.errors?.[0]?.field ?? res.body.data?.errors?.[0]?.field ?? res.body.message;
    };
    expect(await field(`skills=${skill.a}:solo`)).toBe('careLocationId');
    expect(await field(`careLocationId=${p.general}&skills=${skill.a}:expert`)).toBe('skills');
    expect(await field(`careLocationId=${p.general}&bandFrom=7&bandTo=5`)).toBe('bandTo');
    expect(await field(`careLocationId=${p.general}&date=2026-02-30`)).toBe('date');
    expect(await field(`careLocationId=${p.general}&skills=999999:solo`)).toBe('skills');
    expect(await field(`careLocationId=${p.general}&matchingCriteria=maybe`)).toBe('matchingCriteria');
    const southgate = (await h.server.database.knex('care_locations').where({ trustId: p.southgate }).first('id')).id;
    expect((await officer.call('GET', 'find-a-staff', { query: `careLocationId=${southgate}` })).status).toBe(404);
    const [foreign] = await h.server.database
      .knex('staffpersonas')
      .insert({ name: `Southgate persona ${Date.now()}`, trustId: p.southgate })
      .returning('id');
    // Another trust's persona: unseen by the trust's own roles, named as another trust's to the super admin.
    expect((await find(`personaId=${foreign.id}`)).status).toBe(404);
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    const asSuper = await superAdmin.call('GET', 'find-a-staff', {
      query: `careLocationId=${p.general}&personaId=${foreign.id}`,
    });
    expect(asSuper.status).toBe(400);
    expect(asSuper.body.message).toContain('another trust');
  });
});

describe('saved staff searches', () => {
  it("are the user's own, refuse criteria that are not a search, and run again as saved", async () => {
    const paramDetails = { careLocationId: String(p.general), skills: `${skill.a}:solo`, bandFrom: '5', bandTo: '6' };
    const saved = await officer.call('POST', 'find-a-staff-templates', {
      body: { name: 'Band 5-6 with skill a', paramDetails },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ userId: officer.account.id, paramDetails });
    const bad = await officer.call('POST', 'find-a-staff-templates', {
      body: { name: 'Broken', paramDetails: { careLocationId: String(p.general), skills: 'everything' } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('paramDetails');
    expect(
      (await officer.call('POST', 'find-a-staff-templates', { body: { name: 'Band 5-6 with skill a', paramDetails } }))
        .status,
    ).toBe(409);
    // Another admin of the trust sees none of them.
    expect((await admin.call('GET', 'find-a-staff-templates')).body.data).toEqual([]);
    expect((await admin.call('GET', `find-a-staff-templates/${saved.body.id}`)).status).toBe(404);
    const mine = (await officer.call('GET', `find-a-staff-templates/${saved.body.id}`)).body;
    const again = await officer.call('GET', 'find-a-staff', {
      query: new URLSearchParams(mine.paramDetails).toString(),
    });
    expect(ids(again.body)).toEqual(ids((await find(`skills=${skill.a}:solo&bandFrom=5&bandTo=6`)).body));
    expect((await officer.call('DELETE', `find-a-staff-templates/${saved.body.id}`)).status).toBe(200);
  });
});
