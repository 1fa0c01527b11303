/**
 * Manager report requests (spec 3 Report request, 7.4 report-visualization-requests): what a manager asked for, where
 * its making stands (status, progress, the reason of a failure) and the files made (a key under DATA_DIR/files/reports,
 * one .xlsx and one .csv). The requester alone reads a request and downloads its files.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('report_requests', (t) => {
    t.increments('id');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('trustId').notNullable().references('id').inTable('trusts').onDelete('CASCADE');
    t.integer('careLocationId').notNullable().references('id').inTable('care_locations').onDelete('CASCADE');
    t.string('reportType', 20).notNullable();
    t.jsonb('requestParams').notNullable();
    t.string('status', 12).notNullable().defaultTo('PENDING');
    t.integer('progress').notNullable().defaultTo(0);
    t.integer('rowCount');
    t.text('reason');
    t.text('fileKey');
    t.text('fileName');
    t.timestamp('completedAt', { useTz: true });
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['userId', 'createdAt']);
    t.index(['status', 'completedAt']);
  });
  await knex.raw(
    `alter table report_requests add constraint report_requests_status check (status in ('PENDING', 'COMPLETED', 'FAILED'))`,
  );
  await knex.raw(
    'alter table report_requests add constraint report_requests_progress check (progress between 0 and 100)',
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('report_requests');
}
