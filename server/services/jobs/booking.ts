/**
 * Booking a nurse on a shift: one confirmation at a time per shift (its row is locked) and per nurse (an
 * advisory lock), never beyond the vacancies, never two confirmed shifts of one nurse that overlap.
 */
import { Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import type { ActingRole } from '../../../domain/access';
import { changedFields, writeAudit } from '../../audit';
import type { Principal } from '../../declarations';

/** The namespace of the per-nurse advisory locks. */
const NURSE_LOCK = 42_001;

export interface Actor {
  user?: Pick<Principal, 'id' | 'email'>;
  role?: ActingRole;
}

type Row = Record<string, any>;

export async function lockNurse(trx: Knex.Transaction, userId: number) {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [NURSE_LOCK, userId]);
}

export const lockJob = (trx: Knex.Transaction, jobId: number): Promise<Row | undefined> =>
  trx('jobs').where({ id: jobId }).forUpdate().first();

/** The nurse's confirmed shift that overlaps `job`, if any. */
export function overlappingBooking(trx: Knex, userId: number, job: Row): Promise<Row | undefined> {
  return trx('applications as a')
    .join('jobs as j', 'j.id', 'a.jobId')
    .where({ 'a.userId': userId, 'a.status': 'confirmed', 'a.active': true })
    .whereNot('j.id', job.id)
    .whereNot('j.status', 'CANCELLED')
    .where('j.startsAt', '<', job.endsAt)
    .where('j.endsAt', '>', job.startsAt)
    .first('j.id', 'j.title', 'j.date', 'j.startTime', 'j.endTime');
}

/** Why `job` cannot take one more booking now, or null. */
export function bookingRefusal(job: Row, now: Date): string | null {
  if (job.status !== 'APPROVED') return 'This shift is not open for booking';
  if (new Date(job.startsAt) <= now) return 'This shift has already started';
  if (job.confirmedCount >= job.vacancies) return `All ${job.vacancies} vacancies of this shift are taken`;
  return null;
}

/** The shift after one more (or one fewer) confirmed nurse: its count, progress and when it filled. */
export function afterBookingChange(job: Row, delta: 1 | -1, now: Date): Row {
  const confirmedCount = job.confirmedCount + delta;
  const full = confirmedCount >= job.vacancies;
  const progress = job.progress === 'vacant' || job.progress === 'booked' ? (full ? 'booked' : 'vacant') : job.progress;
  return { confirmedCount, progress, filledAt: full ? (job.filledAt ?? now) : null };
}

/**
 * Confirms an application inside `trx`: 409 when the shift is full, closed, started, or the nurse is booked
 * on an overlapping shift. Answers the application and the shift as they are after it.
 */
export async function confirm(trx: Knex.Transaction, applicationId: number, actor: Actor, now: Date) {
  const application = await trx('applications').where({ id: applicationId }).forUpdate().first();
  await lockNurse(trx, application.userId);
  const job = (await lockJob(trx, application.jobId))!;
  const refusal = bookingRefusal(job, now);
  if (refusal) throw new Conflict(refusal);
  const overlap = await overlappingBooking(trx, application.userId, job);
  if (overlap) {
    throw new Conflict(
      `This nurse is already booked on an overlapping shift: ${overlap.title} on ${overlap.date}, ${overlap.startTime}-${overlap.endTime}`,
    );
  }
  const [confirmed] = await trx('applications')
    .where({ id: applicationId })
    .update({ status: 'confirmed', active: true, decidedAt: now, decidedBy: actor.user?.id ?? null, updatedAt: trx.fn.now() })
    .returning('*');
  const [shift] = await trx('jobs').where({ id: job.id }).update({ ...afterBookingChange(job, 1, now), updatedAt: trx.fn.now() }).returning('*');
  await writeAudit(trx, { service: 'applications', method: 'patch', recordId: applicationId, trustId: job.trustId, changes: changedFields(application, confirmed) }, actor);
  await writeAudit(trx, { service: 'jobs', method: 'patch', recordId: job.id, trustId: job.trustId, changes: changedFields(job, shift) }, actor);
  return { application: confirmed, job: shift };
}

/** Frees a confirmed nurse's place (withdrawn or refused after confirming): the shift may become vacant again. */
export async function release(trx: Knex.Transaction, application: Row, status: string, actor: Actor, now: Date) {
  const job = (await lockJob(trx, application.jobId))!;
  const [changed] = await trx('applications')
    .where({ id: application.id })
    .update({ status, active: status !== 'withdrawn', decidedAt: now, decidedBy: actor.user?.id ?? null, updatedAt: trx.fn.now() })
    .returning('*');
  const [shift] = await trx('jobs').where({ id: job.id }).update({ ...afterBookingChange(job, -1, now), updatedAt: trx.fn.now() }).returning('*');
  await writeAudit(trx, { service: 'applications', method: 'patch', recordId: application.id, trustId: job.trustId, changes: changedFields(application, changed) }, actor);
  await writeAudit(trx, { service: 'jobs', method: 'patch', recordId: job.id, trustId: job.trustId, changes: changedFields(job, shift) }, actor);
  return { application: changed, job: shift };
}
