/**
 * A third kind of emailed link: signing in once an account's wrong passwords have used up its limit (server/
 * signInLink.ts). The right password then sends a link instead of being refused, so nobody locks anyone out.
 */
import type { Knex } from 'knex';

const purposes = (list: string[]) =>
  `alter table account_links add constraint account_links_purpose check (purpose in (${list.map((p) => `'${p}'`).join(', ')}))`;

export async function up(knex: Knex) {
  await knex.raw('alter table account_links drop constraint account_links_purpose');
  await knex.raw(purposes(['resetPassword', 'verifyEmail', 'signIn']));
}

export async function down(knex: Knex) {
  await knex('account_links').where({ purpose: 'signIn' }).delete();
  await knex.raw('alter table account_links drop constraint account_links_purpose');
  await knex.raw(purposes(['resetPassword', 'verifyEmail']));
}
