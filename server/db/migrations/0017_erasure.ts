/** When a person's personal data was erased on their request (domain/erasure.ts): the account stays, pseudonymised. */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => t.timestamp('erasedAt', { useTz: true }));
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('users', (t) => t.dropColumn('erasedAt'));
}
