/** POST /api/v3/jobs/offer-to-nurse { jobId, userId }: a manager offers a shift to a named nurse eligible for it (eligibility.ts). */
import { BadRequest, Conflict } from '@feathersjs/errors';
import { AUTO_OFFER_DEFAULTS } from '../../../domain/constants';
import { bookingRefusal, REOPENABLE_APPLICATION_STATUSES, type BookableShift } from '../../../domain/shifts';
import { actorOf, Writer } from '../../writes';
import { APPLICATIONS } from './tables';
import type { Application, Params } from '../../declarations';
import { jobOf, notify } from '../../notify';
import { badField } from '../../query';
import { lockNurse } from './booking';
import { retrying } from '../../commands';
import { changing } from '../../liveEvents';
import { offerExpiryKey, TASKS } from './shiftWork';
import { visibleShift } from './visibility';
import { refuseStanding } from '../staff/standing';
import { dayLabel } from '../../../domain/dateLabels';

export class OfferToNurseService {
  constructor(private readonly app: Application) {}

  async create(data: Record<string, unknown>, params: Params) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { jobId, userId }');
    const extra = Object.keys(data).filter((k) => k !== 'jobId' && k !== 'userId');
    if (extra.length) throw badField(extra[0], 'is not part of an offer');
    for (const k of ['jobId', 'userId'] as const)
      if (!Number.isInteger(data[k]) || (data[k] as number) <= 0) throw badField(k, 'must be an id');
    const { jobId, userId } = data as { jobId: number; userId: number };
    const scheduler = this.app.get('scheduler');
    const now = this.app.get('clock').now();
    const { application, job } = await retrying(() =>
      changing(this.app, async (trx) => {
        // Locks in the order of booking.ts: the nurse, the shift, the application.
        await lockNurse(trx, userId);
        const job = await visibleShift(trx, jobId, params);
        const refusal = bookingRefusal(job as BookableShift, now);
        if (refusal) throw new Conflict(refusal);
        // Only eligible staff (eligibility.ts): a nurse of the trust who may work there, and is not booked on an
        // overlapping shift (an offer is a booking the nurse has only to accept).
        await refuseStanding(trx, userId, job, 'manager', true);
        const existing = await trx('applications').where({ jobId, userId }).forUpdate().first();
        if (existing && !REOPENABLE_APPLICATION_STATUSES.includes(existing.status)) {
          throw new Conflict(`This nurse's application for the shift is already ${existing.status}`);
        }
        const config = await trx('auto_offer_configurations').where({ trustId: job.trustId }).first();
        const minutes = config?.offerAcceptTimeOut ?? AUTO_OFFER_DEFAULTS.offerAcceptTimeOut;
        const fields = {
          status: 'offered',
          active: true,
          offeredBy: params.user?.id ?? null,
          offerExpiresAt: minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : null,
        };
        const writer = new Writer(trx, actorOf(params));
        const application = existing
          ? await writer.update(APPLICATIONS, existing, fields)
          : await writer.insert(APPLICATIONS, {
              ...fields,
              jobId,
              userId,
              trustId: job.trustId,
              careLocationId: job.careLocationId,
            });
        if (fields.offerExpiresAt)
          await scheduler.schedule(
            TASKS.offerExpiry,
            offerExpiryKey(application.id),
            fields.offerExpiresAt,
            { applicationId: application.id },
            trx,
          );
        return { application, job };
      }),
    );
    await notify(this.app, [
      {
        userId,
        type: 'JOB_OFFERED',
        title: 'Shift offered to you',
        body: `${job.title} on ${dayLabel(job.date)}, ${job.startTime}-${job.endTime}.`,
        externalId: String(job.id),
        job: jobOf(job),
      },
    ]);
    return application;
  }
}
