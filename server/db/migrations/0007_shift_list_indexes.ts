/**
 * Indexes of the jobs list (measured by bench/jobs: see bench/RESULTS.md). The list filters on the role's
 * trust or care location and on progress, bounds the date, and sorts by start (asked as date, start, id: see
 * JobsService.customFilters): with those columns in that order a page comes straight off the index in order.
 * The columns the list's other filters (areas, bands, fulfilment, tier) and its visibility rule (status) read
 * are carried in the index, so a filtered count reads the index only, not the table.
 * VIEW_NON_PARTICIPANTS_SHIFTS asks, for each shift, whether any participating application exists: a partial
 * index holding only those answers each probe without reading the applications table. Its predicate is the
 * one of server/services/jobs/visibility.ts `participating` (domain/shifts.ts NON_PARTICIPATING).
 */
import type { Knex } from 'knex';

const CARRIED = '"departmentId", "gradeFrom", "gradeTo", fulfilment, tier, status';

export async function up(knex: Knex) {
  await knex.raw(
    `create index if not exists jobs_trustid_progress_date_startsat_id_idx on jobs ("trustId", progress, date, "startsAt", id) include ("careLocationId", ${CARRIED})`,
  );
  await knex.raw(
    `create index if not exists jobs_carelocationid_progress_date_startsat_id_idx on jobs ("careLocationId", progress, date, "startsAt", id) include ("trustId", ${CARRIED})`,
  );
  await knex.raw(
    `create index if not exists applications_jobid_participating_idx on applications ("jobId") where active and status not in ('rejected', 'rejectedByNurse', 'skipped')`,
  );
}

export async function down(knex: Knex) {
  await knex.raw('drop index if exists applications_jobid_participating_idx');
  await knex.raw('drop index if exists jobs_carelocationid_progress_date_startsat_id_idx');
  await knex.raw('drop index if exists jobs_trustid_progress_date_startsat_id_idx');
}
