/**
 * Applications: a nurse applies for a shift of their trust (POST { jobId } under their NURSE role); managers
 * confirm or reject; nurses accept or decline offers and withdraw. Confirming books the nurse (booking.ts); an
 * Autofill shift past its autofill point books an applicant at once while it has places.
 */
import { BadRequest, Conflict, MethodNotAllowed } from '@feathersjs/errors';
import type { NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import {
  applicationRefusal,
  stepRefusal,
  REOPENABLE_APPLICATION_STATUSES,
  type BookableShift,
} from '../../../domain/shifts';
import { actorOf, Writer } from '../../writes';
import type { Params } from '../../declarations';
import { jobOf, notify, type NotificationInput } from '../../notify';
import { describeValue } from '../../errors';
import { badField } from '../../query';
import { seesShiftRecord } from '../../../domain/shiftVisibility';
import { ResourceService, type RowViewer } from '../resourceService';
import { confirm, confirmationMessages, confirmIfPossible, lockBooking, lockNurse, release, retrying } from './booking';
import { autofillAgain, autofillOpen } from './shiftWork';
import { onVisibleShifts, shiftSeen, visibleShift } from './visibility';
import { refuseStanding } from '../staff/standing';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

const isNurse = (params: Params) => params.actingRole?.roleLevel === 'NURSE';

export class ApplicationsService extends ResourceService {
  /**
   * A nurse sees only their own applications; a manager only those of the shifts they see (spec 6 shift-list
   * rules, as the jobs list), on every read and change.
   */
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    if (!params.actingRole) return;
    if (isNurse(params)) {
      qb.where('applications.userId', params.user?.id ?? 0);
      return;
    }
    onVisibleShifts(qb, 'applications.jobId', this.db, params);
  }

  async whoSees(record: Row): Promise<RowViewer> {
    const shift = await shiftSeen(this.db, record.jobId);
    return (role, userId) => seesShiftRecord(role, userId, record as { userId: number }, shift);
  }

  async create(data: Row, params: Params = {}) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { jobId }');
    const extra = Object.keys(data).filter((k) => k !== 'jobId');
    if (extra.length) throw badField(extra[0], 'is not part of an application');
    const userId = params.user?.id;
    if (!userId) throw new MethodNotAllowed('Applications are made by a signed-in nurse');
    const now = this.app.get('clock').now();
    const { application, job, booked } = await retrying(() =>
      this.change(async (trx) => {
        // Locks in the order of booking.ts: the nurse, the shift, the application.
        await lockNurse(trx, userId);
        const job = await visibleShift(trx, data.jobId, params);
        const closed = applicationRefusal(job as BookableShift, now);
        if (closed) throw new Conflict(closed);
        await refuseStanding(trx, userId, job, 'nurse');
        const existing = await trx('applications').where({ jobId: job.id, userId }).forUpdate().first();
        if (existing && !REOPENABLE_APPLICATION_STATUSES.includes(existing.status)) {
          throw new Conflict(
            existing.status === 'rejected'
              ? "This shift's manager has turned down your application"
              : 'You have already applied for this shift',
          );
        }
        const fields = { status: 'applied', active: true, decidedAt: null, decidedBy: null, offerExpiresAt: null };
        const writer = this.writer(trx, params);
        const application = existing
          ? await writer.update(this.audited, existing, fields)
          : await writer.insert(this.audited, {
              ...fields,
              jobId: job.id,
              userId,
              trustId: job.trustId,
              careLocationId: job.careLocationId,
            });
        // Past its autofill point an Autofill shift books applicants as they come, while places remain.
        const booked = autofillOpen(job, now) ? await confirmIfPossible(trx, application.id, now) : undefined;
        return { application, job: booked?.job ?? job, booked };
      }),
    );
    await notify(this.app, [
      ...(job.managerId
        ? [
            {
              userId: job.managerId,
              type: 'JOB_APPLIED' as const,
              title: 'New applicant',
              body: `${params.user!.firstname} ${params.user!.lastname} applied for ${job.title} on ${dayLabel(job.date)}.`,
              externalId: String(job.id),
              job: jobOf(job),
            },
          ]
        : []),
      ...(booked ? confirmationMessages(booked.application, booked.job) : []),
    ]);
    return this.get(application.id);
  }

  async patch(id: NullableId, data: Row, params: Params = {}) {
    if (id === null) throw new MethodNotAllowed('Change applications one at a time');
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { status }');
    const extra = Object.keys(data).filter((k) => k !== 'status');
    if (extra.length) throw badField(extra[0], 'cannot be changed on an application');
    const to = data.status;
    const by = isNurse(params) ? 'nurse' : 'manager';
    const now = this.app.get('clock').now();
    const actor = actorOf(params);
    const { application, job, before } = await retrying(() =>
      this.change(async (trx) => {
        const seen = await this.loadVisible(trx, this.parseId(id), params);
        if (to === undefined) throw badField('status', 'is required: send the status the application moves to');
        // Locks in the order of booking.ts: the nurse, the shift, then the application as it is now.
        const { application: before } = await lockBooking(trx, seen);
        // A declared action's rule (confirm, reject), asked of the application as locked.
        this.refuseAction(before, params);
        const refusal = stepRefusal(before.status, describeValue(to), by);
        if (refusal) throw new Conflict(refusal);
        if (to === 'confirmed') return { before, ...(await confirm(trx, before.id, actor, now)) };
        if (before.status === 'confirmed') {
          const released = await release(trx, before, to, actor, now);
          await autofillAgain(this.app.get('scheduler'), released.job, now, trx);
          return { before, ...released };
        }
        const application = await new Writer(trx, actor).update(this.audited, before, {
          status: to,
          active: to !== 'withdrawn',
          decidedAt: now,
          decidedBy: params.user?.id ?? null,
        });
        return { before, application, job: await trx('jobs').where({ id: before.jobId }).first() };
      }),
    );
    await notify(this.app, this.messagesFor(before, application, job));
    return this.get(application.id);
  }

  /** Confirmation and rejection tell the nurse and the shift's manager; a nurse's answer tells the manager. */
  private messagesFor(before: Row, after: Row, job: Row): NotificationInput[] {
    const about = { externalId: String(job.id), job: jobOf(job) };
    const toManager = (type: NotificationInput['type'], title: string, body: string) =>
      job.managerId ? [{ userId: job.managerId, type, title, body, ...about }] : [];
    switch (after.status) {
      case 'confirmed':
        return confirmationMessages(after, job);
      case 'rejected':
        return [
          {
            userId: after.userId,
            type: 'JOB_REJECTED',
            title: 'Application not accepted',
            body: `Your application for ${job.title} on ${dayLabel(job.date)} was not accepted.`,
            ...about,
          },
          ...toManager(
            'JOB_REJECTED',
            'Applicant rejected',
            `An applicant for ${job.title} on ${dayLabel(job.date)} was rejected.`,
          ),
        ];
      case 'rejectedByNurse':
        return toManager(
          'JOB_OFFER_DECLINED',
          'Offer declined',
          `A nurse declined ${job.title} on ${dayLabel(job.date)}.`,
        );
      case 'withdrawn':
        return toManager(
          'JOB_UPDATED',
          before.status === 'confirmed' ? 'Booking withdrawn' : 'Application withdrawn',
          `A nurse withdrew from ${job.title} on ${dayLabel(job.date)}.`,
        );
      default:
        return [];
    }
  }
}
