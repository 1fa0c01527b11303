/**
 * A nurse's availability, day by day (domain/availability.ts): one row per nurse and day they said something of,
 * `available` true or false; a day without a row is not known.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('date_availabilities', (t) => {
    t.increments('id');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.date('date').notNullable();
    t.boolean('available').notNullable();
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The matching reads who is unavailable on a day: by day first.
    t.unique(['date', 'userId']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('date_availabilities');
}
