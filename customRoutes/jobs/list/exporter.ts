/**
 * The CSV export of the jobs list: every shift the filters select (up to the API's page limit), with the names
 * of their care location, area and job title.
 */
import { downloadCSV, type Exporter, type TranslateFunction } from 'react-admin';
import { toCsv } from '../../../domain/csv';
import { rateOf } from './format';

const T = 'bankshift.jobs.list.export';

type Named = Record<string | number, { name?: string }>;

export function jobsExporter(translate: TranslateFunction, today: string): Exporter {
  return async (jobs, fetchRelatedRecords) => {
    const [locations, areas, titles] = (await Promise.all([
      fetchRelatedRecords(jobs, 'careLocationId', 'care-locations'),
      fetchRelatedRecords(jobs, 'departmentId', 'departments'),
      fetchRelatedRecords(jobs, 'jobTitleTypeId', 'job-title-types'),
    ])) as Named[];
    const columns: [string, (job: any) => unknown][] = [
      ['id', (j) => j.id],
      ['date', (j) => j.date],
      ['start', (j) => j.startTime],
      ['end', (j) => j.endTime],
      ['shift', (j) => j.shift],
      ['title', (j) => j.title],
      ['job_title', (j) => titles[j.jobTitleTypeId]?.name],
      ['care_location', (j) => locations[j.careLocationId]?.name],
      ['area', (j) => areas[j.departmentId]?.name],
      ['band_from', (j) => j.gradeFrom],
      ['band_to', (j) => j.gradeTo],
      ['vacancies', (j) => j.vacancies],
      ['confirmed', (j) => j.confirmedCount],
      ['progress', (j) => j.progress],
      ['status', (j) => j.status],
      ['fulfilment', (j) => j.fulfilment],
      ['tier', (j) => j.tier],
      ['rate', (j) => rateOf(j.rate)],
      ['rate_status', (j) => j.rateEscalationStatus],
    ];
    const csv = toCsv(
      columns.map(([key]) => translate(`${T}.${key}`)),
      jobs.map((job) => columns.map(([, value]) => value(job))),
    );
    downloadCSV(csv, `${translate(`${T}.filename`)}-${today}`);
  };
}
