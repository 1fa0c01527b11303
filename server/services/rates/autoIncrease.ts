/**
 * A shift's automatic increase (domain/autoIncrease.ts), run by the scheduler at each step: under the shift's lock,
 * its current rate goes to the step's rate, held inside the band's pay range, written with an entry of its rate
 * history and their audit entries (by the system); the next step is scheduled in the same transaction, so a restart
 * between steps loses nothing. The shift's poster is told the new rate. Idempotent: a step run twice, or late, sets
 * the rate the time calls for, and a shift that no longer rises by itself is left alone.
 */
import type { Knex } from 'knex';
import { AUTO_INCREASE_HOURS, nextStepAt, rateAfterSteps, risesByItself, stepsDue } from '../../../domain/autoIncrease';
import { formatPounds } from '../../../domain/rates';
import history from '../../../resources/rate-escalation-history';
import type { Clock } from '../../clock';
import type { Application } from '../../declarations';
import { jobOf, notify } from '../../notify';
import type { Scheduler } from '../../scheduler';
import { auditedOf, SYSTEM, Writer } from '../../writes';
import { lockJob } from '../jobs/booking';
import { autoIncreaseKey, TASKS } from '../jobs/shiftWork';
import { JOBS } from '../jobs/tables';
import { heldInRange } from './payRange';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

/** A shift as the rule reads it. */
type Job = Row & Parameters<typeof risesByItself>[0];
const HISTORY = auditedOf(history);

export function registerAutoIncrease(app: Application, scheduler: Scheduler, clock: Clock) {
  const db = (): Knex => app.get('database').knex;
  scheduler.on(TASKS.autoIncrease, async ({ jobId }) => {
    const now = clock.now();
    const raised = await db().transaction(async (trx) => {
      const job = (await lockJob(trx, jobId)) as Job | undefined;
      if (!job || !risesByItself(job, now)) return null;
      const next = nextStepAt(job.startsAt, now);
      if (next) await scheduler.schedule(TASKS.autoIncrease, autoIncreaseKey(jobId), next, { jobId }, trx);
      const steps = stepsDue(job.startsAt, now);
      const to = await heldInRange(trx, job, rateAfterSteps(job.rate, steps));
      const from = job.rate.current;
      if (to <= from) return null;
      const writer = new Writer(trx, SYSTEM);
      const after = await writer.update(JOBS, job, { rate: { ...job.rate, current: to } });
      await writer.insert(HISTORY, {
        jobId,
        rateEscalationId: null,
        kind: 'automatic',
        // The shift's rate status stays the last entry's.
        status: job.rateEscalationStatus,
        userId: null,
        reason: `Automatic increase ${steps} of ${AUTO_INCREASE_HOURS.length}, ${AUTO_INCREASE_HOURS[steps - 1]} hours before the start`,
        rateFrom: from,
        rateTo: to,
        trustId: job.trustId,
        careLocationId: job.careLocationId,
      });
      return { job: after, from, to };
    });
    if (raised?.job.managerId) {
      const { job, from, to } = raised;
      await notify(app, [
        {
          userId: job.managerId,
          type: 'RATE_CHANGED',
          title: 'Rate increased',
          body: `${job.title} on ${dayLabel(job.date)}: still open, its rate rose by itself from ${formatPounds(from)} to ${formatPounds(to)} an hour.`,
          externalId: String(job.id),
          job: jobOf(job),
        },
      ]);
    }
  });
}
