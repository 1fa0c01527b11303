/**
 * The skills catalogue, read (issue 13; domain/catalogue.ts): every active skill a role reads with its tags named,
 * grouped by tag, selected by a combination's tags and searched, within the role's trust and the shared catalogue;
 * personas searched only where the trust has shift skills.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from './harness';
import { startHarness } from './harness';

let h: Harness;
let manager: Session;
let southAdmin: Session;
const tag: Record<string, number> = {};
const level: Record<string, number> = {};
let northfield: number;
let southgate: number;

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

beforeAll(async () => {
  h = await startHarness();
  const db = h.server.database.knex;
  for (const t of await db('skillgroupingtags').select('id', 'name')) tag[t.name] = t.id;
  for (const t of await db('skillexpertleveltags').select('id', 'name')) level[t.name] = t.id;
  northfield = (await db('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
  southgate = (await db('trusts').whereNot({ id: northfield }).orderBy('id').first('id')).id;
  await db('skills').insert([
    {
      name: 'Ventilator weaning',
      trustId: northfield,
      status: 'Active',
      groupingTags: JSON.stringify([tag['Critical care']]),
      expertLevelTag: level.Expert,
    },
    {
      name: 'Ventilation (retired)',
      trustId: northfield,
      status: 'Inactive',
      groupingTags: JSON.stringify([tag['Critical care']]),
      expertLevelTag: level.Expert,
    },
    {
      name: 'Southgate ventilation',
      trustId: southgate,
      status: 'Active',
      groupingTags: JSON.stringify([tag['Critical care']]),
      expertLevelTag: level.Expert,
    },
    { name: 'Hand hygiene', trustId: northfield, status: 'Active', groupingTags: '[]', expertLevelTag: null },
  ]);
  manager = await h.signIn('shiftmanager@bankshift.test');
  southAdmin = await h.signIn('southadmin@bankshift.test');
});
afterAll(() => h?.close());

describe('the skills catalogue', () => {
  it("lists the active skills of the role's trust and the shared catalogue by name, each with its tags named", async () => {
    const res = await manager.call('GET', 'getallskills');
    expect(res.status).toBe(200);
    const all = names(res.body);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    expect(all).toContain('Ventilator weaning');
    expect(all).toContain('Venepuncture');
    expect(all).not.toContain('Ventilation (retired)');
    expect(all).not.toContain('Southgate ventilation');
    expect(new Set(res.body.map((s: { id: number }) => s.id)).size).toBe(all.length);
    expect(res.body.find((s: { name: string }) => s.name === 'Tracheostomy care')).toMatchObject({
      trustId: null,
      groupingTags: expect.arrayContaining([
        { id: tag['Critical care'], name: 'Critical care' },
        { id: tag.Clinical, name: 'Clinical' },
      ]),
      expertLevelTag: { id: level.Proficient, name: 'Proficient', level: 3 },
    });
    expect(names((await southAdmin.call('GET', 'getallskills')).body)).toContain('Southgate ventilation');
  });

  it('filters by tag and searches by name, best match first', async () => {
    expect(
      names(
        (
          await manager.call('GET', 'getallskills', {
            query: `skillGroupingTagId=${tag['Critical care']}&expertLevelTagId=${level.Expert}`,
          })
        ).body,
      ),
    ).toEqual(['Ventilated patient care', 'Ventilator weaning']);
    expect(names((await manager.call('GET', 'getallskills', { query: 'q=life' })).body)).toEqual([
      'Basic life support',
      'Immediate life support',
      'Paediatric life support',
    ]);
    expect(names((await manager.call('GET', 'getallskills', { query: 'q=vent' })).body)).toEqual([
      'Ventilated patient care',
      'Ventilator weaning',
    ]);
  });

  it('groups the skills by grouping tag, the untagged last', async () => {
    const groups = (await manager.call('GET', 'taggedskillgroups')).body;
    expect(groups.map((g: any) => g.tag?.name ?? null)).toEqual([
      'Clinical',
      'Critical care',
      'Mandatory training',
      'Medicines',
      'Mental health',
      'Paediatrics',
      null,
    ]);
    expect(names(groups.find((g: any) => g.tag?.name === 'Critical care').skills)).toEqual([
      'Immediate life support',
      'Tracheostomy care',
      'Ventilated patient care',
      'Ventilator weaning',
    ]);
    expect(names(groups.at(-1).skills)).toEqual(['Hand hygiene']);
  });

  it("answers what a group-expert combination selects, as a persona's skills resolve it", async () => {
    const res = await manager.call('GET', 'gettagexpertlevelskills', {
      query: `skillGroupingTagId=${tag['Critical care']}&expertLevelTagId=${level.Proficient}`,
    });
    expect(names(res.body)).toEqual(['Tracheostomy care']);
    // The demo's critical care nurse selects the same by its combination.
    const [critical] = (await manager.call('GET', 'staffpersonas', { query: 'name=Critical care nurse' })).body.data;
    const resolved = (await manager.call('GET', 'getstaffpersonaskills', { query: `staffPersonaId=${critical.id}` }))
      .body.data;
    expect(resolved.filter((s: any) => s.origin.kind === 'combination').map((s: any) => s.name)).toEqual(
      names(res.body),
    );
    expect(
      (await manager.call('GET', 'gettagexpertlevelskills', { query: `skillGroupingTagId=${tag['Critical care']}` }))
        .body,
    ).toMatchObject({ code: 400, errors: [{ field: 'expertLevelTagId' }] });
  });

  it('searches skills by name and by their tags, and the whole catalogue by kind', async () => {
    const skills = (await manager.call('GET', 'neo-skills', { query: 'q=paediatrics' })).body;
    expect(skills.map((s: any) => [s.name, s.matched])).toEqual([['Paediatric life support', 'tag']]);
    const byName = (await manager.call('GET', 'neo-skills', { query: 'q=life' })).body;
    expect(byName.map((s: any) => s.matched)).toEqual(['name', 'name', 'name']);
    const found = (await manager.call('GET', 'neo-search', { query: 'q=critical' })).body;
    expect(found).toMatchObject({
      q: 'critical',
      skills: [],
      groupingTags: [{ name: 'Critical care' }],
      expertLevelTags: [],
    });
    expect(names(found.personas)).toEqual(['Critical care nurse']);
    expect(names((await manager.call('GET', 'neo-search', { query: 'q=expert' })).body.expertLevelTags)).toEqual([
      'Expert',
    ]);
  });

  it('finds no personas where the trust lacks shift skills, and refuses a short or missing search', async () => {
    const found = (await southAdmin.call('GET', 'neo-search', { query: 'q=critical' })).body;
    expect(found).toMatchObject({ groupingTags: [{ name: 'Critical care' }], personas: [] });
    expect((await manager.call('GET', 'neo-search')).body).toMatchObject({
      code: 400,
      errors: [{ field: 'q', message: expect.stringContaining('2 characters') }],
    });
    expect((await manager.call('GET', 'neo-skills', { query: 'q=v' })).status).toBe(400);
    expect((await manager.call('GET', 'getallskills', { query: 'skillGroupingTagId=x' })).status).toBe(400);
    expect((await manager.call('GET', 'taggedskillgroups', { query: 'name=x' })).status).toBe(400);
  });
});
