/**
 * Shift counts for dashboards and calendars: shifts per day (manager-jobs-grouped-by-date), postings per day,
 * top posters and workers, fill rate and time to fill (/api/v1/jobs/*). All within what the role sees.
 */
import type { Knex } from 'knex';
import { DASHBOARD_WINDOW_DAYS } from '../../../domain/constants';
import { localDate, nextDate, zonedInstant } from '../../../domain/time';
import jobs from '../../../resources/jobs';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { ResourceService } from '../resourceService';
import { restrictShifts } from './visibility';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

/** Every date from `from` to `to`, inclusive. */
function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= MAX_DAYS; d = nextDate(d)) out.push(d);
  return out;
}

/** The days in the window ending today (spec 7.1: days, default 31). */
function windowOf(query: Record<string, unknown> | undefined, now: Date) {
  const raw = query?.days ?? DASHBOARD_WINDOW_DAYS;
  if (!/^\d{1,3}$/.test(String(raw)) || Number(raw) < 1 || Number(raw) > MAX_DAYS)
    throw badField('days', `must be 1 to ${MAX_DAYS}`);
  const days = Number(raw);
  const to = localDate(now);
  const from = localDate(new Date(now.getTime() - (days - 1) * 86_400_000));
  return { from, to, since: zonedInstant(from, '00:00') };
}

export class ShiftSummaries {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  /** The shifts the role sees, not cancelled. */
  private visible(params: Params) {
    const qb = ResourceService.scope(this.db('jobs'), jobs, params.actingRole).whereNot('jobs.status', 'CANCELLED');
    restrictShifts(qb, this.db, params.actingRole, params.user?.id);
    return qb;
  }

  /** Shifts per day of their date: { date, count, confirmedCount }, missing days as zeros. */
  async groupedByDate(params: Params) {
    const { dateFrom, dateTo, careLocationId } = (params.query ?? {}) as Record<string, unknown>;
    for (const [name, v] of Object.entries({ dateFrom, dateTo }))
      if (typeof v !== 'string' || !DATE.test(v)) throw badField(name, 'must be a date (YYYY-MM-DD)');
    if ((dateTo as string) < (dateFrom as string)) throw badField('dateTo', 'must not be before dateFrom');
    if (datesBetween(dateFrom as string, dateTo as string).length > MAX_DAYS)
      throw badField('dateTo', `at most ${MAX_DAYS} days`);
    const qb = this.visible(params).whereBetween('jobs.date', [dateFrom as string, dateTo as string]);
    if (careLocationId !== undefined) {
      if (!/^\d{1,9}$/.test(String(careLocationId))) throw badField('careLocationId', 'must be an id');
      qb.where('jobs.careLocationId', Number(careLocationId));
    }
    const rows = await qb
      .groupBy('jobs.date')
      .select(
        'jobs.date',
        this.db.raw('count(*)::int as count'),
        this.db.raw('coalesce(sum("confirmedCount"), 0)::int as "confirmedCount"'),
      );
    return datesBetween(dateFrom as string, dateTo as string).map((date) => {
      const row = rows.find((r: { date: string }) => r.date === date);
      return { date, count: row?.count ?? 0, confirmedCount: row?.confirmedCount ?? 0 };
    });
  }

  /** Shifts posted per day of the window, and how many of their places were confirmed. */
  async postingsPerDay(params: Params) {
    const { from, to, since } = windowOf(params.query, this.app.get('clock').now());
    const day = this.db.raw(`to_char("jobs"."createdAt" at time zone 'Europe/London', 'YYYY-MM-DD')`);
    const rows = await this.visible(params)
      .where('jobs.createdAt', '>=', since)
      .groupBy(day)
      .select(
        this.db.raw(`${day.toString()} as date`),
        this.db.raw('count(*)::int as count'),
        this.db.raw('coalesce(sum("confirmedCount"), 0)::int as "confirmedCount"'),
      );
    return datesBetween(from, to).map((date) => {
      const row = rows.find((r: { date: string }) => r.date === date);
      return { date, count: row?.count ?? 0, confirmedCount: row?.confirmedCount ?? 0 };
    });
  }

  /** The managers who posted most shifts in the window. */
  async topPosters(params: Params) {
    const { since } = windowOf(params.query, this.app.get('clock').now());
    return this.visible(params)
      .join('users as u', 'u.id', 'jobs.managerId')
      .where('jobs.createdAt', '>=', since)
      .groupBy('u.id', 'u.firstname', 'u.lastname')
      .select('u.id as userId', 'u.firstname', 'u.lastname', this.db.raw('count(*)::int as count'))
      .orderBy('count', 'desc')
      .orderBy('u.id')
      .limit(10);
  }

  /** The nurses booked on most shifts dated in the window. */
  async topWorkers(params: Params) {
    const { from, to } = windowOf(params.query, this.app.get('clock').now());
    return this.visible(params)
      .join('applications as a', 'a.jobId', 'jobs.id')
      .join('users as u', 'u.id', 'a.userId')
      .where({ 'a.status': 'confirmed', 'a.active': true })
      .whereBetween('jobs.date', [from, to])
      .groupBy('u.id', 'u.firstname', 'u.lastname')
      .select('u.id as userId', 'u.firstname', 'u.lastname', this.db.raw('count(*)::int as count'))
      .orderBy('count', 'desc')
      .orderBy('u.id')
      .limit(10);
  }

  /** Fill rate (confirmed places / vacancies) and median time from posting to full, over shifts posted in the window. */
  async fillStats(params: Params) {
    const { since } = windowOf(params.query, this.app.get('clock').now());
    const row = await this.visible(params)
      .where('jobs.createdAt', '>=', since)
      .where('jobs.status', 'APPROVED')
      .first(
        this.db.raw('coalesce(sum("vacancies"), 0)::int as vacancies'),
        this.db.raw('coalesce(sum("confirmedCount"), 0)::int as confirmed'),
        this.db.raw(
          `percentile_cont(0.5) within group (order by extract(epoch from ("filledAt" - "jobs"."createdAt")) / 60) filter (where "filledAt" is not null) as "medianMinutesToFill"`,
        ),
      );
    return {
      vacancies: row.vacancies,
      confirmed: row.confirmed,
      fillRate: row.vacancies ? row.confirmed / row.vacancies : null,
      medianMinutesToFill: row.medianMinutesToFill === null ? null : Math.round(Number(row.medianMinutesToFill)),
    };
  }
}
