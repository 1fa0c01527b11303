/**
 * A user's approval in a trust (spec 3 Account approvals, spec 4 approval statuses) is stored on their role, not
 * derived from whether the role is active: pending, declined and banned could never appear otherwise. Roles given
 * before this were given by an admin: approved.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('user_roles', (t) => {
    t.text('approvalStatus').notNullable().defaultTo('approved');
  });
  await knex.raw(
    `alter table user_roles add constraint user_roles_approval_status check ("approvalStatus" in ('declined', 'banned', 'pending', 'approved'))`,
  );
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('user_roles', (t) => t.dropColumn('approvalStatus'));
}
