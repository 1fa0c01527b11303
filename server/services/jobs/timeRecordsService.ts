/**
 * Worked time: a booked nurse logs their own time once the shift has started, or a manager with
 * APPROVE_TIMESHEETS enters it for them. When every booked nurse's time is in, the shift is ready for approval.
 */
import { Conflict, MethodNotAllowed } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { actorOf, changedFields, writeAudit } from '../../audit';
import type { Params } from '../../declarations';
import { jobOf, notify } from '../../notify';
import { badField } from '../../query';
import { ResourceService } from '../resourceService';
import { restrictShifts, visibleShift } from './visibility';

type Row = Record<string, any>;
const MAX_SHIFT_MS = 24 * 3_600_000;

export class TimeRecordsService extends ResourceService {
  /** Nurses see their own time; managers the time of shifts they see. */
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    if (!params.actingRole) return;
    if (params.actingRole.roleLevel === 'NURSE') {
      qb.where('time_records.userId', params.user?.id ?? 0);
      return;
    }
    const shifts = this.db('jobs').select('jobs.id');
    restrictShifts(shifts, this.db, params.actingRole, params.user?.id);
    qb.whereIn('time_records.jobId', shifts);
  }

  async create(data: Row, params: Params = {}) {
    if (Array.isArray(data)) throw new MethodNotAllowed('Log one time record at a time');
    const nurse = params.actingRole?.roleLevel === 'NURSE';
    if (nurse && data && typeof data === 'object' && 'userId' in data) throw badField('userId', 'a nurse logs only their own time');
    const value = this.validate(data, 'create', params.actingRole);
    const userId: number | undefined = nurse ? params.user?.id : value.userId;
    if (!userId) throw badField('userId', 'is required: the nurse whose time this is');
    const startedAt = new Date(value.startedAt);
    const endedAt = new Date(value.endedAt);
    const worked = endedAt.getTime() - startedAt.getTime();
    if (worked <= 0 || worked > MAX_SHIFT_MS) throw badField('endedAt', 'must be after the start, within 24 hours');
    if (value.breakMinutes * 60_000 >= worked) throw badField('breakMinutes', 'must be shorter than the time worked');
    const now = this.app.get('clock').now();

    const { record, job, ready } = await this.change(async (trx) => {
      const job = await visibleShift(trx, value.jobId, params);
      if (new Date(job.startsAt) > now) throw new Conflict('Time can be logged once the shift has started');
      if (!['booked', 'noLog', 'readyForApprove'].includes(job.progress) && !(job.progress === 'vacant' && job.confirmedCount > 0)) {
        throw new Conflict(`Time cannot be logged on a shift that is ${job.progress}`);
      }
      const booking = await trx('applications').where({ jobId: job.id, userId, status: 'confirmed', active: true }).first();
      if (!booking) throw new Conflict('Only a nurse booked on this shift has worked time on it');
      if (await trx('time_records').where({ jobId: job.id, userId }).first('id')) throw new Conflict('Time for this nurse on this shift is already logged');
      const [record] = await trx('time_records')
        .insert({ ...this.serialise(value), userId, trustId: job.trustId, careLocationId: job.careLocationId, enteredBy: params.user?.id ?? null })
        .returning('*');
      await writeAudit(trx, { service: 'time-records', method: 'create', recordId: record.id, trustId: job.trustId, changes: changedFields(undefined, record) }, actorOf(params));
      const missing = await trx('applications as a')
        .where({ 'a.jobId': job.id, 'a.status': 'confirmed', 'a.active': true })
        .whereNotExists(trx('time_records as t').select(trx.raw('1')).whereRaw('"t"."jobId" = "a"."jobId" and "t"."userId" = "a"."userId"'))
        .first('a.id');
      const ready = !missing && job.progress !== 'readyForApprove';
      if (ready) {
        const [after] = await trx('jobs').where({ id: job.id }).update({ progress: 'readyForApprove', updatedAt: trx.fn.now() }).returning('*');
        await writeAudit(trx, { service: 'jobs', method: 'patch', recordId: job.id, trustId: job.trustId, changes: changedFields(job, after) }, actorOf(params));
      }
      return { record, job, ready };
    });
    if (ready && job.managerId) {
      await notify(this.app, [
        { userId: job.managerId, type: 'TIME_TRACK_APPROVAL', title: 'Worked time to approve', body: `${job.title} on ${job.date} is ready for approval.`, externalId: String(job.id), job: jobOf(job) },
      ]);
    }
    return record;
  }
}

