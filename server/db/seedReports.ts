/**
 * Demo manager reports: the bank officer's shift fill of last month and staff snapshot of the general hospital, asked
 * for as the demo is seeded and made by the server's scheduler once it runs, so that Shift Reports shows made files.
 */
import type { Knex } from 'knex';
import { presetRange, reportFileName, type ReportParams, type ReportType } from '../../domain/reports';
import { localDate } from '../../domain/time';
import { Clock } from '../clock';
import { Scheduler } from '../scheduler';
import { REPORT_REQUESTS, REPORT_TASK, reportTaskKey } from '../services/reports/requests';

export async function seedReports(knex: Knex, now = new Date()) {
  const officer = await knex('users').where({ email: 'bankofficer@bankshift.test' }).first('id');
  const place = await knex('care_locations')
    .where({ name: 'Northfield General Hospital' })
    .first('id', 'trustId', 'name');
  if (!officer || !place) return;
  const scheduler = new Scheduler(knex, new Clock());
  const asked: [ReportType, ReportParams][] = [
    ['ManagerReport1', { careLocationId: place.id }],
    ['ManagerReport2', { careLocationId: place.id, ...presetRange('lastMonth', localDate(now)) }],
  ];
  for (const [reportType, requestParams] of asked) {
    const [request] = await knex(REPORT_REQUESTS)
      .insert({
        userId: officer.id,
        trustId: place.trustId,
        careLocationId: place.id,
        reportType,
        requestParams: JSON.stringify(requestParams),
        fileName: reportFileName(reportType, place.name, requestParams, 'xlsx').replace(/\.xlsx$/, ''),
      })
      .returning('id');
    await scheduler.schedule(REPORT_TASK, reportTaskKey(request.id), now, { requestId: request.id });
  }
}
