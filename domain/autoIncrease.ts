/**
 * Automatic increase (spec 9 job rate: start, limit, current, allowAutoIncrease): a published shift that allows it
 * and still has open places has its current rate stepped up from its start rate towards its limit as it nears its
 * start, one equal step at each of AUTO_INCREASE_HOURS before the start, reaching the limit at the last. It never
 * leaves the band's pay range: a step is held at the band's maximum (the server works that out from the rate lines).
 * Each step is timed work the server persists, so a restart loses none; each is a history entry and an audit entry.
 */
import type { JobRate } from './shifts';

/** Hours before the start at which the rate steps up (earliest first). */
export const AUTO_INCREASE_HOURS = [72, 48, 24, 12] as const;
const HOUR = 3_600_000;

/** The instants of a shift's steps. */
export const autoIncreaseTimes = (startsAt: string | Date) =>
  AUTO_INCREASE_HOURS.map((h) => new Date(new Date(startsAt).getTime() - h * HOUR));

/** How many steps are due at `now`. */
export const stepsDue = (startsAt: string | Date, now: Date) =>
  autoIncreaseTimes(startsAt).filter((at) => at.getTime() <= now.getTime()).length;

/** The next step's instant after `now`, or null when none is left. */
export const nextStepAt = (startsAt: string | Date, now: Date): Date | null =>
  autoIncreaseTimes(startsAt).find((at) => at.getTime() > now.getTime()) ?? null;

/** The current rate after `steps` steps: the start rate plus that share of the way to the limit, to the penny. */
export function rateAfterSteps(rate: Pick<JobRate, 'start' | 'limit'>, steps: number): number {
  const share = Math.min(steps, AUTO_INCREASE_HOURS.length) / AUTO_INCREASE_HOURS.length;
  return Math.round((rate.start + Math.max(0, rate.limit - rate.start) * share) * 100) / 100;
}

/** Whether a shift's rate still rises by itself: published, allowing it, places open, not started. */
export function risesByItself(
  job: { status: string; rate: JobRate; vacancies: number; confirmedCount: number; startsAt: string | Date },
  now: Date,
): boolean {
  return (
    job.status === 'APPROVED' &&
    job.rate.allowAutoIncrease &&
    job.confirmedCount < job.vacancies &&
    new Date(job.startsAt).getTime() > now.getTime()
  );
}
