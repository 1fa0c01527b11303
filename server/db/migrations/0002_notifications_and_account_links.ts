/** Each user's notifications, and the emailed links of account management: email changes and password resets. */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('type', 40).notNullable();
    t.string('title', 200).notNullable();
    t.text('body').notNullable();
    t.timestamp('created', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.boolean('viewed').notNullable().defaultTo(false);
    // Stored while the recipient was snoozed: never pushed, never counted in the bell.
    t.boolean('silent').notNullable().defaultTo(false);
    t.string('externalId', 100);
    t.string('chatRoomId', 100);
    t.jsonb('job');
  });
  // The panel's order: a user's newest first.
  await knex.raw('create index notifications_user_created on notifications ("userId", created desc, id desc)');

  // Tokens are kept only as SHA-256 hashes: a copy of the table opens no account.
  await knex.schema.createTable('email_change_requests', (t) => {
    t.increments('id');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.string('email', 254).notNullable();
    t.string('tokenHash', 64).notNullable().unique();
    t.string('status', 16).notNullable().defaultTo('PENDING');
    t.timestamp('expiresAt', { useTz: true }).notNullable();
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('verifiedAt', { useTz: true });
  });
  await knex.raw(
    `alter table email_change_requests add constraint email_change_requests_status check (status in ('PENDING', 'VERIFIED'))`,
  );

  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.string('tokenHash', 64).notNullable().unique();
    t.timestamp('expiresAt', { useTz: true }).notNullable();
    t.timestamp('usedAt', { useTz: true });
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  for (const t of ['password_resets', 'email_change_requests', 'notifications']) await knex.schema.dropTableIfExists(t);
}
