/** A trust's own details (/trustDetails, spec 2.2, 2.4): who reads and edits them, and what only a super admin changes. */
import { isSuperAdmin, type AccessRule, type ActingRole } from './access';

export const TRUST_DETAILS_READ: AccessRule = { anyOf: ['VIEW_TRUST_DETAILS'] };
export const TRUST_DETAILS_EDIT: AccessRule = { anyOf: ['EDIT_TRUST_DETAILS'] };

/** Whether a trust is live (its staff see it) or a training trust: the super admin's to change, never its admins'. */
export const SUPER_ADMIN_TRUST_FIELDS = ['isLive', 'isTrainingTrust'] as const;

/** Why `role` may not make this change of a trust, or null. */
export function trustChangeRefusal(
  role: ActingRole,
  row: Record<string, unknown>,
  previous?: Record<string, unknown>,
): string | null {
  if (isSuperAdmin(role) || !previous) return null;
  return SUPER_ADMIN_TRUST_FIELDS.some((f) => row[f] !== previous[f])
    ? 'Only a super admin makes a trust live or a training trust'
    : null;
}
