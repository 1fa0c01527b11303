/**
 * /api/v3/notifications (spec 3, 4, 7.3): each user reads and changes only their own, newest first. A
 * notification created while its recipient is snoozed is stored silent: never pushed, and counted unread only once
 * the snooze is over.
 */
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Id, NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { AccessRule } from '../../domain/access';
import { PAGE_SIZES } from '../../domain/constants';
import { ALL_NOTIFICATION_TYPES, isSnoozed, type NotificationType } from '../../domain/notifications';
import { CLOCK_TIME_PATTERN } from '../../domain/shifts';
import type { Field } from '../../resources/define';
import { isCalendarDate } from '../../resources/validate';
import { readBody } from '../body';
import type { Application, Params } from '../declarations';
import type { ServiceEntry } from './mount';
import { allowOnlyQuery, badField } from '../query';
import { API_PREFIX } from '../resources';
import type { Row } from '../db/row';

export const NOTIFICATIONS_PATH = `${API_PREFIX}/notifications`;
export const MAX_NOTIFICATIONS_LIMIT = 50;

export interface Notification {
  id: number;
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  created: string;
  viewed: boolean;
  silent: boolean;
  externalId: string | null;
  chatRoomId: string | null;
  job: { date: string; startTime: string; endTime: string } | null;
}

type Query = Record<string, unknown>;

const FIELDS: Record<string, Field> = {
  userId: { type: 'reference', resource: 'users', required: true },
  type: { type: 'enum', values: ALL_NOTIFICATION_TYPES, required: true },
  title: { type: 'string', maxLength: 200, required: true },
  body: { type: 'text', maxLength: 2000, required: true },
  externalId: { type: 'string', maxLength: 100 },
  chatRoomId: { type: 'string', maxLength: 100 },
  job: { type: 'json' },
};
const JOB_KEYS = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  startTime: new RegExp(CLOCK_TIME_PATTERN),
  endTime: new RegExp(CLOCK_TIME_PATTERN),
};
const NEWEST_FIRST = [
  { column: 'created', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

const toNotification = (r: Row): Notification => ({
  id: Number(r.id),
  userId: r.userId,
  type: r.type,
  title: r.title,
  body: r.body,
  created: new Date(r.created).toISOString(),
  viewed: r.viewed,
  silent: r.silent,
  externalId: r.externalId,
  chatRoomId: r.chatRoomId,
  job: r.job ?? null,
});
const newestFirst = (rows: Row[]) =>
  rows.map(toNotification).sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);

/** Refuses query keys the method does not take. */
const allowOnly = (query: Query, keys: string[]) => allowOnlyQuery(query, keys, 'this notifications call');

function flag(query: Query, name: string): boolean {
  const v = query[name];
  if (v === undefined || v === false || v === 'false') return false;
  if (v === true || v === 'true') return true;
  throw badField(name, 'must be true or false');
}

function count(query: Query, name: string, fallback: number, max: number): number {
  const v = query[name];
  if (v === undefined) return fallback;
  if ((typeof v !== 'string' && typeof v !== 'number') || !/^\d{1,9}$/.test(String(v)) || Number(v) > max) {
    throw badField(name, `must be a whole number from 0 to ${max}`);
  }
  return Number(v);
}

function parseId(id: Id): number {
  const s = String(id);
  if (!/^\d{1,15}$/.test(s)) throw badField('id', `'${s}' is not a notification id`);
  return Number(s);
}

/** The `viewed` a single patch sets: from the body, or from $markRead / $markUnread with an empty body. */
function viewedOf(data: unknown, fromFlag?: { name: string; viewed: boolean }): boolean {
  const body = (data ?? {}) as Row;
  if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('The body must be a JSON object');
  allowOnlyFields(body);
  const viewed = body.viewed ?? fromFlag?.viewed;
  if (typeof viewed !== 'boolean')
    throw badField('viewed', body.viewed === undefined ? 'is required (true or false)' : 'must be true or false');
  if (fromFlag && viewed !== fromFlag.viewed) throw badField('viewed', `contradicts ${fromFlag.name}=true`);
  return viewed;
}

function allowOnlyFields(body: Row) {
  const other = Object.keys(body).find((k) => k !== 'viewed');
  if (other) throw badField(other, 'cannot be changed: a notification can only be marked viewed or not');
}

function checkJob(job: unknown) {
  if (job === null || job === undefined) return;
  const j = job as Row;
  const keys = Object.keys(JOB_KEYS) as (keyof typeof JOB_KEYS)[];
  const ok =
    typeof j === 'object' &&
    !Array.isArray(j) &&
    Object.keys(j).every((k) => Object.hasOwn(JOB_KEYS, k)) &&
    keys.every((k) => typeof j[k] === 'string' && JOB_KEYS[k].test(j[k]) && (k !== 'date' || isCalendarDate(j[k])));
  if (!ok) throw badField('job', 'must be { date: YYYY-MM-DD, startTime: HH:mm, endTime: HH:mm } or null');
}

/** The signed-in recipient; internal calls other than create must name the user in params.user. */
function ownerOf(params: Params): number {
  if (!params.user) throw new Error('Notification calls other than create need params.user');
  return params.user.id;
}

/** A notification's fields from a request body: validated, ids of jobs and chat rooms taken as strings. */
function notificationOf(data: Row) {
  const given = { ...data };
  for (const k of ['externalId', 'chatRoomId']) if (typeof given[k] === 'number') given[k] = String(given[k]);
  const value = readBody(given, FIELDS, 'notification', 'create');
  checkJob(value.job);
  return value;
}

export class NotificationService {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  private own(params: Params) {
    return this.db('notifications').where({ userId: ownerOf(params) });
  }

  async find(params: Params) {
    const query = params.query ?? {};
    allowOnly(query, ['$limit', '$skip', '$sort', 'viewed', '$unread']);
    const limit = count(query, '$limit', PAGE_SIZES.notifications, MAX_NOTIFICATIONS_LIMIT);
    const skip = count(query, '$skip', 0, 999_999_999);
    const sort = query.$sort as Query | undefined;
    if (
      sort !== undefined &&
      (typeof sort !== 'object' || Object.keys(sort).join() !== 'created' || String(sort.created) !== '-1')
    ) {
      throw badField('$sort', 'notifications are always sorted newest first: leave it out or send $sort[created]=-1');
    }
    const base = this.own(params);
    if (query.viewed !== undefined) base.where('viewed', flag(query, 'viewed'));
    // What arrived while the user was snoozed counts once the snooze is over.
    if (flag(query, '$unread')) {
      base.where({ viewed: false });
      if (await this.snoozedNow(params)) base.where({ silent: false });
    }
    const total = Number((await base.clone().count({ n: '*' }).first())?.n ?? 0);
    const rows = limit
      ? await base
          .clone()
          .select('*')
          .orderBy([...NEWEST_FIRST])
          .limit(limit)
          .offset(skip)
      : [];
    return { total, limit, skip, data: rows.map(toNotification) };
  }

  private async snoozedNow(params: Params): Promise<boolean> {
    const user = await this.db('users')
      .where({ id: ownerOf(params) })
      .first('notDisturbDate');
    return isSnoozed(user?.notDisturbDate, this.app.get('clock').now());
  }

  async get(id: Id, params: Params) {
    allowOnly(params.query ?? {}, []);
    const row = await this.own(params)
      .where({ id: parseId(id) })
      .first();
    if (!row) throw new NotFound(`No notification with id ${id}`);
    return toNotification(row);
  }

  /** One notification from a super admin; the server's own senders may pass a list, stored in one statement. */
  async create(data: Row | Row[], params: Params) {
    allowOnly(params.query ?? {}, []);
    if (Array.isArray(data) && params.provider) throw new BadRequest('Create one notification at a time');
    const values = (Array.isArray(data) ? data : [data]).map(notificationOf) as (Row & { userId: number })[];
    if (!values.length) return [];
    const userIds = [...new Set(values.map((v) => v.userId))];
    const now = this.app.get('clock').now();
    const recipients = new Map<number, Row>(
      (await this.db('users').whereIn('id', userIds).select('id', 'notDisturbDate')).map((u: Row) => [u.id, u]),
    );
    const missing = userIds.find((id) => !recipients.has(id));
    if (missing !== undefined) throw badField('userId', `no user with id ${missing}`);
    const rows = await this.db('notifications')
      .insert(
        values.map((v) => ({
          ...v,
          job: v.job ? JSON.stringify(v.job) : null,
          silent: isSnoozed(recipients.get(v.userId)!.notDisturbDate, now),
        })),
      )
      .returning('*');
    return Array.isArray(data) ? rows.map(toNotification) : toNotification(rows[0]);
  }

  async patch(id: NullableId, data: unknown, params: Params) {
    const query = params.query ?? {};
    if (id === null) {
      allowOnly(query, ['$markallRead']);
      if (!flag(query, '$markallRead'))
        throw new BadRequest('Patch one notification by id, or all of yours with $markallRead=true');
      viewedOf(data, { name: '$markallRead', viewed: true });
      return newestFirst(await this.own(params).where({ viewed: false }).update({ viewed: true }).returning('*'));
    }
    allowOnly(query, ['$markRead', '$markUnread']);
    const read = flag(query, '$markRead');
    const unread = flag(query, '$markUnread');
    if (read && unread) throw new BadRequest('Send $markRead or $markUnread, not both');
    const viewed = viewedOf(
      data,
      read ? { name: '$markRead', viewed: true } : unread ? { name: '$markUnread', viewed: false } : undefined,
    );
    const [row] = await this.own(params)
      .where({ id: parseId(id) })
      .update({ viewed })
      .returning('*');
    if (!row) throw new NotFound(`No notification with id ${id}`);
    return toNotification(row);
  }

  async remove(id: NullableId, params: Params) {
    const query = params.query ?? {};
    if (id === null) {
      allowOnly(query, ['$clearAll']);
      if (!flag(query, '$clearAll'))
        throw new BadRequest('Remove one notification by id, or all of yours with $clearAll=true');
      return newestFirst(await this.own(params).delete().returning('*'));
    }
    allowOnly(query, []);
    const [row] = await this.own(params)
      .where({ id: parseId(id) })
      .delete()
      .returning('*');
    if (!row) throw new NotFound(`No notification with id ${id}`);
    return toNotification(row);
  }
}

/**
 * The caller's own notifications, read and marked under any of their roles (the call names one, like every resource
 * call); only a super admin sends one (the server's own senders do too).
 */
const anyRole: AccessRule = {};

export const NOTIFICATION_SERVICES: ServiceEntry[] = [
  {
    path: NOTIFICATIONS_PATH,
    what: 'notifications',
    methods: { find: anyRole, get: anyRole, create: { superAdminOnly: true }, patch: anyRole, remove: anyRole },
    // Which query each call reads depends on whether it names one notification or all of the caller's.
    query: 'service',
    serve: (app) => new NotificationService(app),
  },
];
