/**
 * What a nurse signing up to a trust chooses from (spec 2.4 /sign-up): the trust's active job titles and active bands,
 * a row from before `isActive` counting as active. A trust goes live only while it has one of each
 * (domain/trustSetup.ts).
 */
import type { Knex } from 'knex';

const active = (column: string) => (w: Knex.QueryBuilder) => w.where(column, true).orWhereNull(column);

/** The active job titles of the trusts `trustIds`. */
export const jobTitleChoices = (db: Knex, trustIds: number[]) =>
  db('job_title_types').whereIn('trustId', trustIds).where(active('isActive'));

/** The active bands of the trusts `trustIds`, joined to the band they are (`b`). */
export const bandChoices = (db: Knex, trustIds: number[]) =>
  db('trust_band_types as tb')
    .join('band_types as b', 'b.id', 'tb.bandTypeId')
    .whereIn('tb.trustId', trustIds)
    .where(active('tb.isActive'));
