/**
 * A nurse's membership of a trust's bank is their NURSE role (user_roles): it now holds what the trust knows of them
 * there (job title, band, staff number), the last approval decision (who, when, why), and when it was deleted (a soft
 * delete: the staff list's deleted tab, reversible by an admin).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('user_roles', (t) => {
    t.integer('jobTitleTypeId').references('id').inTable('job_title_types').onDelete('SET NULL');
    t.integer('bandTypeId').references('id').inTable('band_types').onDelete('SET NULL');
    t.string('staffNumber', 32);
    t.integer('decidedBy').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('decidedAt', { useTz: true });
    t.text('decisionReason');
    t.timestamp('deletedAt', { useTz: true });
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('user_roles', (t) => {
    for (const c of [
      'jobTitleTypeId',
      'bandTypeId',
      'staffNumber',
      'decidedBy',
      'decidedAt',
      'decisionReason',
      'deletedAt',
      'updatedAt',
    ])
      t.dropColumn(c);
  });
}
