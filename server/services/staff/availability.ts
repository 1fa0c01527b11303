/**
 * GET and POST /api/v3/date-availability (domain/availability.ts): a nurse's days, said from the app.
 *   GET ?userId=&dateFrom=&dateTo=   each day of the range: available true, false or null (not known); a nurse reads
 *                                    their own (userId left out, or theirs), a console role a nurse it sees (404 else)
 *   POST { dates: [...], available }  the nurse sets their own days (null takes back what they said)
 */
import { Forbidden, NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import type { ActingRole } from '../../../domain/access';
import {
  AVAILABILITY_READ,
  AVAILABILITY_WRITE,
  rangeRefusal,
  settingRefusal,
  type Availability,
} from '../../../domain/availability';
import { scopeOf } from '../../../domain/tenancy';
import { daysFrom, localDate } from '../../../domain/time';
import type { Application, Params } from '../../declarations';
import { badField, optionalIdParam } from '../../query';
import type { ServiceEntry } from '../mount';
import type { Row } from '../../db/row';

/** The nurse whose days a role reads: its own for a nurse; for a console role, a nurse of its bank it sees (404 else). */
async function nurseRead(db: Knex, role: ActingRole, userId: number | undefined, self: number): Promise<number> {
  if (role.roleLevel === 'NURSE') {
    if (userId !== undefined && userId !== self) throw new NotFound(`No nurse with id ${userId}`);
    return self;
  }
  if (userId === undefined) throw badField('userId', 'is required: name the nurse whose days are read');
  const scope = scopeOf(role);
  // A nurse of the role's trust (applicants too: their profile shows it), within its care location when tied to one.
  const seen = await db('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .where({ 'ur.userId': userId, 'tr.roleType': 'NURSE' })
    .whereNull('ur.deletedAt')
    .modify((q) => {
      if (scope.trustId !== null) q.where('tr.trustId', scope.trustId);
      if (scope.careLocationId !== null)
        q.where((w) => w.whereNull('ur.careLocationId').orWhere('ur.careLocationId', scope.careLocationId));
    })
    .first('ur.id');
  if (!seen) throw new NotFound(`No nurse with id ${userId}`);
  return userId;
}

/** The days of `userId` from `from` to `to`, each with what the nurse said of it. */
export async function daysOf(
  db: Knex,
  userId: number,
  from: string,
  to: string,
): Promise<{ date: string; available: Availability }[]> {
  const said: Row[] = await db('date_availabilities')
    .where({ userId })
    .whereBetween('date', [from, to])
    .select('date', 'available');
  const byDay = new Map(said.map((r) => [r.date as string, r.available as boolean]));
  return daysFrom(from, to).map((date) => ({ date, available: byDay.get(date) ?? null }));
}

export const AVAILABILITY_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/date-availability',
    what: "a nurse's availability",
    methods: { find: AVAILABILITY_READ, create: AVAILABILITY_WRITE },
    query: { find: ['userId', 'dateFrom', 'dateTo'], create: [] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const query = params.query ?? {};
        const userId = await nurseRead(
          db,
          params.actingRole!,
          optionalIdParam(query.userId, 'userId', 'must be the id of a nurse'),
          params.user!.id,
        );
        const refusal = rangeRefusal(query.dateFrom, query.dateTo);
        if (refusal) throw badField(refusal.field, refusal.message);
        return {
          userId,
          dateFrom: query.dateFrom,
          dateTo: query.dateTo,
          data: await daysOf(db, userId, query.dateFrom, query.dateTo),
        };
      },
      async create(data: Row, params: Params) {
        const db = app.get('database').knex;
        // The super admin passes every level's rule; their own days are nobody's concern.
        if (params.actingRole?.roleLevel !== 'NURSE')
          throw new Forbidden('Only a nurse says which days they can work', { missingPermissions: [] });
        const userId = params.user!.id as number;
        const refusal = settingRefusal(data?.dates, data?.available, localDate(app.get('clock').now()));
        if (refusal) throw badField(refusal.field, refusal.message);
        const dates = [...new Set(data.dates as string[])].sort();
        const available = data.available as Availability;
        await db.transaction(async (trx) => {
          if (available === null) await trx('date_availabilities').where({ userId }).whereIn('date', dates).delete();
          else {
            await trx('date_availabilities')
              .insert(dates.map((date) => ({ userId, date, available })))
              .onConflict(['date', 'userId'])
              .merge({ available, updatedAt: trx.fn.now() });
          }
        });
        return { userId, data: dates.map((date) => ({ date, available })) };
      },
    }),
  },
];
