/**
 * The links emailed to an account holder, each used once: a password reset and, now, the verification of a new
 * account's email address. One table, told apart by purpose (it was password_resets).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.renameTable('password_resets', 'account_links');
  await knex.schema.alterTable('account_links', (t) => {
    t.string('purpose', 16).notNullable().defaultTo('resetPassword');
  });
  await knex.raw(
    `alter table account_links add constraint account_links_purpose check (purpose in ('resetPassword', 'verifyEmail'))`,
  );
}

export async function down(knex: Knex) {
  await knex('account_links').where({ purpose: 'verifyEmail' }).delete();
  await knex.schema.alterTable('account_links', (t) => t.dropColumn('purpose'));
  await knex.schema.renameTable('account_links', 'password_resets');
}
