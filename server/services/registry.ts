/**
 * Every service that is not a declared resource, in one list, each path written once (services/mount.ts says how
 * an entry is mounted). Declared resources come from resources/ (server/resources.ts). The permission matrix and
 * the fuzz test read both.
 */
import { ACCOUNT_SERVICES } from './account';
import { AUTH_MANAGEMENT_SERVICES } from './authManagement';
import { AVATAR_SERVICES } from './avatar';
import { CHAT_SERVICES } from './chat';
import { CONSOLE_SETTINGS_SERVICES } from './consoleSettings';
import { SHIFT_SERVICES } from './jobs';
import { ASSISTANT_SERVICES } from './jobs/assistant';
import type { ServiceEntry } from './mount';
import { NOTIFICATION_SERVICES } from './notifications';
import { EXPORT_SERVICES } from './rates/exportJobRates';
import { REPORT_SERVICES } from './reports';
import { LIST_EXPORT_SERVICES } from './listExports';
import { JOB_RATE_SERVICES } from './rates/jobRates';
import { MONTHLY_APPLICATION_SERVICES } from './staff/monthlyApplications';
import { SIGN_UP_SERVICES } from './staff/signUp';
import { APPROVED_LEVEL_SERVICES } from './staff/approvedLevel';
import { TRUST_STATISTICS_SERVICES } from './trustStatistics';
import { PERMISSION_CATALOGUE_SERVICES } from './trust/permissionCatalogue';
import { USER_PERMISSION_SERVICES } from './trust/userPermissions';
import { ADMIN_PASSWORD_RESET_SERVICES } from './trust/adminPasswordReset';
import { LOGO_SERVICES } from './trust/logoService';
import { MATCHING_SERVICES } from './matching';
import { FILL_PREDICTION_SERVICES } from './matching/fillPrediction';
import { FIND_STAFF_SERVICES } from './matching/findStaff';
import { AVAILABILITY_SERVICES } from './staff/availability';
import { MODEL_JOB_SERVICES } from './matching/modelJobs';
import { CAPABILITY_SERVICES, CATALOGUE_SERVICES, PERSONA_SKILL_SERVICES } from './skills';

export const SERVICE_ENTRIES: readonly ServiceEntry[] = [
  ...ACCOUNT_SERVICES,
  ...CONSOLE_SETTINGS_SERVICES,
  ...NOTIFICATION_SERVICES,
  ...AUTH_MANAGEMENT_SERVICES,
  ...AVATAR_SERVICES,
  ...LOGO_SERVICES,
  ...SHIFT_SERVICES,
  ...ASSISTANT_SERVICES,
  ...CHAT_SERVICES,
  ...TRUST_STATISTICS_SERVICES,
  ...JOB_RATE_SERVICES,
  ...EXPORT_SERVICES,
  ...REPORT_SERVICES,
  ...LIST_EXPORT_SERVICES,
  ...SIGN_UP_SERVICES,
  ...APPROVED_LEVEL_SERVICES,
  ...MONTHLY_APPLICATION_SERVICES,
  ...PERMISSION_CATALOGUE_SERVICES,
  ...USER_PERMISSION_SERVICES,
  ...ADMIN_PASSWORD_RESET_SERVICES,
  ...MATCHING_SERVICES,
  ...FIND_STAFF_SERVICES,
  ...FILL_PREDICTION_SERVICES,
  ...AVAILABILITY_SERVICES,
  ...MODEL_JOB_SERVICES,
  ...PERSONA_SKILL_SERVICES,
  ...CATALOGUE_SERVICES,
  ...CAPABILITY_SERVICES,
];
