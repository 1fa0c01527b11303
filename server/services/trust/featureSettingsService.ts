/**
 * A trust's features one by one (resources/trust-feature-settings, a view of its feature list): enable and disable
 * write the trust's feature list (resources/feature-lists, audited there), keeping the catalogue's order. Both wait for
 * the trust's setup to reach its features (domain/trustSetup.ts), as the feature list's own writes do.
 */
import type { Knex } from 'knex';
import { FEATURES } from '../../../domain/features';
import type { Params } from '../../declarations';
import type { Command } from '../../commands';
import { auditedOf } from '../../writes';
import { ResourceService } from '../resourceService';
import { refuseOutOfOrder } from './trustsService';
import type { Row } from '../../db/row';

export class FeatureSettingsService extends ResourceService {
  protected readonly commands: Record<string, Command> = {
    enable: this.turning(true),
    disable: this.turning(false),
  };

  /** Turns the row's feature on or off in its trust's feature list, once the trust's setup has reached its features. */
  private turning(on: boolean): Command {
    return async ({ locked: { row }, trx, writer }) => {
      await refuseOutOfOrder(trx, row.trustId, 'features');
      const lists = auditedOf(this.registry.get('feature-lists')!);
      const list = await trx('feature_lists').where({ trustId: row.trustId }).forUpdate().first();
      const held = new Set<string>(list?.features ?? []);
      if (on) held.add(row.feature);
      else held.delete(row.feature);
      const features = FEATURES.filter((f) => held.has(f));
      if (list) await writer.update(lists, list, { features });
      else await writer.insert(lists, { trustId: row.trustId, features });
      return { row: await this.loadVisible(trx, row.id, {}) };
    };
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
