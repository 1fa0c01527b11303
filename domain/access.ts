/**
 * The one access check. The server's hooks, the console's canAccess and its menus all call `checkAccess`.
 */
import type { Feature } from './features';
import type { Permission } from './permissions';
import { PERMISSION_VALUES } from './permissions';
import type { RoleLevel, RoleType } from './roles';

/** The role a request acts under, with what it holds. */
export interface ActingRole {
  roleId: number;
  roleType: RoleType;
  roleLevel: RoleLevel;
  trustId: number | null;
  careLocationId: number | null;
  /** The trust role behind it (none for the super admin): nobody edits the role they act under (domain/granting.ts). */
  trustRoleId?: number | null;
  /** The trust a super admin's request is narrowed to: x-institutionid, sent from the legacy /old pages (spec 7). */
  institutionId?: number;
  isActive: boolean;
  permissions: readonly string[];
  features: readonly string[];
}

/** What an action needs. Every part given must hold. */
export interface AccessRule {
  /** Only the super admin. */
  superAdminOnly?: boolean;
  /** The acting role's level must be one of these (the super admin always passes). */
  levels?: Exclude<RoleLevel, null>[];
  /** At least one of these permissions. */
  anyOf?: Permission[];
  /** Every one of these permissions. */
  allOf?: Permission[];
  /** The trust feature that must be enabled. */
  feature?: Feature;
  /** Alternatives: at least one of these rules must hold too (nurses by level, or managers by permission). */
  oneOf?: AccessRule[];
  /**
   * A nurse whose membership awaits approval acts here too, under their NURSE role (it acts nowhere else): sending the
   * right-to-work evidence their approval needs, reading their own.
   */
  applicants?: boolean;
}

export interface AccessDecision {
  allowed: boolean;
  missingPermissions: string[];
  missingFeatures: string[];
  reason?: string;
}

export const isSuperAdmin = (role: Pick<ActingRole, 'roleLevel' | 'roleType'>) =>
  role.roleLevel === null && role.roleType === 'SUPER-ADMIN';

/** Permissions a role effectively holds: the super admin holds every one. */
export function effectivePermissions(role: ActingRole): readonly string[] {
  return isSuperAdmin(role) ? PERMISSION_VALUES : role.permissions;
}

/**
 * Lesser powers a permission carries for granting: a role that may post shifts may let another role draft them
 * (DRAFT_A_SHIFT makes its holder's shifts drafts, so a role that posts does not hold it itself).
 */
const GRANTABLE_WITH: Partial<Record<Permission, Permission>> = { DRAFT_A_SHIFT: 'POST_A_SHIFT' };

/** Permissions a role may grant to trust roles: those it holds, and the lesser ones these carry. */
export function grantablePermissions(role: ActingRole): Set<string> {
  const held = new Set(effectivePermissions(role));
  for (const [lesser, by] of Object.entries(GRANTABLE_WITH)) if (held.has(by)) held.add(lesser);
  return held;
}

export function checkAccess(role: ActingRole | undefined | null, rule: AccessRule): AccessDecision {
  const refuse = (reason: string, missingPermissions: string[] = [], missingFeatures: string[] = []) => ({
    allowed: false,
    reason,
    missingPermissions,
    missingFeatures,
  });
  if (!role) return refuse('No role');
  if (!role.isActive) return refuse('Your permissions are revoked');
  if (isSuperAdmin(role)) return { allowed: true, missingPermissions: [], missingFeatures: [] };
  if (rule.superAdminOnly) return refuse('Only a super admin may do this');
  if (role.roleLevel === null) return refuse('Unknown role level');
  if (rule.levels && !rule.levels.includes(role.roleLevel)) {
    return refuse(`Your role level (${role.roleLevel}) may not do this`);
  }
  const held = new Set(role.permissions);
  const missingAll = (rule.allOf ?? []).filter((p) => !held.has(p));
  const missingAny = rule.anyOf && !rule.anyOf.some((p) => held.has(p)) ? rule.anyOf : [];
  const missingPermissions = [...missingAll, ...missingAny];
  if (missingPermissions.length) return refuse('Missing permissions', missingPermissions);
  if (rule.feature && !role.features.includes(rule.feature)) {
    return refuse(`The feature '${rule.feature}' is not enabled for this trust`, [], [rule.feature]);
  }
  if (rule.oneOf) {
    const decisions = rule.oneOf.map((r) => checkAccess(role, r));
    if (!decisions.some((d) => d.allowed)) {
      // The alternative that names what is missing is the one to report.
      return decisions.find((d) => d.missingPermissions.length || d.missingFeatures.length) ?? decisions[0];
    }
  }
  return { allowed: true, missingPermissions: [], missingFeatures: [] };
}

export const can = (role: ActingRole | undefined | null, rule: AccessRule) => checkAccess(role, rule).allowed;
