/**
 * A shift's timed work: autofill N days before it starts (and again when a place frees up after that), urgent
 * offers at once, the end of the shift (booked becomes noLog), offer expiry, and its rate's automatic increase
 * (domain/autoIncrease.ts, run by services/rates/autoIncrease.ts). Scheduled in the change's transaction; run by
 * the scheduler.
 */
import type { Knex } from 'knex';
import { nextStepAt, stepsDue } from '../../../domain/autoIncrease';
import type { Scheduler, Task } from '../../scheduler';
import type { Row } from '../../db/row';

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

/** What a published shift needs scheduled when it is posted or published; a draft needs nothing yet. */
export function shiftWorkOf(job: Row, now: Date, opts: { offersMade?: boolean } = {}): Task[] {
  if (job.status !== 'APPROVED') return [];
  const k = keys(job.id);
  const payload = { jobId: job.id };
  const tasks: Task[] = [{ kind: TASKS.ended, key: k.ended, runAt: new Date(job.endsAt), payload }];
  const autofill = autofillFrom(job);
  if (autofill)
    tasks.push({
      kind: TASKS.autofill,
      key: k.autofill,
      runAt: new Date(Math.max(now.getTime(), autofill.getTime())),
      payload,
    });
  if (job.fulfilment === 'Urgent' && !opts.offersMade)
    tasks.push({ kind: TASKS.urgentOffer, key: k.urgentOffer, runAt: now, payload });
  // Its automatic increase: at once for the steps already due (a shift posted late), else at the first step.
  const firstStep = stepsDue(job.startsAt, now) > 0 ? now : nextStepAt(job.startsAt, now);
  if (job.rate?.allowAutoIncrease && firstStep)
    tasks.push({ kind: TASKS.autoIncrease, key: k.autoIncrease, runAt: firstStep, payload });
  return tasks;
}

/** Schedules the timed work of shifts just posted or published, in the change's transaction. */
export async function scheduleShiftWork(
  scheduler: Scheduler,
  jobs: readonly Row[],
  now: Date,
  trx: Knex,
  opts: { offersMade?: boolean } = {},
) {
  await scheduler.scheduleMany(
    jobs.flatMap((job) => shiftWorkOf(job, now, opts)),
    trx,
  );
}

/** Runs the shift's autofill again now: a place freed after the autofill point goes to the next applicant. */
export async function autofillAgain(scheduler: Scheduler, job: Row, now: Date, trx: Knex) {
  if (job.status === 'APPROVED' && autofillOpen(job, now))
    await scheduler.schedule(TASKS.autofill, keys(job.id).autofill, now, { jobId: job.id }, trx);
}

export async function cancelShiftWork(scheduler: Scheduler, jobId: number, trx: Knex) {
  for (const key of Object.values(keys(jobId))) await scheduler.cancel(key, trx);
}
