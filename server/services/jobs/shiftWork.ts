/**
 * A shift's timed work: autofill N days before it starts (and again when a place frees up after that), urgent
 * offers at once, the end of the shift (booked becomes noLog), offer expiry, and its rate's automatic increase
 * (domain/autoIncrease.ts, run by services/rates/autoIncrease.ts). Scheduled in the change's transaction; run by
 * the scheduler.
 */
import type { Knex } from 'knex';
import { nextStepAt, stepsDue } from '../../../domain/autoIncrease';
import type { Scheduler } from '../../scheduler';

type Row = Record<string, any>;
const DAY_MS = 24 * 3_600_000;

export const TASKS = {
  autofill: 'job.autofill',
  urgentOffer: 'job.urgentOffer',
  ended: 'job.ended',
  offerExpiry: 'application.offerExpiry',
  autoIncrease: 'job.autoIncrease',
} as const;

const keys = (jobId: number) => ({
  autofill: `job:${jobId}:autofill`,
  urgentOffer: `job:${jobId}:urgentOffer`,
  ended: `job:${jobId}:ended`,
  autoIncrease: autoIncreaseKey(jobId),
});
export const autoIncreaseKey = (jobId: number) => `job:${jobId}:autoIncrease`;
export const offerExpiryKey = (applicationId: number) => `application:${applicationId}:offerExpiry`;

/** When an Autofill shift starts confirming its applicants (N days before it starts); null for other shifts. */
const autofillFrom = (job: Row): Date | null =>
  job.fulfilment === 'Autofill' ? new Date(new Date(job.startsAt).getTime() - job.autofillDays * DAY_MS) : null;

/** From its autofill point until it starts, an Autofill shift confirms applicants as they come. */
export const autofillOpen = (job: Row, now: Date) => {
  const from = autofillFrom(job);
  return !!from && from <= now && now < new Date(job.startsAt);
};

/** Schedules what a published shift needs; a draft needs nothing yet. */
export async function scheduleShiftWork(scheduler: Scheduler, job: Row, now: Date, trx: Knex, opts: { offersMade?: boolean } = {}) {
  if (job.status !== 'APPROVED') return;
  const k = keys(job.id);
  await scheduler.schedule(TASKS.ended, k.ended, new Date(job.endsAt), { jobId: job.id }, trx);
  const autofill = autofillFrom(job);
  if (autofill) await scheduler.schedule(TASKS.autofill, k.autofill, new Date(Math.max(now.getTime(), autofill.getTime())), { jobId: job.id }, trx);
  if (job.fulfilment === 'Urgent' && !opts.offersMade) await scheduler.schedule(TASKS.urgentOffer, k.urgentOffer, now, { jobId: job.id }, trx);
  // Its automatic increase: at once for the steps already due (a shift posted late), else at the first step.
  const firstStep = stepsDue(job.startsAt, now) > 0 ? now : nextStepAt(job.startsAt, now);
  if (job.rate?.allowAutoIncrease && firstStep) await scheduler.schedule(TASKS.autoIncrease, k.autoIncrease, firstStep, { jobId: job.id }, trx);
}

/** Runs the shift's autofill again now: a place freed after the autofill point goes to the next applicant. */
export async function autofillAgain(scheduler: Scheduler, job: Row, now: Date, trx: Knex) {
  if (job.status === 'APPROVED' && autofillOpen(job, now)) await scheduler.schedule(TASKS.autofill, keys(job.id).autofill, now, { jobId: job.id }, trx);
}

export async function cancelShiftWork(scheduler: Scheduler, jobId: number, trx: Knex) {
  for (const key of Object.values(keys(jobId))) await scheduler.cancel(key, trx);
}
