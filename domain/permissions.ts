/**
 * The permission catalogue. A trust role holds a list of these values (spec 3, "Trust role").
 * Values named by the spec keep its spelling; the rest complete the families the spec lists.
 */

const catalogue = {
  Shifts: {
    POST_A_SHIFT: 'Post a shift',
    DRAFT_A_SHIFT: 'Draft a shift',
    PUBLISH_DRAFTED_SHIFTS: 'Publish drafted shifts',
    VIEW_UNFILLED_SHIFTS: 'View unfilled shifts',
    VIEW_NON_PARTICIPANTS_SHIFTS: 'View shifts without participants',
    VIEW_RATE_ESCALATED_SHIFTS: 'View rate-escalated shifts',
    VIEW_DRAFTED_SHIFTS: 'View drafted shifts',
    EDIT_SHIFTS: 'Edit shifts',
    CANCEL_SHIFTS: 'Cancel shifts',
    VIEW_SHIFT_APPLICANTS: 'View the applicants of a shift',
    CONFIRM_APPLICANTS: 'Confirm and reject applicants',
    APPROVE_TIMESHEETS: 'Approve worked time',
    VIEW_MODAL_SHIFTS: 'View model shifts',
    MANAGE_MODAL_SHIFTS: 'Manage model shifts',
  },
  Rates: {
    ESCALATE_RATE_FOR_A_SHIFT: 'Escalate the rate of a shift',
    RATE_ESCALATION_INTERMEDIATE_APPROVAL: 'Intermediate approval of rate escalations',
    RATE_ESCALATION_APPROVAL: 'Final approval of rate escalations',
    VIEW_BANK_RATES: 'View bank rates',
    MANAGE_BANK_RATES: 'Manage bank rates',
  },
  Users: {
    VIEW_APPLICANTS: 'View new applicants',
    VIEW_APPROVED_USERS: 'View approved staff',
    MANAGE_USERS: 'Manage staff',
    VIEW_INVITED_MANAGERS: 'View managers',
    INVITE_MANAGERS: 'Invite managers',
    FIND_STAFF_USERS: 'Find staff',
    APPROVE_ENDORSEMENT_REQUESTS: 'Approve endorsement requests',
    BLOCK_USERS: 'Block and unblock staff',
  },
  Roles: {
    VIEW_MASTER_ROLES: 'View roles and permissions',
    MANAGE_ROLES: 'Manage roles and permissions',
  },
  Chat: {
    CREATE_CHAT: 'Start chats',
    VIEW_CHAT: 'View chats',
  },
  Organisation: {
    VIEW_TRUST_LIST: 'View the trust list',
    VIEW_TRUST_DETAILS: 'View trust details',
    EDIT_TRUST_DETAILS: 'Edit trust details',
    MANAGE_CARE_LOCATIONS: 'Manage care locations and departments',
    VIEW_TRUST_CARE_SPECIALITIES: 'View trust care specialities',
    MANAGE_TRUST_CARE_SPECIALITIES: 'Manage trust care specialities',
    MANAGE_JOB_TITLES: 'Manage job titles',
    MANAGE_TRUST_BANDS: 'Manage trust bands',
    MAP_WITH_OPTIMA: 'Map with the external rota system',
    VIEW_AUDIT_LOG: 'View the audit log',
  },
  Skills: {
    VIEW_SKILLS: 'View skills',
    MANAGE_SKILLS: 'Manage skills',
    VIEW_PERSONAS: 'View personas',
    MANAGE_PERSONAS: 'Manage personas',
  },
  Reports: {
    VIEW_MANAGER_REPORTS: 'View manager reports',
    VIEW_CHART_REPORTS: 'View chart reports',
  },
  Campaigns: {
    VIEW_CAMPAIGNS: 'View campaigns',
    MANAGE_CAMPAIGNS: 'Manage campaigns',
    EXPORT_CAMPAIGNS: 'Export campaigns',
    VIEW_INCENTIVES: 'View incentives',
    MANAGE_INCENTIVES: 'Manage incentives',
  },
  Feedback: {
    VIEW_FEEDBACKS: 'View feedback',
  },
  Settings: {
    MANAGE_SETTINGS: 'Manage trust settings',
  },
} as const;

type Catalogue = typeof catalogue;
export type PermissionGroup = keyof Catalogue;
export type Permission = { [G in PermissionGroup]: keyof Catalogue[G] }[PermissionGroup];

export interface PermissionInfo {
  value: Permission;
  group: PermissionGroup;
  label: string;
}

export const PERMISSIONS: PermissionInfo[] = Object.entries(catalogue).flatMap(([group, entries]) =>
  Object.entries(entries).map(([value, label]) => ({
    value: value as Permission,
    group: group as PermissionGroup,
    label: label as string,
  })),
);

export const PERMISSION_VALUES: Permission[] = PERMISSIONS.map((p) => p.value);
export const PERMISSION_LABELS = Object.fromEntries(PERMISSIONS.map((p) => [p.value, p.label])) as Record<
  Permission,
  string
>;
/** A permission as people read it: its name in the role editor; an unknown code as it is. */
export const permissionName = (value: string) => PERMISSION_LABELS[value as Permission] ?? value;
export const isPermission = (v: string): v is Permission => (PERMISSION_VALUES as string[]).includes(v);

/** Any one of these lets a manager see the shift list (spec 6). */
export const SHIFT_VIEW_PERMISSIONS: Permission[] = [
  'VIEW_UNFILLED_SHIFTS',
  'VIEW_NON_PARTICIPANTS_SHIFTS',
  'VIEW_RATE_ESCALATED_SHIFTS',
  'VIEW_DRAFTED_SHIFTS',
];

export const CHAT_PERMISSIONS: Permission[] = ['CREATE_CHAT', 'VIEW_CHAT'];
