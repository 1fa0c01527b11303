import { describe, expect, it } from 'vitest';
import {
  decisionRefusal,
  expiryOnSendingRefusal,
  expiryRefusal,
  membershipAfter,
  rightToWorkState,
  warningDay,
} from '../../domain/rightToWork';
import { approvalRefusal, incompleteProfileMessage, missingProfileFields } from '../../domain/staff';
import { monthsUpTo } from '../../domain/staffProfile';

describe('right-to-work decisions', () => {
  it('are taken once', () => {
    expect(decisionRefusal({ status: 'pending' })).toBeNull();
    for (const status of ['approved', 'declined', 'banned'])
      expect(decisionRefusal({ status })).toMatch(`already ${status}`);
  });

  it('carry to the membership where they can', () => {
    expect(membershipAfter('approve', 'pending')).toBe('approved');
    expect(membershipAfter('approve', 'declined')).toBe('approved');
    expect(membershipAfter('approve', 'banned')).toBe('banned');
    expect(membershipAfter('decline', 'pending')).toBe('declined');
    // An approved nurse's new evidence declined: they stay approved (their permission in force decides).
    expect(membershipAfter('decline', 'approved')).toBe('approved');
    for (const member of ['pending', 'approved', 'declined', 'banned'] as const)
      expect(membershipAfter('ban', member)).toBe('banned');
  });

  it('come before approving a membership', () => {
    const member = { approvalStatus: 'pending' as const, deletedAt: null };
    expect(approvalRefusal('approve', { ...member, rightToWorkApproved: false })).toMatch(
      /right to work is not checked/,
    );
    expect(approvalRefusal('approve', { ...member, rightToWorkApproved: true })).toBeNull();
    expect(approvalRefusal('decline', { ...member, rightToWorkApproved: false })).toBeNull();
  });
});

describe('the expiry rule', () => {
  it('states a permission as of a day: none, unlimited, valid, expiring within 30 days, expired', () => {
    expect(rightToWorkState(undefined, '2026-11-26')).toBe('none');
    expect(rightToWorkState(null, '2026-11-26')).toBe('unlimited');
    expect(rightToWorkState('2026-12-27', '2026-11-26')).toBe('valid');
    expect(rightToWorkState('2026-12-26', '2026-11-26')).toBe('expiring');
    expect(rightToWorkState('2026-11-26', '2026-11-26')).toBe('expiring');
    expect(rightToWorkState('2026-11-25', '2026-11-26')).toBe('expired');
    expect(warningDay('2026-12-26')).toBe('2026-11-26');
  });

  it('refuses work on a day after the permission ends, not on its last day, nor without an end', () => {
    expect(expiryRefusal('2026-12-01', '2026-12-01', 'nurse')).toBeNull();
    expect(expiryRefusal(null, '2030-01-01', 'nurse')).toBeNull();
    expect(expiryRefusal(undefined, '2030-01-01', 'nurse')).toBeNull();
    expect(expiryRefusal('2026-12-01', '2026-12-02', 'nurse')).toBe(
      'Your permission to work in the UK ended on Tue 1 Dec 2026: send new right-to-work evidence to the bank office',
    );
    expect(expiryRefusal('2026-12-01', '2026-12-02', 'manager')).toBe(
      "This nurse's permission to work in the UK ended on Tue 1 Dec 2026: they need new right-to-work evidence approved",
    );
  });

  it('refuses evidence whose permission ended already', () => {
    expect(expiryOnSendingRefusal('2026-11-25', '2026-11-26')).toMatch(/ended already/);
    expect(expiryOnSendingRefusal('2026-11-26', '2026-11-26')).toBeNull();
    expect(expiryOnSendingRefusal(null, '2026-11-26')).toBeNull();
  });
});

describe("a staff member's months", () => {
  it('are the 12 months up to today, oldest first, across a year end', () => {
    const months = monthsUpTo('2026-11-26');
    expect(months).toHaveLength(12);
    expect([months[0], months[1], months[11]]).toEqual(['2025-12', '2026-01', '2026-11']);
    expect(monthsUpTo('2027-01-31', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('the staff profile review', () => {
  it('names the required fields a profile lacks, in the order required', () => {
    const profile = {
      phoneNumber: '07700 900123',
      staffNumber: '',
      jobTitleTypeId: 3,
      bandTypeId: null,
      hasContractedHours: false,
    };
    expect(
      missingProfileFields(profile, [
        'bandTypeId',
        'phoneNumber',
        'staffNumber',
        'hasContractedHours',
        'jobTitleTypeId',
      ]),
    ).toEqual(['bandTypeId', 'staffNumber', 'hasContractedHours']);
    expect(missingProfileFields(profile, [])).toEqual([]);
    expect(incompleteProfileMessage(['staffNumber', 'hasContractedHours'])).toBe(
      'Their profile is not complete: fill in staff number, contracted hours before approving them',
    );
  });
});
