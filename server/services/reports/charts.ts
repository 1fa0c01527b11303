/**
 * chart-reports (find): the chart reports of one care location and period (domain/chartReports.ts), worked out by
 * the manager reports' own statements where they say the same thing (report 2 for fill, report 4 for cancellations),
 * so a chart and its spreadsheet never disagree. Who may read it: VIEW_CHART_REPORTS, the Reports feature, a care
 * location the role covers; the period as the manager reports take it (both dates, at most REPORT_MAX_DAYS).
 */
import type { Knex } from 'knex';
import type { ChartReport } from '../../../domain/chartReports';
import { reportParamsRefusal } from '../../../domain/reports';
import { localDate } from '../../../domain/time';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { FILLED, inRange, reportQuery } from './queries';
import { careLocationFor, idOf } from './requests';

const DAYS = `select to_char(d, 'YYYY-MM-DD') as date from generate_series(?::date, ?::date, interval '1 day') d`;

export async function findChartReport(app: Application, params: Params): Promise<ChartReport> {
  const { careLocationId, startDate, endDate } = (params.query ?? {}) as Record<string, unknown>;
  const range = {
    careLocationId: careLocationId === undefined ? undefined : idOf(careLocationId, 'careLocationId'),
    startDate,
    endDate,
  };
  const refusal = reportParamsRefusal('ManagerReport2', range);
  if (refusal) throw badField(refusal.field.replace(/^requestParams\./, ''), refusal.message);
  const place = await careLocationFor(app, range.careLocationId!, params, 'careLocationId');
  const input = {
    careLocationId: place.id,
    startDate: startDate as string,
    endDate: endDate as string,
    trustId: place.trustId,
    today: localDate(app.get('clock').now()),
  };
  const where = [place.id, input.startDate, input.endDate];
  const shiftFill = reportQuery('ManagerReport2', input);
  const cancellations = reportQuery('ManagerReport4', input);
  const db = app.get('database').knex;

  const [fill, departments, reasons, uplifts] = await Promise.all([
    db.raw(
      `with days as (${DAYS}),
         fill as (select r.date::text as date, sum(r.posted)::int as posted, sum(r.filled)::int as filled, sum(r.cancelled)::int as cancelled
                  from (${shiftFill.sql}) r group by r.date),
         waits as (select j.date::text as date,
                     percentile_cont(0.5) within group (order by extract(epoch from j."filledAt" - j."createdAt") / 3600) as hours
                   from jobs j where ${inRange} and ${FILLED} and j."filledAt" is not null group by j.date)
       select days.date, coalesce(f.posted, 0) as posted, coalesce(f.filled, 0) as filled, coalesce(f.cancelled, 0) as cancelled,
         f.filled::float8 / nullif(f.posted - f.cancelled, 0) as "fillRate", round(w.hours::numeric, 1)::float8 as "medianHoursToFill"
       from days left join fill f on f.date = days.date left join waits w on w.date = days.date
       order by days.date`,
      [input.startDate, input.endDate, ...(shiftFill.bindings as Knex.RawBinding[]), ...where],
    ),
    db.raw(
      `select d.name as department, (count(*) filter (where j.shift = 'Day'))::int as day, (count(*) filter (where j.shift = 'Night'))::int as night
       from jobs j join departments d on d.id = j."departmentId"
       where ${inRange} and j.status = 'APPROVED'
       group by d.id, d.name order by d.name, d.id`,
      where,
    ),
    db.raw(
      `select reason, count(*)::int as count from (${cancellations.sql}) c group by reason order by count(*) desc, reason nulls last`,
      cancellations.bindings as Knex.RawBinding[],
    ),
    db.raw(
      `with days as (${DAYS}),
         spend as (select j.date::text as date, count(*)::int as approved, sum(e."extraCost") as spend
                   from rate_escalations e join jobs j on j.id = e."jobId" where ${inRange} and e.status = 'approved' group by j.date)
       select days.date, coalesce(s.approved, 0) as approved, round(coalesce(s.spend, 0)::numeric, 2)::float8 as spend
       from days left join spend s on s.date = days.date order by days.date`,
      [input.startDate, input.endDate, ...where],
    ),
  ]);
  return { fill: fill.rows, departments: departments.rows, reasons: reasons.rows, uplifts: uplifts.rows };
}
