/**
 * The demo's fill prediction settings (domain/fillPrediction.ts): Northfield marks a shift hard to fill under 40%,
 * learnt from 120 days, and its General Hospital under 55%, learnt from the default 180 days.
 */
import type { Knex } from 'knex';
import configurations from '../../resources/job-prediction-configurations';

export async function seedPredictionSettings(trx: Knex.Transaction, trustId: number) {
  const general = await trx('care_locations').where({ trustId, code: 'NGH' }).first('id');
  await trx(configurations.table).insert([
    { trustId, careLocationId: null, threshold: 40, historyDays: 120 },
    { trustId, careLocationId: general.id, threshold: 55, historyDays: 180 },
  ]);
}
