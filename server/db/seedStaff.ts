/**
 * Demo staff records (issue 11): every nurse's staff number, job title and band; applicants in every state of their
 * approval (pending, one not yet verified, declined, banned, one whose ban was lifted) and a deleted member; each trust's blocking reasons; a
 * Northfield nurse blocked at its community hospital, another whose trust-wide block was lifted, and a Southgate nurse
 * blocked across Southgate (also a Northfield nurse, free to work there). As the staff services leave them: the
 * blocked nurse's open applications there are withdrawn. Their right-to-work evidence: seedEvidence.ts; their skills and
 * endorsements: seedEndorsements.ts.
 */
import type { Knex } from 'knex';
import { localDate } from '../../domain/time';
import type { FileStore } from '../files';
import { futureApplicationsAt, WITHDRAWN_ON_LEAVING } from '../services/staff/standing';
import { seedEndorsements } from './seedEndorsements';
import { seedEvidence } from './seedEvidence';

/** Applicants: handle, name, trust, state, and the decision's reason. */
const APPLICANTS: [
  string,
  string,
  'Northfield' | 'Southgate',
  'pending' | 'unverified' | 'declined' | 'banned' | 'deleted' | 'liftedBan',
  string?,
][] = [
  ['applicant1', 'Maya Patel', 'Northfield', 'pending'],
  ['applicant2', 'Ethan Hall', 'Northfield', 'pending'],
  ['applicant3', 'Aisha Begum', 'Northfield', 'unverified'],
  ['applicant4', 'Zara Ahmed', 'Northfield', 'declined', 'No right to work evidence after three reminders'],
  ['applicant5', 'Callum Reid', 'Northfield', 'banned', 'Falsified a reference'],
  ['applicant6', 'Nina Lopez', 'Northfield', 'deleted', 'Moved to another trust'],
  ['applicant7', 'Owen Price', 'Southgate', 'pending'],
  // Banned once, the ban lifted: pending again, their right to work already checked (ready to approve).
  ['applicant8', 'Ivy Chen', 'Northfield', 'liftedBan', 'Ban lifted on appeal'],
];

/** Every nurse's details at each trust: a staff number, a job title and a band of the trust. */
async function memberDetails(knex: Knex) {
  const roles = await knex('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('trusts as t', 't.id', 'tr.trustId')
    .where('tr.roleType', 'NURSE')
    .orderBy('ur.id')
    .select('ur.id', 'ur.userId', 'tr.trustId', 't.abbreviatedName');
  for (const [i, r] of roles.entries()) {
    const titles = await knex('job_title_types')
      .where({ trustId: r.trustId })
      .whereIn('name', ['Staff Nurse', 'Senior Staff Nurse', 'Healthcare Assistant'])
      .orderBy('id')
      .pluck('id');
    const bands = await knex('trust_band_types as tb')
      .join('band_types as b', 'b.id', 'tb.bandTypeId')
      .where('tb.trustId', r.trustId)
      .whereIn('b.number', ['3', '5', '6'])
      .orderBy('b.number')
      .pluck('b.id');
    await knex('user_roles')
      .where({ id: r.id })
      .update({
        staffNumber: `${r.abbreviatedName}-${String(10_000 + r.userId)}`,
        jobTitleTypeId: titles[i % titles.length],
        bandTypeId: bands[(i + 1) % bands.length],
      });
  }
}

async function applicants(knex: Knex, password: string, now: Date, officer: number) {
  for (const [handle, name, trust, state, reason] of APPLICANTS) {
    const [firstname, lastname] = name.split(' ');
    const [user] = await knex('users')
      .insert({
        email: `${handle}@bankshift.test`,
        password,
        firstname,
        lastname,
        phoneNumber: '07700 900123',
        isVerified: state !== 'unverified',
      })
      .returning('id');
    const nurseRole = await knex('trust_roles as tr')
      .join('trusts as t', 't.id', 'tr.trustId')
      .where({ 'tr.roleType': 'NURSE', 't.name': `${trust} NHS Trust` })
      .first('tr.id');
    const decided = state !== 'pending' && state !== 'unverified';
    await knex('user_roles').insert({
      userId: user.id,
      trustRoleId: nurseRole.id,
      approvalStatus:
        state === 'unverified' || state === 'liftedBan' ? 'pending' : state === 'deleted' ? 'approved' : state,
      deletedAt: state === 'deleted' ? now : null,
      ...(decided ? { decidedBy: officer, decidedAt: now, decisionReason: reason } : {}),
    });
  }
}

/** Contracted hours of some nurses: a change this year for two of them (the history stays), one at Southgate too. */
async function contractedHours(knex: Knex, now: Date, northfield: number, southgate: number) {
  const user = async (handle: string) =>
    (
      await knex('users')
        .where({ email: `${handle}@bankshift.test` })
        .first('id')
    ).id as number;
  const day = (daysAgo: number) => localDate(new Date(now.getTime() - daysAgo * 86_400_000));
  const rows: [string, number, number, number, string?][] = [
    ['nurse1', northfield, 37.5, 400],
    ['nurse1', northfield, 30, 60, 'Reduced hours after returning from parental leave'],
    ['nurse2', northfield, 22.5, 300, 'Term-time only'],
    ['nurse6', northfield, 37.5, 500],
    ['nurse7', northfield, 15, 200],
    ['nurse7', northfield, 22.5, 30, 'Extra day agreed with the ward'],
    ['nurse3', southgate, 18.75, 250],
  ];
  for (const [handle, trustId, hoursPerWeek, daysAgo, note] of rows) {
    await knex('trust_staff_contracted_hours').insert({
      userId: await user(handle),
      trustId,
      hoursPerWeek,
      effectiveFrom: day(daysAgo),
      note: note ?? null,
    });
  }
}

const REASONS = [
  ['Did not attend a booked shift', 'Two or more booked shifts missed without notice'],
  ['Conduct concern under investigation', 'Held while a concern raised by a ward is looked into'],
  ['Professional registration lapsed', 'NMC registration not renewed'],
  ['Requested by the ward', 'The ward manager asked for the nurse not to be booked there'],
] as const;

/** `password`: the demo accounts' password, hashed; `files`: where evidence scans go (none: evidence without files). */
export async function seedStaff(knex: Knex, password: string, files?: FileStore, now = new Date()) {
  const id = async (table: string, where: Record<string, unknown>) =>
    (await knex(table).where(where).first('id')).id as number;
  const user = (handle: string) => id('users', { email: `${handle}@bankshift.test` });
  const reasons = new Map<string, number>();
  for (const trust of await knex('trusts').orderBy('id')) {
    const rows = REASONS.map(([name, description], position) => ({
      trustId: trust.id,
      name,
      description,
      position,
      isActive: true,
    }));
    for (const r of await knex('blocked_users_reasons').insert(rows).returning(['id', 'name']))
      reasons.set(`${trust.id}/${r.name}`, r.id);
  }
  const [northfield, southgate] = [
    await id('trusts', { name: 'Northfield NHS Trust' }),
    await id('trusts', { name: 'Southgate NHS Trust' }),
  ];
  const community = await id('care_locations', { name: 'Northfield Community Hospital' });
  const [officer, southAdmin] = [await user('bankofficer'), await user('southadmin')];
  await applicants(knex, password, now, officer);
  await memberDetails(knex);
  await seedEvidence(
    knex,
    now,
    new Map([
      [northfield, officer],
      [southgate, southAdmin],
    ]),
    files,
  );
  await contractedHours(knex, now, northfield, southgate);
  await seedEndorsements(knex, now);
  // Northfield approves no one without a job title and a band (a sign-up gives both).
  await knex('staff_profile_review_configuration').insert({
    trustId: northfield,
    requiredFields: JSON.stringify(['jobTitleTypeId', 'bandTypeId']),
  });
  const blocks = [
    {
      userId: await user('nurse20'),
      trustId: northfield,
      careLocationId: community,
      reason: 'Requested by the ward',
      by: officer,
      comment: 'The ward asked after two late arrivals',
    },
    {
      userId: await user('nurse19'),
      trustId: northfield,
      careLocationId: null,
      reason: 'Did not attend a booked shift',
      by: officer,
      comment: 'Missed two night shifts in October',
      lifted: 'Reasons accepted at a meeting with the bank office',
    },
    {
      userId: await user('nurse5'),
      trustId: southgate,
      careLocationId: null,
      reason: 'Professional registration lapsed',
      by: southAdmin,
      comment: 'Registration due for renewal',
    },
  ];
  for (const b of blocks) {
    const ids: number[] = b.lifted
      ? []
      : await futureApplicationsAt(knex, b.userId, b, now).whereIn('a.status', WITHDRAWN_ON_LEAVING).pluck('a.id');
    if (ids.length)
      await knex('applications')
        .whereIn('id', ids)
        .update({ status: 'withdrawn', active: false, decidedAt: now, decidedBy: b.by });
    await knex('blocked_users').insert({
      userId: b.userId,
      trustId: b.trustId,
      careLocationId: b.careLocationId,
      reasonId: reasons.get(`${b.trustId}/${b.reason}`),
      comment: b.comment,
      blockedBy: b.by,
      withdrawnApplications: ids.length,
      ...(b.lifted
        ? {
            status: 'unblocked',
            unblockedBy: b.by,
            unblockedAt: now,
            unblockComment: b.lifted,
            createdAt: new Date(now.getTime() - 20 * 86_400_000),
          }
        : { status: 'blocked' }),
    });
  }
}
