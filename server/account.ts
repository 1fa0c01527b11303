/** The Account of spec 3, built from the principal: what sign-in answers and GET /account returns. */
import type { Account } from '../domain/account';
import { isSuperAdmin } from '../domain/access';
import { consoleRoles, defaultRole, type UserRole } from '../domain/roles';
import type { Application, Principal } from './declarations';

export async function buildAccount(app: Pick<Application, 'get'>, p: Principal): Promise<Account> {
  const db = app.get('database').knex;
  const newUserRoles = p.roles.map((r) => ({
    roleId: r.roleId,
    roleType: r.roleType,
    trustId: r.trustId,
    careLocationId: r.careLocationId,
    isActive: r.isActive,
    trustName: r.trustName,
    careLocationName: r.careLocationName,
    role: [{ id: r.trustRoleId ?? 0, name: r.roleName, isDefault: r.isDefault, roleLevel: r.roleLevel }],
  })) satisfies (UserRole & Record<string, unknown>)[];
  const managing = consoleRoles(newUserRoles);
  // Spec 6: admins see all institutions; others only their own.
  const institutions = p.roles.some((r) => r.isActive && isSuperAdmin(r))
    ? await db('trusts').select('id', 'name').orderBy('name')
    : [
        ...new Map(
          managing
            .filter((r) => r.trustId !== null)
            .map((r) => [r.trustId, { id: r.trustId!, name: r.trustName ?? '' }]),
        ).values(),
      ];
  const pending = await db('email_change_requests')
    .where({ userId: p.id, status: 'PENDING' })
    .where('expiresAt', '>', new Date())
    .orderBy('id', 'desc')
    .first('email');
  return {
    id: p.id,
    firstname: p.firstname,
    lastname: p.lastname,
    imageUrl: app.get('files').urlOf(p.imageUrl),
    notDisturbDate: p.notDisturbDate ? new Date(p.notDisturbDate).toISOString() : null,
    email: p.email,
    isVerified: p.isVerified,
    pendingEmail: pending?.email ?? null,
    newUserRoles,
    rolePermissions: p.roles.flatMap((r) =>
      r.permissions.map((value) => ({ roleId: r.roleId, permission: { value } })),
    ),
    roleFeatures: p.roles.map((r) => ({ roleId: r.roleId, features: [...r.features] })),
    managerDefaultInstitutionId: defaultRole(newUserRoles)?.trustId ?? null,
    managerInstitutions: institutions,
    approvals: p.roles
      .filter((r) => r.trustId !== null)
      .map((r) => ({ institutionId: r.trustId!, role: r.roleType, status: r.approvalStatus })),
  };
}
