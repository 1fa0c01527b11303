/**
 * Every route of the console's bespoke screens (spec 2.4, plus the menu destinations of 2.2 and 2.3), with who may
 * open it and whether its screen is built. The console registers each one; a route whose screen is not built yet
 * shows a plain page saying so, so what is missing stays visible.
 */
import type { AccessRule } from './access';
import { CHAT_READ } from './chat';
import { ROTA_SYSTEM } from './constants';
import { ROLES_READ } from './granting';
import { MODEL_JOBS_READ } from './modelJobs';
import { ESCALATION_READ } from './rateEscalations';
import { EVIDENCE_READ } from './rightToWork';
import { JOB_RATES_READ } from './rates';
import { LEARNING_JOURNEY_ACCESS, LEARNING_JOURNEY_ROUTE } from './learningJourney';
import { MANAGER_REPORTS_ACCESS } from './reports';
import { CHART_REPORTS_ACCESS } from './chartReports';
import { CANDIDATES_READ, POST_SHIFT_ACCESS, SHIFT_READ } from './shifts';
import { NAME_PLANNED_NURSES, PLAN_SHIFTS } from './shiftPlan';
import { FIND_STAFF_READ, STAFF_READ } from './staff';
import { TRUST_DETAILS_READ } from './trustDetails';
import { TRUST_STATISTICS_ACCESS } from './trustStatistics';

export interface RouteSpec {
  path: string;
  /** Its screen is built; a route not built yet shows a plain page saying so. */
  built: boolean;
  /** Opens without a token (spec 4, Session). */
  public?: boolean;
  /** A parent path whose screen is one of its children's. */
  redirect?: string;
  /**
   * Who may open the screen, when not every signed-in role may: the console shows others Access denied and the
   * permission-error modal naming what they miss, without asking the API.
   */
  access?: AccessRule;
}

const built = (...paths: string[]): RouteSpec[] => paths.map((path) => ({ path, built: true }));
const planned = (...paths: string[]): RouteSpec[] => paths.map((path) => ({ path, built: false }));
const guarded = (access: AccessRule, ...paths: string[]): RouteSpec[] =>
  paths.map((path) => ({ path, built: true, access }));
const publicRoutes = (isBuilt: boolean, ...paths: string[]): RouteSpec[] =>
  paths.map((path) => ({ path, built: isBuilt, public: true }));
const parent = (path: string, redirect: string): RouteSpec => ({ path, built: true, redirect });

/**
 * The bespoke screens' routes. A resource family's list also opens at the spec's own paths its definition names
 * (resources/define.ts `paths`: /trust-lists for trusts, say): those are the definitions', not listed here.
 */
export const ROUTES: RouteSpec[] = [
  // Jobs
  ...guarded(SHIFT_READ, '/jobs/list', '/jobs/:id/details', '/jobs/:id/applicants', '/jobs/:id/editSkills'),
  // Posting explains to a role that may not post what it misses (customRoutes/jobs/new/PostAccess.tsx).
  ...built('/jobs/new', '/newSimilarJob/:id'),
  ...guarded(JOB_RATES_READ, '/jobs/:id/rates'),
  // One escalation in full: for those who raise, decide or review escalations (a bank officer reads rates only).
  ...guarded(ESCALATION_READ, '/jobs/:id/rates/:rateId'),
  // The uplift list: its rows by the role's data views (domain/upliftList.ts).
  ...guarded(ESCALATION_READ, '/jobs/list/job-rates'),
  ...guarded(CANDIDATES_READ, '/jobs/:id/eligible-candidates'),
  ...planned('/jobs/:id/addProvisions'),
  // A planner template: its week, applied to another (domain/shiftPlan.ts).
  ...guarded(PLAN_SHIFTS, '/savedTemplate/summary/:id'),
  // Shift creation: the wizard (domain/shiftWizard.ts), for whoever posts or drafts shifts
  ...guarded(
    POST_SHIFT_ACCESS,
    '/shifts/new',
    '/shifts/new/template',
    '/shifts/new/selected-template',
    '/shifts/new/add-capability',
    '/shifts/new/teach-persona',
    '/shifts/new/shift-summary',
    '/shifts/new/staff-skills',
  ),
  // Shift plans: a week planned and posted at once (domain/shiftPlan.ts); naming its nurses books them.
  ...guarded(PLAN_SHIFTS, '/shiftPlan/menu', '/createNewPlan'),
  ...guarded(NAME_PLANNED_NURSES, '/addPerson', '/addPerson/:id'),
  // Public and account
  ...publicRoutes(true, '/sign-in'),
  ...publicRoutes(
    true,
    '/forgot-password',
    '/resetPassword/:token',
    '/verifyChangedEmail/:token',
    '/verified',
    '/delete/user/acouunt/instruction',
  ),
  ...publicRoutes(true, '/sign-up', '/verifyEmail/:token', '/verifyUserEmail/:token'),
  ...publicRoutes(true, '/ManagerVerifyEmail/:token/:firstname/:lastname/:email'),
  // Public pages spec 4 names without a path in 2.4: a manager's invitation (by its link's token alone: the emailed link
  // names the person too) and a shared job template.
  ...publicRoutes(true, '/manager-invite-page/:token'),
  ...publicRoutes(false, '/job-template/:id'),
  ...built('/login-default', '/users/settings'),
  // Users: a list parent opens the child its menu entry opens.
  parent('/userList', '/userList/approvedStaff'),
  parent('/nurseUsers', '/nurseUsers/approvedUser'),
  parent('/rightToWorkRequests', '/rightToWorkRequests/pending'),
  ...guarded(EVIDENCE_READ, '/users/:id/:requestId'),
  ...guarded(STAFF_READ, '/users/:id'),
  ...guarded(ROLES_READ, '/userPermissions/:userId'),
  ...guarded(FIND_STAFF_READ, '/search/staff/persona'),
  // Chat
  ...guarded(CHAT_READ, '/messages', '/messages/:chatRoomId'),
  // Personas and their mappings: their lists and forms are the staffpersonas and staffpersonamappings families'
  // (resources/ paths and formPaths), as the role editor's are the trust-roles family's
  // Campaigns and incentives
  ...planned('/campaign/list', '/campaign/new', '/campaign/:id/edit', '/campaign/:id/details'),
  ...planned(
    '/incentive/list',
    '/incentive/provisonList',
    '/incentive/new',
    '/incentive/:id/edit',
    '/incentiveReason/new',
  ),
  // Model jobs: the list and forms are the model-jobs family's (resources/ paths and formPaths)
  ...guarded(MODEL_JOBS_READ, '/modelJobs/:id/eligibleCandidateList'),
  // Roster
  ...planned('/roster-setup-list', '/new-roster-setup', '/edit-roster-setup/:id', '/staff-roster-availability-actions'),
  // Trust
  ...guarded(TRUST_STATISTICS_ACCESS, '/trust/:id/statistics-details'),
  ...guarded(TRUST_DETAILS_READ, '/trustDetails'),
  ...guarded({ superAdminOnly: true }, '/trust/:id/admin-invite'),
  // (/new-trust is the trusts family's create form: resources/trusts formPaths)
  ...planned('/trust/bands/mapping/:id', '/trust/job/titles/type/mapping/:id'),
  ...planned(
    '/feedbacks/list',
    '/HiFiAwards/list',
    `/${ROTA_SYSTEM.slug}/mapping/configuration`,
    `/${ROTA_SYSTEM.slug}/shift/configuration`,
  ),
  // Settings
  parent('/system-settings', '/system-settings/bank-rates'),
  ...planned(
    '/privacy-policy',
    '/privacy-policy/configuration',
    '/privacy-policy/logs',
    '/privacy-policy/preferences-introduction',
    '/new-feature-introduction',
    '/create-new-feature-introduction',
    '/edit/:id/feature/introduction',
    '/product-configuration',
    '/hiFiReason/new',
    '/notification-settings',
    '/unfilled-shifts-configuration',
    '/preferences-configuration',
    '/export-preferences',
  ),
  // Job templates and their mappings: the jobtemplates and jobtemplatemappings families' lists (resources/ paths)
  // Reports
  ...guarded(CHART_REPORTS_ACCESS, '/reports'),
  ...guarded(MANAGER_REPORTS_ACCESS, '/manager-reports', '/cancellation-reports'),
  ...guarded(LEARNING_JOURNEY_ACCESS, LEARNING_JOURNEY_ROUTE),
  // Workforce and sync with the external rota system
  ...planned(
    '/substantiveJoinners',
    '/substantiveLeavers',
    '/syncUsersHistory',
    '/unMappedUsers',
    '/onBoardedUsers',
    '/syncWithRota',
    '/syncUser',
    '/syncWithRotaNurseUsers',
  ),
];

/** A route whose screen is built; the accessibility sweep checks every one. */
export const isBuilt = (route: RouteSpec) => route.built;

/** Legacy pages: superusers only; everyone else goes to the jobs list (spec 2.4, 6). */
export const LEGACY_PREFIX = '/old/';
export const LEGACY_FALLBACK = '/jobs/list';

/** The spec's public paths (spec 4, Session), as patterns. */
export const isPublicPath = (pathname: string) =>
  ROUTES.some((route) => route.public && matchesPattern(route.path, pathname));

/** Does a path like /users/5 match a pattern like /users/:id? */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('?')[0].split('/').filter(Boolean);
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}
