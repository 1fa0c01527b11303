/**
 * A shift's skills: each row takes its trust and care location from its shift, which the role must see. The
 * skills of a cancelled or finished shift stay as they were (domain/shifts.ts editRefusal).
 */
import { Conflict } from '@feathersjs/errors';
import type { NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { editRefusal, type ShiftState } from '../../../domain/shifts';
import type { Params } from '../../declarations';
import { badField } from '../../query';
import { seesShift } from '../../../domain/shiftVisibility';
import { ResourceService, type RowViewer } from '../resourceService';
import { onVisibleShifts, shiftSeen, visibleShift } from './visibility';
import type { Row } from '../../db/row';

/**
 * 409 when the shift's skills may no longer change. Read under a share lock in the change's own transaction, so
 * a cancel or an approval cannot commit between the check and the change.
 */
async function checkEditable(trx: Knex.Transaction, jobId: number) {
  const refusal = editRefusal((await trx('jobs').where({ id: jobId }).forShare().first()) as ShiftState);
  if (refusal) throw new Conflict(refusal);
}

export class JobSkillsService extends ResourceService {
  /** Only the skills of shifts the role sees. */
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    if (!params.actingRole) return;
    onVisibleShifts(qb, 'job_skills.jobId', this.db, params);
  }

  async whoSees(skill: Row): Promise<RowViewer> {
    const shift = await shiftSeen(this.db, skill.jobId);
    return (role, userId) => seesShift(role, userId, shift);
  }

  protected async serverFields(value: Row, params: Params) {
    const job = await this.db.transaction((trx) => visibleShift(trx, value.jobId, params));
    return { trustId: job.trustId, careLocationId: job.careLocationId };
  }

  protected beforeInsert(trx: Knex.Transaction, row: Row) {
    return checkEditable(trx, row.jobId);
  }

  async patch(id: NullableId, data: Row, params: Params = {}) {
    if (data && typeof data === 'object' && 'jobId' in data)
      throw badField('jobId', 'a shift skill stays on its shift');
    return super.patch(id, data, params);
  }

  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params) {
    await checkEditable(trx, existing.jobId);
    return super.patchOne(trx, existing, data, params);
  }

  protected async removeOne(trx: Knex.Transaction, existing: Row, params: Params) {
    await checkEditable(trx, existing.jobId);
    return super.removeOne(trx, existing, params);
  }
}
