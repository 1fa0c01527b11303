/** Band pay ranges: a range is refused while a rate line in use of its band would fall outside it. */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { formatPounds, payRangeRefusal } from '../../../domain/rates';
import type { Params } from '../../declarations';
import { ResourceService } from '../resourceService';
import { linesInUse } from './payRange';
import type { Row } from '../../db/row';

export class PayRangesService extends ResourceService {
  private async refuseLinesOutside(trx: Knex.Transaction, range: Row) {
    for (const line of await linesInUse(trx, range.trustId, range.band)) {
      const refusal = payRangeRefusal(line.hourlyRate, {
        band: range.band,
        minRate: range.minRate,
        maxRate: range.maxRate,
      });
      if (!refusal) continue;
      const where = line.careLocationId ? `care location ${line.careLocationId}'s` : "the trust's";
      const message = `${where} ${line.hoursKind} rate from ${line.effectiveFrom} (${formatPounds(line.hourlyRate)}) would fall outside this range: change it first`;
      throw new BadRequest(message, {
        errors: [{ field: line.hourlyRate < range.minRate ? 'minRate' : 'maxRate', message }],
      });
    }
  }

  protected async beforeInsert(trx: Knex.Transaction, row: Row): Promise<void> {
    await this.refuseLinesOutside(trx, row);
  }

  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    const changed = await super.patchOne(trx, existing, data, params);
    await this.refuseLinesOutside(trx, changed);
    return changed;
  }
}
