/**
 * GET /api/v3/job-rates (find): the uplift list (/jobs/list/job-rates, spec 3, 6). Its rows are shifts, read as the
 * jobs service reads them (tenancy, what the role sees, every filter of the shift list), kept to the row rule of
 * domain/upliftList.ts, each with its latest escalation, the threshold factor of its tier, its fill risk and the
 * uplift suggested.
 */
import type { Paginated } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import {
  escalatedOnly,
  FILL_HISTORY_DAYS,
  FIRST_STEP_STATUSES,
  fillRisk,
  listedAfter,
  suggestUplift,
  upliftViewsOf,
  type TierFill,
  type UpliftFigures,
} from '../../../domain/upliftList';
import { isTier, type JobRate, type Tier } from '../../../domain/shifts';
import { localDate } from '../../../domain/time';
import jobs from '../../../resources/jobs';
import type { Application, Params } from '../../declarations';
import { JobsService } from '../jobs/jobsService';
import { participating, rateEscalatedShifts } from '../jobs/visibility';
import type { Row } from '../../db/row';

/** A row of the uplift list: a shift with its latest escalation and the figures that decide one. */
export type UpliftRow = Row & UpliftFigures;

const HOUR = 3600_000;

/** The row rule of domain/upliftList.ts (inUpliftList) in SQL, on a query of jobs. */
export function whereInUpliftList(qb: Knex.QueryBuilder, db: Knex, permissions: readonly string[], now: Date) {
  // A shift that has not started is dated today or later (its date is the day its start falls on): said as well, so
  // that the date indexes start at today rather than reading every past shift (bench/uplifts).
  const after = listedAfter(now);
  qb.where('jobs.status', 'APPROVED').where('jobs.date', '>=', localDate(after)).where('jobs.startsAt', '>', after);
  const views = upliftViewsOf(permissions);
  if (views.includes('shiftManager')) return;
  qb.where((w) => {
    w.whereRaw('false');
    if (views.includes('operationalManager'))
      w.orWhereIn('jobs.rateEscalationStatus', FIRST_STEP_STATUSES).orWhereNotExists(participating(db));
    if (views.includes('rateManager')) {
      if (escalatedOnly(permissions)) w.orWhere(rateEscalatedShifts(db));
      else w.orWhereNot('jobs.rateEscalationStatus', 'noUplift');
    }
  });
}

export class UpliftList extends JobsService {
  private get now(): Date {
    return this.app.get('clock').now();
  }

  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    super.restrict(qb, params);
    if (params.actingRole) whereInUpliftList(qb, this.db, params.actingRole.permissions, this.now);
  }

  async find(params: Params = {}): Promise<Paginated<UpliftRow>> {
    const page = (await super.find(params)) as Paginated<Row>;
    return { ...page, data: await this.withUpliftFigures(page.data) };
  }

  private async withUpliftFigures(jobs: Row[]): Promise<UpliftRow[]> {
    if (!jobs.length) return [];
    const now = this.now;
    const unique = (column: string) => [...new Set(jobs.map((job) => job[column] as number))];
    const [latest, tiers, fills] = await Promise.all([
      this.db('rate_escalations')
        .whereIn('jobId', unique('id'))
        .distinctOn('jobId')
        .orderBy([{ column: 'jobId' }, { column: 'id', order: 'desc' }])
        .select(
          'id',
          'jobId',
          'status',
          'tier',
          'proposedTier',
          'increaseValue',
          'comments',
          'needsIntermediateApproval',
          'requestedBy',
          'extraCost',
        ),
      this.db('rate_escalation_tier_configurations')
        .whereIn('trustId', unique('trustId'))
        .select('trustId', 'tier', 'thresholdFactor'),
      this.db('jobs')
        .whereIn('departmentId', unique('departmentId'))
        .where('status', 'APPROVED')
        .where('startsAt', '>=', new Date(now.getTime() - FILL_HISTORY_DAYS * 24 * HOUR))
        .where('startsAt', '<', now)
        .groupBy('departmentId', 'tier')
        .select(
          'departmentId',
          'tier',
          this.db.raw('count(*)::int as posted'),
          this.db.raw('(count(*) filter (where "confirmedCount" >= vacancies))::int as filled'),
        ),
    ]);
    const escalationOf = new Map(latest.map(({ jobId, ...escalation }) => [jobId, escalation]));
    const thresholdsOf = groupByTier(tiers, 'trustId', (row) => Number(row.thresholdFactor));
    const fillsOf = groupByTier(fills, 'departmentId', (row): TierFill => ({ posted: row.posted, filled: row.filled }));
    return jobs.map((job): UpliftRow => {
      const tier: Tier = isTier(job.tier) ? job.tier : 1;
      const shift = {
        hoursToStart: (new Date(job.startsAt).getTime() - now.getTime()) / HOUR,
        openPlaces: Math.max(0, job.vacancies - job.confirmedCount),
        vacancies: job.vacancies,
      };
      const thresholds = thresholdsOf.get(job.trustId) ?? {};
      const departmentFills = fillsOf.get(job.departmentId) ?? {};
      const escalation = escalationOf.get(job.id);
      return {
        ...job,
        escalation: escalation
          ? {
              ...escalation,
              increaseValue: numberOrNull(escalation.increaseValue),
              extraCost: Number(escalation.extraCost),
            }
          : null,
        openPlaces: shift.openPlaces,
        thresholdFactor: thresholds[tier] ?? null,
        fillRisk: fillRisk(shift, departmentFills[tier]),
        suggest: suggestUplift(
          { ...shift, tier, currentRate: (job.rate as JobRate).current },
          departmentFills,
          thresholds,
        ),
      };
    });
  }
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The shift list and the uplift list, each read as the jobs service reads shifts, for the rate services that read them. */
export function shiftListsOf(app: Application) {
  const context = {
    app,
    db: app.get('database').knex,
    registry: new Map([[jobs.name, jobs]]),
    counts: app.get('caches').counts,
  };
  return { shifts: new JobsService(jobs, context), uplifts: new UpliftList(jobs, context) };
}

/** Rows with a tier, grouped by another column: key -> tier -> value. */
function groupByTier<T>(rows: Row[], key: string, value: (row: Row) => T): Map<number, Partial<Record<Tier, T>>> {
  const out = new Map<number, Partial<Record<Tier, T>>>();
  for (const row of rows) {
    if (!isTier(row.tier)) continue;
    const byTier = out.get(row[key]) ?? {};
    byTier[row.tier] = value(row);
    out.set(row[key], byTier);
  }
  return out;
}
