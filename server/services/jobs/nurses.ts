/**
 * GET /api/v3/get-nurse-users (spec 7.5): the active nurses of the acting role's trust, for a manager picking a
 * named nurse (offer a shift, add to chat). `q` searches names and emails; the super admin names the trust.
 * `careLocationId` keeps the nurses who may work there: their NURSE role covers the whole trust or that care
 * location, and they are not blocked there (eligibility.ts, as for offers). A role tied to a care location lists only those of its own
 * (spec 6). `date` (with a care location) keeps those whose permission to work holds on that day: the nurses a
 * planned shift of that day may name (/addPerson/:id), each with what they said of the day (`available`: true,
 * false or null, date-availability's). Answers a page { total, limit, skip, data: [{ id, firstname, lastname, email,
 * band, available (with `date`) }] }, band being that of the nurse's role in the trust (null when none is on record).
 */
import { Forbidden } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { scopeOf } from '../../../domain/tenancy';
import { isCalendarDay } from '../../../domain/time';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { eligibleNurseRoles, nurseRolesSeeing } from './eligibility';

const PAGE = 10;
const MAX_PAGE = 50;
/** The query parameters of the nurse list. */
export const NURSE_QUERY = ['q', 'trustId', 'careLocationId', 'date', '$limit', '$skip'];

const count = (n: number | string) => Number(n);

function integer(name: string, raw: unknown, fallback: number, max: number) {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw badField(name, 'must be a whole number');
  if (!/^\d{1,9}$/.test(String(raw))) throw badField(name, 'must be a whole number');
  return Math.min(Number(raw), max);
}

/** The band of the nurse's NURSE role in the trust (their first such role's, as standingNurses reads it). */
const bandOf = (db: Knex, trustId: number) =>
  db('user_roles as br')
    .join('trust_roles as btr', 'btr.id', 'br.trustRoleId')
    .join('band_types as bt', 'bt.id', 'br.bandTypeId')
    .where({ 'btr.trustId': trustId, 'btr.roleType': 'NURSE' })
    .whereNull('br.deletedAt')
    .whereRaw('"br"."userId" = "u"."id"')
    .orderBy('br.id')
    .limit(1)
    .select('bt.number')
    .as('band');

/** What the nurse said of `day` (domain/availability.ts): available true or false, null when they said nothing. */
const saidOn = (db: Knex, day: string) =>
  db('date_availabilities as da')
    .whereRaw('"da"."userId" = "u"."id"')
    .where('da.date', day)
    .select('da.available')
    .as('available');

export class NurseUsersService {
  constructor(private readonly app: Application) {}

  async find(params: Params) {
    const query = (params.query ?? {}) as Record<string, unknown>;
    const role = params.actingRole!;
    const given = query.trustId === undefined ? undefined : integer('trustId', query.trustId, 0, 2_147_483_647);
    // A super admin acting everywhere names the trust; anyone else lists where they act.
    const scope = scopeOf(role);
    if (scope.trustId === null && !given) throw badField('trustId', 'is required: name the trust whose nurses to list');
    if (scope.trustId !== null && given !== undefined && given !== scope.trustId) {
      throw new Forbidden('You may list only the nurses of your own trust', { missingPermissions: [] });
    }
    const trustId = scope.trustId ?? given;
    const asked =
      query.careLocationId === undefined
        ? undefined
        : integer('careLocationId', query.careLocationId, 0, 2_147_483_647);
    if (scope.careLocationId !== null && asked !== undefined && asked !== scope.careLocationId) {
      throw new Forbidden('You may list only the nurses of your own care location', { missingPermissions: [] });
    }
    const careLocationId = asked ?? scope.careLocationId ?? undefined;
    const limit = integer('$limit', query.$limit, PAGE, MAX_PAGE);
    const skip = integer('$skip', query.$skip, 0, 1_000_000_000);
    if (query.q !== undefined && (typeof query.q !== 'string' || query.q.length > 100))
      throw badField('q', 'must be a text of at most 100 characters');
    const text = typeof query.q === 'string' ? query.q.trim() : '';
    if (query.date !== undefined && !isCalendarDay(query.date)) throw badField('date', 'must be a day as YYYY-MM-DD');
    if (query.date !== undefined && careLocationId === undefined)
      throw badField('careLocationId', 'is required with a date: name where the shift is');

    const db: Knex = this.app.get('database').knex;
    const place = { trustId: trustId ?? 0, careLocationId, date: query.date as string | undefined };
    const roles = careLocationId === undefined ? nurseRolesSeeing(db, place) : eligibleNurseRoles(db, place);
    const base = db('users as u').whereIn('u.id', roles.select('ur.userId'));
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base.where((w) =>
        w
          .where('u.firstname', 'ilike', like)
          .orWhere('u.lastname', 'ilike', like)
          .orWhere('u.email', 'ilike', like)
          .orWhereRaw(`("u"."firstname" || ' ' || "u"."lastname") ilike ?`, [like]),
      );
    }
    const [{ total }] = await base.clone().count({ total: '*' });
    const data = await base
      .clone()
      .orderBy([{ column: 'u.lastname' }, { column: 'u.firstname' }, { column: 'u.id' }])
      .limit(limit)
      .offset(skip)
      .select(
        'u.id',
        'u.firstname',
        'u.lastname',
        'u.email',
        bandOf(db, place.trustId),
        ...(place.date ? [saidOn(db, place.date)] : []),
      );
    return { total: count(total as number | string), limit, skip, data };
  }
}
