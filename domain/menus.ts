/**
 * The console's menus (spec 2.2 and 2.3) as data: which role, permission and trust feature shows which entry.
 * The console draws them; the screens behind them call APIs that enforce the same rules.
 */
import { checkAccess, type AccessRule, type ActingRole } from './access';
import { audienceOf, type Audience } from './audience';
import { TRUST_STATISTICS_ACCESS } from './trustStatistics';
import { SHIFT_VIEW_PERMISSIONS } from './permissions';
import { ROTA_SYSTEM } from './constants';
import { MANAGERS_READ } from './managers';
import { MODEL_JOBS_READ } from './modelJobs';
import { BANK_RATES_READ } from './rates';
import { EVIDENCE_READ } from './rightToWork';
import { SHIFT_READ } from './shifts';
import { STAFF_READ } from './staff';
import { TRUST_DETAILS_READ } from './trustDetails';

export interface MenuEntry {
  label: string;
  /** May hold {trustId}, filled from the acting role. */
  path: string;
  /** Only these kinds of role see it (the spec's "ADMIN only", "non-admin roles"). */
  audience?: Audience[];
  /** Permissions, levels and the trust feature it needs. */
  rule?: AccessRule;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

const settings = (label: string, path: string, rule: AccessRule = { anyOf: ['MANAGE_SETTINGS'] }): MenuEntry => ({
  label,
  path,
  rule,
});
const superAdminOnly: AccessRule = { superAdminOnly: true };
const rewards = 'Ad hoc Enhancements and rewards' as const;
const FEEDBACKS_READ: AccessRule = { anyOf: ['VIEW_FEEDBACKS'], feature: 'Feedback' };

/** The permission- and feature-driven horizontal menu (spec 2.3). */
export const HORIZONTAL_MENU: MenuGroup[] = [
  {
    label: 'Users',
    entries: [
      { label: 'New applicants', path: '/rightToWorkRequests/pending', rule: { anyOf: ['VIEW_APPLICANTS'] } },
      {
        label: 'Users',
        path: '/userList/approvedStaff',
        audience: ['admin'],
        rule: { anyOf: ['VIEW_APPROVED_USERS'] },
      },
      { label: 'Model Shifts', path: '/modelJobList', rule: { anyOf: ['VIEW_MODAL_SHIFTS'], feature: 'Model Shifts' } },
      {
        label: 'Staff',
        path: '/nurseUsers/approvedUser',
        audience: ['manager'],
        rule: { anyOf: ['VIEW_APPROVED_USERS'] },
      },
      { label: 'Managers', path: '/managers/list', rule: { anyOf: ['VIEW_INVITED_MANAGERS'] } },
      { label: 'Role Permission', path: '/roles/list', rule: { anyOf: ['VIEW_MASTER_ROLES'] } },
      {
        label: 'Find staff',
        path: '/search/staff/persona',
        rule: { anyOf: ['FIND_STAFF_USERS'], feature: 'Find a Staff' },
      },
    ],
  },
  {
    label: 'Skills',
    entries: [
      {
        label: 'Persona List',
        path: '/persona-list-configuration',
        rule: { anyOf: ['VIEW_PERSONAS'], feature: 'Shift skills' },
      },
      {
        label: 'Persona Mapping',
        path: '/personaMappings/list',
        rule: { anyOf: ['VIEW_PERSONAS'], feature: 'Shift skills' },
      },
    ],
  },
  {
    label: 'Settings',
    entries: [
      settings('Weight Adjuster', '/weight-adjuster', {
        anyOf: ['MANAGE_SETTINGS'],
        feature: 'Eligible candidates and weight adjuster',
      }),
      settings('Options', '/options', superAdminOnly),
      settings('Drafted Shift Checklist', '/drafted/shift/configuration'),
      settings('Product Configuration', '/product-configuration', superAdminOnly),
      settings('Privacy Policy', '/privacy-policy', superAdminOnly),
      settings('Rate Escalation', '/rate-esclation-configuration', {
        anyOf: ['MANAGE_SETTINGS'],
        feature: 'Rate Escalation',
      }),
      settings('Blocking Reasons', '/blockedReason/new'),
      settings('Award Reasons', '/hiFiReason/new', { anyOf: ['MANAGE_SETTINGS'], feature: rewards }),
      settings('Auto Offer', '/autoOfferConfiguration', { anyOf: ['MANAGE_SETTINGS'], feature: 'Auto-offer' }),
      settings('Notification Settings', '/notification-settings'),
      settings('Pay Rate Range', '/restrict-range-configuration', { anyOf: ['MANAGE_BANK_RATES'] }),
      settings('Staff Profile Review', '/staff-profile-configuration'),
      settings('New Feature Introduction', '/new-feature-introduction', superAdminOnly),
      settings('Care Specialities', '/care/speciality/configuration', superAdminOnly),
      settings('Pay Rate Configuration', '/pay-rate-configuration', { anyOf: ['MANAGE_BANK_RATES'] }),
      settings('Cancellation Reasons', '/reportCancellation/new'),
      settings('Job Prediction', '/job-prediction-configuration', {
        anyOf: ['MANAGE_SETTINGS'],
        feature: 'Eligible candidates and weight adjuster',
      }),
      settings('Unfilled Shifts', '/unfilled-shifts-configuration'),
    ],
  },
  {
    label: 'Endorsement',
    entries: [
      {
        label: 'Pending Endorsements',
        path: '/pendingEndorsementRequestList',
        rule: { anyOf: ['APPROVE_ENDORSEMENT_REQUESTS'] },
      },
      {
        label: 'Completed Endorsements',
        path: '/completedEndorsementRequestList',
        rule: { anyOf: ['APPROVE_ENDORSEMENT_REQUESTS'] },
      },
    ],
  },
  {
    label: 'Organization',
    entries: [
      { label: 'Trusts', path: '/trust-lists', rule: { anyOf: ['VIEW_TRUST_LIST'] } },
      {
        label: 'Trust Statistics',
        path: '/trust/{trustId}/statistics-details',
        audience: ['admin'],
        rule: TRUST_STATISTICS_ACCESS,
      },
      {
        label: 'Trust Care Specialities',
        path: '/trust-care-specialities',
        rule: { anyOf: ['VIEW_TRUST_CARE_SPECIALITIES'] },
      },
      { label: 'Feedbacks', path: '/feedbacks/list', rule: FEEDBACKS_READ },
      {
        label: 'Roster Setup',
        path: '/roster-setup-list',
        rule: { anyOf: ['MANAGE_SETTINGS'], feature: 'Allocate rota' },
      },
      {
        label: 'Roster Availability',
        path: '/staff-roster-availability-actions',
        rule: { anyOf: ['VIEW_APPROVED_USERS'], feature: 'Allocate rota' },
      },
      { label: 'Awards', path: '/HiFiAwards/list', rule: { anyOf: ['VIEW_INCENTIVES'], feature: rewards } },
      {
        label: `${ROTA_SYSTEM.label} Mapping`,
        path: `/${ROTA_SYSTEM.slug}/mapping/configuration`,
        rule: { anyOf: ['MAP_WITH_OPTIMA'] },
      },
      {
        label: `${ROTA_SYSTEM.label} Shifts`,
        path: `/${ROTA_SYSTEM.slug}/shift/configuration`,
        rule: { anyOf: ['MAP_WITH_OPTIMA'] },
      },
      { label: 'Bands', path: '/trust/bands', rule: { anyOf: ['MANAGE_TRUST_BANDS'] } },
      { label: 'Job Titles', path: '/trust/job/titles/type', rule: { anyOf: ['MANAGE_JOB_TITLES'] } },
    ],
  },
  {
    label: 'User Preferences',
    entries: [{ label: 'Preferences', path: '/preferences-configuration', rule: { anyOf: ['MANAGE_SETTINGS'] } }],
  },
  {
    label: 'Shifts',
    entries: [{ label: 'Shifts', path: '/jobs/list', rule: { anyOf: SHIFT_VIEW_PERMISSIONS } }],
  },
  {
    label: 'Reports',
    entries: [
      {
        label: 'Chart Reports',
        path: '/reports',
        audience: ['admin'],
        rule: { anyOf: ['VIEW_CHART_REPORTS'], feature: 'Reports' },
      },
      {
        label: 'Shift Reports',
        path: '/manager-reports',
        audience: ['manager'],
        rule: { anyOf: ['VIEW_MANAGER_REPORTS'], feature: 'Reports' },
      },
      {
        label: 'Cancellation Reports',
        path: '/cancellation-reports',
        audience: ['manager'],
        rule: { anyOf: ['VIEW_MANAGER_REPORTS'], feature: 'Reports' },
      },
      {
        label: 'Learning Journey',
        path: '/learning/journey/report',
        audience: ['manager'],
        rule: { anyOf: ['VIEW_MANAGER_REPORTS'], feature: 'Reports' },
      },
    ],
  },
  {
    label: 'Campaign',
    entries: [
      { label: 'Campaigns', path: '/campaign/list', rule: { anyOf: ['VIEW_CAMPAIGNS'], feature: 'Campaigns' } },
    ],
  },
  {
    label: 'Enhancements',
    entries: [
      { label: 'Incentives', path: '/incentive/list', rule: { anyOf: ['VIEW_INCENTIVES'], feature: rewards } },
      { label: 'Provisions', path: '/incentive/provisonList', rule: { anyOf: ['VIEW_INCENTIVES'], feature: rewards } },
    ],
  },
];

/** A manager's side entries, each with its screen's own rule, so no entry leads to a refusal (issue 52.13). */
const jobs: MenuEntry = { label: 'Jobs', path: '/jobs/list', rule: SHIFT_READ };
const staffApproved: MenuEntry = { label: 'Staff Approved', path: '/nurseUsers/approvedUser', rule: STAFF_READ };
const feedbacks: MenuEntry = { label: 'Feedbacks', path: '/feedbacks/list', rule: FEEDBACKS_READ };

/** The simple side menu by role (spec 2.2); an entry shows only to a role its screen opens for. */
export const SIDE_MENU: Record<Audience | 'bankOfficerOrOperational' | 'shiftManager', MenuEntry[]> = {
  superAdmin: [
    { label: 'Jobs List', path: '/jobs/list' },
    { label: 'Staff Approved', path: '/nurseUsers/approvedUser' },
    { label: 'Reports', path: '/reports', rule: { anyOf: ['VIEW_CHART_REPORTS'] } },
    { label: 'Institution', path: '/trust-lists' },
    { label: 'Staff Persona Mappings', path: '/personaMappings/list' },
    { label: 'Job Template Mappings', path: '/jobTemplateMappings/list' },
    { label: 'Job Templates', path: '/jobTemplates/list' },
    { label: 'Options', path: '/options' },
    { label: 'Bank Rates', path: '/system-settings/bank-rates' },
    { label: 'Department List', path: '/departments' },
    { label: 'Trust', path: '/trustDetails' },
    { label: 'Managers', path: '/managers/list' },
    { label: 'Job Matching Predictions', path: '/job-prediction-configuration' },
    { label: 'Export Preferences', path: '/export-preferences' },
    { label: 'Configuration', path: '/privacy-policy/configuration' },
    { label: 'Preferences Configuration', path: '/preferences-configuration' },
    { label: 'Rate Escalation Configuration', path: '/rate-esclation-configuration' },
    { label: 'Product Configuration', path: '/product-configuration' },
    { label: 'Staff Persona', path: '/persona-list-configuration' },
    { label: 'Skills', path: '/skills' },
    { label: 'Tags', path: '/skillgroupingtags' },
  ],
  admin: [
    { label: 'Trust Details', path: '/trustDetails', rule: TRUST_DETAILS_READ },
    { label: 'Right To Work Requests', path: '/rightToWorkRequests/pending', rule: EVIDENCE_READ },
    { label: 'User List', path: '/userList/approvedStaff', rule: STAFF_READ },
    { label: 'Model Job List', path: '/modelJobList', rule: MODEL_JOBS_READ },
  ],
  bankOfficerOrOperational: [
    jobs,
    staffApproved,
    feedbacks,
    { label: 'Bank Rates', path: '/system-settings/bank-rates', rule: BANK_RATES_READ },
    { label: 'Managers', path: '/managers/list', rule: MANAGERS_READ },
  ],
  shiftManager: [jobs, staffApproved, feedbacks],
  manager: [jobs, staffApproved],
  staff: [],
};

const fill = (path: string, role: ActingRole) => path.replace('{trustId}', String(role.trustId ?? ''));
const shows = (entry: MenuEntry, role: ActingRole) =>
  (!entry.audience || entry.audience.includes(audienceOf(role))) &&
  (!entry.rule || checkAccess(role, entry.rule).allowed);

/** The horizontal menu's groups and entries the role sees; empty groups are left out. */
export function horizontalMenu(role: ActingRole): MenuGroup[] {
  if (!role.isActive) return [];
  return HORIZONTAL_MENU.map((g) => ({
    label: g.label,
    entries: g.entries.filter((e) => shows(e, role)).map((e) => ({ ...e, path: fill(e.path, role) })),
  })).filter((g) => g.entries.length);
}

/** The side menu of the role (spec 2.2). */
export function sideMenu(role: ActingRole): MenuEntry[] {
  if (!role.isActive) return [];
  const audience = audienceOf(role);
  const list =
    audience !== 'manager'
      ? SIDE_MENU[audience]
      : role.roleType === 'BANK-OFFICER-MANAGER' || role.roleType === 'OPERATIONAL-MANAGER'
        ? SIDE_MENU.bankOfficerOrOperational
        : role.roleType === 'SHIFT-MANAGER'
          ? SIDE_MENU.shiftManager
          : SIDE_MENU.manager;
  return list.filter((e) => shows(e, role)).map((e) => ({ ...e, path: fill(e.path, role) }));
}
