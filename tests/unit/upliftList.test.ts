import { describe, expect, it } from 'vitest';
import {
  decisionOf,
  fillRate,
  fillRisk,
  inUpliftList,
  suggestUplift,
  upliftViewsOf,
  urgency,
} from '../../domain/upliftList';

const NOW = new Date('2026-11-26T12:00:00Z');
const LATER = '2026-11-28T07:30:00Z';
const role = (...permissions: string[]) => ({ permissions });
const shift = (
  rateEscalationStatus: string,
  applications: { active: boolean; status: string }[] = [],
  overrides = {},
) => ({
  status: 'APPROVED',
  startsAt: LATER,
  rateEscalationStatus,
  applications,
  ...overrides,
});
const applied = [{ active: true, status: 'applied' }];

describe('the uplift list data views (spec 6)', () => {
  it('adds operational manager data for the first two permissions, rate manager data for the next two, else shift manager data', () => {
    expect(upliftViewsOf(['RATE_ESCALATION_INTERMEDIATE_APPROVAL'])).toEqual(['operationalManager']);
    expect(upliftViewsOf(['VIEW_NON_PARTICIPANTS_SHIFTS'])).toEqual(['operationalManager']);
    expect(upliftViewsOf(['RATE_ESCALATION_APPROVAL'])).toEqual(['rateManager']);
    expect(upliftViewsOf(['VIEW_RATE_ESCALATED_SHIFTS'])).toEqual(['rateManager']);
    expect(upliftViewsOf(['RATE_ESCALATION_INTERMEDIATE_APPROVAL', 'RATE_ESCALATION_APPROVAL'])).toEqual([
      'operationalManager',
      'rateManager',
    ]);
    expect(upliftViewsOf(['ESCALATE_RATE_FOR_A_SHIFT'])).toEqual(['shiftManager']);
  });

  it('lists published shifts that have not started only', () => {
    const shiftManager = role('ESCALATE_RATE_FOR_A_SHIFT');
    expect(inUpliftList(shiftManager, shift('noUplift'), NOW)).toBe(true);
    expect(inUpliftList(shiftManager, shift('noUplift', [], { status: 'DRAFT' }), NOW)).toBe(false);
    expect(inUpliftList(shiftManager, shift('noUplift', [], { startsAt: NOW.toISOString() }), NOW)).toBe(false);
    // A shift starting within the current minute is as good as started.
    const in30s = new Date(NOW.getTime() + 30_000).toISOString();
    expect(inUpliftList(shiftManager, shift('noUplift', [], { startsAt: in30s }), new Date(NOW.getTime() + 1))).toBe(
      false,
    );
    expect(
      inUpliftList(
        shiftManager,
        shift('noUplift', [], { startsAt: new Date(NOW.getTime() + 61_000).toISOString() }),
        new Date(NOW.getTime() + 1),
      ),
    ).toBe(true);
  });

  it('gives an operational manager the first step of the chain and the shifts without participants', () => {
    const ops = role('RATE_ESCALATION_INTERMEDIATE_APPROVAL');
    expect(inUpliftList(ops, shift('pending', applied), NOW)).toBe(true);
    expect(inUpliftList(ops, shift('intermediate_rejected', applied), NOW)).toBe(true);
    expect(inUpliftList(ops, shift('noUplift'), NOW)).toBe(true);
    expect(inUpliftList(ops, shift('noUplift', applied), NOW)).toBe(false);
    expect(inUpliftList(ops, shift('approved', applied), NOW)).toBe(false);
  });

  it('gives a rate manager every escalated shift, and VIEW_RATE_ESCALATED_SHIFTS alone only those awaiting the final step unattended', () => {
    const approver = role('RATE_ESCALATION_APPROVAL');
    expect(inUpliftList(approver, shift('approved', applied), NOW)).toBe(true);
    expect(inUpliftList(approver, shift('noUplift'), NOW)).toBe(false);
    const viewer = role('VIEW_RATE_ESCALATED_SHIFTS');
    expect(inUpliftList(viewer, shift('intermediate_approved'), NOW)).toBe(true);
    expect(inUpliftList(viewer, shift('intermediate_approved', [{ active: true, status: 'rejected' }]), NOW)).toBe(
      true,
    );
    expect(inUpliftList(viewer, shift('intermediate_approved', applied), NOW)).toBe(false);
    expect(inUpliftList(viewer, shift('approved'), NOW)).toBe(false);
    expect(
      inUpliftList(role('VIEW_RATE_ESCALATED_SHIFTS', 'RATE_ESCALATION_APPROVAL'), shift('approved', applied), NOW),
    ).toBe(true);
  });
});

describe('the decision a row takes', () => {
  const escalation = (status: 'pending' | 'intermediate_approved', needsIntermediateApproval: boolean) => ({
    status,
    needsIntermediateApproval,
    requestedBy: 7,
  });
  it('is the first step for an intermediate approver, the final one for an approver, never the requester', () => {
    const both = role('RATE_ESCALATION_INTERMEDIATE_APPROVAL', 'RATE_ESCALATION_APPROVAL');
    expect(decisionOf(escalation('pending', true), both, 1, 'approve')).toBe('intermediateApprove');
    expect(decisionOf(escalation('pending', true), both, 1, 'reject')).toBe('intermediateReject');
    expect(decisionOf(escalation('intermediate_approved', true), both, 1, 'approve')).toBe('approve');
    expect(decisionOf(escalation('pending', false), both, 1, 'reject')).toBe('reject');
    expect(decisionOf(escalation('pending', true), role('RATE_ESCALATION_APPROVAL'), 1, 'approve')).toBeNull();
    expect(
      decisionOf(
        escalation('intermediate_approved', true),
        role('RATE_ESCALATION_INTERMEDIATE_APPROVAL'),
        1,
        'approve',
      ),
    ).toBeNull();
    expect(decisionOf(escalation('pending', true), both, 7, 'approve')).toBeNull();
  });
});

describe('the suggested uplift', () => {
  const thresholds = { 1: 0.3, 2: 0.5, 3: 0.7 } as const;
  const soon = { hoursToStart: 12, openPlaces: 2, vacancies: 2, currentRate: 20 };

  it('reads a fill rate with no history as a coin toss, and time pressure over the last two weeks', () => {
    expect(fillRate(undefined)).toBe(0.5);
    expect(fillRate({ posted: 8, filled: 8 })).toBe(0.9);
    expect(urgency(14 * 24)).toBe(0);
    expect(urgency(0)).toBe(1);
    expect(urgency(7 * 24)).toBe(0.5);
  });

  it('weighs the miss rate by time pressure and the share of places still open', () => {
    expect(fillRisk({ hoursToStart: 0, openPlaces: 2, vacancies: 2 }, { posted: 8, filled: 0 })).toBe(0.9);
    expect(fillRisk({ hoursToStart: 7 * 24, openPlaces: 1, vacancies: 2 }, { posted: 8, filled: 0 })).toBe(0.23);
    expect(fillRisk({ hoursToStart: 0, openPlaces: 0, vacancies: 2 }, undefined)).toBe(0);
  });

  it('suggests nothing within the threshold, else the lowest tier that brings the risk within its own', () => {
    // The department fills tier 1 shifts well: no uplift.
    expect(suggestUplift({ ...soon, tier: 1 }, { 1: { posted: 10, filled: 9 } }, thresholds)).toBeNull();
    // It misses at tier 1, fills at tier 2: tier 2, 5 % of £20.
    expect(
      suggestUplift({ ...soon, tier: 1 }, { 1: { posted: 10, filled: 2 }, 2: { posted: 10, filled: 7 } }, thresholds),
    ).toEqual({ tier: 2, perHour: 1 });
    // It misses at every tier: the top one, 10 %.
    expect(
      suggestUplift(
        { ...soon, tier: 1 },
        { 1: { posted: 10, filled: 0 }, 2: { posted: 10, filled: 0 }, 3: { posted: 10, filled: 0 } },
        thresholds,
      ),
    ).toEqual({ tier: 3, perHour: 2 });
    // Already at the top tier and over its threshold: 5 % more.
    expect(suggestUplift({ ...soon, tier: 3 }, { 3: { posted: 10, filled: 0 } }, thresholds)).toEqual({
      tier: 3,
      perHour: 1,
    });
    // A tier without a threshold suggests nothing.
    expect(suggestUplift({ ...soon, tier: 1 }, {}, {})).toBeNull();
  });
});
