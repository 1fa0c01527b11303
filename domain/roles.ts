/** Role types, levels and the choice of a user's default role (spec sections 3 and 6). */

export const ROLE_TYPES = [
  'SUPER-ADMIN',
  'TRUST-ADMIN',
  'BANK-OFFICER-MANAGER',
  'OPERATIONAL-MANAGER',
  'SHIFT-MANAGER',
  'RATE-MANAGER',
  'NURSE',
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
/** Each role type in words, where a role's own name is not at hand. */
export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  'SUPER-ADMIN': 'Super Admin',
  'TRUST-ADMIN': 'Trust Admin',
  'BANK-OFFICER-MANAGER': 'Bank Officer Manager',
  'OPERATIONAL-MANAGER': 'Operational Manager',
  'SHIFT-MANAGER': 'Shift Manager',
  'RATE-MANAGER': 'Rate Manager',
  NURSE: 'Nurse',
};

/** Older lower-case role names still found in data from earlier systems. */
export const LEGACY_ROLE_NAMES: Record<string, RoleType> = {
  nurse: 'NURSE',
  'shift-manager': 'SHIFT-MANAGER',
  'bank-officer-manager': 'BANK-OFFICER-MANAGER',
  'operational-manager': 'OPERATIONAL-MANAGER',
  admin: 'TRUST-ADMIN',
  'rate-manager': 'RATE-MANAGER',
};

export function normaliseRoleType(name: string): RoleType | undefined {
  if ((ROLE_TYPES as readonly string[]).includes(name)) return name as RoleType;
  return Object.hasOwn(LEGACY_ROLE_NAMES, name) ? LEGACY_ROLE_NAMES[name] : undefined;
}

/** The older names of the given types: a role type field's aliases (API input reads 'shift-manager' as SHIFT-MANAGER). */
export const legacyNamesOf = (types: readonly RoleType[]): Record<string, RoleType> =>
  Object.fromEntries(Object.entries(LEGACY_ROLE_NAMES).filter(([, type]) => types.includes(type)));

/** null is the super admin's level; ADMIN is shown as 'Trust Admin'. */
export type RoleLevel = null | 'ADMIN' | 'MANAGER' | 'NURSE';
export const ROLE_LEVEL_LABELS: Record<Exclude<RoleLevel, null>, string> = {
  ADMIN: 'Trust Admin',
  MANAGER: 'Manager',
  NURSE: 'Staff',
};

export function levelOfRoleType(type: RoleType): RoleLevel {
  if (type === 'SUPER-ADMIN') return null;
  if (type === 'TRUST-ADMIN') return 'ADMIN';
  if (type === 'NURSE') return 'NURSE';
  return 'MANAGER';
}

/** One entry of the account's newUserRoles (spec 3). */
export interface UserRole {
  roleId: number;
  roleType: RoleType;
  trustId: number | null;
  careLocationId: number | null;
  isActive: boolean;
  role: { id: number; name: string; isDefault: boolean; roleLevel: RoleLevel }[];
}

/** A role as people read it: its own name, else its type's. */
export const roleNameOf = (r: Pick<UserRole, 'role' | 'roleType'>) => r.role[0]?.name ?? ROLE_TYPE_LABELS[r.roleType];

export const levelOf = (r: Pick<UserRole, 'role'>): RoleLevel => r.role[0]?.roleLevel ?? null;
export const isNurseRole = (r: Pick<UserRole, 'roleType'>) => r.roleType === 'NURSE';

/** Roles the console may act under: every role but NURSE, one per roleId. */
export function consoleRoles<R extends UserRole>(roles: R[]): R[] {
  const seen = new Set<number>();
  return roles.filter((r) => !isNurseRole(r) && !seen.has(r.roleId) && seen.add(r.roleId));
}

const LEVEL_ORDER: RoleLevel[] = [null, 'ADMIN', 'MANAGER'];

/**
 * The default role, chosen by level in the order super admin, admin, manager; NURSE roles are
 * ignored (spec 6). Active roles win over inactive ones. (role[0].isDefault marks a trust's built-in
 * role as opposed to a custom one; it does not pick the default.)
 */
export function defaultRole<R extends UserRole>(roles: R[]): R | undefined {
  const candidates = consoleRoles(roles);
  const rank = (r: R) => (r.isActive ? 0 : 10) + LEVEL_ORDER.indexOf(levelOf(r));
  return [...candidates].sort((a, b) => rank(a) - rank(b))[0];
}
