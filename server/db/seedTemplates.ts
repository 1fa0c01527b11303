/**
 * Demo job templates (issue 13): two of the shared catalogue and one of Northfield's own, each with skills at levels,
 * some not selected (they do not count), and Northfield's template mappings, one default per combination.
 */
import type { Knex } from 'knex';
import { lookups } from './seedPersonas';
import type { Row } from './row';

type Skill = [name: string, requirement: string, level: string, learningOpportunity: boolean, selected: boolean];

export async function seedTemplates(trx: Knex.Transaction, trustId: number) {
  const skills = new Map<string, number>(
    (await trx('skills').whereNull('trustId').select('id', 'name')).map((s: Row) => [s.name, s.id]),
  );
  const template = async (row: Row, list: Skill[]) =>
    (
      await trx('jobtemplates')
        .insert({
          status: 'Active',
          ...row,
          templateSkills: JSON.stringify(
            list.map(([name, requirement, level, learningOpportunity, selected]) => ({
              skillId: skills.get(name)!,
              requirement,
              level,
              learningOpportunity,
              selected,
            })),
          ),
        })
        .returning('id')
    )[0].id as number;

  const ward = await template({ name: 'Adult ward shift', description: 'A day or night on an adult ward.' }, [
    ['Basic life support', 'mandatory', 'solo', false, true],
    ['Venepuncture', 'mandatory', 'distant-supervision', false, true],
    ['IV cannulation', 'recommended', 'distant-supervision', true, true],
    ['12-lead ECG recording', 'recommended', 'distant-supervision', false, false],
  ]);
  const critical = await template(
    { name: 'Critical care shift', description: 'Intensive care: ventilated patients.' },
    [
      ['Immediate life support', 'mandatory', 'solo', false, true],
      ['Ventilated patient care', 'mandatory', 'direct-supervision', true, true],
      ['Tracheostomy care', 'recommended', 'distant-supervision', false, true],
      ['Blood transfusion', 'not-required', 'solo', false, false],
    ],
  );
  const theatres = await template(
    { trustId, name: 'Northfield theatre recovery', description: "Recovery after surgery in Northfield's theatres." },
    [
      ['Basic life support', 'mandatory', 'solo', false, true],
      ['IV medicines administration', 'mandatory', 'distant-supervision', false, true],
      ['Controlled drugs checking', 'recommended', 'solo', true, true],
    ],
  );

  const { jobTitle, careLocation, speciality } = lookups(trx, trustId);
  const general = await careLocation('NGH');
  await trx('jobtemplatemappings').insert([
    {
      trustId,
      jobTitleId: await jobTitle('Staff Nurse'),
      lowerBand: '5',
      upperBand: '6',
      careLocationId: general,
      careSpecialityTypeId: await speciality('Acute Medicine'),
      jobTemplates: JSON.stringify([ward]),
      isDefault: true,
    },
    {
      trustId,
      jobTitleId: await jobTitle('Senior Staff Nurse'),
      lowerBand: '6',
      upperBand: '7',
      careLocationId: general,
      careSpecialityTypeId: await speciality('Critical Care'),
      jobTemplates: JSON.stringify([critical, ward]),
      isDefault: true,
    },
    {
      trustId,
      jobTitleId: await jobTitle('Staff Nurse'),
      lowerBand: '5',
      upperBand: '6',
      careLocationId: general,
      careSpecialityTypeId: await speciality('Surgery'),
      jobTemplates: JSON.stringify([theatres, ward]),
      isDefault: true,
    },
    {
      trustId,
      jobTitleId: await jobTitle('Staff Nurse'),
      lowerBand: '4',
      upperBand: '6',
      careLocationId: null,
      careSpecialityTypeId: null,
      jobTemplates: JSON.stringify([ward]),
      isDefault: false,
    },
  ]);
  // Model shifts (domain/modelJobs.ts): shapes Northfield staffs often, whose candidates differ.
  const community = await careLocation('NCH');
  const own = (list: [string, string, string, boolean][]) =>
    JSON.stringify(
      list.map(([name, requirement, level, learningOpportunity]) => ({
        skillId: skills.get(name)!,
        requirement,
        level,
        learningOpportunity,
      })),
    );
  await trx('model_jobs').insert([
    {
      trustId,
      name: 'Acute medicine day, band 5 to 6',
      careLocationId: general,
      careSpecialityTypeId: await speciality('Acute Medicine'),
      jobTitleTypeId: await jobTitle('Staff Nurse'),
      lowerBand: '5',
      upperBand: '6',
      skills: own([
        ['IV cannulation', 'mandatory', 'solo', false],
        ['Venepuncture', 'recommended', 'solo', true],
      ]),
    },
    {
      trustId,
      name: 'Critical care night, band 6 to 7',
      careLocationId: general,
      careSpecialityTypeId: await speciality('Critical Care'),
      jobTitleTypeId: await jobTitle('Senior Staff Nurse'),
      lowerBand: '6',
      upperBand: '7',
      jobTemplateId: critical,
      skills: own([]),
    },
    {
      trustId,
      name: 'Community hospital, any band',
      careLocationId: community,
      jobTitleTypeId: await jobTitle('Staff Nurse'),
      lowerBand: '2',
      upperBand: '9',
      skills: own([
        ['Venepuncture', 'recommended', 'solo', false],
        ['Wound care and dressings', 'recommended', 'distant-supervision', true],
      ]),
    },
  ]);
  // The bands Northfield posts each job title at (band-mapping-for-jobtitles).
  const mapped: [string, string[]][] = [
    ['Staff Nurse', ['5', '6']],
    ['Senior Staff Nurse', ['6', '7']],
    ['Ward Sister', ['7']],
    ['Healthcare Assistant', ['2', '3']],
    ['Nursing Associate', ['4']],
  ];
  for (const [title, bands] of mapped)
    await trx('band_mapping_for_jobtitles').insert({
      trustId,
      jobTitle: await jobTitle(title),
      bands: JSON.stringify(bands),
    });
}
