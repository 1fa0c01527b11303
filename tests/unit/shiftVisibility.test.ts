import { describe, expect, it } from 'vitest';
import type { ActingRole } from '../../domain/access';
import { seesShift, seesShiftRecord, type ShiftSeen } from '../../domain/shiftVisibility';

const role = (
  roleLevel: ActingRole['roleLevel'],
  permissions: string[] = [],
  roleType: ActingRole['roleType'] = 'SHIFT-MANAGER',
): ActingRole => ({
  roleId: 1,
  roleType,
  roleLevel,
  trustId: 1,
  careLocationId: null,
  isActive: true,
  permissions,
  features: [],
});
const shift = (given: Partial<ShiftSeen>): ShiftSeen => ({
  status: 'APPROVED',
  progress: 'vacant',
  rateEscalationStatus: null,
  applications: [],
  ...given,
});
const NURSE = 7;

describe('who sees a shift (spec 6), as live events check it', () => {
  it('shows a nurse the published shifts to fill and those they applied for, never a draft or a cancelled one', () => {
    const nurse = role('NURSE', [], 'NURSE');
    expect(seesShift(nurse, NURSE, shift({}))).toBe(true);
    expect(seesShift(nurse, NURSE, shift({ progress: 'booked' }))).toBe(false);
    expect(
      seesShift(
        nurse,
        NURSE,
        shift({ progress: 'booked', applications: [{ userId: NURSE, active: false, status: 'withdrawn' }] }),
      ),
    ).toBe(true);
    expect(seesShift(nurse, NURSE, shift({ status: 'DRAFT' }))).toBe(false);
    expect(
      seesShift(
        nurse,
        NURSE,
        shift({ status: 'CANCELLED', applications: [{ userId: NURSE, active: true, status: 'confirmed' }] }),
      ),
    ).toBe(false);
  });

  it("shows a manager the union of their shift-list permissions' views", () => {
    const booked = shift({ progress: 'booked', applications: [{ userId: 3, active: true, status: 'confirmed' }] });
    const refused = shift({ applications: [{ userId: 3, active: true, status: 'rejected' }] });
    expect(seesShift(role('MANAGER', ['VIEW_UNFILLED_SHIFTS']), 1, shift({ status: 'CANCELLED' }))).toBe(true);
    expect(seesShift(role('MANAGER', ['VIEW_UNFILLED_SHIFTS']), 1, shift({ status: 'DRAFT' }))).toBe(false);
    expect(seesShift(role('MANAGER', ['VIEW_DRAFTED_SHIFTS']), 1, shift({ status: 'DRAFT' }))).toBe(true);
    expect(seesShift(role('MANAGER', ['VIEW_NON_PARTICIPANTS_SHIFTS']), 1, refused)).toBe(true);
    expect(seesShift(role('MANAGER', ['VIEW_NON_PARTICIPANTS_SHIFTS']), 1, booked)).toBe(false);
    expect(
      seesShift(
        role('MANAGER', ['VIEW_RATE_ESCALATED_SHIFTS']),
        1,
        shift({ rateEscalationStatus: 'intermediate_approved' }),
      ),
    ).toBe(true);
    expect(
      seesShift(role('MANAGER', ['VIEW_RATE_ESCALATED_SHIFTS']), 1, shift({ rateEscalationStatus: 'pending' })),
    ).toBe(false);
    expect(seesShift(role('MANAGER', []), 1, shift({}))).toBe(false);
    expect(seesShift(role('ADMIN', [], 'TRUST-ADMIN'), 1, shift({ status: 'DRAFT' }))).toBe(true);
  });

  it('shows VIEW_RATE_ESCALATED_SHIFTS, in the words of spec 6, a shift with no application or an active refused one', () => {
    const escalated = (applications: { userId: number; active: boolean; status: string }[]) =>
      seesShift(
        role('MANAGER', ['VIEW_RATE_ESCALATED_SHIFTS']),
        1,
        shift({ rateEscalationStatus: 'intermediate_approved', applications }),
      );
    const confirmed = { userId: 3, active: true, status: 'confirmed' };
    expect(escalated([confirmed, { userId: 4, active: true, status: 'rejected' }])).toBe(true);
    expect(escalated([{ userId: 4, active: true, status: 'skipped' }])).toBe(true);
    expect(escalated([{ userId: 4, active: false, status: 'withdrawn' }])).toBe(false);
    expect(escalated([confirmed])).toBe(false);
  });

  it('shows a nurse only their own applications and time, others those of the shifts they see', () => {
    const seen = shift({ applications: [{ userId: 3, active: true, status: 'applied' }] });
    expect(seesShiftRecord(role('NURSE', [], 'NURSE'), NURSE, { userId: 3 }, seen)).toBe(false);
    expect(seesShiftRecord(role('NURSE', [], 'NURSE'), 3, { userId: 3 }, seen)).toBe(true);
    expect(seesShiftRecord(role('MANAGER', ['VIEW_UNFILLED_SHIFTS']), 1, { userId: 3 }, seen)).toBe(true);
    expect(seesShiftRecord(role('MANAGER', ['VIEW_DRAFTED_SHIFTS']), 1, { userId: 3 }, seen)).toBe(false);
  });
});
