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
  moveRefusal,
  REOPENABLE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type BookableShift,
  type ConfirmableApplication,
} from '../../../domain/shifts';
import { actorOf } from '../../writes';
import type { Command, Locked } from '../../commands';
import type { Params } from '../../declarations';
import { jobOf, notify, type NotificationInput } from '../../notify';
import { describeValue } from '../../errors';
import { badField } from '../../query';
import { seesShiftRecord } from '../../../domain/shiftVisibility';
import { ResourceService, type RowViewer } from '../resourceService';
import {
  book,
  confirmationMessages,
  confirmIfPossible,
  lockBooking,
  lockNurse,
  release,
  type Booking,
} from './booking';
import { retrying } from '../../commands';
import { autofillAgain, autofillOpen } from './shiftWork';
import { onVisibleShifts, shiftSeen, visibleShift } from './visibility';
import { refuseStanding } from '../staff/standing';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

const isNurse = (params: Params) => params.actingRole?.roleLevel === 'NURSE';

/** The command each status of PATCH { status } asks for (its step is judged by moveRefusal first). */
const COMMAND_OF_STATUS: Record<string, string> = {
  confirmed: 'confirm',
  rejected: 'reject',
  rejectedByNurse: 'decline',
  withdrawn: 'withdraw',
};

const noStatus: Command = () => {
  throw badField('status', 'is required: send the status the application moves to');
};

/** No step leads to the status asked: moveRefusal refuses it before this could run. */
const noStep: Command = () => {
  throw new BadRequest('No step leads to this status');
};

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

  /**
   * The spec's PATCH { status }: a thin translation onto the command of the step it asks (APPLICATION_STEPS), refused
   * unless that step is the patcher's (a manager's decision, a nurse's answer) from the application's status now.
   */
  async patch(id: NullableId, data: Row, params: Params = {}) {
    if (id === null) throw new MethodNotAllowed('Change applications one at a time');
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { status }');
    const extra = Object.keys(data).filter((k) => k !== 'status');
    if (extra.length) throw badField(extra[0], 'cannot be changed on an application');
    const rowId = this.parseId(id);
    const to = data.status;
    // An application the request cannot see answers 404 before its input is judged (the command's lock comes first).
    if (to === undefined) return this.command(noStatus, rowId, {}, params);
    const by = isNurse(params) ? 'nurse' : 'manager';
    const now = this.app.get('clock').now();
    const step = typeof to === 'string' && Object.hasOwn(COMMAND_OF_STATUS, to) ? COMMAND_OF_STATUS[to] : undefined;
    const run = (step && this.commands[step]) || noStep;
    return this.command(run, rowId, {}, params, (row) =>
      moveRefusal(row as ConfirmableApplication, describeValue(to), by, now),
    );
  }

  /** Locks the application's nurse, its shift, then the application (booking.ts lockBooking), as the request sees it. */
  protected async lockForCommand(trx: Knex.Transaction, id: number, params: Params): Promise<Locked> {
    const { application, job } = await lockBooking(trx, await this.loadVisible(trx, id, params));
    return { row: application, job };
  }

  protected readonly commands: Record<string, Command> = {
    confirm: async ({ locked, params, trx, writer, now }) => {
      const booked = await book(writer, trx, { application: locked.row, job: locked.job }, actorOf(params), now);
      return { row: booked.application, notices: confirmationMessages(booked.application, booked.job) };
    },
    reject: this.decided('rejected'),
    decline: this.decided('rejectedByNurse'),
    withdraw: this.decided('withdrawn'),
  };

  /** A decision that is not a booking: a confirmed nurse's place is released (the shift may take another). */
  private decided(status: ApplicationStatus): Command {
    return async ({ locked: { row: before, job }, params, trx, writer, now }) => {
      const actor = actorOf(params);
      let after: Booking;
      if (before.status === 'confirmed') {
        after = await release(writer, trx, { application: before, job }, status, actor, now);
        await autofillAgain(this.app.get('scheduler'), after.job, now, trx);
      } else {
        const application = await writer.update(this.audited, before, {
          status,
          active: status !== 'withdrawn',
          decidedAt: now,
          decidedBy: actor.user?.id ?? null,
        });
        after = { application, job };
      }
      return { row: after.application, notices: this.messagesFor(before, after.application, after.job) };
    };
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
