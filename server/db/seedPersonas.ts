/**
 * Demo staff personas (issue 13): a shared catalogue of two (the super admin's) and three of Northfield's own built on
 * it, with the trust's persona mappings, with direct skills at several levels, child personas and group-expert combinations, so that the persona list
 * and a persona's resolved skills show real differences. Southgate lacks the 'Shift skills' feature: none of its own.
 */
import type { Knex } from 'knex';
import type { Row } from './row';

/** A trust's job titles and care locations (by code), and the care specialities, by name: the ids mappings name. */
export const lookups = (trx: Knex.Transaction, trustId: number) => ({
  jobTitle: async (name: string) => (await trx('job_title_types').where({ trustId, name }).first('id')).id as number,
  careLocation: async (code: string) => (await trx('care_locations').where({ trustId, code }).first('id')).id as number,
  speciality: async (name: string) => (await trx('care_speciality_types').where({ name }).first('id')).id as number,
});

export async function seedPersonas(trx: Knex.Transaction, trustId: number) {
  const skills = new Map<string, number>(
    (await trx('skills').whereNull('trustId').select('id', 'name')).map((s: Row) => [s.name, s.id]),
  );
  const tag = async (table: string, name: string) => (await trx(table).where({ name }).first('id')).id as number;
  const direct = (entries: [string, string][]) =>
    JSON.stringify(entries.map(([name, level]) => ({ skillId: skills.get(name)!, level })));
  const insert = async (row: Row) =>
    (
      await trx('staffpersonas')
        .insert({ status: 'Active', ...row })
        .returning('id')
    )[0].id as number;

  const core = await insert({
    name: 'Registered nurse: ward core',
    description: 'What every registered nurse on an adult ward does unsupervised.',
    directSkills: direct([
      ['Basic life support', 'solo'],
      ['Venepuncture', 'solo'],
      ['Wound care and dressings', 'solo'],
      ['IV cannulation', 'distant-supervision'],
    ]),
    childPersonas: '[]',
    groupExpertCombinations: '[]',
  });
  const critical = await insert({
    name: 'Critical care nurse',
    description: 'An adult ward nurse who also cares for the critically ill.',
    directSkills: direct([
      ['Ventilated patient care', 'direct-supervision'],
      ['IV cannulation', 'solo'],
    ]),
    childPersonas: JSON.stringify([core]),
    groupExpertCombinations: JSON.stringify([
      {
        skillGroupingTagId: await tag('skillgroupingtags', 'Critical care'),
        expertLevelTagId: await tag('skillexpertleveltags', 'Proficient'),
        level: 'distant-supervision',
      },
    ]),
  });
  const surgical = await insert({
    trustId,
    name: 'Northfield surgical ward nurse',
    description: "Northfield's surgical wards: the ward core and the clinical skills at the competent level.",
    directSkills: direct([
      ['Urinary catheterisation', 'solo'],
      ['NG tube insertion', 'direct-supervision'],
    ]),
    childPersonas: JSON.stringify([core]),
    groupExpertCombinations: JSON.stringify([
      {
        skillGroupingTagId: await tag('skillgroupingtags', 'Clinical'),
        expertLevelTagId: await tag('skillexpertleveltags', 'Competent'),
        level: 'solo',
      },
    ]),
  });
  const highDependency = await insert({
    trustId,
    name: 'Northfield high-dependency nurse',
    description: 'Steps up from the surgical ward to high dependency.',
    directSkills: direct([
      ['Immediate life support', 'solo'],
      ['IV medicines administration', 'solo'],
    ]),
    childPersonas: JSON.stringify([critical]),
    groupExpertCombinations: '[]',
  });
  await insert({
    trustId,
    name: 'Northfield mental health support',
    status: 'Inactive',
    directSkills: direct([['De-escalation and safe holding', 'distant-supervision']]),
    childPersonas: '[]',
    groupExpertCombinations: '[]',
  });

  // Which personas the trust's shifts ask for, by job title and care location (and care speciality).
  const { jobTitle, careLocation, speciality } = lookups(trx, trustId);
  await trx('staffpersonamappings').insert([
    {
      trustId,
      jobTitleId: await jobTitle('Staff Nurse'),
      careLocationId: await careLocation('NGH'),
      careSpecialities: JSON.stringify([await speciality('Surgery')]),
      staffPersonas: JSON.stringify([surgical, core]),
    },
    {
      trustId,
      jobTitleId: await jobTitle('Senior Staff Nurse'),
      careLocationId: await careLocation('NGH'),
      careSpecialities: JSON.stringify([await speciality('Critical Care')]),
      staffPersonas: JSON.stringify([highDependency, critical]),
    },
    {
      trustId,
      jobTitleId: await jobTitle('Staff Nurse'),
      careLocationId: null,
      careSpecialities: '[]',
      staffPersonas: JSON.stringify([core]),
    },
  ]);
}

/** The shift manager's favourite skills and persona at the trust, so that their lists show what a manager keeps. */
export async function seedFavourites(trx: Knex.Transaction, trustId: number) {
  const { id: userId } = await trx('users').where({ email: 'shiftmanager@bankshift.test' }).first('id');
  const skills: Row[] = await trx('skills')
    .whereNull('trustId')
    .whereIn('name', ['Wound care and dressings', '12-lead ECG recording', 'Blood transfusion'])
    .select('id');
  await trx('favourite_capabilities').insert(skills.map((s) => ({ trustId, userId, capabilityId: s.id })));
  const { id: staffPersonaId } = await trx('staffpersonas').where({ name: 'Critical care nurse' }).first('id');
  await trx('favourite_personas').insert({ trustId, userId, staffPersonaId });
  // The bank officer's saved search for staff (domain/findStaff.ts): Venepuncture ranks the general hospital's nurses.
  const officer = await trx('users').where({ email: 'bankofficer@bankshift.test' }).first('id');
  const general = await trx('care_locations').where({ code: 'NGH' }).first('id');
  const venepuncture = await trx('skills').whereNull('trustId').where({ name: 'Venepuncture' }).first('id');
  const paramDetails = {
    careLocationId: String(general.id),
    skills: `${venepuncture.id}:solo`,
    matchingCriteria: 'false',
  };
  await trx('find_a_staff_templates').insert({
    trustId,
    userId: officer.id,
    name: 'General hospital: venepuncture',
    paramDetails: JSON.stringify(paramDetails),
  });
}

/** The personas some of Northfield's nurses are recognised as (user-personas), shown on their profiles. */
export async function seedUserPersonas(trx: Knex.Transaction, trustId: number) {
  const persona = async (name: string) => (await trx('staffpersonas').where({ name }).first('id')).id as number;
  const nurse = async (handle: string) =>
    (
      await trx('users')
        .where({ email: `${handle}@bankshift.test` })
        .first('id')
    ).id as number;
  const [core, critical] = [await persona('Registered nurse: ward core'), await persona('Critical care nurse')];
  await trx('user_personas').insert([
    { trustId, userId: await nurse('nurse1'), staffPersonaId: core },
    { trustId, userId: await nurse('nurse1'), staffPersonaId: critical },
    { trustId, userId: await nurse('nurse2'), staffPersonaId: core },
  ]);
}
