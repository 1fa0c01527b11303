/**
 * Which shifts a role sees beyond tenancy (spec 6), as a check of one shift: the rule live events obey. Reads put
 * the same rule in SQL (server/services/jobs/visibility.ts restrictShifts); tests/api/eventVisibility.test.ts holds
 * the two to the same answer for every demo role on shifts of every state.
 * - The super admin and a trust's admins see every shift of their scope.
 * - A nurse sees the published shifts still to fill, and every shift they applied for (whatever became of it).
 * - A manager sees the union of what their shift-list permissions show: VIEW_UNFILLED_SHIFTS the published and
 *   cancelled shifts, VIEW_DRAFTED_SHIFTS the drafts, VIEW_NON_PARTICIPANTS_SHIFTS the published shifts without a
 *   participant, VIEW_RATE_ESCALATED_SHIFTS the shifts whose uplift awaits its final approval, with no application or
 *   a refused one (domain/shifts.ts hasNoApplicationsOrARefusedOne).
 */
import { isSuperAdmin, type ActingRole } from './access';
import { hasNoParticipants, isRateEscalatedShift } from './shifts';

/** What the rule reads of a shift: its own fields and its applications. */
export interface ShiftSeen {
  status: string;
  progress: string;
  rateEscalationStatus?: string | null;
  applications: { userId: number; active: boolean; status: string }[];
}

export function seesShift(role: ActingRole, userId: number, shift: ShiftSeen): boolean {
  if (isSuperAdmin(role) || role.roleLevel === 'ADMIN') return true;
  if (role.roleLevel === 'NURSE') {
    return (
      shift.status === 'APPROVED' &&
      (shift.progress === 'vacant' || shift.applications.some((a) => a.userId === userId))
    );
  }
  const holds = (permission: string) => role.permissions.includes(permission);
  const unattended = () => hasNoParticipants(shift.applications);
  return (
    (holds('VIEW_UNFILLED_SHIFTS') && (shift.status === 'APPROVED' || shift.status === 'CANCELLED')) ||
    (holds('VIEW_DRAFTED_SHIFTS') && shift.status === 'DRAFT') ||
    (holds('VIEW_NON_PARTICIPANTS_SHIFTS') && shift.status === 'APPROVED' && unattended()) ||
    (holds('VIEW_RATE_ESCALATED_SHIFTS') && isRateEscalatedShift(shift))
  );
}

/**
 * Who sees an application or a worked-time record (rows that hang off a shift): a nurse their own only, anyone
 * else those of the shifts they see.
 */
export function seesShiftRecord(
  role: ActingRole,
  userId: number,
  record: { userId: number },
  shift: ShiftSeen,
): boolean {
  if (role.roleLevel === 'NURSE') return record.userId === userId;
  return seesShift(role, userId, shift);
}
