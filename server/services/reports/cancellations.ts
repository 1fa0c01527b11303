/**
 * cancellation-reports (find): the cancellation report on screen. Report 4's rows (queries.ts) of one care location
 * and period, the same rows its spreadsheet holds, filtered by what was cancelled (`what`: shift or booking) and by
 * reason (`reasonId`), a page at a time ($limit up to 100), with the total and the count of the filtered rows by reason
 * (`byReason`, most first; a booking a nurse withdrew or a manager released has no reason). Who may read it: as the
 * manager reports (VIEW_MANAGER_REPORTS, the Reports feature, a care location the role covers).
 */
import {
  CANCELLATION_KINDS,
  CANCELLATIONS_PAGE_SIZE,
  reportParamsRefusal,
  type CancellationKind,
} from '../../../domain/reports';
import { localDate } from '../../../domain/time';
import type { Knex } from 'knex';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { reportQuery } from './queries';
import { careLocationFor, idOf, pageOf } from './requests';

export async function findCancellations(app: Application, params: Params) {
  const { $limit, $skip, careLocationId, startDate, endDate, what, reasonId } = (params.query ?? {}) as Record<
    string,
    unknown
  >;
  const limit = pageOf($limit, '$limit', CANCELLATIONS_PAGE_SIZE, 100);
  const skip = pageOf($skip, '$skip', 0, 1_000_000);
  const range = {
    careLocationId: careLocationId === undefined ? undefined : idOf(careLocationId, 'careLocationId'),
    startDate,
    endDate,
  };
  const refusal = reportParamsRefusal('ManagerReport4', range);
  if (refusal) throw badField(refusal.field.replace(/^requestParams\./, ''), refusal.message);
  if (what !== undefined && !CANCELLATION_KINDS.includes(what as CancellationKind))
    throw badField('what', `must be one of ${CANCELLATION_KINDS.join(', ')}`);
  const reason = reasonId === undefined ? undefined : idOf(reasonId, 'reasonId');
  const place = await careLocationFor(app, range.careLocationId!, params, 'careLocationId');

  const base = reportQuery('ManagerReport4', {
    careLocationId: place.id,
    startDate: startDate as string,
    endDate: endDate as string,
    trustId: place.trustId,
    today: localDate(app.get('clock').now()),
  });
  const filters: string[] = [];
  const bindings = [...base.bindings] as Knex.RawBinding[];
  if (what) filters.push(what === 'shift' ? `r.what = 'Shift'` : `r.what <> 'Shift'`);
  if (reason) {
    filters.push('r."reasonId" = ?');
    bindings.push(reason);
  }
  // The report's rows in its own order: a filter and a limit over the ordered subquery keep it.
  const rows = `select r.* from (${base.sql}) r${filters.length ? ` where ${filters.join(' and ')}` : ''}`;
  const db = app.get('database').knex;
  const [page, counted] = await Promise.all([
    db.raw(`${rows} limit ? offset ?`, [...bindings, limit, skip]),
    db.raw(
      `select "reasonId", reason, count(*)::int as count from (${rows}) c group by "reasonId", reason order by count(*) desc, reason nulls last`,
      bindings,
    ),
  ]);
  const byReason: { reasonId: number | null; reason: string | null; count: number }[] = counted.rows;
  const total = byReason.reduce((sum, r) => sum + r.count, 0);
  return { total, limit, skip, data: page.rows, byReason };
}
