/**
 * Records that hang off a shift (rate escalations, their history and comments): a role reads those of the shifts it
 * sees (the shift list's rules, server/services/jobs/visibility.ts), and their live events go to the same people.
 */
import type { Knex } from 'knex';
import { seesShiftRecord } from '../../../domain/shiftVisibility';
import type { Params } from '../../declarations';
import { onVisibleShifts, shiftSeen } from '../jobs/visibility';
import { ResourceService, type RowViewer } from '../resourceService';
import type { Row } from '../../db/row';

export class ShiftRecordsService extends ResourceService {
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    if (params.actingRole) onVisibleShifts(qb, `${this.table}.jobId`, this.db, params);
  }

  async whoSees(record: Row): Promise<RowViewer> {
    const shift = await shiftSeen(this.db, record.jobId);
    return (role, userId) => seesShiftRecord(role, userId, { userId: -1 }, shift);
  }
}
