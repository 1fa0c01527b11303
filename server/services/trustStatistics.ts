/**
 * A trust at a glance (/api/v3/trust-statistics/{trustId}, spec 7.5): its staff and places, the shifts that need
 * someone this week, and how this month's shifts were filled. The landing page of trust admins (spec 4).
 * A role reads only its own trust (the super admin any); a role tied to a care location counts its shifts only.
 */
import { NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { addDays, monthOf } from '../../domain/jobList';
import { localDate } from '../../domain/time';
import {
  TRUST_STATISTICS_ACCESS,
  TRUST_STATISTICS_WEEK_DAYS,
  type TrustStatistics,
} from '../../domain/trustStatistics';
import { rowInTenancy } from '../../domain/tenancy';
import jobs from '../../resources/jobs';
import trusts from '../../resources/trusts';
import type { Application, Params } from '../declarations';
import { badField } from '../query';
import { bound, type ServiceEntry } from './mount';
import { ResourceService } from './resourceService';

export const TRUST_STATISTICS_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/trust-statistics',
    methods: { get: TRUST_STATISTICS_ACCESS },
    what: 'trust statistics',
    serve: (app) => bound(new TrustStatisticsService(app), { get: 'get' }),
  },
];

const int = (v: unknown) => Number(v ?? 0);

class TrustStatisticsService {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  async get(id: unknown, params: Params): Promise<TrustStatistics> {
    if (!/^\d{1,9}$/.test(String(id))) throw badField('id', 'must be the id of a trust');
    const trustId = Number(id);
    const role = params.actingRole!;
    const trust = rowInTenancy(trusts.tenancy, role, { id: trustId })
      ? await this.db('trusts').where({ id: trustId }).first()
      : undefined;
    if (!trust) throw new NotFound(`No trust with id ${trustId}`);

    const today = localDate(this.app.get('clock').now());
    const week = { from: today, to: addDays(today, TRUST_STATISTICS_WEEK_DAYS - 1) };
    const month = monthOf(today);
    const shifts = () => ResourceService.scope(this.db('jobs'), jobs, role).where('jobs.trustId', trustId);
    const [features, people, places, thisWeek, waiting, thisMonth] = await Promise.all([
      this.db('feature_lists').where({ trustId }).first('features'),
      this.db('user_roles as ur')
        .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
        .join('users as u', 'u.id', 'ur.userId')
        // The trust's people: approved members, not applicants, not the declined, banned or deleted.
        .where({
          'tr.trustId': trustId,
          'ur.isActive': true,
          'tr.isActive': true,
          'u.isActive': true,
          'ur.approvalStatus': 'approved',
        })
        .whereNull('ur.deletedAt')
        .first(
          this.db.raw(`count(distinct ur."userId") filter (where tr."roleType" = 'NURSE')::int as nurses`),
          this.db.raw(`count(distinct ur."userId") filter (where tr."roleType" = 'TRUST-ADMIN')::int as admins`),
          this.db.raw(
            `count(distinct ur."userId") filter (where tr."roleType" not in ('NURSE', 'TRUST-ADMIN'))::int as managers`,
          ),
        ),
      this.db('care_locations')
        .where({ 'care_locations.trustId': trustId })
        .first(
          this.db.raw('count(*)::int as "careLocations"'),
          this.db.raw('(select count(*) from departments d where d."trustId" = ?)::int as departments', [trustId]),
        ),
      shifts()
        .where('jobs.status', 'APPROVED')
        .whereBetween('jobs.date', [week.from, week.to])
        .first(
          this.db.raw(`count(*) filter (where progress = 'vacant')::int as vacant`),
          this.db.raw(
            `coalesce(sum(greatest(vacancies - "confirmedCount", 0)) filter (where progress = 'vacant'), 0)::int as "openPlaces"`,
          ),
          this.db.raw(`count(*) filter (where progress = 'booked')::int as booked`),
        ),
      shifts().first(
        this.db.raw(
          `count(*) filter (where status = 'APPROVED' and progress = 'readyForApprove')::int as "readyForApprove"`,
        ),
        this.db.raw(`count(*) filter (where status = 'APPROVED' and progress = 'noLog')::int as "noLog"`),
        this.db.raw(`count(*) filter (where status = 'DRAFT')::int as drafts`),
      ),
      shifts()
        .whereBetween('jobs.date', [month.from, month.to])
        .first(
          this.db.raw(`count(*) filter (where status <> 'CANCELLED')::int as shifts`),
          this.db.raw(`count(*) filter (where status = 'CANCELLED')::int as cancelled`),
          this.db.raw(`coalesce(sum(vacancies) filter (where status = 'APPROVED'), 0)::int as vacancies`),
          this.db.raw(`coalesce(sum("confirmedCount") filter (where status = 'APPROVED'), 0)::int as confirmed`),
        ),
    ]);
    const vacancies = int(thisMonth.vacancies);
    return {
      trust: {
        id: trust.id,
        name: trust.name,
        abbreviatedName: trust.abbreviatedName ?? null,
        isLive: !!trust.isLive,
        setupStep: trust.setupStep,
        features: features?.features ?? [],
      },
      people: { nurses: int(people.nurses), managers: int(people.managers), admins: int(people.admins) },
      places: { careLocations: int(places.careLocations), departments: int(places.departments) },
      week: {
        ...week,
        vacant: int(thisWeek.vacant),
        openPlaces: int(thisWeek.openPlaces),
        booked: int(thisWeek.booked),
      },
      waiting: {
        readyForApprove: int(waiting.readyForApprove),
        noLog: int(waiting.noLog),
        drafts: int(waiting.drafts),
      },
      month: {
        ...month,
        shifts: int(thisMonth.shifts),
        cancelled: int(thisMonth.cancelled),
        vacancies,
        confirmed: int(thisMonth.confirmed),
        fillRate: vacancies ? int(thisMonth.confirmed) / vacancies : null,
      },
    };
  }
}
