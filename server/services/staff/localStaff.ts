/** The staff families a manager tied to a care location reads in part: the nurses who may work there. */
import type { Knex } from 'knex';
import type { Params } from '../../declarations';
import { ResourceService, type RowViewer } from '../resourceService';

type Row = Record<string, any>;

/** Rows about a nurse with the care location their membership ties them to (none: every care location of the trust). */
export class LocalStaffService extends ResourceService {
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    const at = params.actingRole?.careLocationId;
    if (at == null) return;
    qb.where((w) => w.whereNull(`${this.table}.careLocationId`).orWhere(`${this.table}.careLocationId`, at));
  }

  async whoSees(row: Row): Promise<RowViewer> {
    return (role) => role.careLocationId == null || row.careLocationId == null || row.careLocationId === role.careLocationId;
  }
}
