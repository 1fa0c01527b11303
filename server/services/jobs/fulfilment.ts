/**
 * The handlers of a shift's timed work (shiftWork.ts). Each is idempotent: it re-reads the shift under a lock
 * and does nothing when the work is already done or no longer applies.
 */
import type { Knex } from 'knex';
import { AUTO_OFFER_DEFAULTS } from '../../../domain/constants';
import { SYSTEM, Writer } from '../../writes';
import type { Clock } from '../../clock';
import type { Application } from '../../declarations';
import { jobOf, notify, type NotificationInput } from '../../notify';
import type { Scheduler } from '../../scheduler';
import { confirmationMessages, confirmIfPossible, lockJob } from './booking';
import { overlappingBooking } from '../staff/standing';
import { retrying } from '../../commands';
import { changing } from '../../liveEvents';
import { eligibleNurseRoles } from './eligibility';
import { bookingRefusal, type BookableShift } from '../../../domain/shifts';
import { offerExpiryKey, TASKS } from './shiftWork';
import { APPLICATIONS, JOBS } from './tables';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

/** At most this many nurses are offered one urgent shift at once. */
const URGENT_OFFER_LIMIT = 200;

export function registerFulfilment(app: Application, scheduler: Scheduler, clock: Clock) {
  const db = (): Knex => app.get('database').knex;

  // The shift has ended: one with booked nurses but no worked time yet becomes noLog.
  scheduler.on(TASKS.ended, async ({ jobId }) => {
    await changing(app, async (trx) => {
      const job = await lockJob(trx, jobId);
      if (!job || job.status !== 'APPROVED' || job.confirmedCount === 0 || !['vacant', 'booked'].includes(job.progress))
        return;
      await new Writer(trx, SYSTEM).update(JOBS, job, { progress: 'noLog' });
    });
  });

  // Autofill: confirm applicants in the order they applied, up to the vacancies, skipping those who cannot be
  // booked; each booking tells the nurse and the shift's manager, as a manager's confirmation does.
  scheduler.on(TASKS.autofill, async ({ jobId }) => {
    const sent: NotificationInput[] = [];
    const now = clock.now();
    const applicants: Row[] = await db()('applications')
      .where({ jobId, status: 'applied', active: true })
      .orderBy('createdAt')
      .orderBy('id');
    for (const applicant of applicants) {
      const job = await db()('jobs').where({ id: jobId }).first();
      if (!job || bookingRefusal(job as BookableShift, now)) break;
      const booked = await retrying(() => changing(app, (trx) => confirmIfPossible(trx, applicant.id, now)));
      if (booked) sent.push(...confirmationMessages(booked.application, booked.job));
    }
    await notify(app, sent);
  });

  // Urgent: offer the shift at once to every eligible nurse (eligibility.ts).
  scheduler.on(TASKS.urgentOffer, async ({ jobId }) => {
    const now = clock.now();
    const offered = await changing(app, async (trx) => {
      const job = await lockJob(trx, jobId);
      if (!job || bookingRefusal(job as BookableShift, now)) return { job, nurses: [] as Row[] };
      // offerAcceptTimeOut: minutes a nurse has to accept (0: no limit). The configuration's other value,
      // autoOfferTimeOutWeight, is kept and edited but used nowhere: the spec names it (section 3) without
      // saying what it weighs, and guessing would change who is offered a shift and when.
      const config = await trx('auto_offer_configurations').where({ trustId: job.trustId }).first();
      const minutes = config?.offerAcceptTimeOut ?? AUTO_OFFER_DEFAULTS.offerAcceptTimeOut;
      const offerExpiresAt = minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : null;
      // Eligible staff (eligibility.ts) not yet asked: no application of theirs on the shift, whatever its state.
      const candidates: Row[] = await eligibleNurseRoles(trx, job)
        .whereNotExists(
          trx('applications as a').select(trx.raw('1')).whereRaw('"a"."userId" = "u"."id"').where('a.jobId', jobId),
        )
        .distinct('u.id')
        .orderBy('u.id')
        .limit(URGENT_OFFER_LIMIT);
      const writer = new Writer(trx, SYSTEM);
      const nurses: Row[] = [];
      for (const { id: userId } of candidates) {
        if (await overlappingBooking(trx, userId, job)) continue;
        const application = await writer.insert(APPLICATIONS, {
          jobId,
          userId,
          status: 'offered',
          active: true,
          trustId: job.trustId,
          careLocationId: job.careLocationId,
          offerExpiresAt,
        });
        if (offerExpiresAt)
          await scheduler.schedule(
            TASKS.offerExpiry,
            offerExpiryKey(application.id),
            offerExpiresAt,
            { applicationId: application.id },
            trx,
          );
        nurses.push(application);
      }
      return { job, nurses };
    });
    const { job, nurses } = offered;
    if (!job) return;
    await notify(
      app,
      nurses.map((a) => ({
        userId: a.userId,
        type: 'JOB_OFFERED' as const,
        title: 'Urgent shift offered',
        body: `${job.title} on ${dayLabel(job.date)}, ${job.startTime}-${job.endTime}. Accept it in the app.`,
        externalId: String(jobId),
        job: jobOf(job),
      })),
    );
  });

  // An offer not answered in time is skipped.
  scheduler.on(TASKS.offerExpiry, async ({ applicationId }) => {
    await changing(app, async (trx) => {
      const application = await trx('applications').where({ id: applicationId }).forUpdate().first();
      if (!application || application.status !== 'offered') return;
      await new Writer(trx, SYSTEM).update(APPLICATIONS, application, { status: 'skipped' });
    });
  });
}
