/**
 * List exports (issue 15): a list's every row its filters select (the jobs list's, and every generated list's), as a CSV the server writes as it reads them (a
 * cursor, a batch at a time) and the browser saves as it arrives: the browser follows a link and never holds the
 * rows. The console asks `POST list-exports { resource, query }` (the list's own query, checked as the list checks
 * it, by the caller's role) and is answered a link signed for that user and role, good for LIST_EXPORT_LINK_SECONDS:
 * the link is the only credential its download needs, so that the browser can follow it itself. Following it
 * re-checks that the role still reads the list; a changed or expired link is refused.
 */
/**
 * Every other list is a declared resource's, and exports as its generated list reads (server/services/listExports/
 * readable.ts): the id, each field under its label, created and updated; references by the name of the record they
 * name where the role may list it, fixed values by their labels. Its file is `<resource>-<date>.csv`; the jobs list's
 * is `shifts-<date>.csv`, with the columns below.
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
