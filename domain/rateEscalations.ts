/**
 * Rate escalation (uplift) and its approval chain (spec 4, 6): who takes each step, from which state, and why a
 * step is refused. The server asks these under the escalation's row lock, the console to show the steps a role
 * may take.
 *
 *   pending --intermediate approval--> intermediate_approved --final approval--> approved
 *      |                          \--> intermediate_rejected             \--> rejected
 *      |-- (a tier that needs no intermediate step) final approval or rejection from pending
 *      \-- cancelled by its requester while undecided (pending or intermediate_approved)
 *
 * Whether a tier needs the intermediate step is the trust's rate-escalation-tier-configurations. Nobody decides
 * their own escalation; whoever took the first step does not take the final one (four eyes on the money), unless the
 * tier's configuration lets one approver take both (a small trust); no decision is taken on a shift that is
 * cancelled, filled or has started.
 */
import type { AccessRule } from './access';
import type { Permission } from './permissions';
import type { RateEscalationStatus } from './shifts';

export type EscalationStatus = Exclude<RateEscalationStatus, 'noUplift'>;
export const ESCALATION_STATUSES = [
  'pending',
  'intermediate_approved',
  'intermediate_rejected',
  'approved',
  'rejected',
  'cancelled',
] as const satisfies readonly EscalationStatus[];

/** Where an escalation can still move: undecided. */
export const UNDECIDED: EscalationStatus[] = ['pending', 'intermediate_approved'];

/**
 * Where an escalation stands in its approval chain, for its status line: waiting for its first approval, for its
 * final decision after the first, for its one decision, or decided (issue 52.16: the line moves on with each step).
 */
export type ApprovalStage = 'first' | 'final' | 'single' | 'decided';
export function approvalStage(e: { status: string; needsIntermediateApproval: boolean }): ApprovalStage {
  if (!UNDECIDED.includes(e.status as EscalationStatus)) return 'decided';
  if (!e.needsIntermediateApproval) return 'single';
  return e.status === 'pending' ? 'first' : 'final';
}

/** The steps of the chain, each a declared action of rate-escalations. */
export const ESCALATION_STEPS = {
  intermediateApprove: {
    label: 'Approve (first step)',
    to: 'intermediate_approved',
    by: 'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
    reason: 'approve',
  },
  intermediateReject: {
    label: 'Reject (first step)',
    to: 'intermediate_rejected',
    by: 'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
    reason: 'reject',
  },
  approve: { label: 'Approve uplift', to: 'approved', by: 'RATE_ESCALATION_APPROVAL', reason: 'approve' },
  reject: { label: 'Reject uplift', to: 'rejected', by: 'RATE_ESCALATION_APPROVAL', reason: 'reject' },
  cancel: { label: 'Cancel escalation', to: 'cancelled', by: 'requester', reason: null },
} as const satisfies Record<
  string,
  { label: string; to: EscalationStatus; by: Permission | 'requester'; reason: 'approve' | 'reject' | null }
>;
export type EscalationStep = keyof typeof ESCALATION_STEPS;

/** Who reads escalations and their history: whoever raises, decides or reviews them (spec 6 rate permissions). */
export const ESCALATION_READ: AccessRule = {
  anyOf: [
    'ESCALATE_RATE_FOR_A_SHIFT',
    'RATE_ESCALATION_INTERMEDIATE_APPROVAL',
    'RATE_ESCALATION_APPROVAL',
    'VIEW_RATE_ESCALATED_SHIFTS',
  ],
  feature: 'Rate Escalation',
};

/** Who may raise an escalation (spec 6). */
export const ESCALATE_RATE: AccessRule = { anyOf: ['ESCALATE_RATE_FOR_A_SHIFT'], feature: 'Rate Escalation' };

/** Who may take a step: its permission; cancelling is its requester's, who raised it with ESCALATE_RATE_FOR_A_SHIFT. */
export const stepAccess = (step: EscalationStep): AccessRule => {
  const by = ESCALATION_STEPS[step].by;
  return { anyOf: [by === 'requester' ? 'ESCALATE_RATE_FOR_A_SHIFT' : by], feature: 'Rate Escalation' };
};

/** The states a step leaves from: the final decision from pending only for a tier without the intermediate step. */
export function stepsFrom(step: EscalationStep, needsIntermediateApproval: boolean): EscalationStatus[] {
  if (step === 'intermediateApprove' || step === 'intermediateReject')
    return needsIntermediateApproval ? ['pending'] : [];
  if (step === 'approve' || step === 'reject')
    return needsIntermediateApproval ? ['intermediate_approved'] : ['pending'];
  return UNDECIDED;
}

/** The permission of the decision an escalation in `status` waits for (its next step's), or null once decided. */
export function nextDecisionBy(status: EscalationStatus, needsIntermediateApproval: boolean): Permission | null {
  const steps = Object.keys(ESCALATION_STEPS) as EscalationStep[];
  const next = steps.find(
    (step) => ESCALATION_STEPS[step].by !== 'requester' && stepsFrom(step, needsIntermediateApproval).includes(status),
  );
  return next ? (ESCALATION_STEPS[next].by as Permission) : null;
}

export interface EscalationState {
  status: EscalationStatus;
  needsIntermediateApproval: boolean;
  requestedBy: number;
  /** Who took the last step: from intermediate_approved, the first step's approver. */
  decidedBy?: number | null;
  /** The tier's configuration when it was raised: one approver may take both steps. */
  sameApproverBothSteps?: boolean | null;
}

export interface ShiftNow {
  status: string;
  vacancies: number;
  confirmedCount: number;
  startsAt: string | Date;
}

export interface StepRefusal {
  status: 403 | 409;
  message: string;
}

const STATUS_WORDS: Record<EscalationStatus, string> = {
  pending: 'waiting for its first decision',
  intermediate_approved: 'waiting for its final decision',
  intermediate_rejected: 'rejected at its first step',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** Why a shift takes no rate decision now, or null: it is cancelled, filled or has started. */
export function shiftDecisionRefusal(shift: ShiftNow, now: Date): string | null {
  if (shift.status === 'CANCELLED') return 'The shift is cancelled: its rate is no longer decided';
  if (shift.confirmedCount >= shift.vacancies) return 'The shift is filled: its rate is no longer decided';
  if (new Date(shift.startsAt).getTime() <= now.getTime())
    return 'The shift has started: its rate is no longer decided';
  return null;
}

/** Why an escalation's state does not take a step, or null: the declared action's own refusal (the console hides it). */
export const stateRefusal =
  (step: EscalationStep) =>
  (escalation: Pick<EscalationState, 'status' | 'needsIntermediateApproval'>): string | null => {
    const from = stepsFrom(step, escalation.needsIntermediateApproval);
    if (from.includes(escalation.status)) return null;
    if (!from.length) return 'This tier has no first step: the escalation goes straight to its final decision';
    if (escalation.status === 'pending') return 'This escalation needs its first approval before the final decision';
    return `This escalation is ${STATUS_WORDS[escalation.status]}`;
  };

/**
 * Whose step it is: the requester's to cancel, anyone's but the requester's to decide, and the final decision after
 * a first step anyone's but that step's approver (unless the tier lets one approver take both).
 */
export function actorRefusal(
  step: EscalationStep,
  escalation: Pick<EscalationState, 'requestedBy' | 'status' | 'decidedBy' | 'sameApproverBothSteps'>,
  userId: number,
): string | null {
  const mine = escalation.requestedBy === userId;
  if (ESCALATION_STEPS[step].by === 'requester')
    return mine ? null : 'Only the manager who raised an escalation cancels it';
  if (mine) return 'Nobody decides their own escalation';
  const final = step === 'approve' || step === 'reject';
  if (final && escalation.status === 'intermediate_approved' && escalation.decidedBy === userId)
    return escalation.sameApproverBothSteps ? null : 'You took the first step: another approver takes the final one';
  return null;
}

/** Why a user cannot take a step of an escalation now, or null (the permission is the access rule's, checked before). */
export function stepRefusal(
  step: EscalationStep,
  escalation: EscalationState,
  userId: number,
  shift: ShiftNow,
  now: Date,
): StepRefusal | null {
  const actor = actorRefusal(step, escalation, userId);
  if (actor) return { status: 403, message: actor };
  const state = stateRefusal(step)(escalation);
  if (state) return { status: 409, message: state };
  if (ESCALATION_STEPS[step].by === 'requester') return null;
  const shiftRefusal = shiftDecisionRefusal(shift, now);
  return shiftRefusal ? { status: 409, message: shiftRefusal } : null;
}

/** Why an escalation cannot be raised on a shift now, or null: the shift must still be open and one must not be undecided. */
export function raiseRefusal(shift: ShiftNow & { rateEscalationStatus: string }, now: Date): string | null {
  if ((UNDECIDED as string[]).includes(shift.rateEscalationStatus))
    return 'This shift already has an escalation waiting for a decision';
  return shiftDecisionRefusal(shift, now);
}

/** The checklist items (ids) an escalation must tick and did not: every active item of the trust. */
export const untickedItems = (activeItems: { id: number; name: string }[], ticked: readonly number[]) =>
  activeItems.filter((item) => !ticked.includes(item.id));
