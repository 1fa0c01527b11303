/**
 * Worked time: a booked nurse logs their own time once the shift has started, or a manager with
 * APPROVE_TIMESHEETS enters it for them. When every booked nurse's time is in, the shift is ready for approval.
 * A record is corrected (patched) or removed, by its nurse or such a manager, until the shift is ready for
 * approval, and again once a manager sends the shift back for correction (readyForApprove -> noLog); a
 * correction that completes the shift's time makes it ready for approval again.
 */
import { BadRequest, Conflict, MethodNotAllowed } from '@feathersjs/errors';
import type { Id, NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { stepBetween, type Progress } from '../../../domain/shifts';
import { changedFields } from '../../audit';
import { JOBS } from './tables';
import type { Params } from '../../declarations';
import { jobOf, notify } from '../../notify';
import { badField } from '../../query';
import { seesShiftRecord } from '../../../domain/shiftVisibility';
import { ResourceService, type RowViewer } from '../resourceService';
import { retrying } from '../../commands';
import { onVisibleShifts, shiftSeen, visibleShift } from './visibility';
import type { Row } from '../../db/row';
import { dayLabel } from '../../../domain/dateLabels';

const MAX_SHIFT_MS = 24 * 3_600_000;
/** The fields of a record that a correction may change. */
const CORRECTABLE_FIELDS = ['startedAt', 'endedAt', 'breakMinutes'];
/** A shift's time can be corrected while it is incomplete (vacant, booked) or sent back (noLog). */
const CORRECTABLE_PROGRESS: Progress[] = ['vacant', 'booked', 'noLog'];

/** 400 naming the field for a record whose times do not make a shift. */
function checkTimes(record: Row) {
  const worked = new Date(record.endedAt).getTime() - new Date(record.startedAt).getTime();
  if (worked <= 0 || worked > MAX_SHIFT_MS) throw badField('endedAt', 'must be after the start, within 24 hours');
  if (record.breakMinutes * 60_000 >= worked) throw badField('breakMinutes', 'must be shorter than the time worked');
}

/** Time is kept only on a published shift, never on a cancelled one or a draft. */
function checkPublished(job: Row) {
  if (job.status === 'CANCELLED') throw new Conflict('This shift is cancelled: no time is kept on it');
  if (job.status !== 'APPROVED') throw new Conflict('This shift is not published: no time is kept on it');
}

export class TimeRecordsService extends ResourceService {
  /** Nurses see their own time; managers the time of shifts they see. */
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    if (!params.actingRole) return;
    if (params.actingRole.roleLevel === 'NURSE') {
      qb.where('time_records.userId', params.user?.id ?? 0);
      return;
    }
    onVisibleShifts(qb, 'time_records.jobId', this.db, params);
  }

  async whoSees(record: Row): Promise<RowViewer> {
    const shift = await shiftSeen(this.db, record.jobId);
    return (role, userId) => seesShiftRecord(role, userId, record as { userId: number }, shift);
  }

  async create(data: Row, params: Params = {}) {
    if (Array.isArray(data)) throw new MethodNotAllowed('Log one time record at a time');
    const nurse = params.actingRole?.roleLevel === 'NURSE';
    if (nurse && data && typeof data === 'object' && 'userId' in data)
      throw badField('userId', 'a nurse logs only their own time');
    const value = this.validate(data, 'create', params.actingRole);
    const userId: number | undefined = nurse ? params.user?.id : value.userId;
    if (!userId) throw badField('userId', 'is required: the nurse whose time this is');
    checkTimes(value);
    const now = this.app.get('clock').now();

    const { record, job, ready } = await retrying(() =>
      this.change(async (trx) => {
        const job = await visibleShift(trx, value.jobId, params);
        checkPublished(job);
        if (new Date(job.startsAt) > now) throw new Conflict('Time can be logged once the shift has started');
        if (
          !['booked', 'noLog', 'readyForApprove'].includes(job.progress) &&
          !(job.progress === 'vacant' && job.confirmedCount > 0)
        ) {
          throw new Conflict(`Time cannot be logged on a shift that is ${job.progress}`);
        }
        const booking = await trx('applications')
          .where({ jobId: job.id, userId, status: 'confirmed', active: true })
          .first();
        if (!booking) throw new Conflict('Only a nurse booked on this shift has worked time on it');
        if (await trx('time_records').where({ jobId: job.id, userId }).first('id')) {
          throw new Conflict('Time for this nurse on this shift is already logged: correct that record instead');
        }
        const record = await this.writer(trx, params).insert(this.audited, {
          ...value,
          userId,
          trustId: job.trustId,
          careLocationId: job.careLocationId,
          enteredBy: params.user?.id ?? null,
        });
        return { record, ...(await this.readyIfComplete(trx, job, params)) };
      }),
    );
    if (ready) await this.tellManager(job);
    return record;
  }

  async patch(id: NullableId, data: Row, params: Params = {}) {
    if (id === null) throw new MethodNotAllowed('Correct one time record at a time');
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new BadRequest('Send the corrected { startedAt, endedAt, breakMinutes }');
    const other = Object.keys(data).find((k) => !CORRECTABLE_FIELDS.includes(k));
    if (other) throw badField(other, 'cannot be corrected: a time record keeps its shift and its nurse');
    const { record, job, ready } = await retrying(() =>
      this.change(async (trx) => {
        const { before, job } = await this.lockForCorrection(trx, id, params);
        const value = this.validate(data, 'patch', params.actingRole, before);
        const merged = { ...before, ...value };
        checkTimes(merged);
        // Who entered the time changes only with the time itself.
        const changed = Object.keys(changedFields(before, merged).after).length > 0;
        const record = changed
          ? await this.writer(trx, params).update(this.audited, before, {
              ...value,
              enteredBy: params.user?.id ?? null,
            })
          : before;
        // Even an unchanged record answers a send-back: the shift's time is complete again.
        return { record, ...(await this.readyIfComplete(trx, job, params)) };
      }),
    );
    if (ready) await this.tellManager(job);
    return record;
  }

  async remove(id: NullableId, params: Params = {}) {
    if (id === null) throw new MethodNotAllowed('Remove one time record at a time');
    return retrying(() =>
      this.change(async (trx) => {
        const { before } = await this.lockForCorrection(trx, id, params);
        return this.writer(trx, params).remove(this.audited, before);
      }),
    );
  }

  /** The record and its shift, locked in the order of booking.ts (the shift, then the record); 409 unless it may be corrected. */
  private async lockForCorrection(trx: Knex.Transaction, id: Id, params: Params) {
    const seen = await this.loadVisible(trx, this.parseId(id), params);
    const job = await visibleShift(trx, seen.jobId, params);
    const before: Row = await trx('time_records').where({ id: seen.id }).forUpdate().first();
    if (!before) throw new Conflict('This time record was removed meanwhile');
    checkPublished(job);
    if (!CORRECTABLE_PROGRESS.includes(job.progress)) {
      throw new Conflict(
        job.progress === 'readyForApprove'
          ? "This shift's time is waiting for approval: a manager sends it back for correction first"
          : `This shift's time is ${job.progress}: it can no longer be corrected`,
      );
    }
    return { before, job };
  }

  /** Moves the shift to readyForApprove (a step of the system) when every booked nurse's time is in. */
  private async readyIfComplete(trx: Knex.Transaction, job: Row, params: Params) {
    if (!job.confirmedCount || !stepBetween(job.progress, 'readyForApprove').some((s) => s.by === 'system'))
      return { job, ready: false };
    const missing = await trx('applications as a')
      .where({ 'a.jobId': job.id, 'a.status': 'confirmed', 'a.active': true })
      .whereNotExists(
        trx('time_records as t')
          .select(trx.raw('1'))
          .whereRaw('"t"."jobId" = "a"."jobId" and "t"."userId" = "a"."userId"'),
      )
      .first('a.id');
    if (missing) return { job, ready: false };
    const after = await this.writer(trx, params).update(JOBS, job, { progress: 'readyForApprove' });
    return { job: after, ready: true };
  }

  private async tellManager(job: Row) {
    if (!job.managerId) return;
    await notify(this.app, [
      {
        userId: job.managerId,
        type: 'TIME_TRACK_APPROVAL',
        title: 'Worked time to approve',
        body: `${job.title} on ${dayLabel(job.date)} is ready for approval.`,
        externalId: String(job.id),
        job: jobOf(job),
      },
    ]);
  }
}
