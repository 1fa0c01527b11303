/**
 * Staff personas (issue 13): a persona's effective skills resolve from its direct skills, child personas and
 * group-expert combinations (getstaffpersonaskills); a persona never contains itself, directly or not (400); one
 * another contains is not deleted (409); a shared persona is built from the shared catalogue only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let admin: Session;
let superAdmin: Session;
let northfield: number;

const db = () => h.server.database.knex;
const skillId = async (name: string) => (await db()('skills').where({ name }).first('id')).id as number;
const tagId = async (table: string, name: string) => (await db()(table).where({ name }).first('id')).id as number;
const create = async (s: Session, body: Record<string, unknown>) => {
  const res = await s.call('POST', 'staffpersonas', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const resolved = async (s: Session, id: number) => {
  const res = await s.call('GET', 'getstaffpersonaskills', { query: `staffPersonaId=${id}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    skillId: number;
    name: string;
    level: string;
    origin: { kind: string };
    fromPersona?: string;
  }[];
};

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('trustadmin@bankshift.test');
  superAdmin = await h.signIn('superadmin@bankshift.test');
  northfield = (await db()('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
});
afterAll(() => h?.close());

describe("a persona's skills", () => {
  it('resolve its direct skills, its children and its combinations once each, its own level first', async () => {
    const [cannulation, venepuncture, bls] = [
      await skillId('IV cannulation'),
      await skillId('Venepuncture'),
      await skillId('Basic life support'),
    ];
    const base = await create(admin, {
      name: 'Ward nurse basics',
      directSkills: [
        { skillId: bls, level: 'solo' },
        { skillId: venepuncture, level: 'direct-supervision' },
      ],
    });
    const clinical = await tagId('skillgroupingtags', 'Clinical');
    const competent = await tagId('skillexpertleveltags', 'Competent');
    const persona = await create(admin, {
      name: 'Surgical ward nurse',
      // Its own level of venepuncture wins over the child's.
      directSkills: [{ skillId: venepuncture, level: 'solo' }],
      childPersonas: [base],
      groupExpertCombinations: [
        { skillGroupingTagId: clinical, expertLevelTagId: competent, level: 'distant-supervision' },
      ],
    });
    // The combination's skills, as the catalogue holds them: active, tagged Clinical, at the Competent level.
    const combined: { id: number; name: string }[] = await db()('skills')
      .where({ status: 'Active', expertLevelTag: competent })
      .whereRaw('"groupingTags" @> ?::jsonb', [JSON.stringify([clinical])])
      .where((q) => q.whereNull('trustId').orWhere({ trustId: northfield }))
      .select('id', 'name');
    expect(combined.map((s) => s.id)).toContain(cannulation);
    const skills = await resolved(admin, persona);
    expect(skills.map((s) => s.name)).toEqual(
      [...new Set(['Basic life support', 'Venepuncture', ...combined.map((s) => s.name)])].sort((a, b) =>
        a.localeCompare(b),
      ),
    );
    const by = new Map(skills.map((s) => [s.skillId, s]));
    expect(by.get(venepuncture)).toMatchObject({ level: 'solo', origin: { kind: 'direct' } });
    expect(by.get(bls)).toMatchObject({
      level: 'solo',
      origin: { kind: 'child', personaId: base },
      fromPersona: 'Ward nurse basics',
    });
    expect(by.get(cannulation)).toMatchObject({
      level: 'distant-supervision',
      origin: { kind: 'combination', skillGroupingTagId: clinical, expertLevelTagId: competent },
    });
    // Its parts, one row each, as the spec's services name them.
    const parts = async (path: string) =>
      (await admin.call('GET', path, { query: `staffPersonaId=${persona}` })).body.data.map(
        ({ id, createdAt, updatedAt, ...part }: Record<string, unknown>) => part,
      );
    expect(await parts('staffpersonadirectskills')).toEqual([
      { staffPersonaId: persona, skillId: venepuncture, level: 'solo', trustId: northfield },
    ]);
    expect(await parts('childpersonas')).toEqual([
      { staffPersonaId: persona, childPersonaId: base, trustId: northfield },
    ]);
    expect(await parts('groupexpertcombinations')).toEqual([
      {
        staffPersonaId: persona,
        skillGroupingTagId: clinical,
        expertLevelTagId: competent,
        level: 'distant-supervision',
        trustId: northfield,
      },
    ]);
  });

  it('are asked of a persona the role reads: another id is 404, a malformed one 400', async () => {
    expect((await admin.call('GET', 'getstaffpersonaskills', { query: 'staffPersonaId=987654' })).status).toBe(404);
    const bad = await admin.call('GET', 'getstaffpersonaskills', { query: 'staffPersonaId=abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'staffPersonaId', message: 'must be the id of a staff persona' }]);
  });
});

describe('a persona never contains itself', () => {
  it('is refused as its own child, and as the child of one it contains, however deep', async () => {
    const a = await create(admin, { name: 'Loop A' });
    const b = await create(admin, { name: 'Loop B', childPersonas: [a] });
    const c = await create(admin, { name: 'Loop C', childPersonas: [b] });
    const self = await admin.call('PATCH', `staffpersonas/${a}`, { body: { childPersonas: [a] } });
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual([{ field: 'childPersonas', message: 'a persona cannot contain itself' }]);
    const deep = await admin.call('PATCH', `staffpersonas/${a}`, { body: { childPersonas: [c] } });
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0]).toMatchObject({
      field: 'childPersonas',
      message: expect.stringContaining(`persona ${c} contains this persona already`),
    });
    expect((await db()('staffpersonas').where({ id: a }).first('childPersonas')).childPersonas ?? []).toEqual([]);
    // A child that closes no loop is taken.
    const d = await create(admin, { name: 'Loop D' });
    expect((await admin.call('PATCH', `staffpersonas/${a}`, { body: { childPersonas: [d] } })).status).toBe(200);
  });

  it('keeps every loop out when patches race to close them', async () => {
    // Ten pairs, each pair's two patches sent at once: each would close a loop with the other.
    const pairs = await Promise.all(
      [...Array(10).keys()].map(async (i) => [
        await create(admin, { name: `Race X${i}` }),
        await create(admin, { name: `Race Y${i}` }),
      ]),
    );
    const answers = await Promise.all(
      pairs.flatMap(([x, y]) => [
        admin.call('PATCH', `staffpersonas/${x}`, { body: { childPersonas: [y] } }),
        admin.call('PATCH', `staffpersonas/${y}`, { body: { childPersonas: [x] } }),
      ]),
    );
    const statuses = answers.map((r) => r.status);
    for (let i = 0; i < statuses.length; i += 2) expect([statuses[i], statuses[i + 1]].sort()).toEqual([200, 400]);
  });
});

describe('deleting a persona', () => {
  it('is refused while another persona contains it, naming that one', async () => {
    const part = await create(admin, { name: 'Part persona' });
    const whole = await create(admin, { name: 'Whole persona', childPersonas: [part] });
    const refused = await admin.call('DELETE', `staffpersonas/${part}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Whole persona');
    expect((await admin.call('PATCH', `staffpersonas/${whole}`, { body: { childPersonas: [] } })).status).toBe(200);
    expect((await admin.call('DELETE', `staffpersonas/${part}`)).status).toBe(200);
  });
});

describe('the shared catalogue of personas', () => {
  it("uses shared skills and personas only, and is the super admin's to change", async () => {
    const [own] = await db()('skills')
      .insert({ name: 'Northfield theatre recovery', trustId: northfield, status: 'Active', groupingTags: '[]' })
      .returning('id');
    const refused = await superAdmin.call('POST', 'staffpersonas', {
      body: { name: 'Shared with a trust skill', trustId: null, directSkills: [{ skillId: own.id, level: 'solo' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'directSkills',
      message: expect.stringContaining('the shared catalogue uses shared rows only'),
    });
    const trusts = await create(admin, { name: 'Northfield only' });
    // No trust given: the super admin's persona is a shared one.
    const child = await superAdmin.call('POST', 'staffpersonas', {
      body: { name: 'Shared with a trust persona', childPersonas: [trusts] },
    });
    expect(child.status).toBe(400);
    const shared = await create(superAdmin, {
      name: 'Shared ward nurse',
      trustId: null,
      directSkills: [{ skillId: await skillId('Venepuncture'), level: 'solo' }],
    });
    // A trust's persona builds on a shared one; the trust's admin reads the shared one but does not change it.
    await create(admin, { name: 'Northfield ward nurse', childPersonas: [shared] });
    expect((await admin.call('GET', `staffpersonas/${shared}`)).status).toBe(200);
    expect((await admin.call('PATCH', `staffpersonas/${shared}`, { body: { name: 'Renamed' } })).status).toBe(403);
    expect((await resolved(admin, shared)).map((s) => s.name)).toEqual(['Venepuncture']);
  });
});

describe('persona mappings', () => {
  it("map a trust's job title and care location to its personas, read by both of the spec's services", async () => {
    const jobTitleId = (await db()('job_title_types').where({ trustId: northfield, name: 'Ward Sister' }).first('id'))
      .id;
    const careLocationId = (await db()('care_locations').where({ trustId: northfield, code: 'NCH' }).first('id')).id;
    const persona = await create(admin, { name: 'Community ward sister' });
    const made = await admin.call('POST', 'staffpersonamappings', {
      body: { jobTitleId, careLocationId, staffPersonas: [persona] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ trustId: northfield, jobTitleId, careLocationId, staffPersonas: [persona] });
    const read = await admin.call('GET', `persona-mappings/${made.body.id}`);
    expect(read.body).toMatchObject({ trustId: northfield, jobTitleId, careLocationId, staffPersonas: [persona] });
    // 6 a page there, 7 here (spec 9's two readings).
    expect((await admin.call('GET', 'persona-mappings')).body.limit).toBe(6);
    expect((await admin.call('GET', 'staffpersonamappings')).body.limit).toBe(7);
    // A mapping names personas: at least one, each of the trust's or shared.
    expect((await admin.call('POST', 'staffpersonamappings', { body: { jobTitleId, staffPersonas: [] } })).status).toBe(
      400,
    );
    const southgate = (await db()('trusts').where({ name: 'Southgate NHS Trust' }).first('id')).id;
    const [foreign] = await db()('staffpersonas')
      .insert({ name: 'Southgate persona', trustId: southgate, status: 'Active' })
      .returning('id');
    const refused = await admin.call('POST', 'staffpersonamappings', {
      body: { jobTitleId, staffPersonas: [foreign.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('staffPersonas');
  });
});
