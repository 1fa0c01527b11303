/**
 * What a role may give (spec 6, issue 12): the permissions of a trust role and the roles people hold. The role editor
 * and the server's checks both ask these rules.
 *
 * - Nobody grants a permission their acting role does not hold (nor a lesser one it carries: domain/access.ts); the
 *   super admin grants any. A permission already on the role may stay, or be taken away, whoever edits it.
 * - A permission needs the trust feature that gates what it does: one the role's trust lacks cannot be granted (it is
 *   shown, and would do nothing there).
 * - A person may be given only a role whose every permission the giver could grant: giving someone a role is granting
 *   what it holds.
 * - Nobody edits the role they are acting under (they would be changing their own powers).
 * - Nobody creates, changes, gives or takes a role more powerful than their own: one of a higher level (the super
 *   admin above a trust admin above the managers: a manager may not make a TRUST-ADMIN-typed role, even of
 *   permissions they hold), or one holding a permission they could not grant. One rule for a trust role and for a
 *   membership of it (roleGiftRefusal).
 * - A trust always keeps an active admin who can mend its roles: an active TRUST-ADMIN membership of an active role
 *   holding MANAGE_ROLES (server/services/trust/userRolesService.ts activeAdmins).
 */
import { grantablePermissions, isSuperAdmin, type AccessRule, type ActingRole } from './access';
import type { Feature } from './features';
import { PERMISSIONS, type Permission, type PermissionGroup } from './permissions';
import { levelOfRoleType, type RoleLevel, type RoleType } from './roles';

/** The trust feature each gated permission needs: without it, what the permission allows does not exist in the trust. */
export const PERMISSION_FEATURES: Partial<Record<Permission, Feature>> = {
  POST_A_SHIFT: 'Post a shift and post similar',
  DRAFT_A_SHIFT: 'Post a shift and post similar',
  VIEW_MODAL_SHIFTS: 'Model Shifts',
  MANAGE_MODAL_SHIFTS: 'Model Shifts',
  FIND_STAFF_USERS: 'Find a Staff',
  ESCALATE_RATE_FOR_A_SHIFT: 'Rate Escalation',
  RATE_ESCALATION_INTERMEDIATE_APPROVAL: 'Rate Escalation',
  RATE_ESCALATION_APPROVAL: 'Rate Escalation',
  VIEW_RATE_ESCALATED_SHIFTS: 'Rate Escalation',
  VIEW_FEEDBACKS: 'Feedback',
  VIEW_MANAGER_REPORTS: 'Reports',
  VIEW_CHART_REPORTS: 'Reports',
  VIEW_CAMPAIGNS: 'Campaigns',
  MANAGE_CAMPAIGNS: 'Campaigns',
  EXPORT_CAMPAIGNS: 'Campaigns',
  VIEW_INCENTIVES: 'Ad hoc Enhancements and rewards',
  MANAGE_INCENTIVES: 'Ad hoc Enhancements and rewards',
};

/** Who reads roles and permissions (the catalogue, a person's permissions): those who read or manage roles. */
export const ROLES_READ: AccessRule = { anyOf: ['VIEW_MASTER_ROLES', 'MANAGE_ROLES'] };

/** Who gives people roles and takes them away. */
export const ROLES_GIVE: AccessRule = { anyOf: ['MANAGE_ROLES'] };

export const featureOf = (permission: string): Feature | undefined => PERMISSION_FEATURES[permission as Permission];

/** One permission of the catalogue as the role editor shows it (get-all-permissions). */
export interface CataloguePermission {
  value: Permission;
  group: PermissionGroup;
  label: string;
  /** The trust feature it needs, if any. */
  feature: Feature | null;
}

export const PERMISSION_CATALOGUE: CataloguePermission[] = PERMISSIONS.map((p) => ({
  ...p,
  feature: featureOf(p.value) ?? null,
}));

/** Permissions (or entries about them) by the catalogue's groups, in its order: how the console lists them. */
export function inGroups<T extends { group: PermissionGroup }>(items: readonly T[]): [PermissionGroup, T[]][] {
  return [...new Set(items.map((i) => i.group))].map((group) => [group, items.filter((i) => i.group === group)]);
}

/** Each feature with the permissions it gates (get-all-feature-permissions). */
export const FEATURE_PERMISSIONS: { feature: Feature; permissions: Permission[] }[] = [
  ...new Set(Object.values(PERMISSION_FEATURES)),
].map((feature) => ({
  feature,
  permissions: PERMISSION_CATALOGUE.filter((p) => p.feature === feature).map((p) => p.value),
}));

/** A refusal of a grant: the status it answers with, the field, and what is missing. */
export interface GrantRefusal {
  status: 400 | 403;
  field: string;
  message: string;
  missingPermissions?: string[];
  missingFeatures?: string[];
}

/** Why `granter` may not grant this one permission now, or null. `trustFeatures`: the role's trust's features. */
export function permissionRefusal(
  granter: ActingRole,
  permission: string,
  trustFeatures: readonly string[],
): 'notHeld' | 'featureMissing' | null {
  const feature = featureOf(permission);
  if (feature && !trustFeatures.includes(feature)) return 'featureMissing';
  return grantablePermissions(granter).has(permission) ? null : 'notHeld';
}

/** The permissions `after` holds that `before` did not. */
export const newlyGranted = (before: readonly string[], after: readonly string[]) =>
  [...new Set(after)].filter((p) => !before.includes(p));

/**
 * Whether `granter` may change a trust role's permissions from `before` to `after`: only the newly granted ones are
 * asked about. Permissions not held: 403 naming them (missingPermissions); features missing: 400 naming them.
 */
export function grantRefusal(
  granter: ActingRole,
  before: readonly string[],
  after: readonly string[],
  trustFeatures: readonly string[],
): GrantRefusal | null {
  const refused = newlyGranted(before, after).map((p) => [p, permissionRefusal(granter, p, trustFeatures)] as const);
  const notHeld = refused.filter(([, why]) => why === 'notHeld').map(([p]) => p);
  if (notHeld.length) {
    return {
      status: 403,
      field: 'permissions',
      message: 'You cannot grant permissions your role does not hold',
      missingPermissions: notHeld,
    };
  }
  const gated = refused.filter(([, why]) => why === 'featureMissing').map(([p]) => p);
  if (gated.length) {
    const features = [...new Set(gated.map((p) => featureOf(p)!))];
    return {
      status: 400,
      field: 'permissions',
      message: `${gated.join(', ')} ${gated.length === 1 ? 'needs' : 'need'} the feature ${features.map((f) => `'${f}'`).join(', ')}, which this trust does not have`,
      missingFeatures: features,
    };
  }
  return null;
}

/** Taking a role away for good (its history kept) or deactivating it (reactivated at will). */
export type RoleTaking = 'take away' | 'deactivate';
/** What is done to a trust role itself. */
export type RoleEditing = 'create' | 'change' | 'remove';

/** How far down a level is: the super admin's (null) first. */
const LEVEL_RANK: Record<Exclude<RoleLevel, null>, number> = { ADMIN: 1, MANAGER: 2, NURSE: 3 };
const rankOf = (level: RoleLevel) => (level === null ? 0 : LEVEL_RANK[level]);

/** Whether a role type's level is above the acting role's own. */
export const aboveLevelOf = (acting: Pick<ActingRole, 'roleLevel'>, roleType: RoleType) =>
  rankOf(levelOfRoleType(roleType)) < rankOf(acting.roleLevel);

/** A role as the giving of it is judged. */
export interface GivenRole {
  roleType: RoleType;
  permissions: readonly string[];
  trustId: number;
}

/**
 * Whether `giver` may give a person `role` (or take it, or create, change or remove the trust role): within the
 * giver's trust (a super admin: any), never a SUPER-ADMIN type, never a type above the giver's level, and only a role
 * whose every permission the giver could grant (403 naming the rest).
 */
export function roleGiftRefusal(
  giver: ActingRole,
  role: GivenRole,
  verb: 'give' | RoleTaking | RoleEditing = 'give',
  field = verb === 'give' ? 'trustRoleId' : 'id',
): GrantRefusal | null {
  if (role.roleType === 'SUPER-ADMIN')
    return { status: 403, field, message: 'Only super admins hold the super admin role', missingPermissions: [] };
  if (isSuperAdmin(giver)) return null;
  if (giver.trustId !== role.trustId)
    return { status: 403, field, message: `You can only ${verb} roles of your own trust`, missingPermissions: [] };
  const grantable = grantablePermissions(giver);
  const missing = role.permissions.filter((p) => !grantable.has(p));
  if (missing.length)
    return {
      status: 403,
      field,
      message: `You cannot ${verb} a role holding permissions your role does not hold`,
      missingPermissions: missing,
    };
  if (aboveLevelOf(giver, role.roleType))
    return { status: 403, field, message: `You cannot ${verb} a role above your own level`, missingPermissions: [] };
  return null;
}

/** Nobody edits the role they act under (the trust role behind their acting role). */
export const editsOwnRole = (role: Pick<ActingRole, 'trustRoleId'>, trustRoleId: number) =>
  role.trustRoleId != null && role.trustRoleId === trustRoleId;

export const OWN_ROLE_MESSAGE = 'You cannot change the role you are acting under: ask another administrator';

/** A role a person holds, as their permissions page weighs it. */
export interface HeldTrustRole {
  role: string;
  permissions: readonly string[];
  /** It acts: the membership and the trust role active, approved and not taken away. */
  isActive: boolean;
}

/** A person's effective permissions: each permission of an active role they hold, with the roles it comes from. */
export function permissionSources(roles: readonly HeldTrustRole[]): { value: Permission; from: string[] }[] {
  return PERMISSION_CATALOGUE.flatMap(({ value }) => {
    const from = roles.filter((r) => r.isActive && r.permissions.includes(value)).map((r) => r.role);
    return from.length ? [{ value, from }] : [];
  });
}

/**
 * Why `taker` may not take a role away from someone, or null: taking is judged as giving (roleGiftRefusal), never the
 * membership the taker acts under, never a NURSE role (the staff list's delete does that), and never a trust's last
 * active admin (`activeAdmins`: the trust's active TRUST-ADMIN memberships, this one included).
 */
export function roleTakingRefusal(
  taker: ActingRole,
  held: GivenRole & { membershipId: number; isActive: boolean },
  activeAdmins: number,
  verb: RoleTaking = 'take away',
): GrantRefusal | null {
  if (held.membershipId === taker.roleId)
    return {
      status: 403,
      field: 'id',
      message: `You cannot ${verb} the role you are acting under`,
      missingPermissions: [],
    };
  if (held.roleType === 'NURSE')
    return { status: 400, field: 'id', message: 'A nurse leaves the bank from the staff list, not here' };
  const gift = roleGiftRefusal(taker, held, verb);
  if (gift) return gift;
  if (held.roleType === 'TRUST-ADMIN' && held.isActive && activeAdmins <= 1) {
    return {
      status: 400,
      field: 'id',
      message: "This is the trust's last active admin: give the role to someone else first",
    };
  }
  return null;
}
