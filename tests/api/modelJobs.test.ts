/**
 * Model shifts (issue 13, domain/modelJobs.ts): kept by MANAGE_MODAL_SHIFTS (a band range, each skill once), 4 a
 * page; their skills one row each (model-job-skills); and their eligible candidates (model-job-staff-match-score),
 * ranked as a shift's are, the job template's selected skills asked too where the trust has 'Shift skills'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { addMember, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
const nurse: Record<string, number> = {};
const skill: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
let templateId: number;

async function addNurse(handle: string, band: string, held: (keyof typeof skill)[]) {
  const db = h.server.database.knex;
  const { userId, id } = await addMember(h, p, `model-${handle}`);
  await db('user_roles')
    .where({ id })
    .update({ bandTypeId: (await db('band_types').where({ number: band }).first('id')).id });
  for (const key of held) {
    await db('user_skills').insert({
      trustId: p.northfield,
      userId,
      skillId: skill[key],
      level: 'solo',
      approvalStatus: 'approved',
      source: 'user',
      changeOrigin: 'acquiredByStaff',
    });
  }
  nurse[handle] = userId;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Model ${Date.now()} ${Math.random()}`,
  trustId: p.northfield,
  careLocationId: p.general,
  lowerBand: '5',
  upperBand: '6',
  skills: [{ skillId: skill.a, requirement: 'mandatory', level: 'solo' }],
  ...overrides,
});
const candidates = (modelJobId: number, query = '') =>
  admin.call('GET', 'model-job-staff-match-score', { query: `modelJobId=${modelJobId}${query}` });
const ours = (res: any) =>
  res.body.data
    .map((c: any) => c.userId)
    .filter((id: number) => Object.values(nurse).includes(id))
    .sort();

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
  const db = h.server.database.knex;
  for (const key of ['a', 'b', 'c'] as const) {
    skill[key] = (
      await db('skills')
        .insert({ name: `Model skill ${key} ${Date.now()}`, trustId: p.northfield, status: 'Active' })
        .returning('id')
    )[0].id;
  }
  await addNurse('ab', '5', ['a', 'b']);
  await addNurse('a', '6', ['a']);
  await addNurse('senior', '8a', ['a', 'b']);
  // A template asking b (selected) and c (not selected: it does not count).
  const template = await admin.call('POST', 'jobtemplates', {
    body: {
      name: `Model template ${Date.now()}`,
      trustId: p.northfield,
      templateSkills: [
        { skillId: skill.b, requirement: 'mandatory', level: 'solo', selected: true },
        { skillId: skill.c, requirement: 'mandatory', level: 'solo', selected: false },
      ],
    },
  });
  expect(template.status).toBe(201);
  templateId = template.body.id;
});
afterAll(() => h?.close());

describe('model shifts', () => {
  it('are kept with a band range and each skill once (the last given), 4 a page, their skills one row each', async () => {
    const made = await admin.call('POST', 'model-jobs', { body: body() });
    expect(made.status).toBe(201);
    expect((await admin.call('POST', 'model-jobs', { body: body({ lowerBand: '7', upperBand: '5' }) })).status).toBe(
      400,
    );
    const twice = await admin.call('POST', 'model-jobs', {
      body: body({
        skills: [
          { skillId: skill.a, requirement: 'mandatory', level: 'solo' },
          { skillId: skill.a, requirement: 'recommended', level: 'solo' },
        ],
      }),
    });
    // Spec 5: de-duplicated by skill, not refused.
    expect(twice.status).toBe(201);
    expect(twice.body.skills).toEqual([expect.objectContaining({ skillId: skill.a, requirement: 'recommended' })]);
    expect((await admin.call('GET', 'model-jobs')).body.limit).toBe(4);
    const rows = await admin.call('GET', 'model-job-skills', { query: `modelJobId=${made.body.id}` });
    expect(rows.body.data).toEqual([
      expect.objectContaining({
        modelJobId: made.body.id,
        skillId: skill.a,
        requirement: 'mandatory',
        level: 'solo',
        careLocationId: p.general,
      }),
    ]);
  });

  it("rank their eligible candidates as a shift's, with no day: no one engaged, no overlap", async () => {
    const made = (await admin.call('POST', 'model-jobs', { body: body() })).body;
    const res = await candidates(made.id);
    expect(res.status).toBe(200);
    // The senior's band is outside 5 to 6; every other nurse of the trust lacks skill a.
    expect(ours(res)).toEqual([nurse.ab, nurse.a].sort());
    expect(res.body.modelJob).toEqual({ id: made.id, name: made.name });
    expect((await candidates(made.id, `&userId=${nurse.senior}`)).body.data[0].exclusions).toEqual([
      { reason: 'band' },
    ]);
    expect(res.body.excluded).toMatchObject({ engaged: 0, overlap: 0 });
    expect(res.body.data[0].skills).toEqual([expect.objectContaining({ skillId: skill.a, held: 'solo' })]);
    expect((await candidates(999_999)).status).toBe(404);
  });

  it("ask their template's selected skills too, where the trust has 'Shift skills'", async () => {
    const db = h.server.database.knex;
    const made = (await admin.call('POST', 'model-jobs', { body: body({ jobTemplateId: templateId }) })).body;
    const withTemplate = await candidates(made.id);
    // b is asked (selected), c is not (not selected): a lacks b.
    expect(ours(withTemplate)).toEqual([nurse.ab]);
    expect(withTemplate.body.data[0].skills.map((s: any) => s.skillId).sort()).toEqual([skill.a, skill.b].sort());
    const features: string[] = (await db('feature_lists').where({ trustId: p.northfield }).first('features')).features;
    await db('feature_lists')
      .where({ trustId: p.northfield })
      .update({ features: JSON.stringify(features.filter((f) => f !== 'Shift skills')) });
    try {
      expect(ours(await candidates(made.id))).toEqual([nurse.ab, nurse.a].sort());
    } finally {
      await db('feature_lists')
        .where({ trustId: p.northfield })
        .update({ features: JSON.stringify(features) });
    }
  });

  it("are another trust's to no one else", async () => {
    const made = (await admin.call('POST', 'model-jobs', { body: body() })).body;
    const southAdmin = await h.signIn('southadmin@bankshift.test');
    expect((await southAdmin.call('GET', `model-jobs/${made.id}`)).status).toBe(403);
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    expect((await superAdmin.call('GET', `model-jobs/${made.id}`)).status).toBe(200);
    expect(
      (await superAdmin.call('GET', 'model-job-staff-match-score', { query: `modelJobId=${made.id}` })).status,
    ).toBe(200);
  });
});
