/** The demo accounts' roles as ActingRoles, built from the seed's own data. */
import type { ActingRole } from '../../domain/access';
import { effectivePermissions } from '../../domain/access';
import { levelOfRoleType, type RoleType } from '../../domain/roles';
import { DEFAULT_ROLE_PERMISSIONS } from '../../domain/defaultRoles';
import { DEMO_TRUST_FEATURES } from '../../server/db/demoRoles';

const NORTHFIELD = 1;
const SOUTHGATE = 2;

function demoRole(
  roleType: RoleType,
  trust: 'Northfield' | 'Southgate' | null,
  careLocationId: number | null = null,
): ActingRole {
  const role: ActingRole = {
    roleId: 1,
    roleType,
    roleLevel: levelOfRoleType(roleType),
    trustId: trust === 'Northfield' ? NORTHFIELD : trust === 'Southgate' ? SOUTHGATE : null,
    careLocationId,
    isActive: true,
    permissions: roleType === 'SUPER-ADMIN' ? [] : DEFAULT_ROLE_PERMISSIONS[roleType],
    features: trust ? DEMO_TRUST_FEATURES[trust] : [],
  };
  return { ...role, permissions: effectivePermissions(role) };
}

export const DEMO_ROLES = {
  superadmin: demoRole('SUPER-ADMIN', null),
  trustadmin: demoRole('TRUST-ADMIN', 'Northfield'),
  bankofficer: demoRole('BANK-OFFICER-MANAGER', 'Northfield'),
  opsmanager: demoRole('OPERATIONAL-MANAGER', 'Northfield'),
  shiftmanager: demoRole('SHIFT-MANAGER', 'Northfield', 1),
  ratemanager: demoRole('RATE-MANAGER', 'Northfield'),
  'multirole as admin': demoRole('TRUST-ADMIN', 'Northfield'),
  'multirole as shift manager': demoRole('SHIFT-MANAGER', 'Northfield'),
  southadmin: demoRole('TRUST-ADMIN', 'Southgate'),
  nurse: demoRole('NURSE', 'Northfield'),
};
