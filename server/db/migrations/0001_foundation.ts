/** Accounts, their roles, sign-in throttling and server settings (the declared tables they use exist already). */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable().unique();
    t.string('password', 100).notNullable();
    t.string('firstname', 80).notNullable();
    t.string('lastname', 80).notNullable();
    t.string('imageUrl', 500);
    t.timestamp('notDisturbDate', { useTz: true });
    t.string('phoneNumber', 32);
    t.boolean('isVerified').notNullable().defaultTo(false);
    t.boolean('isActive').notNullable().defaultTo(true);
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table users add constraint users_email_lower check (email = lower(email))');

  // A user's role: a trust role (optionally tied to one care location), or the super admin's role when
  // trustRoleId is null. The id is the roleId that every request names.
  await knex.schema.createTable('user_roles', (t) => {
    t.increments('id');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.integer('trustRoleId').references('id').inTable('trust_roles').onDelete('RESTRICT').index();
    t.integer('careLocationId').references('id').inTable('care_locations').onDelete('RESTRICT');
    t.boolean('isActive').notNullable().defaultTo(true);
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['userId', 'trustRoleId', 'careLocationId'], { useConstraint: false });
  });
  await knex.raw(
    'alter table user_roles add constraint user_roles_super_admin_has_no_location check ("trustRoleId" is not null or "careLocationId" is null)',
  );

  await knex.schema.createTable('sign_in_failures', (t) => {
    t.bigIncrements('id');
    t.string('key', 300).notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['key', 'at']);
  });

  await knex.schema.createTable('server_settings', (t) => {
    t.string('name', 64).primary();
    t.text('value').notNullable();
  });
}

export async function down(knex: Knex) {
  for (const t of ['server_settings', 'sign_in_failures', 'user_roles', 'users'])
    await knex.schema.dropTableIfExists(t);
}
