import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../domain/account';
import {
  APPROVAL_STEPS,
  approvalRefusal,
  deleteRefusal,
  inactiveRoleMessage,
  memberRefusal,
  restoreRefusal,
  type ApprovalStep,
  type MemberStanding,
} from '../../domain/staff';
import { erasureRefusal, scrubChanges } from '../../domain/erasure';
import { endorsementRefusal, selfDecisionRefusal } from '../../domain/endorsement';
import { endorsedSkill } from '../../domain/skills';

const member = (approvalStatus: ApprovalStatus, deletedAt: string | null = null) => ({ approvalStatus, deletedAt });

describe('the approval state machine', () => {
  it('allows exactly these steps', () => {
    const allowed = (Object.keys(APPROVAL_STEPS) as ApprovalStep[]).flatMap((step) =>
      APPROVAL_STATUSES.filter((from) => approvalRefusal(step, member(from)) === null).map(
        (from) => `${from} -${step}-> ${APPROVAL_STEPS[step].to}`,
      ),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending -approve-> approved',
        'declined -approve-> approved',
        'pending -decline-> declined',
        'pending -ban-> banned',
        'approved -ban-> banned',
        'declined -ban-> banned',
        'banned -liftBan-> pending',
      ].sort(),
    );
  });

  it('says why a step is refused, and refuses every step of a deleted member', () => {
    expect(approvalRefusal('approve', member('approved'))).toBe('This staff member is already approved');
    expect(approvalRefusal('decline', member('approved'))).toBe(
      'A staff member who is approved cannot be made declined',
    );
    expect(approvalRefusal('approve', member('pending', '2026-11-01T00:00:00Z'))).toBe(
      'This staff member is deleted: restore them first',
    );
    expect(deleteRefusal(member('approved'))).toBeNull();
    expect(deleteRefusal(member('approved', '2026-11-01T00:00:00Z'))).toMatch(/already deleted/);
    expect(restoreRefusal(member('approved'))).toMatch(/not deleted/);
  });

  it('asks a reason to decline, ban and lift a ban, not to approve', () => {
    expect(Object.fromEntries(Object.entries(APPROVAL_STEPS).map(([k, v]) => [k, v.reason]))).toEqual({
      approve: false,
      decline: true,
      ban: true,
      liftBan: true,
    });
  });
});

describe("a nurse's standing at a trust", () => {
  const ok: MemberStanding = {
    approvalStatus: 'approved',
    deletedAt: null,
    isVerified: true,
    isActive: true,
    careLocationId: null,
  };

  it('says which refusals are of a nurse who could not work there at all', () => {
    expect(memberRefusal(undefined, 7, 'manager')?.wrongNurse).toBe(true);
    expect(memberRefusal({ ...ok, careLocationId: 8 }, 7, 'manager')?.wrongNurse).toBe(true);
    expect(memberRefusal({ ...ok, approvalStatus: 'banned' }, 7, 'manager')?.wrongNurse).toBe(false);
  });

  it('lets an approved, verified, active member work anywhere their role covers', () => {
    expect(memberRefusal(ok, 7, 'nurse')).toBeNull();
    expect(memberRefusal({ ...ok, careLocationId: 7 }, 7, 'manager')).toBeNull();
  });

  it('refuses, in this order: not a member, unverified, deleted, not approved, inactive, another care location', () => {
    expect(memberRefusal(undefined, 7, 'nurse')?.message).toBe('You are not a nurse of this trust');
    expect(memberRefusal(undefined, 7, 'manager')?.message).toBe('This person is not a nurse of this trust');
    expect(memberRefusal({ ...ok, isVerified: false, approvalStatus: 'pending' }, 7, 'manager')?.message).toBe(
      'This nurse has not verified their email address yet',
    );
    expect(memberRefusal({ ...ok, deletedAt: '2026-11-01', approvalStatus: 'banned' }, 7, 'nurse')?.message).toBe(
      "You are no longer on this trust's bank",
    );
    expect(memberRefusal({ ...ok, approvalStatus: 'pending', isActive: false }, 7, 'nurse')?.message).toBe(
      "Your application to join this trust's bank is waiting for approval",
    );
    expect(memberRefusal({ ...ok, approvalStatus: 'declined' }, 7, 'manager')?.message).toBe(
      "This nurse's application to join this trust's bank was declined",
    );
    expect(memberRefusal({ ...ok, approvalStatus: 'banned' }, 7, 'manager')?.message).toBe(
      "This nurse is banned from this trust's bank",
    );
    expect(memberRefusal({ ...ok, isActive: false, careLocationId: 8 }, 7, 'nurse')?.message).toBe(
      'Your account at this trust is not active',
    );
    expect(memberRefusal({ ...ok, careLocationId: 8 }, 7, 'nurse')?.message).toBe(
      'You work at another care location of this trust',
    );
    expect(memberRefusal({ ...ok, careLocationId: 8 }, 7, 'manager')?.message).toBe(
      'This nurse works at another care location of this trust',
    );
  });

  it('tells a role that may not act why', () => {
    expect(inactiveRoleMessage({ approvalStatus: 'approved', deleted: false })).toBe('Your permissions are revoked');
    expect(inactiveRoleMessage({ approvalStatus: 'pending', deleted: false })).toBe(
      "Your application to join this trust's bank is waiting for approval",
    );
    expect(inactiveRoleMessage({ approvalStatus: 'approved', deleted: true })).toBe(
      "You are no longer on this trust's bank",
    );
  });
});

describe('endorsement', () => {
  it('is decided once, never by its requester nor by a nurse it names', () => {
    expect(endorsementRefusal({ status: 'pending' })).toBeNull();
    expect(endorsementRefusal({ status: 'approved' })).toBe('This endorsement request is already approved');
    const request = { requestedBy: 4 };
    expect(selfDecisionRefusal(request, [7, 8], 5)).toBeNull();
    expect(selfDecisionRefusal(request, [7, 8], 4)).toMatch(/their own endorsement request/);
    expect(selfDecisionRefusal(request, [7, 8], 8)).toMatch(/their own skills/);
  });

  it('records a skill newly acquired, changes the level of one held, and approves one declared at the same level', () => {
    expect(endorsedSkill(undefined, 'solo')).toEqual({
      level: 'solo',
      approvalStatus: 'approved',
      source: 'job',
      changeOrigin: 'acquiredByStaff',
      previousLevel: null,
    });
    expect(endorsedSkill({ level: 'direct-supervision', approvalStatus: 'approved' }, 'solo')).toEqual({
      level: 'solo',
      approvalStatus: 'approved',
      source: 'job',
      changeOrigin: 'levelChange',
      previousLevel: 'direct-supervision',
    });
    expect(endorsedSkill({ level: 'solo', approvalStatus: 'pending' }, 'solo')).toEqual({ approvalStatus: 'approved' });
    expect(endorsedSkill({ level: 'solo', approvalStatus: 'approved' }, 'solo')).toBeNull();
  });
});

describe('erasure on request', () => {
  const standing = { erased: false, otherTrusts: [], upcomingBookings: 0 };
  it('is refused once erased, on another trust’s bank (but for the super admin), and while booked', () => {
    expect(erasureRefusal(standing, false)).toBeNull();
    expect(erasureRefusal({ ...standing, erased: true }, true)).toBe('This person is already erased');
    expect(erasureRefusal({ ...standing, otherTrusts: ['Southgate NHS Trust'] }, false)).toMatch(
      /also on Southgate NHS Trust: ask the super admin/,
    );
    expect(erasureRefusal({ ...standing, otherTrusts: ['Southgate NHS Trust'] }, true)).toBeNull();
    expect(erasureRefusal({ ...standing, upcomingBookings: 2 }, true)).toBe(
      'This nurse is booked on 2 shifts still to work: release them first',
    );
  });

  it('blanks the personal values of an audit entry and keeps the rest', () => {
    expect(
      scrubChanges({
        before: { email: 'a@b.test', approvalStatus: 'pending', phoneNumber: null },
        after: { email: 'c@d.test', approvalStatus: 'approved' },
      }),
    ).toEqual({
      before: { email: 'erased', approvalStatus: 'pending', phoneNumber: null },
      after: { email: 'erased', approvalStatus: 'approved' },
    });
    expect(scrubChanges({})).toEqual({});
  });
});
