/**
 * Invitations to manage a trust (issue 12, domain/managers.ts): who is invited, to which trust role (and care
 * location), by whom; the link's token is kept only as its hash. EXPIRED is not stored: a PENDING invitation past
 * expiresAt is expired. One PENDING invitation per trust and email at a time.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('manager_invitations', (t) => {
    t.increments('id');
    t.integer('trustId').notNullable().references('id').inTable('trusts').onDelete('CASCADE');
    t.string('email', 254).notNullable();
    t.string('firstname', 80).notNullable();
    t.string('lastname', 80).notNullable();
    t.integer('trustRoleId').notNullable().references('id').inTable('trust_roles').onDelete('RESTRICT');
    t.integer('careLocationId').references('id').inTable('care_locations').onDelete('RESTRICT');
    t.string('status', 16).notNullable().defaultTo('PENDING');
    t.string('tokenHash', 64).notNullable().unique();
    t.timestamp('expiresAt', { useTz: true }).notNullable();
    t.timestamp('sentAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('invitedBy').references('id').inTable('users').onDelete('SET NULL');
    t.integer('acceptedBy').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('acceptedAt', { useTz: true });
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['trustId', 'status']);
  });
  await knex.raw(
    `alter table manager_invitations add constraint manager_invitations_status check (status in ('PENDING', 'ACCEPTED', 'WITHDRAWN'))`,
  );
  await knex.raw(
    'alter table manager_invitations add constraint manager_invitations_email_lower check (email = lower(email))',
  );
  await knex.raw(
    `create unique index manager_invitations_one_pending on manager_invitations ("trustId", email) where status = 'PENDING'`,
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('manager_invitations');
}
