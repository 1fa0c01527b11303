/**
 * One chat room per shift and nurse (add-to-chat, spec 7.1): a unique index, on which add-to-chat inserts with
 * `on conflict do nothing`, so two managers, or one clicking twice, end in the same room. Rooms of no shift
 * (jobId null, NULLs being distinct) are not concerned.
 * The rooms made twice before it are merged into the oldest of each pair: its people, messages, notification
 * requests and bell notifications. One read mark stands for several rooms: the lowest, so that no message
 * unread in one of them is taken as read (some read ones may show unread again).
 */
import type { Knex } from 'knex';

const INDEX = 'chat_rooms_jobid_staffid_unique';

export async function up(knex: Knex) {
  // The merge's list lives until the end of its transaction (a migration runs in one; called alone, it makes one).
  await knex.transaction((trx) => merge(trx));
  await knex.raw(`create unique index ${INDEX} on chat_rooms ("jobId", "staffId")`);
}

async function merge(knex: Knex) {
  await knex.raw(`create temporary table merged_rooms on commit drop as
    select id, first_value(id) over (partition by "jobId", "staffId" order by created, id) as keep
    from chat_rooms where "jobId" is not null and "staffId" is not null`);
  await knex.raw(
    'delete from merged_rooms where keep in (select keep from merged_rooms group by keep having count(*) = 1)',
  );
  await knex.raw(`update chat_rooms r set "latestMessage" = l.latest, "updatedAt" = l.updated
    from (select m.keep, max(d."updatedAt") as updated,
        (array_agg(d."latestMessage" order by (d."latestMessage"->>'id')::bigint desc nulls last))[1] as latest
      from merged_rooms m join chat_rooms d on d.id = m.id group by m.keep) l
    where r.id = l.keep`);
  await knex.raw(`insert into chat_participants ("roomId", "userId", archived, "lastSeenAt", "lastReadId", "joinedAt")
    select m.keep, p."userId", bool_and(p.archived), max(p."lastSeenAt"), min(coalesce(p."lastReadId", 0)), min(p."joinedAt")
    from chat_participants p join merged_rooms m on m.id = p."roomId" and m.id <> m.keep
    group by m.keep, p."userId"
    on conflict ("roomId", "userId") do update set
      archived = chat_participants.archived and excluded.archived,
      "lastSeenAt" = greatest(chat_participants."lastSeenAt", excluded."lastSeenAt"),
      "lastReadId" = least(coalesce(chat_participants."lastReadId", 0), excluded."lastReadId"),
      "joinedAt" = least(chat_participants."joinedAt", excluded."joinedAt")`);
  await knex.raw(
    'update chat_participants set "lastReadId" = null where "lastReadId" = 0 and "roomId" in (select keep from merged_rooms)',
  );
  await knex.raw(
    'update chat_messages c set "roomId" = m.keep from merged_rooms m where c."roomId" = m.id and m.id <> m.keep',
  );
  await knex.raw(
    'update notification_requests n set "chatRoomId" = m.keep from merged_rooms m where n."chatRoomId" = m.id and m.id <> m.keep',
  );
  await knex.raw(
    'update notifications n set "chatRoomId" = m.keep::text from merged_rooms m where n."chatRoomId" = m.id::text and m.id <> m.keep',
  );
  await knex.raw('delete from chat_rooms r using merged_rooms m where r.id = m.id and m.id <> m.keep');
}

export async function down(knex: Knex) {
  await knex.raw(`drop index if exists ${INDEX}`);
}
