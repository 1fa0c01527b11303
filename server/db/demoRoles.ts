/** The demo trusts' features, the permissions of their built-in roles and the demo shifts' span: the seed writes them, tests read them. */
import { FEATURES, type Feature } from '../../domain/features';
import { PERMISSION_VALUES, type Permission } from '../../domain/permissions';
import type { RoleType } from '../../domain/roles';

export const DEMO_TRUST_FEATURES: Record<'Northfield' | 'Southgate', readonly Feature[]> = {
  Northfield: FEATURES,
  Southgate: ['Post a shift and post similar', 'Rate Escalation', 'Feedback', 'Reports'],
};

/** The permissions of each built-in trust role. */
export const DEMO_ROLE_PERMISSIONS: Record<Exclude<RoleType, 'SUPER-ADMIN'>, Permission[]> = {
  // Every permission but DRAFT_A_SHIFT: an admin posts shifts; drafting is for roles whose shifts someone else publishes.
  'TRUST-ADMIN': PERMISSION_VALUES.filter((p) => p !== 'DRAFT_A_SHIFT'),
  'BANK-OFFICER-MANAGER': [
    'POST_A_SHIFT', 'PUBLISH_DRAFTED_SHIFTS', 'VIEW_UNFILLED_SHIFTS', 'VIEW_NON_PARTICIPANTS_SHIFTS', 'VIEW_DRAFTED_SHIFTS',
    'EDIT_SHIFTS', 'CANCEL_SHIFTS', 'VIEW_SHIFT_APPLICANTS', 'CONFIRM_APPLICANTS', 'APPROVE_TIMESHEETS', 'VIEW_APPLICANTS',
    'VIEW_APPROVED_USERS', 'MANAGE_USERS', 'BLOCK_USERS', 'VIEW_INVITED_MANAGERS', 'APPROVE_ENDORSEMENT_REQUESTS', 'FIND_STAFF_USERS',
    'VIEW_BANK_RATES', 'VIEW_FEEDBACKS', 'CREATE_CHAT', 'VIEW_CHAT', 'VIEW_MANAGER_REPORTS', 'VIEW_SKILLS',
    'VIEW_TRUST_CARE_SPECIALITIES',
  ],
  'OPERATIONAL-MANAGER': [
    'POST_A_SHIFT', 'VIEW_UNFILLED_SHIFTS', 'VIEW_NON_PARTICIPANTS_SHIFTS', 'EDIT_SHIFTS', 'CANCEL_SHIFTS',
    'VIEW_SHIFT_APPLICANTS', 'CONFIRM_APPLICANTS', 'APPROVE_TIMESHEETS', 'ESCALATE_RATE_FOR_A_SHIFT',
    'RATE_ESCALATION_INTERMEDIATE_APPROVAL', 'VIEW_BANK_RATES', 'VIEW_APPROVED_USERS', 'VIEW_INVITED_MANAGERS',
    'VIEW_FEEDBACKS', 'CREATE_CHAT', 'VIEW_CHAT', 'VIEW_MANAGER_REPORTS', 'VIEW_SKILLS', 'VIEW_TRUST_CARE_SPECIALITIES',
  ],
  'SHIFT-MANAGER': [
    'POST_A_SHIFT', 'VIEW_UNFILLED_SHIFTS', 'VIEW_DRAFTED_SHIFTS', 'EDIT_SHIFTS', 'VIEW_SHIFT_APPLICANTS',
    'CONFIRM_APPLICANTS', 'APPROVE_TIMESHEETS', 'ESCALATE_RATE_FOR_A_SHIFT', 'VIEW_APPROVED_USERS', 'VIEW_FEEDBACKS',
    'CREATE_CHAT', 'VIEW_CHAT', 'VIEW_SKILLS',
  ],
  // A rate manager reviews the rates of the shifts still to fill, and approves the escalated ones (spec 6).
  'RATE-MANAGER': [
    'VIEW_UNFILLED_SHIFTS', 'VIEW_RATE_ESCALATED_SHIFTS', 'RATE_ESCALATION_APPROVAL', 'VIEW_BANK_RATES', 'MANAGE_BANK_RATES', 'VIEW_CHAT',
  ],
  NURSE: [],
};

/** The demo shifts span this many days either side of the day the demo data is seeded. */
export const DEMO_SHIFT_DAYS = 60;
