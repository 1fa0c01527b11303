/**
 * Each night at 03:00 (the trusts' time), the open shifts still to start are judged hard to fill again: their trust's
 * history has moved on since they were posted (domain/fillPrediction.ts). A shift whose mark changes is written
 * through the write path (audited, and its change pushed to those who see it). A server with a poller schedules the
 * next night's run at start, and each run the next.
 */
import type { Knex } from 'knex';
import { addDays, localDate, zonedInstant } from '../../../domain/time';
import type { Clock } from '../../clock';
import type { Application } from '../../declarations';
import type { Scheduler } from '../../scheduler';
import { SYSTEM, Writer } from '../../writes';
import { JOBS } from '../jobs/tables';
import { fillJudge } from './fillPrediction';
import type { Row } from '../../db/row';

export const REFRESH_TASK = 'fillPredictionRefresh';
const REFRESH_AT = '03:00';
export const nextRefresh = (now: Date) => {
  const day = addDays(localDate(now), 1);
  return { key: `${REFRESH_TASK}:${day}`, runAt: zonedInstant(day, REFRESH_AT) };
};

/** The open shifts still to start (posted, not wholly booked) whose mark the prediction changes, with their new mark. */
export async function rejudgeOpenShifts(db: Knex, now: Date): Promise<{ job: Row; hardToFill: boolean }[]> {
  const open: Row[] = await db('jobs')
    .where('status', 'APPROVED')
    .where('startsAt', '>', now)
    .whereRaw('"confirmedCount" < vacancies')
    .orderBy('id');
  const judge = fillJudge(db, now);
  const changed: { job: Row; hardToFill: boolean }[] = [];
  for (const job of open) {
    const { hardToFill } = await judge(job);
    if (hardToFill !== job.hardToFill) changed.push({ job, hardToFill });
  }
  return changed;
}

/** Judges the open shifts again and writes the marks that change; answers how many. */
export async function refreshHardToFill(db: Knex, now: Date): Promise<number> {
  const changed = await rejudgeOpenShifts(db, now);
  if (changed.length) {
    await db.transaction(async (trx) => {
      const writer = new Writer(trx, SYSTEM);
      for (const { job, hardToFill } of changed) await writer.update(JOBS, job, { hardToFill });
    });
  }
  return changed.length;
}

/** The nightly task; `polling`: schedules the next night's run now (a server whose poller runs its tasks). */
export async function registerFillPredictionRefresh(
  app: Application,
  scheduler: Scheduler,
  clock: Clock,
  polling: boolean,
) {
  const scheduleNext = () => {
    const next = nextRefresh(clock.now());
    return scheduler.schedule(REFRESH_TASK, next.key, next.runAt, {});
  };
  scheduler.on(REFRESH_TASK, async () => {
    await refreshHardToFill(app.get('database').knex, clock.now());
    await scheduleNext();
  });
  if (polling) await scheduleNext();
}
