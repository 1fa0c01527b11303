/**
 * Right-to-work evidence a nurse sends a trust's bank (domain/rightToWork.ts): the document, when the permission ends
 * (null: no time limit), its stored files (keys under DATA_DIR/files/evidence), and the one decision on it. The
 * resource family righttoworkrequests is a view of it with the nurse's name.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('right_to_work_requests', (t) => {
    t.increments('id');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('trustId').notNullable().references('id').inTable('trusts').onDelete('CASCADE');
    t.string('documentType', 40).notNullable();
    t.string('documentNumber', 40).notNullable();
    t.date('expiresOn');
    t.jsonb('files').notNullable().defaultTo('[]');
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('decidedBy').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('decidedAt', { useTz: true });
    t.text('decisionReason');
    // When the nurse and the bank officers were told the permission ends within 30 days (told once).
    t.timestamp('expiryWarnedAt', { useTz: true });
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['trustId', 'status', 'createdAt']);
    t.index(['userId', 'trustId', 'status']);
  });
  await knex.raw(
    `alter table right_to_work_requests add constraint right_to_work_status check (status in ('pending', 'approved', 'declined', 'banned'))`,
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('right_to_work_requests');
}
