/** Tokens ended by logging out, each kept until it would have expired anyway (server/endedSessions.ts). */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('ended_sessions', (t) => {
    t.text('jti').primary();
    t.integer('userId').notNullable();
    t.timestamp('endedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expiresAt', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('ended_sessions');
}
