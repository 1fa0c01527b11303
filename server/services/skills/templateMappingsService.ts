/**
 * Job template mappings (resources/jobtemplatemappings, domain/templates.ts): of the mappings of one combination (trust,
 * job title, care location, care speciality, band range), one at most is the default. A write making a second one is
 * refused (409), judged with the table locked so that two writes cannot both make one.
 */
import { Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { MAPPING_COMBINATION } from '../../../domain/templates';
import type { Params } from '../../declarations';
import { ResourceService } from '../resourceService';
import type { Row } from '../../db/row';

export class TemplateMappingsService extends ResourceService {
  private async refuseSecondDefault(trx: Knex.Transaction, row: Row, id?: number) {
    if (!row.isDefault) return;
    await this.lockTable(trx);
    const same = trx(this.table).where({ isDefault: true });
    for (const field of MAPPING_COMBINATION) {
      if (row[field] == null) same.whereNull(field);
      else same.where(field, row[field]);
    }
    if (id !== undefined) same.whereNot({ id });
    const other = await same.first('id');
    if (other)
      throw new Conflict(
        `Mapping ${other.id} is already the default for this job title, band range, care location and speciality`,
      );
  }

  protected async beforeInsert(trx: Knex.Transaction, row: Row, params: Params): Promise<void> {
    await this.refuseSecondDefault(trx, row);
    await super.beforeInsert(trx, row, params);
  }

  protected async beforeUpdate(trx: Knex.Transaction, existing: Row, value: Row, params: Params): Promise<void> {
    await this.refuseSecondDefault(trx, { ...existing, ...value }, existing.id);
    await super.beforeUpdate(trx, existing, value, params);
  }
}
