/**
 * Chat messages: newest first, 50 a page (spec 7.2, 9), paged by key so a page stays the same while new
 * messages arrive. Sending one updates the room, counts it unread for everyone else, and records a
 * notification request; the sender is who the token says.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { CHAT_MESSAGES_PAGE } from '../../../domain/constants';
import type { Application, Params, Principal } from '../../declarations';
import { notify } from '../../notify';
import { badField } from '../../query';
import { roomOf } from './rooms';

type Row = Record<string, any>;
export const MAX_MESSAGE_LENGTH = 4000;

const wholeNumber = (name: string, v: unknown) => {
  if (!/^\d{1,15}$/.test(String(v))) throw badField(name, 'must be a message id');
  return Number(v);
};

/** Writes a message and its effects in `trx`; answers the message and who else was in the room. */
export async function postMessage(
  trx: Knex.Transaction,
  room: Row,
  sender: Pick<Principal, 'id' | 'firstname' | 'lastname' | 'imageUrl'>,
  content: { text: string; messageType: 'text' | 'JobDescription'; jobId?: number | null },
) {
  const senderName = `${sender.firstname} ${sender.lastname}`;
  const [message] = await trx('chat_messages')
    .insert({ roomId: room.id, senderId: sender.id, senderName, avatar: sender.imageUrl ?? null, ...content })
    .returning('*');
  const latestMessage = { id: message.id, text: message.text, senderId: sender.id, senderName, date: message.date, messageType: message.messageType };
  await trx('chat_rooms').where({ id: room.id }).update({ latestMessage: JSON.stringify(latestMessage), updatedAt: message.date });
  const others: { userId: number; unread: number }[] = await trx('chat_participants')
    .where({ roomId: room.id })
    .whereNot({ userId: sender.id })
    .update({ unread: trx.raw('unread + 1'), archived: false })
    .returning(['userId', 'unread']);
  await trx('chat_participants').where({ roomId: room.id, userId: sender.id }).update({ lastSeenAt: message.date });
  // One statement for every other participant, rows in id order so concurrent messages lock them in one order.
  if (others.length)
    await trx('chat_user_profiles')
      .insert(others.map(({ userId }) => userId).sort((a, b) => a - b).map((userId) => ({ userId, unreadMessages: 1 })))
      .onConflict('userId')
      .merge({ unreadMessages: trx.raw('"chat_user_profiles"."unreadMessages" + 1'), updatedAt: trx.fn.now() });
  await trx('notification_requests').insert({
    message: message.text.slice(0, 500),
    senderId: sender.id,
    senderName,
    requestedTime: message.date,
    chatRoomId: room.id,
    recepientIds: JSON.stringify(others.map((o) => o.userId)),
  });
  return { message, others };
}

export class ChatMessagesService {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  /** { chatRoomId, $limit?, before? (older than that message), after? (newer: catching up after a reconnect) } */
  async find(params: Params) {
    const { chatRoomId, $limit, before, after, ...rest } = (params.query ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length) throw badField(unknown[0], 'unknown query field');
    if (before !== undefined && after !== undefined) throw badField('after', 'give before or after, not both');
    const limit = $limit === undefined ? CHAT_MESSAGES_PAGE : Number($limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badField('$limit', 'must be 1 to 100');
    const room = await roomOf(this.db, chatRoomId, params);
    const qb = this.db('chat_messages').where({ roomId: room.id });
    if (after !== undefined) {
      const rows = await qb.where('id', '>', wholeNumber('after', after)).orderBy('id', 'asc').limit(limit + 1);
      return { limit, data: rows.slice(0, limit).reverse(), more: rows.length > limit };
    }
    if (before !== undefined) qb.where('id', '<', wholeNumber('before', before));
    const rows = await qb.orderBy('id', 'desc').limit(limit + 1);
    return { limit, data: rows.slice(0, limit), more: rows.length > limit };
  }

  async create(data: Row, params: Params) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('Send { chatRoomId, text }');
    const extra = Object.keys(data).filter((k) => !['chatRoomId', 'text', 'messageType'].includes(k));
    if (extra.length) throw badField(extra[0], 'is set by the server or is not part of a message');
    if (data.messageType !== undefined && data.messageType !== 'text') throw badField('messageType', 'people send text; job descriptions come from add-to-chat');
    const text = typeof data.text === 'string' ? data.text.trim() : '';
    if (!text) throw badField('text', 'is required');
    if (text.length > MAX_MESSAGE_LENGTH) throw badField('text', `must be at most ${MAX_MESSAGE_LENGTH} characters`);
    const room = await roomOf(this.db, data.chatRoomId, params);
    const { message, others } = await this.db.transaction((trx) => postMessage(trx, room, params.user!, { text, messageType: 'text' }));
    await notifyFirstUnread(this.app, room, message, others);
    return message;
  }
}

/** A bell notification when a room gets its first unread message for someone (not one per message). */
export async function notifyFirstUnread(app: Application, room: Row, message: Row, others: { userId: number; unread: number }[]) {
  await notify(
    app,
    others
      .filter((o) => o.unread === 1)
      .map((o) => ({
        userId: o.userId,
        type: 'NEW_MESSAGE' as const,
        title: `New message from ${message.senderName}`,
        body: message.text.slice(0, 200),
        chatRoomId: room.id,
      })),
  );
}
