/**
 * Upcoming rate changes: the rate lines dated after today, today being the server clock's date in the trust's time
 * zone (not the database's), so that a change leaves the list on its day, and a test can move the day.
 */
import type { Knex } from 'knex';
import { localDate } from '../../../domain/time';
import type { Params } from '../../declarations';
import { ResourceService, type RowViewer } from '../resourceService';
import type { Row } from '../../db/row';

export class UpcomingRateChangesService extends ResourceService {
  protected restrict(qb: Knex.QueryBuilder, _params: Params) {
    qb.where(`${this.table}.effectiveFrom`, '>', localDate(this.app.get('clock').now()));
  }

  /** The same rule for one line (a view is never written, so no event of its own is ever sent). */
  async whoSees(row: Row): Promise<RowViewer> {
    const upcoming = String(row.effectiveFrom) > localDate(this.app.get('clock').now());
    return () => upcoming;
  }
}
