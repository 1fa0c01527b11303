/**
 * Endorsement (spec 2.3, 3 "Endorsement request: endorsementItems, endorsementRequestUsers"). A manager who sees the
 * trust's staff vouches for skills they saw nurses practise: one request names one or more skills, each at a
 * supervision level (endorsementItems), for one or more approved nurses of the trust (endorsementRequestUsers, by
 * their membership: the staff list's ids). A
 * holder of APPROVE_ENDORSEMENT_REQUESTS decides it once, never their own request nor one naming themself:
 *
 *   pending --approve--> approved      pending --reject (with a reason)--> rejected
 *
 * Approving records each skill for each nurse (user-skills, domain/skills.ts): approved, source `job`, and a level
 * change where the nurse held the skill at another level. Everything is audited; the requester and the nurses are told.
 */
import type { AccessRule } from './access';
import { STAFF_READ } from './staff';

export const ENDORSEMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EndorsementStatus = (typeof ENDORSEMENT_STATUSES)[number];
export const ENDORSEMENT_STATUS_LABELS: Record<EndorsementStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const ENDORSEMENT_DECISIONS = {
  approve: { label: 'Approve', to: 'approved', reason: false },
  reject: { label: 'Reject', to: 'rejected', reason: true },
} as const satisfies Record<string, { label: string; to: EndorsementStatus; reason: boolean }>;
export type EndorsementDecision = keyof typeof ENDORSEMENT_DECISIONS;

/** At most this many skills, and nurses, in one request. */
export const MAX_ENDORSEMENT_ITEMS = 20;
export const MAX_ENDORSED_NURSES = 50;

/** Who asks for endorsements (managers who see the staff), and who decides them. */
export const ENDORSEMENT_REQUEST: AccessRule = {
  anyOf: ['VIEW_APPROVED_USERS', 'MANAGE_USERS', 'APPROVE_ENDORSEMENT_REQUESTS'],
};
export const ENDORSEMENT_DECIDE: AccessRule = { anyOf: ['APPROVE_ENDORSEMENT_REQUESTS'] };
/** Who reads nurses' skills and names nurses: whoever sees the staff or decides endorsements. */
export const NURSE_SKILLS_READ: AccessRule = { anyOf: [...STAFF_READ.anyOf!, 'APPROVE_ENDORSEMENT_REQUESTS'] };

/** The lists of spec 2.3 (6 a page): the pending ones, oldest first, and the decided ones. */
export const ENDORSEMENT_TABS = {
  pending: { path: '/pendingEndorsementRequestList', label: 'Pending', filter: { status: 'pending' } },
  completed: {
    path: '/completedEndorsementRequestList',
    label: 'Completed',
    filter: { status: ['approved', 'rejected'] },
  },
} as const;

/** Why a request cannot be decided now, or null: it is decided once. */
export const endorsementRefusal = (request: { status: string }): string | null =>
  request.status === 'pending' ? null : `This endorsement request is already ${request.status}`;

/**
 * Why `deciderId` may not decide a request, or null: nobody approves their own request or their own skills
 * (`nurses`: the user ids of the nurses it names).
 */
export function selfDecisionRefusal(
  request: { requestedBy: number | null },
  nurses: number[],
  deciderId: number,
): string | null {
  if (request.requestedBy === deciderId)
    return 'Nobody decides their own endorsement request: another approver decides it';
  if (nurses.includes(deciderId)) return 'Nobody decides an endorsement of their own skills';
  return null;
}
