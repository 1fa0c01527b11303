/** A shift's skills: each row takes its trust and care location from its shift, which the role must see. */
import type { NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Params } from '../../declarations';
import { badField } from '../../query';
import { ResourceService } from '../resourceService';
import { restrictShifts, visibleShift } from './visibility';

type Row = Record<string, any>;

export class JobSkillsService extends ResourceService {
  /** Only the skills of shifts the role sees. */
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    if (!params.actingRole) return;
    const shifts = this.db('jobs').select('jobs.id');
    restrictShifts(shifts, this.db, params.actingRole, params.user?.id);
    qb.whereIn('job_skills.jobId', shifts);
  }

  protected async serverFields(value: Row, params: Params) {
    const job = await this.db.transaction((trx) => visibleShift(trx, value.jobId, params));
    return { trustId: job.trustId, careLocationId: job.careLocationId };
  }

  async patch(id: NullableId, data: Row, params: Params = {}) {
    if (data && typeof data === 'object' && 'jobId' in data) throw badField('jobId', 'a shift skill stays on its shift');
    return super.patch(id, data, params);
  }
}
