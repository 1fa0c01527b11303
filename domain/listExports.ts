/**
 * List exports (issue 15): a list's every row its filters select, as a CSV the server writes as it reads them (a
 * cursor, a batch at a time) and the browser saves as it arrives: the browser follows a link and never holds the
 * rows. The console asks `POST list-exports { resource, query }` (the list's own query, checked as the list checks
 * it, by the caller's role) and is answered a link signed for that user and role, good for LIST_EXPORT_LINK_SECONDS:
 * the link is the only credential its download needs, so that the browser can follow it itself. Following it
 * re-checks that the role still reads the list; a changed or expired link is refused.
 */
export const LIST_EXPORTS_PATH = 'list-exports';
export const LIST_EXPORT_FILES_PATH = 'list-export-files';
export const LIST_EXPORT_LINK_SECONDS = 120;

export interface ExportColumn {
  /** The field of the export statement's rows. */
  key: string;
  header: string;
}

const col = (key: string, header: string): ExportColumn => ({ key, header });

/** The jobs list's export: a shift a line, places and job titles by name, the rate as it stands. */
export const JOB_EXPORT_COLUMNS: readonly ExportColumn[] = [
  col('id', 'Shift id'),
  col('date', 'Date'),
  col('startTime', 'Start'),
  col('endTime', 'End'),
  col('shift', 'Day or night'),
  col('title', 'Title'),
  col('jobTitle', 'Job title'),
  col('careLocation', 'Care location'),
  col('area', 'Area'),
  col('gradeFrom', 'Band from'),
  col('gradeTo', 'Band to'),
  col('vacancies', 'Vacancies'),
  col('confirmedCount', 'Confirmed'),
  col('progress', 'Progress'),
  col('status', 'Status'),
  col('fulfilment', 'Fulfilment'),
  col('tier', 'Tier'),
  col('rate', 'Rate (£/h)'),
  col('rateEscalationStatus', 'Rate status'),
];

/** The lists exported this way, with the file name their downloads take. */
export const LIST_EXPORTS = { jobs: { columns: JOB_EXPORT_COLUMNS, fileName: 'shifts' } } as const;
export type ExportedList = keyof typeof LIST_EXPORTS;
