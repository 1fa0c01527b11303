/** Timed work kept in the database, so it survives a restart and runs once across instances. */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('scheduled_tasks', (t) => {
    t.bigIncrements('id');
    t.string('kind', 64).notNullable();
    /** One pending task per key: scheduling again moves it. */
    t.string('key', 200).notNullable().unique();
    t.timestamp('runAt', { useTz: true }).notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('lastError');
    t.timestamp('lockedUntil', { useTz: true });
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'runAt']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('scheduled_tasks');
}
