/**
 * How deep the bank is in a skill (issue 13; domain/capability.ts): `capability` counts the standing nurses holding
 * each skill endorsed by level, the able and the claims waiting, at the role's trust or a care location it sees;
 * `competency` names the nurses able to work a skill at a level, the most independent first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';
import { addMember, placesOf, type Places } from './shiftFixtures';

let h: Harness;
let p: Places;
let admin: Session;
let skillId: number;

type Level = 'solo' | 'distant-supervision' | 'direct-supervision' | 'no-experience';

/** A Northfield nurse (approved unless said, tied to a care location when given) holding the skill at a level. */
async function holder(
  handle: string,
  level: Level,
  opts: { careLocationId?: number; claim?: boolean; roleApproval?: string } = {},
) {
  const { userId } = await addMember(h, p, `capability-${handle}`, {
    careLocationId: opts.careLocationId,
    approvalStatus: opts.roleApproval as never,
  });
  await h.server.database.knex('user_skills').insert({
    trustId: p.northfield,
    userId,
    skillId,
    level,
    approvalStatus: opts.claim ? 'pending' : 'approved',
    source: opts.claim ? 'user' : 'job',
    changeOrigin: 'acquiredByStaff',
  });
}

const capability = async (as: Session, query: string) => {
  const res = await as.call('GET', 'capability', { query: `skillId=${skillId}${query}` });
  expect(res.status).toBe(200);
  expect(res.body.data).toHaveLength(1);
  return res.body.data[0];
};
const competent = async (as: Session, query: string) => {
  const res = await as.call('GET', 'competency', { query: `skillId=${skillId}${query}` });
  expect(res.status).toBe(200);
  return {
    total: res.body.total,
    names: res.body.data.map((r: { lastname: string; level: string }) => `${r.lastname} ${r.level}`),
  };
};

beforeAll(async () => {
  h = await startHarness();
  p = await placesOf(h);
  admin = await h.signIn('trustadmin@bankshift.test');
  const [skill] = await h.server.database
    .knex('skills')
    .insert({ name: 'Capability test skill', trustId: p.northfield, status: 'Active' })
    .returning('id');
  skillId = skill.id;
  await holder('general-solo', 'solo', { careLocationId: p.general });
  await holder('trust-distant', 'distant-supervision');
  await holder('community-direct', 'direct-supervision', { careLocationId: p.community });
  await holder('claims-solo', 'solo', { claim: true, careLocationId: p.general });
  await holder('applicant-solo', 'solo', { roleApproval: 'pending' });
});
afterAll(() => h?.close());

describe('capability', () => {
  it("counts the trust's standing nurses holding a skill endorsed, by level, the able at each level and the claims waiting", async () => {
    const c = await capability(admin, '');
    expect(c.skill).toMatchObject({ id: skillId, name: 'Capability test skill' });
    expect(c.endorsed).toEqual({ solo: 1, 'distant-supervision': 1, 'direct-supervision': 1, 'no-experience': 0 });
    expect(c.able).toEqual({ solo: 1, 'distant-supervision': 2, 'direct-supervision': 3, 'no-experience': 3 });
    expect(c.holders).toBe(3);
    expect(c.pending).toBe(1);
    const all = await admin.call('GET', 'capability');
    expect(all.body).toMatchObject({ trustId: p.northfield, careLocationId: null });
    expect(all.body.nurses).toBeGreaterThanOrEqual(4);
    expect(all.body.data.map((r: { skill: { name: string } }) => r.skill.name)).toContain('Venepuncture');
  });

  it('counts at one care location the nurses whose role sees it; a role tied to a care location counts its own', async () => {
    const community = await capability(admin, `&careLocationId=${p.community}`);
    expect(community.endorsed).toEqual({
      solo: 0,
      'distant-supervision': 1,
      'direct-supervision': 1,
      'no-experience': 0,
    });
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const own = await manager.call('GET', 'capability', { query: `skillId=${skillId}` });
    expect(own.body.careLocationId).toBe(p.general);
    expect(own.body.data[0]).toMatchObject({ holders: 2, pending: 1, endorsed: { solo: 1, 'distant-supervision': 1 } });
  });

  it('a super admin names the trust; another trust or its care location is not found', async () => {
    const superAdmin = await h.signIn('superadmin@bankshift.test');
    const unnamed = await superAdmin.call('GET', 'capability');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toMatch(/trustId/);
    expect((await capability(superAdmin, `&trustId=${p.northfield}`)).holders).toBe(3);
    expect((await admin.call('GET', 'capability', { query: `trustId=${p.southgate}` })).status).toBe(404);
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', 'capability', { query: `careLocationId=${p.general}` })).status).toBe(404);
    expect((await south.call('GET', 'capability', { query: `skillId=${skillId}` })).body.data).toEqual([]);
  });
});

describe('competency', () => {
  it('names the nurses able to work a skill at a level, the most independent first, a page at a time', async () => {
    expect(await competent(admin, '&level=solo')).toEqual({ total: 1, names: ['capability-general-solo solo'] });
    expect(await competent(admin, '&level=direct-supervision')).toEqual({
      total: 3,
      names: [
        'capability-general-solo solo',
        'capability-trust-distant distant-supervision',
        'capability-community-direct direct-supervision',
      ],
    });
    expect(await competent(admin, '&level=no-experience&$limit=1&$skip=1')).toEqual({
      total: 3,
      names: ['capability-trust-distant distant-supervision'],
    });
    expect((await competent(admin, `&level=direct-supervision&careLocationId=${p.community}`)).total).toBe(2);
  });

  it('refuses a level it does not know, a skill of another trust, and a role that does not see staff', async () => {
    const badLevel = await admin.call('GET', 'competency', { query: `skillId=${skillId}&level=expert` });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.message).toMatch(/level/);
    const south = await h.signIn('southadmin@bankshift.test');
    const foreign = await south.call('GET', 'competency', { query: `skillId=${skillId}&level=solo` });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/skill/);
    const rates = await h.signIn('ratemanager@bankshift.test');
    expect((await rates.call('GET', 'competency', { query: `skillId=${skillId}&level=solo` })).status).toBe(403);
  });
});
