/**
 * Unread counts come from how far each participant has read (chat_participants.lastReadId, the newest message of
 * the room they have read), not from counters: a message then writes its own row and its room's, where the
 * counters made it write a row per participant and one per participant's profile (issue 5's benchmark). The
 * counters become read marks that leave the same counts unread; the profiles' totals are sums of those.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('chat_participants', (t) => t.bigInteger('lastReadId'));
  // Of the others' messages, the `unread` newest stay unread: the mark goes on the one before them.
  await knex.raw(`
    update chat_participants p set "lastReadId" = (
      select m.id from chat_messages m
      where m."roomId" = p."roomId" and m."senderId" is distinct from p."userId"
      order by m.id desc offset p.unread limit 1)`);
  await knex.schema.alterTable('chat_participants', (t) => t.dropColumn('unread'));
  await knex.schema.dropTable('chat_user_profiles');
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('chat_participants', (t) => t.integer('unread').notNullable().defaultTo(0));
  await knex.raw(`
    update chat_participants p set unread = (
      select count(*) from chat_messages m
      where m."roomId" = p."roomId" and m.id > coalesce(p."lastReadId", 0) and m."senderId" is distinct from p."userId")`);
  await knex.schema.createTable('chat_user_profiles', (t) => {
    t.integer('userId').primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('unreadMessages').notNullable().defaultTo(0);
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `insert into chat_user_profiles ("userId", "unreadMessages") select "userId", sum(unread) from chat_participants group by "userId"`,
  );
  await knex.schema.alterTable('chat_participants', (t) => t.dropColumn('lastReadId'));
}
