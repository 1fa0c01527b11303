/**
 * A shift's timed work: autofill N days before it starts, urgent offers at once, the end of the shift
 * (booked becomes noLog), and offer expiry. Scheduled in the change's transaction; run by the scheduler.
 */
import type { Knex } from 'knex';
import type { Scheduler } from '../../scheduler';

type Row = Record<string, any>;
const DAY_MS = 24 * 3_600_000;

export const TASKS = {
  autofill: 'job.autofill',
  urgentOffer: 'job.urgentOffer',
  ended: 'job.ended',
  offerExpiry: 'application.offerExpiry',
} as const;

const keys = (jobId: number) => ({
  autofill: `job:${jobId}:autofill`,
  urgentOffer: `job:${jobId}:urgentOffer`,
  ended: `job:${jobId}:ended`,
});
export const offerExpiryKey = (applicationId: number) => `application:${applicationId}:offerExpiry`;

/** Schedules what a published shift needs; a draft needs nothing yet. */
export async function scheduleShiftWork(scheduler: Scheduler, job: Row, now: Date, trx: Knex, opts: { offersMade?: boolean } = {}) {
  if (job.status !== 'APPROVED') return;
  const k = keys(job.id);
  const startsAt = new Date(job.startsAt);
  await scheduler.schedule(TASKS.ended, k.ended, new Date(job.endsAt), { jobId: job.id }, trx);
  if (job.fulfilment === 'Autofill') {
    const at = new Date(Math.max(now.getTime(), startsAt.getTime() - job.autofillDays * DAY_MS));
    await scheduler.schedule(TASKS.autofill, k.autofill, at, { jobId: job.id }, trx);
  }
  if (job.fulfilment === 'Urgent' && !opts.offersMade) await scheduler.schedule(TASKS.urgentOffer, k.urgentOffer, now, { jobId: job.id }, trx);
}

export async function cancelShiftWork(scheduler: Scheduler, jobId: number, trx: Knex) {
  for (const key of Object.values(keys(jobId))) await scheduler.cancel(key, trx);
}
