/**
 * Signed download links (spec 7.5 signedurls, keyed by key): a file the server made for one user (an export of
 * shift rates), kept until its link expires. The key is 256 random bits, which only its requester is given.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('signed_urls', (t) => {
    t.text('key').primary();
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('fileName').notNullable();
    t.text('contentType').notNullable();
    t.binary('content').notNullable();
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expiresAt', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('signed_urls');
}
