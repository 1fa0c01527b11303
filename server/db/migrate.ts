/**
 * Brings a database up to date: first the tables of declared resources (they reference only each other), then
 * the hand-written migrations, which may reference them.
 */
import type { Knex } from 'knex';
import { loadResources } from '../resourceRegistry';
import * as foundation from './migrations/0001_foundation';
import * as notificationsAndAccountLinks from './migrations/0002_notifications_and_account_links';
import * as scheduledTasks from './migrations/0003_scheduled_tasks';
import * as chat from './migrations/0004_chat';
import * as tokenVersion from './migrations/0005_token_version';
import * as chatReadMarks from './migrations/0006_chat_read_marks';
import * as shiftListIndexes from './migrations/0007_shift_list_indexes';
import * as taskClaims from './migrations/0008_task_claims';
import * as oneChatRoomPerShiftAndNurse from './migrations/0009_one_chat_room_per_shift_and_nurse';
import * as postersDoNotDraft from './migrations/0010_posters_do_not_draft';
import * as endedSessions from './migrations/0011_ended_sessions';
import * as approvalStatus from './migrations/0012_approval_status';
import * as signedUrls from './migrations/0013_signed_urls';
import * as staffMembership from './migrations/0014_staff_membership';
import * as accountLinks from './migrations/0015_account_links';
import * as rightToWork from './migrations/0016_right_to_work';
import * as erasure from './migrations/0017_erasure';
import * as managerInvitations from './migrations/0018_manager_invitations';
import * as dateAvailability from './migrations/0019_date_availability';
import * as shiftTemplatesAndPersonas from './migrations/0020_shift_templates_and_personas';
import * as reportRequests from './migrations/0021_report_requests';
import * as signInLinks from './migrations/0022_sign_in_links';
import * as canonicalRoleTypes from './migrations/0023_canonical_role_types';
import { createResourceViews, dropResourceViews, syncResourceTables } from './resourceTables';

const MIGRATIONS: Record<string, Knex.Migration> = {
  '0001_foundation': foundation,
  '0002_notifications_and_account_links': notificationsAndAccountLinks,
  '0003_scheduled_tasks': scheduledTasks,
  '0004_chat': chat,
  '0005_token_version': tokenVersion,
  '0006_chat_read_marks': chatReadMarks,
  '0007_shift_list_indexes': shiftListIndexes,
  '0008_task_claims': taskClaims,
  '0009_one_chat_room_per_shift_and_nurse': oneChatRoomPerShiftAndNurse,
  '0010_posters_do_not_draft': postersDoNotDraft,
  '0011_ended_sessions': endedSessions,
  '0012_approval_status': approvalStatus,
  '0013_signed_urls': signedUrls,
  '0014_staff_membership': staffMembership,
  '0015_account_links': accountLinks,
  '0016_right_to_work': rightToWork,
  '0017_erasure': erasure,
  '0018_manager_invitations': managerInvitations,
  '0019_date_availability': dateAvailability,
  '0020_shift_templates_and_personas': shiftTemplatesAndPersonas,
  '0021_report_requests': reportRequests,
  '0022_sign_in_links': signInLinks,
  '0023_canonical_role_types': canonicalRoleTypes,
};

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name],
};

export async function migrate(knex: Knex): Promise<void> {
  const defs = await loadResources();
  // One instance at a time, when several start together on one PostgreSQL.
  const oneAtATime = (work: (trx: Knex.Transaction) => Promise<void>) =>
    knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(4242001)');
      await work(trx);
    });
  await oneAtATime(async (trx) => {
    await dropResourceViews(trx, defs);
    await syncResourceTables(trx, defs);
  });
  await knex.migrate.latest({ migrationSource });
  // The views of read-only families, over the tables as they now are (migrations' own included).
  await oneAtATime((trx) => createResourceViews(trx, defs));
}
