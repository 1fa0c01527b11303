/** Shared set-up of the shift tests: places, payloads, extra nurses and roles, and the server's clock. */
import { kindOf } from '../../domain/shiftRate';
import { addDays, localDate, zonedInstant } from '../../domain/time';
import { hashPassword } from '../../server/authentication';
import { startHarness, type Harness } from './harness';

const DAY = 86_400_000;

export interface Places {
  northfield: number;
  southgate: number;
  /** Northfield General Hospital, the shift manager's care location. */
  general: number;
  generalWard: number;
  /** Northfield Community Hospital. */
  community: number;
  communityWard: number;
  cancelReason: number;
}

export async function placesOf(h: Harness): Promise<Places> {
  const db = h.server.database.knex;
  const trust = async (name: string) => (await db('trusts').where({ name }).first('id')).id;
  const location = async (code: string) => (await db('care_locations').where({ code }).first('id')).id;
  const ward = async (careLocationId: number) =>
    (await db('departments').where({ careLocationId }).orderBy('id').first('id')).id;
  const northfield = await trust('Northfield NHS Trust');
  const general = await location('NGH');
  const community = await location('NCH');
  // The demo shifts' seed has this reason already.
  await db('reports_cancellation_reasons')
    .insert({ trustId: northfield, name: 'Ward closed' })
    .onConflict(['trustId', 'name'])
    .ignore();
  const reason = await db('reports_cancellation_reasons')
    .where({ trustId: northfield, name: 'Ward closed' })
    .first('id');
  return {
    northfield,
    southgate: await trust('Southgate NHS Trust'),
    general,
    generalWard: await ward(general),
    community,
    communityWard: await ward(community),
    cancelReason: reason.id,
  };
}

/** A date `days` from the server's now, in the trust's time zone. */
export const dayFrom = (h: Harness, days: number) => addDays(localDate(h.server.app.get('clock').now()), days);

/**
 * The first date at least `days` from the server's now whose daytime hours are day hours (not a weekend, not a bank
 * holiday): for a test whose rates are the day card's, on whatever day it runs.
 */
export function weekdayFrom(h: Harness, days: number) {
  let date = dayFrom(h, days);
  while (kindOf(date, 12 * 60) !== 'day') date = addDays(date, 1);
  return date;
}

/** The first date at least `days` from the server's now whose daytime hours are weekend hours (not a bank holiday). */
export function weekendFrom(h: Harness, days: number) {
  let date = dayFrom(h, days);
  while (kindOf(date, 12 * 60) !== 'weekend') date = addDays(date, 1);
  return date;
}

/** A valid creation payload (spec 3) for Northfield General Hospital, `days` ahead. */
export function shiftPayload(h: Harness, p: Places, overrides: Record<string, unknown> = {}, days = 5) {
  return {
    careLocationId: p.general,
    departmentId: p.generalWard,
    title: 'Staff Nurse - Acute Medicine',
    grade: { from: '5', to: '6' },
    date: dayFrom(h, days),
    shiftTime: { start: '07:30', end: '19:30' },
    vacancies: 1,
    ...overrides,
  };
}

/** Adds `count` Northfield nurses (nurseX1@..., ...), their role tied to `careLocationId` if given, and answers their emails. */
export async function addNurses(
  h: Harness,
  p: Places,
  count: number,
  prefix = 'extra',
  careLocationId: number | null = null,
): Promise<string[]> {
  const db = h.server.database.knex;
  const password = await hashPassword('Bankshift-demo-1');
  const [nurseRole] = await db('trust_roles').where({ trustId: p.northfield, roleType: 'NURSE' }).select('id');
  const emails: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `${prefix}${i}@bankshift.test`;
    const [user] = await db('users')
      .insert({ email, password, firstname: 'Extra', lastname: `Nurse ${i}`, isVerified: true })
      .returning('id');
    await db('user_roles').insert({ userId: user.id, trustRoleId: nurseRole.id, careLocationId });
    emails.push(email);
  }
  return emails;
}

export interface MemberState {
  approvalStatus?: string;
  isVerified?: boolean;
  careLocationId?: number | null;
  staffNumber?: string;
}

/** A Northfield nurse (<handle>@bankshift.test) whose membership is in the given state; answers their email, user id and membership (role) id. */
export async function addMember(h: Harness, p: Places, handle: string, state: MemberState = {}) {
  const db = h.server.database.knex;
  const email = `${handle}@bankshift.test`;
  const password = await hashPassword('Bankshift-demo-1');
  const nurseRole = (await db('trust_roles').where({ trustId: p.northfield, roleType: 'NURSE' }).first('id')).id;
  const [user] = await db('users')
    .insert({ email, password, firstname: 'Sam', lastname: handle, isVerified: state.isVerified ?? true })
    .returning('id');
  const [role] = await db('user_roles')
    .insert({
      userId: user.id,
      trustRoleId: nurseRole,
      approvalStatus: state.approvalStatus ?? 'approved',
      careLocationId: state.careLocationId ?? null,
      staffNumber: state.staffNumber ?? null,
    })
    .returning('id');
  return { email, userId: user.id as number, id: role.id as number };
}

/** Right-to-work evidence of a nurse, approved at once (no files): the permission ends on `expiresOn` (null: no limit). */
export async function approvedEvidence(h: Harness, userId: number, trustId: number, expiresOn: string | null = null) {
  const [row] = await h.server.database
    .knex('right_to_work_requests')
    .insert({
      userId,
      trustId,
      documentType: 'passport',
      documentNumber: `P${userId}X${Date.now() % 100000}`,
      expiresOn,
      status: 'approved',
      decidedAt: new Date(),
    })
    .returning('id');
  return row.id as number;
}

/** Gives a demo user one more Northfield role holding exactly these permissions; answers its role id. */
export async function grantRole(
  h: Harness,
  email: string,
  permissions: string[],
  roleType = 'SHIFT-MANAGER',
): Promise<number> {
  const db = h.server.database.knex;
  const trust = await db('trusts').where({ name: 'Northfield NHS Trust' }).first('id');
  const [role] = await db('trust_roles')
    .insert({
      trustId: trust.id,
      role: `Test ${permissions.join(' ')} ${Date.now()}${Math.random()}`.slice(0, 80),
      roleType,
      permissions: JSON.stringify(permissions),
    })
    .returning('id');
  const user = await db('users').where({ email }).first('id');
  const [userRole] = await db('user_roles').insert({ userId: user.id, trustRoleId: role.id }).returning('id');
  return userRole.id;
}

/** Moves the server's clock and runs the timed work now due. */
export async function advance(h: Harness, ms: number) {
  h.server.app.get('clock').advance(ms);
  return h.server.app.get('scheduler').runDue();
}

/**
 * Moves the clock to `ms` after an instant (a shift's start, say; negative for before it) and runs what is due.
 * Shifts are posted for a date at a time of day, so "N days later" from whenever the test runs may fall either
 * side of a shift's timed work: timed steps are measured from the shift.
 */
export const advanceTo = (h: Harness, instant: string | Date, ms = 0) =>
  advance(h, new Date(instant).getTime() + ms - h.server.app.get('clock').now().getTime());

/**
 * Moves the clock `days` calendar days on, to as long after midnight as it is now, and runs what is due: a day
 * across a clock change lasts 23 or 25 hours, so `days` times 24 hours may end a day short or over.
 */
export async function advanceDays(h: Harness, days: number) {
  const now = h.server.app.get('clock').now();
  const today = localDate(now);
  return advanceTo(
    h,
    zonedInstant(addDays(today, days), '00:00'),
    now.getTime() - zonedInstant(today, '00:00').getTime(),
  );
}

export const HOUR = 3_600_000;
export { DAY };

/** A harness of the staff tests: the places, the bank officer and the operational manager (who posts shifts) signed in. */
export async function startStaffHarness() {
  const h = await startHarness();
  return {
    h,
    p: await placesOf(h),
    officer: await h.signIn('bankofficer@bankshift.test'),
    poster: await h.signIn('opsmanager@bankshift.test'),
  };
}
