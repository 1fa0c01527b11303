/**
 * Job templates and their mappings (issue 13): a template's skills, only the selected ones counting, one row each; a
 * mapping's band range; one default mapping per combination, also when two writes race for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let admin: Session;
let northfield: number;
let jobTitleId: number;
let careLocationId: number;

const db = () => h.server.database.knex;
const skillId = async (name: string) => (await db()('skills').where({ name }).first('id')).id as number;
const template = async (name: string) => {
  const res = await admin.call('POST', 'jobtemplates', {
    body: {
      name,
      templateSkills: [
        { skillId: await skillId('Venepuncture'), requirement: 'mandatory', level: 'solo', selected: true },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const mapping = (body: Record<string, unknown>) =>
  admin.call('POST', 'jobtemplatemappings', {
    body: { jobTitleId, careLocationId, lowerBand: '5', upperBand: '6', ...body },
  });

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('trustadmin@bankshift.test');
  northfield = (await db()('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
  jobTitleId = (await db()('job_title_types').where({ trustId: northfield, name: 'Healthcare Assistant' }).first('id'))
    .id;
  careLocationId = (await db()('care_locations').where({ trustId: northfield, code: 'NCH' }).first('id')).id;
});
afterAll(() => h?.close());

describe("a job template's skills", () => {
  it('are kept with their requirement, level, learning opportunity and selection, and read one row each', async () => {
    const [bls, ecg] = [await skillId('Basic life support'), await skillId('12-lead ECG recording')];
    const made = await admin.call('POST', 'jobtemplates', {
      body: {
        name: 'Community day shift',
        templateSkills: [
          { skillId: bls, requirement: 'mandatory', level: 'solo', learningOpportunity: false, selected: true },
          {
            skillId: ecg,
            requirement: 'recommended',
            level: 'distant-supervision',
            learningOpportunity: true,
            selected: false,
          },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.trustId).toBe(northfield);
    const rows = (await admin.call('GET', 'jobtemplateskills', { query: `jobTemplateId=${made.body.id}` })).body.data;
    expect(rows.map(({ id, createdAt, updatedAt, ...r }: Record<string, unknown>) => r)).toEqual([
      {
        jobTemplateId: made.body.id,
        skillId: bls,
        requirement: 'mandatory',
        level: 'solo',
        learningOpportunity: false,
        selected: true,
        trustId: northfield,
      },
      {
        jobTemplateId: made.body.id,
        skillId: ecg,
        requirement: 'recommended',
        level: 'distant-supervision',
        learningOpportunity: true,
        selected: false,
        trustId: northfield,
      },
    ]);
    // Only the selected one counts.
    const counted = (
      await admin.call('GET', 'jobtemplateskills', { query: `jobTemplateId=${made.body.id}&selected=true` })
    ).body.data;
    expect(counted.map((r: { skillId: number }) => r.skillId)).toEqual([bls]);
    // A skill once per template.
    const twice = await admin.call('POST', 'jobtemplates', {
      body: { name: 'Twice', templateSkills: [{ skillId: bls }, { skillId: bls }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].field).toMatch(/^templateSkills/);
  });
});

describe('a job template mapping', () => {
  it('maps a band range whose upper band is not below its lower one, to templates of its trust or shared', async () => {
    const t = await template('Mapped template');
    const refused = await mapping({ lowerBand: '7', upperBand: '5', jobTemplates: [t] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'upperBand', message: 'must not be below the lower band' }]);
    const made = await mapping({ lowerBand: '5', upperBand: '8a', jobTemplates: [t] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const links = (
      await admin.call('GET', 'jobtemplatemappingjobtemplates', { query: `jobTemplateMappingId=${made.body.id}` })
    ).body.data;
    expect(links.map((l: { jobTemplateId: number }) => l.jobTemplateId)).toEqual([t]);
    expect((await mapping({ jobTemplates: [] })).status).toBe(400);
  });

  it('is the default of its combination alone: a second is refused, on create and on patch', async () => {
    const t = await template('Default template');
    const first = await mapping({
      careSpecialityTypeId: null,
      lowerBand: '3',
      upperBand: '4',
      jobTemplates: [t],
      isDefault: true,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await mapping({
      careSpecialityTypeId: null,
      lowerBand: '3',
      upperBand: '4',
      jobTemplates: [t],
      isDefault: true,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(`Mapping ${first.body.id} is already the default`);
    // Not a default, or another combination: taken.
    const plain = await mapping({ lowerBand: '3', upperBand: '4', jobTemplates: [t] });
    expect(plain.status).toBe(201);
    expect((await mapping({ lowerBand: '3', upperBand: '5', jobTemplates: [t], isDefault: true })).status).toBe(201);
    const promoted = await admin.call('PATCH', `jobtemplatemappings/${plain.body.id}`, { body: { isDefault: true } });
    expect(promoted.status).toBe(409);
    expect(
      (await admin.call('PATCH', `jobtemplatemappings/${first.body.id}`, { body: { isDefault: false } })).status,
    ).toBe(200);
    expect(
      (await admin.call('PATCH', `jobtemplatemappings/${plain.body.id}`, { body: { isDefault: true } })).status,
    ).toBe(200);
  });

  it('keeps one default when writes race for it', async () => {
    const t = await template('Raced template');
    // Ten combinations, two defaults sent at once for each.
    const answers = await Promise.all(
      ['2', '3', '4', '5', '6', '7', '8a', '8b', '8c', '8d'].flatMap((upperBand) => [
        mapping({
          lowerBand: '2',
          upperBand,
          careSpecialityTypeId: null,
          careLocationId: null,
          jobTemplates: [t],
          isDefault: true,
        }),
        mapping({
          lowerBand: '2',
          upperBand,
          careSpecialityTypeId: null,
          careLocationId: null,
          jobTemplates: [t],
          isDefault: true,
        }),
      ]),
    );
    const statuses = answers.map((r) => r.status);
    for (let i = 0; i < statuses.length; i += 2) expect([statuses[i], statuses[i + 1]].sort()).toEqual([201, 409]);
  });
});
