/**
 * The claim of a running task: each claim writes a new token, and the runner's heartbeat and final update
 * match it, so a runner whose lease ran out (and whose task another instance has claimed since) changes nothing.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('scheduled_tasks', (t) => {
    t.uuid('claim');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('scheduled_tasks', (t) => {
    t.dropColumn('claim');
  });
}
