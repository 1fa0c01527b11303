import { describe, expect, it } from 'vitest';
import {
  approvalStage,
  ESCALATION_STEPS,
  type EscalationStatus,
  type EscalationStep,
  nextDecisionBy,
  raiseRefusal,
  stepAccess,
  stepRefusal,
  stepsFrom,
  untickedItems,
} from '../../domain/rateEscalations';

const now = new Date('2026-11-26T10:00:00Z');
const open = { status: 'APPROVED', vacancies: 2, confirmedCount: 1, startsAt: '2026-11-27T08:00:00Z' };
const REQUESTER = 7;
const OTHER = 8;
const escalation = (status: EscalationStatus, needsIntermediateApproval = true) => ({
  status,
  needsIntermediateApproval,
  requestedBy: REQUESTER,
});
const allowed = (step: EscalationStep, status: EscalationStatus, needs = true, user = OTHER) =>
  stepRefusal(step, escalation(status, needs), user, open, now) === null;

describe('the approval chain (spec 4)', () => {
  it('goes pending -> intermediate -> final for a tier that needs the first step', () => {
    expect(allowed('intermediateApprove', 'pending')).toBe(true);
    expect(allowed('intermediateReject', 'pending')).toBe(true);
    expect(allowed('approve', 'pending')).toBe(false);
    expect(stepRefusal('approve', escalation('pending'), OTHER, open, now)).toEqual({
      status: 409,
      message: 'This escalation needs its first approval before the final decision',
    });
    expect(allowed('approve', 'intermediate_approved')).toBe(true);
    expect(allowed('reject', 'intermediate_approved')).toBe(true);
    expect(allowed('approve', 'intermediate_rejected')).toBe(false);
    expect(ESCALATION_STEPS.intermediateApprove.to).toBe('intermediate_approved');
  });

  it('goes straight from pending to the final decision for a tier that does not', () => {
    expect(allowed('approve', 'pending', false)).toBe(true);
    expect(allowed('reject', 'pending', false)).toBe(true);
    expect(stepRefusal('intermediateApprove', escalation('pending', false), OTHER, open, now)?.message).toBe(
      'This tier has no first step: the escalation goes straight to its final decision',
    );
    expect(stepsFrom('approve', false)).toEqual(['pending']);
  });

  it('ends at approved, rejected, intermediate_rejected and cancelled', () => {
    for (const status of ['approved', 'rejected', 'intermediate_rejected', 'cancelled'] as const) {
      for (const step of Object.keys(ESCALATION_STEPS) as EscalationStep[]) {
        const user = step === 'cancel' ? REQUESTER : OTHER;
        expect(stepRefusal(step, escalation(status), user, open, now)?.status, `${step} from ${status}`).toBe(409);
      }
    }
    expect(stepRefusal('reject', escalation('approved'), OTHER, open, now)?.message).toBe(
      'This escalation is approved',
    );
  });

  it('lets nobody decide their own escalation, and only its requester cancel it while undecided', () => {
    expect(stepRefusal('approve', escalation('intermediate_approved'), REQUESTER, open, now)).toEqual({
      status: 403,
      message: 'Nobody decides their own escalation',
    });
    expect(stepRefusal('cancel', escalation('pending'), OTHER, open, now)?.status).toBe(403);
    expect(allowed('cancel', 'pending', true, REQUESTER)).toBe(true);
    expect(allowed('cancel', 'intermediate_approved', true, REQUESTER)).toBe(true);
  });

  it("leaves the final decision to another approver than the first step's, unless the tier lets one take both", () => {
    const firstBy = { ...escalation('intermediate_approved'), decidedBy: OTHER };
    for (const step of ['approve', 'reject'] as const) {
      expect(stepRefusal(step, firstBy, OTHER, open, now)).toEqual({
        status: 403,
        message: 'You took the first step: another approver takes the final one',
      });
      expect(stepRefusal(step, firstBy, 9, open, now)).toBeNull();
      expect(stepRefusal(step, { ...firstBy, sameApproverBothSteps: true }, OTHER, open, now)).toBeNull();
      // A tier without the first step: the one decision is anyone's but the requester's.
      expect(stepRefusal(step, { ...escalation('pending', false), decidedBy: OTHER }, OTHER, open, now)).toBeNull();
    }
  });

  it('refuses a decision on a cancelled, filled or started shift, though its requester may still cancel', () => {
    const decide = (shift: typeof open) =>
      stepRefusal('approve', escalation('intermediate_approved'), OTHER, shift, now)?.message;
    expect(decide({ ...open, status: 'CANCELLED' })).toBe('The shift is cancelled: its rate is no longer decided');
    expect(decide({ ...open, confirmedCount: 2 })).toBe('The shift is filled: its rate is no longer decided');
    expect(decide({ ...open, startsAt: '2026-11-26T10:00:00Z' })).toBe(
      'The shift has started: its rate is no longer decided',
    );
    expect(stepRefusal('cancel', escalation('pending'), REQUESTER, { ...open, status: 'CANCELLED' }, now)).toBeNull();
  });

  it('takes one escalation at a time on a shift, and only while it is open', () => {
    expect(raiseRefusal({ ...open, rateEscalationStatus: 'noUplift' }, now)).toBeNull();
    expect(raiseRefusal({ ...open, rateEscalationStatus: 'rejected' }, now)).toBeNull();
    expect(raiseRefusal({ ...open, rateEscalationStatus: 'pending' }, now)).toBe(
      'This shift already has an escalation waiting for a decision',
    );
    expect(raiseRefusal({ ...open, rateEscalationStatus: 'approved', confirmedCount: 2 }, now)).toMatch(/filled/);
  });

  it('names the permission of each step, and the unticked checklist items', () => {
    expect(stepAccess('intermediateReject')).toEqual({
      anyOf: ['RATE_ESCALATION_INTERMEDIATE_APPROVAL'],
      feature: 'Rate Escalation',
    });
    expect(stepAccess('approve').anyOf).toEqual(['RATE_ESCALATION_APPROVAL']);
    expect(stepAccess('cancel').anyOf).toEqual(['ESCALATE_RATE_FOR_A_SHIFT']);
    const items = [
      { id: 1, name: 'Agency asked' },
      { id: 2, name: 'Staff asked' },
    ];
    expect(untickedItems(items, [2])).toEqual([{ id: 1, name: 'Agency asked' }]);
    expect(untickedItems(items, [1, 2])).toEqual([]);
  });
});

describe('the next decision', () => {
  it('waits for the first step on a two-step tier, the final one after it or on a one-step tier, nobody once decided', () => {
    expect(nextDecisionBy('pending', true)).toBe('RATE_ESCALATION_INTERMEDIATE_APPROVAL');
    expect(nextDecisionBy('pending', false)).toBe('RATE_ESCALATION_APPROVAL');
    expect(nextDecisionBy('intermediate_approved', true)).toBe('RATE_ESCALATION_APPROVAL');
    for (const status of ['intermediate_rejected', 'approved', 'rejected', 'cancelled'] as const)
      expect(nextDecisionBy(status, true)).toBeNull();
  });
});

describe("an escalation's stage in its chain (issue 52.16)", () => {
  it('moves on with each step', () => {
    const two = { needsIntermediateApproval: true };
    expect(
      ['pending', 'intermediate_approved', 'approved', 'intermediate_rejected'].map((status) =>
        approvalStage({ ...two, status }),
      ),
    ).toEqual(['first', 'final', 'decided', 'decided']);
    expect(approvalStage({ needsIntermediateApproval: false, status: 'pending' })).toBe('single');
    expect(approvalStage({ needsIntermediateApproval: false, status: 'rejected' })).toBe('decided');
  });
});
