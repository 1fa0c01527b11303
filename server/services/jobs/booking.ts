/**
 * Booking a nurse on a shift: one confirmation at a time per shift (its row is locked) and per nurse (an
 * advisory lock), never beyond the vacancies, never two confirmed shifts of one nurse that overlap.
 *
 * Every change takes its locks in one order: the nurse, then the shift, then the application (lockBooking).
 * Two changes then never wait on each other in a cycle; should PostgreSQL still abort one (a deadlock found
 * elsewhere, a serialization failure), `retrying` runs it again, and answers 409 if it keeps failing.
 */
import { Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { bookingRefusal, releaseRefusal, type BookableShift, type ShiftState } from '../../../domain/shifts';
import { SYSTEM, Writer, type Actor } from '../../writes';
import { jobOf, type NotificationInput } from '../../notify';
import { APPLICATIONS, JOBS } from './tables';
import { standingRefusal } from '../staff/standing';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

/** The namespace of the per-nurse advisory locks. */
const NURSE_LOCK = 42_001;

export async function lockNurse(trx: Knex.Transaction, userId: number) {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [NURSE_LOCK, userId]);
}

export const lockJob = (trx: Knex.Transaction, jobId: number): Promise<Row | undefined> =>
  trx('jobs').where({ id: jobId }).forUpdate().first();

/**
 * Locks an application's nurse, its shift and the application, in that order, and answers both as they are
 * now (another change may have moved them since `application` was read).
 */
export async function lockBooking(trx: Knex.Transaction, application: Row) {
  await lockNurse(trx, application.userId);
  const job = (await lockJob(trx, application.jobId))!;
  const current: Row = await trx('applications').where({ id: application.id }).forUpdate().first();
  return { job, application: current };
}

/** PostgreSQL's answers for a transaction it aborted so that another could go on: worth running again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/** Runs `work` (a whole transaction) again when PostgreSQL aborted it for a deadlock or a serialization failure. */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!RETRYABLE.has((error as { code?: string })?.code ?? '')) throw error;
      if (attempt >= ATTEMPTS)
        throw new Conflict('This shift is being changed by someone else at the same moment: please try again');
    }
  }
}

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

/** The shift after one more (or one fewer) confirmed nurse: its count, progress and when it filled. */
export function afterBookingChange(job: Row, delta: 1 | -1, now: Date): Row {
  const confirmedCount = job.confirmedCount + delta;
  const full = confirmedCount >= job.vacancies;
  const progress = job.progress === 'vacant' || job.progress === 'booked' ? (full ? 'booked' : 'vacant') : job.progress;
  return { confirmedCount, progress, filledAt: full ? (job.filledAt ?? now) : null };
}

/**
 * Confirms an application inside `trx`: 409 when the shift is full, closed, started, the nurse may not work it
 * (staff/standing.ts: not approved, or blocked there) or is booked on an overlapping shift. Answers the application and the shift as they are after it.
 */
export async function confirm(trx: Knex.Transaction, applicationId: number, actor: Actor, now: Date) {
  const { job, application } = await lockBooking(trx, await trx('applications').where({ id: applicationId }).first());
  if (!application.active || !['applied', 'offered'].includes(application.status)) {
    throw new Conflict(`This application is ${application.status} and can no longer be confirmed`);
  }
  if (application.status === 'offered' && application.offerExpiresAt && new Date(application.offerExpiresAt) <= now) {
    throw new Conflict(
      `This offer expired at ${new Date(application.offerExpiresAt).toISOString()}: it can no longer be accepted`,
    );
  }
  const refusal = bookingRefusal(job as BookableShift, now);
  if (refusal) throw new Conflict(refusal);
  const standing = await standingRefusal(
    trx,
    application.userId,
    job,
    actor.user?.id === application.userId ? 'nurse' : 'manager',
  );
  if (standing) throw new Conflict(standing.message);
  const overlap = await overlappingBooking(trx, application.userId, job);
  if (overlap) {
    throw new Conflict(
      `This nurse is already booked on an overlapping shift: ${overlap.title} on ${dayLabel(overlap.date)}, ${overlap.startTime}-${overlap.endTime}`,
    );
  }
  const writer = new Writer(trx, actor);
  const confirmed = await writer.update(APPLICATIONS, application, {
    status: 'confirmed',
    active: true,
    decidedAt: now,
    decidedBy: actor.user?.id ?? null,
  });
  const shift = await writer.update(JOBS, job, afterBookingChange(job, 1, now));
  return { application: confirmed, job: shift };
}

/** Confirms the application if it can be booked now; answers undefined when the shift or the nurse refuses it (409). */
export async function confirmIfPossible(trx: Knex.Transaction, applicationId: number, now: Date) {
  try {
    return await confirm(trx, applicationId, SYSTEM, now);
  } catch (error) {
    if (error instanceof Conflict) return undefined;
    throw error;
  }
}

/** Whether worked time is logged on the shift: its bookings and the shift itself are then part of the record. */
export const hasWorkedTime = async (db: Knex, jobId: number) =>
  !!(await db('time_records').where({ jobId }).first('id'));

/**
 * Frees a confirmed nurse's place (withdrawn or refused after confirming): the shift may become vacant again.
 * 409 once the shift has started, has worked time or has moved past booked (releaseRefusal).
 */
export async function release(trx: Knex.Transaction, application: Row, status: string, actor: Actor, now: Date) {
  const job = (await lockJob(trx, application.jobId))!;
  const refusal = releaseRefusal(job as ShiftState & { startsAt: Date }, now, await hasWorkedTime(trx, job.id));
  if (refusal) throw new Conflict(refusal);
  const writer = new Writer(trx, actor);
  const changed = await writer.update(APPLICATIONS, application, {
    status,
    active: status !== 'withdrawn',
    decidedAt: now,
    decidedBy: actor.user?.id ?? null,
  });
  const shift = await writer.update(JOBS, job, afterBookingChange(job, -1, now));
  return { application: changed, job: shift };
}

/** What a confirmation tells the nurse and the shift's manager (a manager's click, an accepted offer or autofill alike). */
export function confirmationMessages(application: Row, job: Row): NotificationInput[] {
  const about = { externalId: String(job.id), job: jobOf(job) };
  return [
    {
      userId: application.userId,
      type: 'JOB_CONFIRMED',
      title: 'Shift confirmed',
      body: `You are booked on ${job.title} on ${dayLabel(job.date)}.`,
      ...about,
    },
    ...(job.managerId
      ? [
          {
            userId: job.managerId,
            type: 'JOB_CONFIRMED' as const,
            title: 'Nurse booked',
            body: `A nurse is booked on ${job.title} on ${dayLabel(job.date)} (${job.confirmedCount} of ${job.vacancies}).`,
            ...about,
          },
        ]
      : []),
  ];
}
