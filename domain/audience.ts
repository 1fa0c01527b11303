/** Who a role is, for rules the spec states by role rather than by permission ("ADMIN only", "non-admin roles"). */
import { isSuperAdmin, type ActingRole } from './access';

export type Audience = 'superAdmin' | 'admin' | 'manager' | 'staff';

export function audienceOf(role: Pick<ActingRole, 'roleLevel' | 'roleType'>): Audience {
  if (isSuperAdmin(role)) return 'superAdmin';
  if (role.roleLevel === 'ADMIN') return 'admin';
  if (role.roleLevel === 'MANAGER') return 'manager';
  return 'staff';
}
