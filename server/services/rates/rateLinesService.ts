/** Bank rate lines (a trust's cards, a care location's own rates): each within its band's pay range when written. */
import type { Knex } from 'knex';
import type { Params } from '../../declarations';
import { ResourceService } from '../resourceService';
import { refuseOutOfRange } from './payRange';
import type { Row } from '../../db/row';

export class RateLinesService extends ResourceService {
  protected async beforeInsert(trx: Knex.Transaction, row: Row): Promise<void> {
    await refuseOutOfRange(trx, row.trustId, row.band, row.hourlyRate);
  }

  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    const changed = await super.patchOne(trx, existing, data, params);
    // Inside the patch's transaction: a refusal undoes the change and its audit entry.
    await refuseOutOfRange(trx, changed.trustId, changed.band, changed.hourlyRate);
    return changed;
  }
}
