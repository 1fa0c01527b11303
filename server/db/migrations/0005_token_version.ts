/** Each user's token version: changing the password moves it on, and tokens of an older version stop working. */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => t.integer('tokenVersion').notNullable().defaultTo(0));
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('users', (t) => t.dropColumn('tokenVersion'));
}
