/**
 * Chat rooms: only participants read one; a manager with CREATE_CHAT opens one with people of their trust;
 * each participant archives it and marks it read for themselves.
 */
import { BadRequest, Forbidden, MethodNotAllowed, NotFound } from '@feathersjs/errors';
import type { Id, NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { CHAT_IMAGE_MAX_LENGTH, CHAT_ROOM_TENANCY, isChatImage, type ChatRead } from '../../../domain/chat';
import type { Application, Params } from '../../declarations';
import { badField, whereInTenancy } from '../../query';
import type { Row } from '../../db/row';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PARTICIPANTS = 200;
/** The advisory lock class of making a one-to-one room (see migrate.ts for the migrations' own). */
const DIRECT_ROOM_LOCK = 4242009;

export const CHAT_ROOMS_PATH = 'api/v3/chat-rooms';

export const isRoomId = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** The rooms of the acting user in the acting role's trust (the super admin: any trust, or the one narrowed to). */
export function myRooms(db: Knex, params: Params) {
  const role = params.actingRole;
  const qb = db('chat_rooms as r').join('chat_participants as me', (on) =>
    on.on('me.roomId', 'r.id').andOnVal('me.userId', params.user?.id ?? 0),
  );
  return role ? whereInTenancy(qb, CHAT_ROOM_TENANCY, role, 'r') : qb;
}

/**
 * Whether message `m` is unread by participant `p` (SQL aliases of chat_messages and chat_participants): it is in
 * their room, after their read mark, and someone else's. The one rule of room counts, the badge and the bell.
 */
export const unreadBy = (m: string, p: string) =>
  `"${m}"."roomId" = "${p}"."roomId" and "${m}".id > coalesce("${p}"."lastReadId", 0) and "${m}"."senderId" is distinct from "${p}"."userId"`;

/** The caller's unread count of a room (`me`, their participant row). */
const unreadOfMe = (db: Knex) =>
  db.raw(`(select count(*) from chat_messages m where ${unreadBy('m', 'me')})::int as unread`);

/** What the caller's own participant row adds to a room: their archived flag, last-seen date, read mark and unread count. */
const withMine = (db: Knex) => ['r.*', 'me.archived', 'me.lastSeenAt', 'me.lastReadId', unreadOfMe(db)];

/** A room of the caller, or 404 (whether it exists or not is not for others to learn). */
export async function roomOf(
  db: Knex,
  id: unknown,
  params: Params,
  columns: (string | Knex.Raw)[] = ['r.*', 'me.archived', 'me.lastReadId'],
): Promise<Row> {
  if (!isRoomId(id)) throw new NotFound('No such chat room');
  const room = await myRooms(db, params).where('r.id', id).first(columns);
  if (!room) throw new NotFound('No such chat room');
  return room;
}

export class ChatRoomsService {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  /** Rooms with their participants (names, last-seen dates, read marks), the caller's unread count and archived flag. */
  private async withParticipants(rooms: Row[]) {
    const ids = rooms.map((r) => r.id);
    const people = ids.length
      ? await this.db('chat_participants as p')
          .join('users as u', 'u.id', 'p.userId')
          .whereIn('p.roomId', ids)
          .orderBy('u.firstname')
          .select('p.roomId', 'p.userId', 'u.firstname', 'u.lastname', 'p.lastSeenAt', 'p.lastReadId')
      : [];
    return rooms.map((room) => ({
      ...room,
      participants: people.filter((p) => p.roomId === room.id).map(({ roomId: _, ...p }) => p),
    }));
  }

  async find(params: Params) {
    const { archived, q, $limit, $skip } = (params.query ?? {}) as Record<string, unknown>;
    const limit = Math.min(Number($limit ?? 20), 100);
    const skip = Number($skip ?? 0);
    if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(skip) || skip < 0)
      throw badField('$limit', 'must be a whole number');
    const qb = myRooms(this.db, params);
    if (archived !== undefined) {
      if (archived !== 'true' && archived !== 'false' && typeof archived !== 'boolean')
        throw badField('archived', 'must be true or false');
      qb.where('me.archived', archived === true || archived === 'true');
    }
    if (q !== undefined && q !== '') {
      if (typeof q !== 'string' || q.length > 100) throw badField('q', 'must be a text of at most 100 characters');
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.where((w) =>
        w.whereILike('r.chatTitle', like).orWhereExists(
          this.db('chat_participants as o')
            .join('users as ou', 'ou.id', 'o.userId')
            .whereRaw('"o"."roomId" = "r"."id"')
            .where((n) => n.whereILike('ou.firstname', like).orWhereILike('ou.lastname', like)),
        ),
      );
    }
    const [{ total }] = await qb.clone().count({ total: '*' });
    // The id breaks ties of time, so that pages neither repeat nor skip rooms changed at the same moment.
    const rooms = await qb
      .orderBy([
        { column: 'r.updatedAt', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(skip)
      .select(withMine(this.db));
    return { total: Number(total), limit, skip, data: await this.withParticipants(rooms) };
  }

  async get(id: Id, params: Params) {
    return (await this.withParticipants([await roomOf(this.db, id, params, withMine(this.db))]))[0];
  }

  async create(data: Row, params: Params) {
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new BadRequest('Send { participantIds, chatTitle?, isGroupChat? }');
    const allowed = ['participantIds', 'chatTitle', 'isGroupChat', 'isChannel', 'isTraining', 'chatImage'];
    const extra = Object.keys(data).filter((k) => !allowed.includes(k));
    if (extra.length) throw badField(extra[0], 'is not part of a chat room');
    const me = params.user!.id;
    const ids: number[] = data.participantIds;
    if (
      !Array.isArray(ids) ||
      !ids.length ||
      ids.length > MAX_PARTICIPANTS ||
      !ids.every((i) => Number.isInteger(i) && i > 0)
    ) {
      throw badField('participantIds', `must list 1 to ${MAX_PARTICIPANTS} people`);
    }
    const others = [...new Set(ids)].filter((i) => i !== me);
    if (!others.length) throw badField('participantIds', 'must name someone besides you');
    const group = data.isGroupChat === true || others.length > 1;
    for (const flag of ['isGroupChat', 'isChannel', 'isTraining'] as const) {
      if (data[flag] !== undefined && typeof data[flag] !== 'boolean') throw badField(flag, 'must be true or false');
    }
    if (data.chatTitle !== undefined && (typeof data.chatTitle !== 'string' || data.chatTitle.trim().length > 160))
      throw badField('chatTitle', 'must be a text of at most 160 characters');
    if (group && !data.chatTitle?.trim()) throw badField('chatTitle', 'a group chat needs a title');
    if (data.chatImage != null && !isChatImage(data.chatImage)) {
      throw badField(
        'chatImage',
        `must be an http(s) URL or a file path of at most ${CHAT_IMAGE_MAX_LENGTH} characters`,
      );
    }
    const trustId = params.actingRole?.trustId;
    if (!trustId) throw new Forbidden('Chats belong to a trust: act under a role of one', { missingPermissions: [] });
    const members = await this.trustMembers(trustId, others);
    const strangers = others.filter((id) => !members.includes(id));
    if (strangers.length) throw badField('participantIds', `${strangers.join(', ')} is not a member of this trust`);
    const roomId = await this.db.transaction(async (trx) => {
      if (!group) {
        // One room per two people of a trust: those asking for it at once wait for each other, then find it.
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [
          DIRECT_ROOM_LOCK,
          `${trustId}:${Math.min(me, others[0])}:${Math.max(me, others[0])}`,
        ]);
        const existing = await directRoom(trx, trustId, me, others[0]);
        if (existing) return existing;
      }
      const [room] = await trx('chat_rooms')
        .insert({
          trustId,
          isGroupChat: group,
          isChannel: data.isChannel ?? false,
          isTraining: data.isTraining ?? false,
          chatTitle: data.chatTitle?.trim() || null,
          chatImage: data.chatImage ?? null,
          createdBy: me,
        })
        .returning('id');
      await trx('chat_participants').insert(
        [me, ...others].map((userId) => ({ roomId: room.id, userId, lastSeenAt: userId === me ? trx.fn.now() : null })),
      );
      return room.id as string;
    });
    return this.get(roomId, params);
  }

  /** Users with an active role (any type) in the trust, among `ids`. */
  private trustMembers(trustId: number, ids: number[]): Promise<number[]> {
    return this.db('user_roles as ur')
      .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
      .join('users as u', 'u.id', 'ur.userId')
      .where({ 'tr.trustId': trustId, 'ur.isActive': true, 'u.isActive': true })
      .whereIn('ur.userId', ids)
      .distinct()
      .pluck('ur.userId');
  }

  /**
   * { archived } or { lastSeen: true } (opening the room: unread back to 0) for the caller; { chatTitle } for the
   * creator of a group. A read that moves the caller's read mark is told to everyone in the room ('read' event).
   */
  async patch(id: NullableId, data: Row, params: Params) {
    if (id === null) throw new MethodNotAllowed('Change rooms one at a time');
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new BadRequest('Send { archived }, { lastSeen: true } or { chatTitle }');
    const extra = Object.keys(data).filter((k) => !['archived', 'lastSeen', 'chatTitle'].includes(k));
    if (extra.length) throw badField(extra[0], 'cannot be changed on a chat room');
    const me = params.user!.id;
    const room = await roomOf(this.db, id, params);
    const read = await this.db.transaction(async (trx) => {
      if (data.archived !== undefined) {
        if (typeof data.archived !== 'boolean') throw badField('archived', 'must be true or false');
        await trx('chat_participants').where({ roomId: room.id, userId: me }).update({ archived: data.archived });
      }
      if (data.chatTitle !== undefined) {
        if (!room.isGroupChat || room.createdBy !== me)
          throw new Forbidden('Only the creator of a group chat renames it', { missingPermissions: [] });
        if (typeof data.chatTitle !== 'string' || !data.chatTitle.trim() || data.chatTitle.length > 160)
          throw badField('chatTitle', 'must be a text of 1 to 160 characters');
        await trx('chat_rooms')
          .where({ id: room.id })
          .update({ chatTitle: data.chatTitle.trim(), updatedAt: trx.fn.now() });
      }
      if (data.lastSeen !== undefined) {
        if (data.lastSeen !== true) throw badField('lastSeen', 'must be true');
        return markRead(trx, room.id, me);
      }
    });
    if (read && read.lastReadId !== room.lastReadId) this.app.service(CHAT_ROOMS_PATH).emit('read', read);
    return this.get(room.id, params);
  }
}

/** The two people's existing one-to-one room of the trust, not one of a shift and a nurse (the oldest, were there two). */
async function directRoom(trx: Knex.Transaction, trustId: number, a: number, b: number): Promise<string | undefined> {
  const room = await trx('chat_rooms as r')
    .where({ 'r.trustId': trustId, 'r.isGroupChat': false })
    .whereNull('r.jobId')
    .whereNull('r.staffId')
    .whereExists(trx('chat_participants as pa').whereRaw('"pa"."roomId" = "r"."id"').where('pa.userId', a))
    .whereExists(trx('chat_participants as pb').whereRaw('"pb"."roomId" = "r"."id"').where('pb.userId', b))
    .orderBy(['r.created', 'r.id'])
    .first('r.id');
  return room?.id;
}

/** The reader has seen the room: their read mark moves to its newest message (unread back to 0), their last-seen date to now. */
export async function markRead(db: Knex, roomId: string, userId: number): Promise<ChatRead> {
  const [read] = await db('chat_participants')
    .where({ roomId, userId })
    .update({
      lastReadId: db.raw('(select max(id) from chat_messages where "roomId" = ?)', [roomId]),
      lastSeenAt: db.fn.now(),
    })
    .returning(['roomId', 'userId', 'lastReadId', 'lastSeenAt']);
  return read;
}
