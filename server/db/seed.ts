/**
 * Demo data: two trusts with their reference data, roles and users. Fixed: the README, the tests and the
 * e2e journeys rely on these names. Runs only on an empty database.
 */
import type { Knex } from 'knex';
import { BANDS, type Band } from '../../domain/bands';
import type { Feature } from '../../domain/features';
import { ROLE_TYPES, levelOfRoleType } from '../../domain/roles';
import { hashPassword } from '../authentication';
import { DEMO_TRUST_FEATURES } from './demoRoles';
import { seedReports } from './seedReports';
import { seedShifts } from './seedShifts';
import type { FileStore } from '../files';
import { seedDraftTrust } from './seedDraftTrust';
import { seedBuiltInRoles } from './seedRoles';
import { seedInvitations } from './seedInvitations';
import { seedStaff } from './seedStaff';
import { seedRates } from './seedRates';
import { seedShiftTimes } from './seedShiftTimes';
import { seedDraftChecklists, tickDemoDrafts } from './seedDraftChecklists';
import { seedPlans } from './seedPlans';
import { DEMO_MATCH_WEIGHTS } from './demoRoles';
import { seedFavourites, seedPersonas, seedUserPersonas } from './seedPersonas';
import { seedTemplates } from './seedTemplates';
import { seedAvailability } from './seedAvailability';
import { seedPredictionSettings } from './seedPredictions';
import { DEMO_PASSWORD } from './demoAccounts';

interface TrustSeed {
  name: string;
  abbreviatedName: string;
  features: readonly Feature[];
  careLocations: { name: string; code: string; departments: string[] }[];
  /** Features the trust has that a care location does not use (carelocation-feature-configurations). */
  featuresOff?: [string, Feature][];
  /** Its administrative groups, each with the care locations it holds (trust-heirarchy). */
  groups: { name: string; careLocations: string[] }[];
  bands: Band[];
  specialities: string[];
  ownSkills: string[];
}

const TRUSTS: TrustSeed[] = [
  {
    name: 'Northfield NHS Trust',
    abbreviatedName: 'NFT',
    features: DEMO_TRUST_FEATURES.Northfield,
    careLocations: [
      {
        name: 'Northfield General Hospital',
        code: 'NGH',
        departments: [
          'Ward 1 - Acute Medicine',
          'Ward 2 - Respiratory',
          'Emergency Department',
          'Intensive Care Unit',
          'Theatres',
        ],
      },
      {
        name: 'Northfield Community Hospital',
        code: 'NCH',
        departments: ['Elderly Care Ward', 'Rehabilitation Unit', 'Minor Injuries Unit'],
      },
      {
        name: 'Riverside Mental Health Unit',
        code: 'RMH',
        departments: ['Acute Adult Ward', 'Psychiatric Intensive Care'],
      },
    ],
    featuresOff: [['Riverside Mental Health Unit', 'Auto-offer']],
    groups: [
      { name: 'Acute Division', careLocations: ['Northfield General Hospital'] },
      {
        name: 'Community and Mental Health',
        careLocations: ['Northfield Community Hospital', 'Riverside Mental Health Unit'],
      },
    ],
    bands: ['2', '3', '4', '5', '6', '7', '8a'],
    specialities: [
      'Acute Medicine',
      'Emergency Medicine',
      'Critical Care',
      'Surgery',
      "Older People's Care",
      'Mental Health',
    ],
    ownSkills: ['Northfield ePMA prescribing system', 'Haemodialysis (renal unit)'],
  },
  {
    name: 'Southgate NHS Trust',
    abbreviatedName: 'SGT',
    features: DEMO_TRUST_FEATURES.Southgate,
    careLocations: [
      {
        name: 'Southgate Royal Infirmary',
        code: 'SRI',
        departments: ['Surgical Assessment Unit', 'Coronary Care Unit', 'Emergency Department'],
      },
      {
        name: "Southgate Women's and Children's Hospital",
        code: 'SWC',
        departments: ['Maternity Ward', 'Neonatal Unit', 'Paediatric Ward'],
      },
    ],
    groups: [
      {
        name: 'Hospital Services',
        careLocations: ['Southgate Royal Infirmary', "Southgate Women's and Children's Hospital"],
      },
    ],
    bands: ['2', '3', '4', '5', '6', '7'],
    specialities: ['Surgery', 'Paediatrics', 'Maternity', 'Emergency Medicine'],
    ownSkills: ['Neonatal transport'],
  },
];

const SPECIALITIES = [
  'Acute Medicine',
  'Emergency Medicine',
  'Critical Care',
  'Surgery',
  'Paediatrics',
  'Maternity',
  'Mental Health',
  "Older People's Care",
  'Oncology',
];
const JOB_TITLES = [
  ['Staff Nurse', 'RN'],
  ['Senior Staff Nurse', 'SRN'],
  ['Ward Sister', 'WS'],
  ['Healthcare Assistant', 'HCA'],
  ['Nursing Associate', 'NA'],
  ['Midwife', 'MW'],
];
const GROUPING_TAGS = ['Clinical', 'Critical care', 'Paediatrics', 'Mental health', 'Medicines', 'Mandatory training'];
const EXPERT_LEVELS = ['Foundation', 'Competent', 'Proficient', 'Expert'];
const SHARED_SKILLS: [string, string[], string][] = [
  ['IV cannulation', ['Clinical'], 'Competent'],
  ['Venepuncture', ['Clinical'], 'Foundation'],
  ['Tracheostomy care', ['Critical care', 'Clinical'], 'Proficient'],
  ['Blood transfusion', ['Clinical', 'Medicines'], 'Competent'],
  ['Urinary catheterisation', ['Clinical'], 'Competent'],
  ['IV medicines administration', ['Medicines'], 'Competent'],
  ['Controlled drugs checking', ['Medicines'], 'Competent'],
  ['Basic life support', ['Mandatory training'], 'Foundation'],
  ['Immediate life support', ['Mandatory training', 'Critical care'], 'Competent'],
  ['Paediatric life support', ['Paediatrics', 'Mandatory training'], 'Proficient'],
  ['Wound care and dressings', ['Clinical'], 'Foundation'],
  ['NG tube insertion', ['Clinical'], 'Proficient'],
  ['12-lead ECG recording', ['Clinical'], 'Competent'],
  ['Safeguarding level 3', ['Mandatory training'], 'Competent'],
  ['De-escalation and safe holding', ['Mental health'], 'Proficient'],
  ['Ventilated patient care', ['Critical care'], 'Expert'],
];
const NURSES = [
  'Olivia Bennett',
  'Amelia Clarke',
  'Isla Turner',
  'Ava Hughes',
  'Mia Edwards',
  'Noah Collins',
  'Oliver Stewart',
  'Sophia Murphy',
  'Emily Price',
  'Jack Morris',
  'Grace Cooper',
  'Harry Ward',
  'Chloe Foster',
  'Ella Richardson',
  'Lucas Gray',
  'Ruby Kelly',
  'Evie Howard',
  'Leo Barnes',
  'Freya Palmer',
  'Daniel Ross',
];

/**
 * Seeds an empty database; `shifts: false` leaves out the demo shifts (most API tests make their own). All of it in one
 * transaction: a start cut off while seeding (even by kill -9) leaves the database empty, and the next start seeds it
 * whole (an evidence scan already written stays an unread file).
 */
export async function seedDemo(
  knex: Knex,
  version: string,
  { shifts = true, files }: { shifts?: boolean; files?: FileStore } = {},
): Promise<boolean> {
  if (await knex('users').first()) return false;
  const password = await hashPassword(DEMO_PASSWORD);
  return knex.transaction(async (trx) => {
    // Instances starting together on one PostgreSQL: one seeds, the others find it seeded.
    await trx.raw('select pg_advisory_xact_lock(4242002)');
    if (await trx('users').first()) return false;
    const ids = async (table: string, rows: Record<string, unknown>[]) =>
      (await trx(table).insert(rows).returning('id')).map((r: { id: number }) => r.id);
    const json = (v: unknown) => JSON.stringify(v);

    await ids(
      'user_role_types',
      ROLE_TYPES.map((name) => ({ name, level: levelOfRoleType(name), description: `${name} role type` })),
    );
    const bandIds = await ids(
      'band_types',
      BANDS.map((n) => ({ number: n, name: `Band ${n}`, spinePoints: json([]) })),
    );
    const specialityIds = await ids(
      'care_speciality_types',
      SPECIALITIES.map((name) => ({ name })),
    );
    await ids(
      'modeofcommute',
      ['Car', 'Public transport', 'Bicycle', 'Walking'].map((name) => ({ name })),
    );
    const tagIds = await ids(
      'skillgroupingtags',
      GROUPING_TAGS.map((name) => ({ name })),
    );
    const levelIds = await ids(
      'skillexpertleveltags',
      EXPERT_LEVELS.map((name, i) => ({ name, level: i + 1 })),
    );
    const tagId = (n: string) => tagIds[GROUPING_TAGS.indexOf(n)];
    await ids(
      'skills',
      SHARED_SKILLS.map(([name, tags, level]) => ({
        name,
        groupingTags: json(tags.map(tagId)),
        expertLevelTag: levelIds[EXPERT_LEVELS.indexOf(level)],
        status: 'Active',
      })),
    );
    await ids('options', [
      { name: 'support_email', value: 'support@bankshift.test', description: 'Where the console sends users for help' },
      {
        name: 'min_rest_hours_between_shifts',
        value: '11',
        description: 'Rest a nurse needs between two booked shifts',
      },
      { name: 'default_shift_length_hours', value: '12', description: 'Length a new shift starts with' },
    ]);
    await ids('app_versions', [
      { platform: 'backend', version },
      { platform: 'web', version },
      { platform: 'ios', version: '3.2.0' },
      { platform: 'android', version: '3.2.0' },
    ]);

    const trustRoles = new Map<string, number>();
    const careLocations = new Map<string, number>();
    for (const t of TRUSTS) {
      const [trustId] = await ids('trusts', [
        {
          name: t.name,
          abbreviatedName: t.abbreviatedName,
          isLive: true,
          isTrainingTrust: false,
          description: `${t.name} bank staffing`,
          email: `bank@${t.abbreviatedName.toLowerCase()}.nhs.test`,
          phoneNumber: '0300 123 4567',
        },
      ]);
      await ids('feature_lists', [{ trustId, features: json(t.features) }]);
      for (const cl of t.careLocations) {
        const [careLocationId] = await ids('care_locations', [{ trustId, name: cl.name, code: cl.code }]);
        careLocations.set(cl.name, careLocationId);
        await ids(
          'departments',
          cl.departments.map((name, i) => ({ trustId, careLocationId, name, costCode: `${cl.code}-${100 + i}` })),
        );
      }
      for (const [careLocation, feature] of t.featuresOff ?? []) {
        await ids('carelocation_feature_configurations', [
          { trustId, careLocationId: careLocations.get(careLocation)!, feature, isEnabled: false },
        ]);
      }
      for (const group of t.groups) {
        const [administrativeGroupId] = await ids('adminstrative_groups', [{ trustId, name: group.name }]);
        await ids(
          'trust_heirarchy',
          group.careLocations.map((name) => ({
            trustId,
            administrativeGroupId,
            careLocationId: careLocations.get(name)!,
          })),
        );
      }
      await seedRates(trx, trustId, t.bands, careLocations.get(t.careLocations[0].name)!);
      await seedShiftTimes(trx, trustId);
      await ids(
        'job_title_types',
        JOB_TITLES.map(([name, code]) => ({ trustId, name, code })),
      );
      await ids(
        'trust_band_types',
        t.bands.map((b) => ({ trustId, bandTypeId: bandIds[BANDS.indexOf(b)] })),
      );
      await ids(
        'trust_care_specialities',
        t.specialities.map((s) => ({ trustId, careSpecialityTypeId: specialityIds[SPECIALITIES.indexOf(s)] })),
      );
      await ids(
        'skills',
        t.ownSkills.map((name) => ({ trustId, name, groupingTags: json([tagId('Clinical')]), status: 'Active' })),
      );
      for (const [roleType, id] of await seedBuiltInRoles(trx, trustId)) trustRoles.set(`${t.name}/${roleType}`, id);
      const [wardClerk] = await ids('trust_roles', [
        {
          trustId,
          role: 'Ward Clerk',
          roleType: 'SHIFT-MANAGER',
          permissions: json(['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS', 'VIEW_CHAT']),
          isDefault: false,
          description: 'Drafts shifts for a manager to publish',
        },
      ]);
      trustRoles.set(`${t.name}/Ward Clerk`, wardClerk);
    }

    const NF = 'Northfield NHS Trust';
    const SG = 'Southgate NHS Trust';
    const role = (trust: string, type: string, careLocation?: string) => ({
      trustRoleId: trustRoles.get(`${trust}/${type}`)!,
      careLocationId: careLocation ? careLocations.get(careLocation)! : null,
    });
    const people: [string, string, string, { trustRoleId: number | null; careLocationId: number | null }[]][] = [
      ['superadmin', 'Alex', 'Morgan', [{ trustRoleId: null, careLocationId: null }]],
      ['trustadmin', 'Priya', 'Shah', [role(NF, 'TRUST-ADMIN')]],
      ['bankofficer', 'Tom', 'Baker', [role(NF, 'BANK-OFFICER-MANAGER')]],
      ['opsmanager', 'Grace', 'Okafor', [role(NF, 'OPERATIONAL-MANAGER')]],
      ['shiftmanager', 'Liam', 'Walsh', [role(NF, 'SHIFT-MANAGER', 'Northfield General Hospital')]],
      ['ratemanager', 'Hannah', 'Reid', [role(NF, 'RATE-MANAGER')]],
      ['multirole', 'Jordan', 'Ellis', [role(NF, 'TRUST-ADMIN'), role(NF, 'SHIFT-MANAGER')]],
      ['southadmin', 'Fatima', 'Khan', [role(SG, 'TRUST-ADMIN')]],
      ['wardclerk', 'Ellie', 'Grant', [role(SG, 'Ward Clerk')]],
      ...NURSES.map((name, i): (typeof people)[number] => {
        const [first, last] = name.split(' ');
        return [`nurse${i + 1}`, first, last, i < 5 ? [role(NF, 'NURSE'), role(SG, 'NURSE')] : [role(NF, 'NURSE')]];
      }),
    ];
    for (const [handle, firstname, lastname, roles] of people) {
      const [userId] = await ids('users', [
        { email: `${handle}@bankshift.test`, password, firstname, lastname, isVerified: true },
      ]);
      await ids(
        'user_roles',
        roles.map((r) => ({ userId, ...r })),
      );
    }
    const northfield = (await trx('trusts').where({ name: NF }).first('id')).id;
    await seedPersonas(trx, northfield);
    await seedTemplates(trx, northfield);
    await seedPlans(trx, northfield);
    // Northfield's match weights (/weight-adjuster): local knowledge counts a little more than the defaults say.
    await ids('staffmatchweightsettings', [{ trustId: northfield, ...DEMO_MATCH_WEIGHTS }]);
    await seedFavourites(trx, northfield);
    await seedUserPersonas(trx, northfield);
    await seedAvailability(trx);
    await seedPredictionSettings(trx, northfield);
    await seedDraftTrust(trx);
    await seedInvitations(trx);
    await seedDraftChecklists(trx);
    if (shifts) {
      await seedShifts(trx);
      await tickDemoDrafts(trx);
      await seedStaff(trx, password, files);
      await seedReports(trx);
    }
    return true;
  });
}
