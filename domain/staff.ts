/**
 * A nurse's membership of a trust's bank (their NURSE role) and its approval (spec 3 Account approvals, spec 4
 * approval statuses declined, banned, pending, approved). A person who signs up is pending; a holder of MANAGE_USERS
 * approves, declines or bans them, declining and banning with a reason. Only an approved, verified nurse works: applies
 * for shifts, is offered them and confirmed on them (the server refuses the rest).
 *
 *   pending  --approve--> approved      pending  --decline--> declined      pending|approved|declined --ban--> banned
 *   declined --approve--> approved      banned   --liftBan--> pending (checked again before working)
 *
 * Approving needs the nurse's right-to-work evidence approved first (domain/rightToWork.ts: approving the evidence
 * approves the applicant). Deleting a membership is a soft delete (the deleted tab), restored by an admin; a deleted
 * membership takes no step.
 */
import type { AccessRule } from './access';
import type { ApprovalStatus } from './account';

export const APPROVAL_STEPS = {
  approve: { label: 'Approve', from: ['pending', 'declined'], to: 'approved', reason: false },
  decline: { label: 'Decline', from: ['pending'], to: 'declined', reason: true },
  ban: { label: 'Ban', from: ['pending', 'approved', 'declined'], to: 'banned', reason: true },
  liftBan: { label: 'Lift ban', from: ['banned'], to: 'pending', reason: true },
} as const satisfies Record<
  string,
  { label: string; from: readonly ApprovalStatus[]; to: ApprovalStatus; reason: boolean }
>;
export type ApprovalStep = keyof typeof APPROVAL_STEPS;

export interface Membership {
  approvalStatus: ApprovalStatus;
  deletedAt: string | Date | null;
  /** Whether the trust approved right-to-work evidence of theirs (the staff list's rows say; undefined: not known here). */
  rightToWorkApproved?: boolean;
}

const DELETED = 'This staff member is deleted: restore them first';

/** Why a membership cannot take an approval step now, or null. */
export function approvalRefusal(step: ApprovalStep, member: Membership): string | null {
  if (member.deletedAt) return DELETED;
  const { from, to } = APPROVAL_STEPS[step];
  if (!(from as readonly string[]).includes(member.approvalStatus)) {
    return member.approvalStatus === to
      ? `This staff member is already ${to}`
      : `A staff member who is ${member.approvalStatus} cannot be made ${to}`;
  }
  if (step === 'approve' && member.rightToWorkApproved === false)
    return 'Their right to work is not checked yet: approve their evidence in New applicants';
  return null;
}

export const editRefusal = (member: Membership) => (member.deletedAt ? DELETED : null);
export const deleteRefusal = (member: Membership) => (member.deletedAt ? 'This staff member is already deleted' : null);
export const restoreRefusal = (member: Membership) => (member.deletedAt ? null : 'This staff member is not deleted');

/** Who reads the staff lists and profiles, who approves and manages staff (spec 6). */
export const STAFF_READ: AccessRule = { anyOf: ['VIEW_APPROVED_USERS', 'VIEW_APPLICANTS', 'MANAGE_USERS'] };
/** Who finds staff (domain/findStaff.ts): managers and admins with FIND_STAFF_USERS, in trusts with 'Find a Staff'. */
export const FIND_STAFF_READ: AccessRule = {
  levels: ['ADMIN', 'MANAGER'],
  anyOf: ['FIND_STAFF_USERS'],
  feature: 'Find a Staff',
};
export const STAFF_MANAGE: AccessRule = { anyOf: ['MANAGE_USERS'] };

/** The staff lists' tabs (spec 2.4), by approval status, the deleted ones apart: each tab's filter and label. */
export const STAFF_TABS = {
  pending: { label: 'Pending', filter: { approvalStatus: 'pending', deleted: false } },
  approved: { label: 'Approved', filter: { approvalStatus: 'approved', deleted: false } },
  rejected: { label: 'Rejected', filter: { approvalStatus: ['declined', 'banned'], deleted: false } },
  deleted: { label: 'Deleted', filter: { deleted: true } },
} as const;
export type StaffTab = keyof typeof STAFF_TABS;

/** The tabs' paths: /userList for trust admins, /nurseUsers for the other roles (spec 2.3, 2.4). */
export const STAFF_LISTS: Record<'userList' | 'nurseUsers', Record<StaffTab, string>> = {
  userList: {
    pending: '/userList/pendingStaff',
    approved: '/userList/approvedStaff',
    rejected: '/userList/rejectedStaff',
    deleted: '/userList/deletedStaff',
  },
  nurseUsers: {
    pending: '/nurseUsers/pendingUser',
    approved: '/nurseUsers/approvedUser',
    rejected: '/nurseUsers/rejectedUser',
    deleted: '/nurseUsers/deletedUser',
  },
};

/** A nurse's membership of the trust where a shift is, as the server reads it to decide whether they may work it. */
export interface MemberStanding extends Membership {
  isVerified: boolean;
  /** The account, the role and its trust role all active. */
  isActive: boolean;
  /** The care location the role is tied to, or null for the whole trust. */
  careLocationId: number | null;
}

/**
 * Why a nurse may not apply for, be offered or be confirmed on a shift at `careLocationId` of the trust, or null; `who`
 * is the one asking (the nurse, or a manager for them). None: they are not a nurse of the trust. `wrongNurse`: the
 * nurse is not one who could work there at all (another trust, another care location), rather than one whose
 * standing stops them now.
 */
export interface MemberRefusal {
  message: string;
  wrongNurse: boolean;
}

export function memberRefusal(
  member: MemberStanding | undefined,
  careLocationId: number | null,
  who: 'nurse' | 'manager',
): MemberRefusal | null {
  const message = standingMessage(member, careLocationId, who);
  return message === null ? null : { message, wrongNurse: !member || message === elsewhere(who) };
}

const elsewhere = (who: 'nurse' | 'manager') =>
  `${who === 'nurse' ? 'You work' : 'This nurse works'} at another care location of this trust`;

function standingMessage(
  member: MemberStanding | undefined,
  careLocationId: number | null,
  who: 'nurse' | 'manager',
): string | null {
  const [you, your, are] = who === 'nurse' ? ['You', 'Your', 'are'] : ['This nurse', "This nurse's", 'is'];
  if (!member) return `${who === 'nurse' ? 'You are' : 'This person is'} not a nurse of this trust`;
  if (!member.isVerified)
    return who === 'nurse'
      ? 'Please verify your email address first: follow the link we emailed you'
      : 'This nurse has not verified their email address yet';
  if (member.deletedAt) return `${you} ${are} no longer on this trust's bank`;
  switch (member.approvalStatus) {
    case 'pending':
      return `${your} application to join this trust's bank is waiting for approval`;
    case 'declined':
      return `${your} application to join this trust's bank was declined`;
    case 'banned':
      return `${you} ${are} banned from this trust's bank`;
  }
  if (!member.isActive) return `${your} account at this trust is not active`;
  if (member.careLocationId !== null && member.careLocationId !== careLocationId) return elsewhere(who);
  return null;
}

/** What a signed-in user is told when their role may not act: why, where their membership says; else revoked permissions. */
export function inactiveRoleMessage(role: { approvalStatus: ApprovalStatus; deleted: boolean }): string {
  if (role.deleted) return "You are no longer on this trust's bank";
  if (role.approvalStatus === 'approved') return 'Your permissions are revoked';
  return standingMessage(
    { ...role, deletedAt: null, isVerified: true, isActive: true, careLocationId: null },
    null,
    'nurse',
  )!;
}

/**
 * What a trust may require of a staff member's profile before approving them (Settings, /staff-profile-configuration;
 * spec 7.5 staff-profile-review-configuration): the fields, by name, and how the console names them.
 */
export const REVIEWABLE_PROFILE_FIELDS = {
  phoneNumber: 'Phone number',
  staffNumber: 'Staff number',
  jobTitleTypeId: 'Job title',
  bandTypeId: 'Band',
  careLocationId: 'Care location',
  hasContractedHours: 'Contracted hours',
} as const;
export type ReviewableProfileField = keyof typeof REVIEWABLE_PROFILE_FIELDS;

/** The required fields a profile lacks (empty, or no contracted hours recorded), in the order required. */
export const missingProfileFields = (
  profile: Partial<Record<ReviewableProfileField, unknown>>,
  required: readonly ReviewableProfileField[],
) =>
  required.filter(
    (field) =>
      profile[field] === null || profile[field] === undefined || profile[field] === '' || profile[field] === false,
  );

/** The refusal of an approval while fields are missing (400, each missing field named). */
export const incompleteProfileMessage = (missing: readonly ReviewableProfileField[]) =>
  `Their profile is not complete: fill in ${missing.map((f) => REVIEWABLE_PROFILE_FIELDS[f].toLowerCase()).join(', ')} before approving them`;
