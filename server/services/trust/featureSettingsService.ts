/**
 * A trust's features one by one (resources/trust-feature-settings, a view of its feature list): enable and disable
 * write the trust's feature list (resources/feature-lists, audited there), keeping the catalogue's order. Both wait for
 * the trust's setup to reach its features (domain/trustSetup.ts), as the feature list's own writes do.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { FEATURES } from '../../../domain/features';
import type { Params } from '../../declarations';
import { auditedOf } from '../../writes';
import { ResourceService } from '../resourceService';
import { refuseOutOfOrder } from './trustsService';
import type { Row } from '../../db/row';

export class FeatureSettingsService extends ResourceService {
  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    if (data.step !== 'enable' && data.step !== 'disable')
      throw new BadRequest("A trust's features change by their actions only (enable, disable)");
    this.refuseAction(existing, params);
    await refuseOutOfOrder(trx, existing.trustId, 'features');
    const lists = auditedOf(this.registry.get('feature-lists')!);
    const writer = this.writer(trx, params);
    const list = await trx('feature_lists').where({ trustId: existing.trustId }).forUpdate().first();
    const held = new Set<string>(list?.features ?? []);
    if (data.step === 'enable') held.add(existing.feature);
    else held.delete(existing.feature);
    const features = FEATURES.filter((f) => held.has(f));
    if (list) await writer.update(lists, list, { features });
    else await writer.insert(lists, { trustId: existing.trustId, features });
    return this.loadVisible(trx, existing.id, {});
  }
}

/**
 * A family written in the setup's features step (domain/trustSetup.ts): the trust's feature list (feature-lists) and
 * its features turned off at a care location (carelocation-feature-configurations), written once the trust's setup has
 * reached its features.
 */
export class FeaturesStepService extends ResourceService {
  protected async beforeInsert(trx: Knex.Transaction, row: Row): Promise<void> {
    await refuseOutOfOrder(trx, row.trustId, 'features');
  }

  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    await refuseOutOfOrder(trx, existing.trustId, 'features');
    return super.patchOne(trx, existing, data, params);
  }
}
