/**
 * GET /api/v3/get-staff-monthly-applications?userId= (spec 7.5): a nurse's applications at the acting role's trust
 * (a role tied to a care location: there), by the month they were made in the trust's time zone, for the last 12
 * months, each month's told apart by what became of them (domain/staffProfile.ts). Read by whoever sees staff.
 */
import type { Knex } from 'knex';
import { STAFF_READ } from '../../../domain/staff';
import { APPLICATION_OUTCOMES, monthsUpTo, type MonthlyApplications } from '../../../domain/staffProfile';
import { localDate, TRUST_TIME_ZONE } from '../../../domain/time';
import jobs from '../../../resources/jobs';
import type { Application, Params } from '../../declarations';
import { idParam } from '../../query';
import { bound, type ServiceEntry } from '../mount';
import { ResourceService } from '../resourceService';

export const MONTHLY_APPLICATION_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/get-staff-monthly-applications',
    methods: { find: STAFF_READ },
    query: { find: ['userId'] },
    what: "a staff member's monthly applications",
    serve: (app) => bound(new MonthlyApplicationsService(app), { find: 'find' }),
  },
];

class MonthlyApplicationsService {
  constructor(private readonly app: Application) {}

  async find(params: Params): Promise<MonthlyApplications[]> {
    const userId = idParam(params.query?.userId, 'userId', 'is required: the id of a staff member');
    const db: Knex = this.app.get('database').knex;
    const months = monthsUpTo(localDate(this.app.get('clock').now()));
    const month = db.raw(`to_char(a."createdAt" at time zone ?, 'YYYY-MM')`, [TRUST_TIME_ZONE]);
    const counts = Object.entries(APPLICATION_OUTCOMES).map(([outcome, statuses]) =>
      db.raw(`count(*) filter (where a.status in (${statuses.map(() => '?').join(', ')}))::int as ??`, [
        ...statuses,
        outcome,
      ]),
    );
    const rows: MonthlyApplications[] = await ResourceService.scope(db('jobs'), jobs, params.actingRole)
      .join('applications as a', 'a.jobId', 'jobs.id')
      .where('a.userId', userId)
      .where(month, '>=', months[0])
      .groupByRaw('1')
      .select(db.raw('? as month', [month]), ...counts);
    const empty = Object.fromEntries(Object.keys(APPLICATION_OUTCOMES).map((k) => [k, 0]));
    return months.map((m) => ({ ...empty, ...rows.find((r) => r.month === m), month: m }) as MonthlyApplications);
  }
}
