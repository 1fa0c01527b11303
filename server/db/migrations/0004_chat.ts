/**
 * Chat in our own database (spec 3: chat room, chat message, notification request, user profile with an
 * unread counter): a trust's conversations never leave its servers.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('chat_rooms', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('trustId').notNullable().references('id').inTable('trusts').onDelete('RESTRICT').index();
    t.boolean('isGroupChat').notNullable().defaultTo(false);
    t.boolean('isChannel').notNullable().defaultTo(false);
    t.boolean('isTraining').notNullable().defaultTo(false);
    t.string('chatTitle', 160);
    t.string('chatImage', 500);
    t.integer('jobId').references('id').inTable('jobs').onDelete('SET NULL').index();
    t.integer('staffId').references('id').inTable('users').onDelete('SET NULL');
    t.integer('createdBy').references('id').inTable('users').onDelete('SET NULL');
    t.jsonb('latestMessage');
    t.timestamp('created', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('chat_participants', (t) => {
    t.uuid('roomId').notNullable().references('id').inTable('chat_rooms').onDelete('CASCADE');
    t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.boolean('archived').notNullable().defaultTo(false);
    t.timestamp('lastSeenAt', { useTz: true });
    t.integer('unread').notNullable().defaultTo(0);
    t.timestamp('joinedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['roomId', 'userId']);
    t.index(['userId']);
  });
  await knex.schema.createTable('chat_messages', (t) => {
    t.bigIncrements('id');
    t.uuid('roomId').notNullable().references('id').inTable('chat_rooms').onDelete('CASCADE');
    t.string('messageType', 32).notNullable().defaultTo('text');
    t.text('text').notNullable();
    t.integer('senderId').references('id').inTable('users').onDelete('SET NULL');
    t.string('senderName', 170).notNullable();
    t.string('avatar', 500);
    t.integer('jobId').references('id').inTable('jobs').onDelete('SET NULL');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['roomId', 'id']);
  });
  await knex.schema.createTable('chat_user_profiles', (t) => {
    t.integer('userId').primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('unreadMessages').notNullable().defaultTo(0);
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('notification_requests', (t) => {
    t.bigIncrements('id');
    t.text('message').notNullable();
    t.integer('senderId').references('id').inTable('users').onDelete('SET NULL');
    t.string('senderName', 170).notNullable();
    t.timestamp('requestedTime', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('chatRoomId').notNullable().references('id').inTable('chat_rooms').onDelete('CASCADE').index();
    t.jsonb('recepientIds').notNullable();
  });
}

export async function down(knex: Knex) {
  for (const t of ['notification_requests', 'chat_user_profiles', 'chat_messages', 'chat_participants', 'chat_rooms']) {
    await knex.schema.dropTableIfExists(t);
  }
}
