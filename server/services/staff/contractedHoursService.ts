/** A staff member's contracted hours (resources/trust-staff-contracted-hours): only for a nurse of the row's trust. */
import type { Knex } from 'knex';
import type { Params } from '../../declarations';
import { badField } from '../../query';
import { ResourceService } from '../resourceService';
import { membershipOf } from './standing';
import type { Row } from '../../db/row';

export class ContractedHoursService extends ResourceService {
  protected async beforeInsert(trx: Knex.Transaction, row: Row) {
    if (!(await membershipOf(trx, row.userId, row.trustId)))
      throw badField('userId', 'is not a staff member of this trust');
  }

  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    if (data.userId !== undefined && data.userId !== existing.userId)
      throw badField('userId', 'stays the staff member the hours are of: add a row for another');
    return super.patchOne(trx, existing, data, params);
  }
}
