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
import {
  bookingRefusal,
  confirmRefusal,
  releaseRefusal,
  type BookableShift,
  type ConfirmableApplication,
  type ShiftState,
} from '../../../domain/shifts';
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

/** The shift after one more (or one fewer) confirmed nurse: its count, progress and when it filled. */
export function afterBookingChange(job: Row, delta: 1 | -1, now: Date): Row {
  const confirmedCount = job.confirmedCount + delta;
  const full = confirmedCount >= job.vacancies;
  const progress = job.progress === 'vacant' || job.progress === 'booked' ? (full ? 'booked' : 'vacant') : job.progress;
  return { confirmedCount, progress, filledAt: full ? (job.filledAt ?? now) : null };
}

/**
 * Books an application's nurse on its shift, both locked (lockBooking), its state already judged by the caller (a step of
 * domain/shifts.ts APPLICATION_STEPS, or confirmable): 409 when the shift takes no more bookings (bookingRefusal) or the
 * nurse may not work it (staff/standing.ts: not approved, blocked there, booked on an overlapping shift). Answers the
 * application and the shift as they are after it.
 */
export async function book(
  writer: Writer,
  trx: Knex.Transaction,
  { job, application }: Booking,
  actor: Actor,
  now: Date,
) {
  const refusal = bookingRefusal(job as BookableShift, now);
  if (refusal) throw new Conflict(refusal);
  const who = actor.user?.id === application.userId ? 'nurse' : 'manager';
  const standing = await standingRefusal(trx, application.userId, job, who, true);
  if (standing) throw new Conflict(standing.message);
  const confirmed = await writer.update(APPLICATIONS, application, {
    status: 'confirmed',
    active: true,
    decidedAt: now,
    decidedBy: actor.user?.id ?? null,
  });
  const shift = await writer.update(JOBS, job, afterBookingChange(job, 1, now));
  return { application: confirmed, job: shift };
}

/** An application and its shift, locked in the order of lockBooking. */
export interface Booking {
  job: Row;
  application: Row;
}

/**
 * Confirms an application by id inside `trx` (the system's own work: autofill, a plan's offer), locking it first: 409
 * when it is no longer confirmable (confirmRefusal) or book refuses it.
 */
export async function confirm(trx: Knex.Transaction, applicationId: number, actor: Actor, now: Date) {
  const locked = await lockBooking(trx, await trx('applications').where({ id: applicationId }).first());
  const refusal = confirmRefusal(locked.application as ConfirmableApplication, now);
  if (refusal) throw new Conflict(refusal);
  return book(new Writer(trx, actor), trx, locked, actor, now);
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
 * Frees a confirmed nurse's place (withdrawn or refused after confirming), both locked (lockBooking): the shift may
 * become vacant again. 409 once the shift has started, has worked time or has moved past booked (releaseRefusal).
 */
export async function release(
  writer: Writer,
  trx: Knex.Transaction,
  { job, application }: Booking,
  status: string,
  actor: Actor,
  now: Date,
): Promise<Booking> {
  const refusal = releaseRefusal(job as ShiftState & { startsAt: Date }, now, await hasWorkedTime(trx, job.id));
  if (refusal) throw new Conflict(refusal);
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
