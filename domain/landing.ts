/** Where a role lands after sign-in or a role switch (spec 4, "Role switch"). */
import { checkAccess, isSuperAdmin, type ActingRole } from './access';
import { SHIFT_VIEW_PERMISSIONS } from './permissions';

export type Landing = { path: string } | { revoked: true };

export function landingFor(role: ActingRole, isDefaultRole: boolean): Landing {
  if (!isDefaultRole) return { path: '/login-default' };
  if (isSuperAdmin(role)) return { path: '/trust-lists' };
  if (role.roleLevel === 'ADMIN') {
    return role.isActive ? { path: `/trust/${role.trustId}/statistics-details` } : { revoked: true };
  }
  if (!role.isActive) return { revoked: true };
  if (checkAccess(role, { anyOf: SHIFT_VIEW_PERMISSIONS }).allowed) return { path: '/jobs/list' };
  if (checkAccess(role, { anyOf: ['APPROVE_ENDORSEMENT_REQUESTS'] }).allowed)
    return { path: '/nurseUsers/approvedUser' };
  return { path: '/login-default' };
}
