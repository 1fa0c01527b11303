/**
 * Right to work (spec 3 "right to work request", spec 4 approval statuses; beyond the spec, the NHS employment check
 * standards). A person on a trust's bank sends evidence of their right to work in the UK: a document's type, its number,
 * when the permission it grants ends (none: no time limit, a British or Irish citizen's) and scans of it. A holder of
 * MANAGE_USERS decides it once, approving, declining or banning (spec 4), never their own:
 *
 *   pending --approve--> approved      pending --decline--> declined      pending --ban--> banned
 *
 * The decision carries to the person's membership of the bank where it can (membershipAfter): evidence approved
 * approves an applicant, declined declines one still pending, a ban bans. An approved nurse who sends new evidence keeps
 * their membership whatever becomes of it. Approving a membership otherwise needs approved evidence (staff.ts).
 *
 * Expiry: the permission in force is the longest one approved. Thirty days before it ends the bank officers and the
 * nurse are told; from the day after it ends the nurse may not apply for, be offered or be confirmed on a shift (the
 * server refuses with 409) until new evidence is approved.
 */
import type { AccessRule } from './access';
import type { ApprovalStatus } from './account';
import { addDays } from './time';
import { dayLabel } from './dateLabels';

export const DOCUMENT_TYPES = {
  passport: 'Passport',
  'biometric-residence-permit': 'Biometric residence permit',
  'share-code': 'Share code (online check)',
  visa: 'Visa or entry clearance',
  'birth-certificate': 'Birth certificate with National Insurance number',
  'naturalisation-certificate': 'Certificate of naturalisation or registration',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_VALUES = Object.keys(DOCUMENT_TYPES) as DocumentType[];

export const EVIDENCE_STATUSES = [
  'pending',
  'approved',
  'declined',
  'banned',
] as const satisfies readonly ApprovalStatus[];
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

export const EVIDENCE_DECISIONS = {
  approve: { label: 'Approve', to: 'approved', reason: false },
  decline: { label: 'Decline', to: 'declined', reason: true },
  ban: { label: 'Ban', to: 'banned', reason: true },
} as const satisfies Record<string, { label: string; to: EvidenceStatus; reason: boolean }>;
export type EvidenceDecision = keyof typeof EVIDENCE_DECISIONS;

/** The files a request carries: PDF, JPEG or PNG (told by their bytes), each at most 10 MB, one to four of them. */
export const EVIDENCE_FILE_TYPES = ['pdf', 'jpg', 'png'] as const;
export type EvidenceFileType = (typeof EVIDENCE_FILE_TYPES)[number];
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const MAX_EVIDENCE_FILES = 4;

export interface EvidenceFile {
  key: string;
  name: string;
  type: EvidenceFileType;
  size: number;
}

/** Who decides evidence, and who reads it: those who manage and see staff; a nurse reads their own. */
export const EVIDENCE_DECIDE: AccessRule = { anyOf: ['MANAGE_USERS'] };
export const EVIDENCE_READ: AccessRule = { anyOf: ['VIEW_APPLICANTS', 'VIEW_APPROVED_USERS', 'MANAGE_USERS'] };

/** The New applicants tabs (spec 2.4 /rightToWorkRequests/pending, approved, rejected), by the evidence's status. */
export const EVIDENCE_TABS = {
  pending: { path: '/rightToWorkRequests/pending', label: 'Pending', filter: { status: 'pending' } },
  approved: { path: '/rightToWorkRequests/approved', label: 'Approved', filter: { status: 'approved' } },
  rejected: { path: '/rightToWorkRequests/rejected', label: 'Rejected', filter: { status: ['declined', 'banned'] } },
} as const;

/** Why a request cannot be decided now, or null: it is decided once. */
export const decisionRefusal = (request: { status: string }): string | null =>
  request.status === 'pending'
    ? null
    : `This evidence is already ${request.status}: the nurse sends new evidence for another decision`;

/** The membership's approval after a decision on the nurse's evidence (see the header). */
export function membershipAfter(decision: EvidenceDecision, member: ApprovalStatus): ApprovalStatus {
  if (decision === 'approve') return member === 'pending' || member === 'declined' ? 'approved' : member;
  if (decision === 'decline') return member === 'pending' ? 'declined' : member;
  return 'banned';
}

/** Why new evidence is refused (400), or null: a permission that has ended proves nothing. */
export const expiryOnSendingRefusal = (expiresOn: string | null, today: string): string | null =>
  expiresOn !== null && expiresOn < today
    ? 'The permission to work this document grants ended already: send evidence in force'
    : null;

export const EXPIRY_WARNING_DAYS = 30;

/**
 * The permission in force (the end of the longest approved one; null: no time limit; undefined: none approved), as
 * of `today`: 'expiring' from EXPIRY_WARNING_DAYS before its last day.
 */
export type RightToWorkState = 'none' | 'unlimited' | 'valid' | 'expiring' | 'expired';
export function rightToWorkState(endsOn: string | null | undefined, today: string): RightToWorkState {
  if (endsOn === undefined) return 'none';
  if (endsOn === null) return 'unlimited';
  if (endsOn < today) return 'expired';
  return endsOn <= addDays(today, EXPIRY_WARNING_DAYS) ? 'expiring' : 'valid';
}

/** The last day a permission ending on `endsOn` is told of ahead: EXPIRY_WARNING_DAYS before. */
export const warningDay = (endsOn: string) => addDays(endsOn, -EXPIRY_WARNING_DAYS);

/**
 * Why a nurse whose permission in force ends on `endsOn` may not work on `day` (a shift's day, or today if later), or
 * null. None approved (undefined) is not refused here: approval of the membership asks for it.
 */
export function expiryRefusal(endsOn: string | null | undefined, day: string, who: 'nurse' | 'manager'): string | null {
  if (endsOn == null || endsOn >= day) return null;
  const when = dayLabel(endsOn);
  return who === 'nurse'
    ? `Your permission to work in the UK ended on ${when}: send new right-to-work evidence to the bank office`
    : `This nurse's permission to work in the UK ended on ${when}: they need new right-to-work evidence approved`;
}
