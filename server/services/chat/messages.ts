/**
 * Chat messages: newest first, 50 a page (spec 7.2, 9), paged by key so a page stays the same while new
 * messages arrive. Sending one updates the room, counts it unread for everyone else (until their read mark
 * passes it), and records a notification request; the sender is who the token says.
 */
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { CHAT_MESSAGES_PAGE } from '../../../domain/constants';
import type { Application, Params, Principal } from '../../declarations';
import { notify } from '../../notify';
import { badField } from '../../query';
import { isRoomId, myRooms, roomOf, unreadBy } from './rooms';
import type { Row } from '../../db/row';

export const MAX_MESSAGE_LENGTH = 4000;

const wholeNumber = (name: string, v: unknown) => {
  if (!/^\d{1,15}$/.test(String(v))) throw badField(name, 'must be a message id');
  return Number(v);
};

/** A message as clients get it: the sender's avatar, stored as its file key, at a freshly signed URL (server/files.ts). */
export const withAvatarUrl = (app: Application, message: Row) => ({
  ...message,
  avatar: app.get('files').urlOf(message.avatar),
});

/** Another participant of a room a message went to; `firstUnread`: it is the only message they have not read there. */
export interface Recipient {
  userId: number;
  firstUnread: boolean;
}

/**
 * Writes a message and its effects in `trx`, in two statements; answers the message and who else was in the
 * room, or no message when `room` (a query that selects the room's id: one of the sender's rooms) finds none.
 * The others' unread counts follow from their read marks (chat_participants.lastReadId): no row of theirs is
 * written, but to bring the room back to the inbox of those who archived it.
 */
export async function postMessage(
  trx: Knex.Transaction,
  room: Knex.QueryBuilder,
  sender: Pick<Principal, 'id' | 'firstname' | 'lastname' | 'imageUrl'>,
  content: { text: string; messageType: 'text' | 'JobDescription'; jobId?: number | null },
): Promise<{ message?: Row; others: Recipient[] }> {
  const senderName = `${sender.firstname} ${sender.lastname}`;
  // The message, and its room's latest message and time. The room's row lock orders the messages of a room: a
  // message with a later id that was written first stays the latest.
  const {
    rows: [message],
  } = await trx.raw(
    `with room as :room,
    message as (
      insert into chat_messages ("roomId", "senderId", "senderName", avatar, "messageType", text, "jobId")
      select id, :senderId, :senderName, :avatar, :messageType, :text, :jobId from room returning *)
    update chat_rooms r set
      "latestMessage" = case when coalesce((r."latestMessage"->>'id')::bigint, 0) < m.id
        then jsonb_build_object('id', m.id, 'text', m.text, 'senderId', m."senderId", 'senderName', m."senderName",
          'date', to_char(m.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'messageType', m."messageType")
        else r."latestMessage" end,
      "updatedAt" = greatest(r."updatedAt", m.date)
    from message m where r.id = m."roomId"
    returning m.*`,
    { room, senderId: sender.id, senderName, avatar: sender.imageUrl ?? null, jobId: null, ...content },
  );
  if (!message) return { others: [] };
  // A statement of its own, so that it sees every message of the room written before this one (the lock above
  // waited for them). Whether the message is the first one a participant has not read rings their bell.
  const { rows: others } = await trx.raw(
    `with others as (
      select p."userId", not exists (select 1 from chat_messages x where ${unreadBy('x', 'p')} and x.id <> :id) as "firstUnread"
      from chat_participants p where p."roomId" = :roomId and p."userId" <> :senderId),
    unarchived as (
      update chat_participants set archived = false where "roomId" = :roomId and archived and "userId" <> :senderId),
    request as (
      insert into notification_requests (message, "senderId", "senderName", "requestedTime", "chatRoomId", "recepientIds")
      select :preview, :senderId, :senderName, :date, :roomId, coalesce(jsonb_agg("userId" order by "userId"), '[]') from others)
    select * from others order by "userId"`,
    {
      id: message.id,
      roomId: message.roomId,
      senderId: sender.id,
      senderName,
      preview: message.text.slice(0, 500),
      date: message.date,
    },
  );
  return { message, others };
}

export class ChatMessagesService {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  private signed(rows: Row[]) {
    return rows.map((m) => withAvatarUrl(this.app, m));
  }

  /** { chatRoomId, $limit?, before? (older than that message), after? (newer: catching up after a reconnect) } */
  async find(params: Params) {
    const { chatRoomId, $limit, before, after } = (params.query ?? {}) as Record<string, unknown>;
    if (before !== undefined && after !== undefined) throw badField('after', 'give before or after, not both');
    const limit = $limit === undefined ? CHAT_MESSAGES_PAGE : Number($limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badField('$limit', 'must be 1 to 100');
    const room = await roomOf(this.db, chatRoomId, params);
    const qb = this.db('chat_messages').where({ roomId: room.id });
    if (after !== undefined) {
      const rows = await qb
        .where('id', '>', wholeNumber('after', after))
        .orderBy('id', 'asc')
        .limit(limit + 1);
      return { limit, data: this.signed(rows.slice(0, limit).reverse()), more: rows.length > limit };
    }
    if (before !== undefined) qb.where('id', '<', wholeNumber('before', before));
    const rows = await qb.orderBy('id', 'desc').limit(limit + 1);
    return { limit, data: this.signed(rows.slice(0, limit)), more: rows.length > limit };
  }

  async create(data: Row, params: Params) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { chatRoomId, text }');
    const extra = Object.keys(data).filter((k) => !['chatRoomId', 'text', 'messageType'].includes(k));
    if (extra.length) throw badField(extra[0], 'is set by the server or is not part of a message');
    if (data.messageType !== undefined && data.messageType !== 'text')
      throw badField('messageType', 'people send text; job descriptions come from add-to-chat');
    const text = typeof data.text === 'string' ? data.text.trim() : '';
    if (!text) throw badField('text', 'is required');
    if (text.length > MAX_MESSAGE_LENGTH) throw badField('text', `must be at most ${MAX_MESSAGE_LENGTH} characters`);
    if (!isRoomId(data.chatRoomId)) throw new NotFound('No such chat room');
    const room = myRooms(this.db, params).where('r.id', data.chatRoomId).select('r.id');
    const { message, others } = await this.db.transaction((trx) =>
      postMessage(trx, room, params.user!, { text, messageType: 'text' }),
    );
    if (!message) throw new NotFound('No such chat room');
    await notifyFirstUnread(this.app, message, others);
    return withAvatarUrl(this.app, message);
  }
}

/** A bell notification when a room gets its first unread message for someone (not one per message). */
export async function notifyFirstUnread(app: Application, message: Row, others: Recipient[]) {
  await notify(
    app,
    others
      .filter((o) => o.firstUnread)
      .map((o) => ({
        userId: o.userId,
        type: 'NEW_MESSAGE' as const,
        title: `New message from ${message.senderName}`,
        body: message.text.slice(0, 200),
        chatRoomId: message.roomId,
      })),
  );
}
