/**
 * The roles every trust starts with (its built-in roles, isDefault): one per role type but the super admin's, each
 * with its default permissions. A new trust is given them when it is created (services/trust/trustsService.ts); the
 * demo trusts are seeded with them.
 */
import { PERMISSION_VALUES, type Permission } from './permissions';
import { ROLE_TYPE_LABELS, type RoleType } from './roles';

export type TrustRoleType = Exclude<RoleType, 'SUPER-ADMIN'>;

/** Each built-in role's name: its role type's. */
const { 'SUPER-ADMIN': _superAdmin, ...trustRoleNames } = ROLE_TYPE_LABELS;
export const DEFAULT_ROLE_NAMES: Record<TrustRoleType, string> = trustRoleNames;

/** The permissions of each built-in trust role. */
export const DEFAULT_ROLE_PERMISSIONS: Record<TrustRoleType, Permission[]> = {
  // Every permission but DRAFT_A_SHIFT: an admin posts shifts; drafting is for roles whose shifts someone else publishes.
  'TRUST-ADMIN': PERMISSION_VALUES.filter((p) => p !== 'DRAFT_A_SHIFT'),
  'BANK-OFFICER-MANAGER': [
    'POST_A_SHIFT',
    'PUBLISH_DRAFTED_SHIFTS',
    'VIEW_UNFILLED_SHIFTS',
    'VIEW_NON_PARTICIPANTS_SHIFTS',
    'VIEW_DRAFTED_SHIFTS',
    'EDIT_SHIFTS',
    'CANCEL_SHIFTS',
    'VIEW_SHIFT_APPLICANTS',
    'CONFIRM_APPLICANTS',
    'APPROVE_TIMESHEETS',
    'VIEW_APPLICANTS',
    'VIEW_APPROVED_USERS',
    'MANAGE_USERS',
    'BLOCK_USERS',
    'VIEW_INVITED_MANAGERS',
    'APPROVE_ENDORSEMENT_REQUESTS',
    'FIND_STAFF_USERS',
    'VIEW_BANK_RATES',
    'VIEW_FEEDBACKS',
    'CREATE_CHAT',
    'VIEW_CHAT',
    'VIEW_MANAGER_REPORTS',
    'VIEW_SKILLS',
    'VIEW_TRUST_CARE_SPECIALITIES',
  ],
  'OPERATIONAL-MANAGER': [
    'POST_A_SHIFT',
    'VIEW_UNFILLED_SHIFTS',
    'VIEW_NON_PARTICIPANTS_SHIFTS',
    'EDIT_SHIFTS',
    'CANCEL_SHIFTS',
    'VIEW_SHIFT_APPLICANTS',
    'CONFIRM_APPLICANTS',
    'APPROVE_TIMESHEETS',
    'ESCALATE_RATE_FOR_A_SHIFT',
    'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
    'VIEW_BANK_RATES',
    'VIEW_APPROVED_USERS',
    'VIEW_INVITED_MANAGERS',
    'VIEW_FEEDBACKS',
    'CREATE_CHAT',
    'VIEW_CHAT',
    'VIEW_MANAGER_REPORTS',
    'VIEW_SKILLS',
    'VIEW_TRUST_CARE_SPECIALITIES',
  ],
  'SHIFT-MANAGER': [
    'POST_A_SHIFT',
    'VIEW_UNFILLED_SHIFTS',
    'VIEW_DRAFTED_SHIFTS',
    'EDIT_SHIFTS',
    'VIEW_SHIFT_APPLICANTS',
    'CONFIRM_APPLICANTS',
    'APPROVE_TIMESHEETS',
    'ESCALATE_RATE_FOR_A_SHIFT',
    'VIEW_APPROVED_USERS',
    'VIEW_FEEDBACKS',
    'CREATE_CHAT',
    'VIEW_CHAT',
    'VIEW_SKILLS',
  ],
  // A rate manager reviews the rates of the shifts still to fill, and approves the escalated ones (spec 6).
  'RATE-MANAGER': [
    'VIEW_UNFILLED_SHIFTS',
    'VIEW_RATE_ESCALATED_SHIFTS',
    'RATE_ESCALATION_APPROVAL',
    'VIEW_BANK_RATES',
    'MANAGE_BANK_RATES',
    'VIEW_CHAT',
  ],
  NURSE: [],
};

/** The built-in roles of a new trust, as rows of trust_roles (without the trust). */
export const defaultTrustRoles = () =>
  (Object.keys(DEFAULT_ROLE_NAMES) as TrustRoleType[]).map((roleType) => ({
    role: DEFAULT_ROLE_NAMES[roleType],
    roleType,
    permissions: DEFAULT_ROLE_PERMISSIONS[roleType],
    isDefault: true,
    isActive: true,
  }));
