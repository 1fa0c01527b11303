/** The signed-in account (spec 3) and how the acting role is derived from it. */
import type { ActingRole } from './access';
import { isNurseRole, levelOf, type UserRole } from './roles';

/**
 * A user's approval in a trust (spec 4): pending until an admin decides, then approved or declined; banned by an
 * admin later. Only an approved role acts: the others are inactive, whatever their trust role says.
 */
export const APPROVAL_STATUSES = ['declined', 'banned', 'pending', 'approved'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  declined: 'Declined',
  banned: 'Banned',
  pending: 'Pending',
  approved: 'Approved',
};

export interface Account {
  id: number;
  firstname: string;
  lastname: string;
  imageUrl: string | null;
  notDisturbDate: string | null;
  email: string;
  /** Whether the email address is verified: a nurse who signed up follows the emailed link first. */
  isVerified: boolean;
  /** A new email address waiting for its verification link to be followed, or null. */
  pendingEmail: string | null;
  newUserRoles: (UserRole & { trustName: string | null; careLocationName: string | null })[];
  rolePermissions: { roleId: number; permission: { value: string } }[];
  /** Enabled features of each role's trust, by role id. */
  roleFeatures: { roleId: number; features: string[] }[];
  managerDefaultInstitutionId: number | null;
  managerInstitutions: { id: number; name: string }[];
  approvals: { institutionId: number; role: string; status: ApprovalStatus }[];
}

/** A person as the console names them: first name and last name. */
export const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

/** The acting role for a role id of the account, with its permissions and trust features. */
export function actingRoleOf(account: Account, roleId: number): ActingRole | undefined {
  const r = account.newUserRoles.find((x) => x.roleId === roleId);
  if (!r) return undefined;
  return {
    roleId: r.roleId,
    roleType: r.roleType,
    roleLevel: levelOf(r),
    trustId: r.trustId,
    careLocationId: r.careLocationId,
    trustRoleId: r.role[0]?.id || null,
    isActive: r.isActive,
    permissions: account.rolePermissions.filter((p) => p.roleId === roleId).map((p) => p.permission.value),
    features: account.roleFeatures.find((f) => f.roleId === roleId)?.features ?? [],
  };
}

/**
 * Why an account holding no role of the console is refused at sign-in (spec 4: it is logged out), as the key of the
 * message it reads: nurses, applicants included, use the Bankshift app and never this console (issue 52, item 18).
 */
export function noConsoleRoleReason(account: { isVerified: boolean; newUserRoles: Pick<UserRole, 'roleType'>[] }) {
  if (!account.newUserRoles.some(isNurseRole)) return 'no_role';
  return account.isVerified ? 'nurse_app' : 'nurse_unverified';
}
