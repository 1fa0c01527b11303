/**
 * Which shifts a role sees beyond tenancy (spec 6), in SQL for reads: the rule of domain/shiftVisibility.ts
 * (seesShift), which live events obey. tests/api/eventVisibility.test.ts holds the two to the same answer.
 */
import { NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { isSuperAdmin, type ActingRole } from '../../../domain/access';
import type { ShiftSeen } from '../../../domain/shiftVisibility';
import { JOB_STATUSES, NON_PARTICIPATING } from '../../../domain/shifts';
import careLocations from '../../../resources/care-locations';
import jobs from '../../../resources/jobs';
import type { Params } from '../../declarations';
import { badField } from '../../query';
import { ResourceService } from '../resourceService';
import type { Row } from '../../db/row';

/**
 * Applications that make a nurse a participant of the shift in `jobs` (active, not refused or skipped). Inactive
 * ones (withdrawn, cancelled) are ignored: the reading of spec 6 recorded at domain/shifts.ts hasNoParticipants.
 */
export function participating(db: Knex, jobColumn = 'jobs.id') {
  return db('applications as p')
    .select(db.raw('1'))
    .whereRaw('?? = ??', ['p.jobId', jobColumn])
    .where('p.active', true)
    .whereNotIn('p.status', NON_PARTICIPATING);
}

/** Applications of the shift in `jobs`: any, or only the active refused ones. */
const applicationsOf = (db: Knex, refusedOnly = false) => {
  const q = db('applications as a').select(db.raw('1')).whereRaw('?? = ??', ['a.jobId', 'jobs.id']);
  return refusedOnly ? q.where('a.active', true).whereIn('a.status', NON_PARTICIPATING) : q;
};

/** The shifts VIEW_RATE_ESCALATED_SHIFTS shows, as a condition on jobs (domain/shifts.ts isRateEscalatedShift). */
export const rateEscalatedShifts = (db: Knex) => (x: Knex.QueryBuilder) =>
  x
    .where('jobs.rateEscalationStatus', 'intermediate_approved')
    .where((y) => y.whereNotExists(applicationsOf(db)).orWhereExists(applicationsOf(db, true)));

/** Keeps `qb` (on jobs) to the shifts the role sees; answers whether that took a condition (not for roles that see all). */
export function restrictShifts(
  qb: Knex.QueryBuilder,
  db: Knex,
  role: ActingRole | undefined,
  userId: number | undefined,
): boolean {
  if (!role || isSuperAdmin(role) || role.roleLevel === 'ADMIN') return false;
  if (role.roleLevel === 'NURSE') {
    qb.where('jobs.status', 'APPROVED').where((w) =>
      w.where('jobs.progress', 'vacant').orWhereExists(
        db('applications as own')
          .select(db.raw('1'))
          .whereRaw('"own"."jobId" = "jobs"."id"')
          .where('own.userId', userId ?? 0),
      ),
    );
    return true;
  }
  const holds = (p: string) => role.permissions.includes(p);
  // Statuses whose every shift the role sees; all of them: no condition at all.
  const whole = [
    ...(holds('VIEW_UNFILLED_SHIFTS') ? ['APPROVED', 'CANCELLED'] : []),
    ...(holds('VIEW_DRAFTED_SHIFTS') ? ['DRAFT'] : []),
  ];
  if (whole.length === JOB_STATUSES.length) return false;
  qb.where((w) => {
    w.whereRaw('false');
    if (whole.length) w.orWhereIn('jobs.status', whole);
    if (holds('VIEW_NON_PARTICIPANTS_SHIFTS'))
      w.orWhere((x) => x.where('jobs.status', 'APPROVED').whereNotExists(participating(db)));
    if (holds('VIEW_RATE_ESCALATED_SHIFTS')) {
      w.orWhere(rateEscalatedShifts(db));
    }
  });
  return true;
}

/**
 * Keeps rows that hang off a shift (`column` holds its id) to the shifts the role sees (restrictShifts). A role
 * that sees every shift gets no condition, rather than a semi-join over the whole jobs table.
 */
export function onVisibleShifts(qb: Knex.QueryBuilder, column: string, db: Knex, params: Params) {
  const shifts = db('jobs').select('jobs.id');
  if (restrictShifts(shifts, db, params.actingRole, params.user?.id)) qb.whereIn(column, shifts);
}

/** The care location `id` if the role sees it (its tenancy), 404 otherwise. */
export async function seenCareLocation(db: Knex, id: number, role: ActingRole | undefined): Promise<Row> {
  const place = await ResourceService.scope(db(careLocations.table), careLocations, role)
    .where(`${careLocations.table}.id`, id)
    .first(`${careLocations.table}.*`);
  if (!place) throw new NotFound(`No care location with id ${id}`);
  return place;
}

/** A shift the request may see (tenancy and the rules above), locked for the change; 404 otherwise. */
export async function visibleShift(trx: Knex.Transaction, jobId: unknown, params: Params): Promise<Row> {
  await seenShift(trx, jobId, params);
  return trx('jobs')
    .where({ id: jobId as number })
    .forUpdate()
    .first();
}

/** The shift `jobId` if the role sees it, read without a lock (404 otherwise): for what only reads it. */
export async function seenShift(db: Knex, jobId: unknown, params: Params): Promise<Row> {
  if (!Number.isInteger(jobId) || (jobId as number) <= 0) throw badField('jobId', 'must be the id of a shift');
  const qb = ResourceService.scope(db('jobs'), jobs, params.actingRole).where('jobs.id', jobId as number);
  restrictShifts(qb, db, params.actingRole, params.user?.id);
  const seen = await qb.first('jobs.*');
  if (!seen) throw new NotFound(`No shift with id ${String(jobId)}`);
  return seen;
}

/** What seesShift reads of a shift: its state (read, unless given) and its applications. */
export async function shiftSeen(db: Knex, jobId: number, state?: Omit<ShiftSeen, 'applications'>): Promise<ShiftSeen> {
  const [job, applications] = await Promise.all([
    state ?? db('jobs').where({ id: jobId }).first('status', 'progress', 'rateEscalationStatus'),
    db('applications').where({ jobId }).select('userId', 'active', 'status'),
  ]);
  if (!job) throw new NotFound(`No shift with id ${jobId}`);
  return { ...job, applications };
}
