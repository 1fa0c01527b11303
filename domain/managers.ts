/**
 * A trust's managers (issue 12; spec 2.3 /managers/list, spec 6): who may invite whom, what becomes of an invitation,
 * and who may deactivate, reactivate or send a password reset to a manager. Shared by the API (services/trust/) and
 * the console (customRoutes/managers/).
 */
import { isSuperAdmin, type AccessRule, type ActingRole } from './access';
import { roleGiftRefusal, roleTakingRefusal, type GivenRole, type GrantRefusal } from './granting';
import { levelOfRoleType, ROLE_TYPES, type RoleLevel } from './roles';

/** Who sees the managers and their invitations, and who invites, deactivates and resets passwords. */
export const MANAGERS_READ: AccessRule = { anyOf: ['VIEW_INVITED_MANAGERS', 'INVITE_MANAGERS'] };
export const MANAGERS_MANAGE: AccessRule = { anyOf: ['INVITE_MANAGERS'] };

/** An invitation's link works this long, once (resending gives a new link and a new week). */
export const INVITATION_DAYS = 7;

/** PENDING until accepted or withdrawn; EXPIRED is a PENDING one past its expiry (computed when read). */
export const INVITATION_STATUSES = ['PENDING', 'EXPIRED', 'ACCEPTED', 'WITHDRAWN'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A manager's membership of a trust: acting, or deactivated (kept, and reactivated at will). */
export const MANAGER_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;

/** The role types a trust's managers and admins hold: every type but the nurse's and the super admin's. */
export const MANAGER_ROLE_TYPES = ROLE_TYPES.filter((t) => t !== 'NURSE' && t !== 'SUPER-ADMIN');

/** The levels of trust role a role may invite someone to (spec 6: a trust admin creates MANAGER-level roles only). */
export const invitableLevels = (inviter: ActingRole): Exclude<RoleLevel, null>[] =>
  isSuperAdmin(inviter) ? ['ADMIN', 'MANAGER'] : ['MANAGER'];

/** A trust role as an invitation to it is judged. */
export interface InvitedRole extends GivenRole {
  role: string;
  isActive: boolean;
}

/**
 * Why `inviter` may not invite someone to `role` (at `careLocationId`), or null: an active ADMIN- or MANAGER-level role
 * the inviter could give (domain/granting.ts), an ADMIN-level one only by the super admin, and a shift manager at a
 * care location (they post and confirm that location's shifts).
 */
export function invitationRefusal(
  inviter: ActingRole,
  role: InvitedRole,
  careLocationId: number | null,
): GrantRefusal | null {
  const level = levelOfRoleType(role.roleType);
  if (level === 'NURSE')
    return {
      status: 400,
      field: 'trustRoleId',
      message: 'Nurses join the bank by signing up, and are approved on the staff list',
    };
  if (level === 'ADMIN' && !isSuperAdmin(inviter)) {
    return {
      status: 403,
      field: 'trustRoleId',
      message: "Only a super admin invites a trust's admins",
      missingPermissions: [],
    };
  }
  if (!role.isActive)
    return { status: 400, field: 'trustRoleId', message: `${role.role} is not active: activate it first` };
  if (role.roleType === 'SHIFT-MANAGER' && careLocationId == null) {
    return { status: 400, field: 'careLocationId', message: 'A shift manager works at one care location: choose it' };
  }
  return roleGiftRefusal(inviter, role);
}

/** Why an invitation cannot be resent or withdrawn now, or null. */
export function invitationChangeRefusal(invitation: { status: InvitationStatus }): string | null {
  if (invitation.status === 'ACCEPTED') return 'This invitation was accepted';
  if (invitation.status === 'WITHDRAWN') return 'This invitation was withdrawn: invite them again instead';
  return null;
}

/** The address of the invitation's page (spec 2.4: /ManagerVerifyEmail/{token}/{firstname}/{lastname}/{email}). */
export function invitationPath(token: string, invitee: { firstname: string; lastname: string; email: string }): string {
  return ['/ManagerVerifyEmail', token, invitee.firstname, invitee.lastname, invitee.email]
    .map((part, i) => (i ? encodeURIComponent(part) : part))
    .join('/');
}

/** A manager's membership as its deactivation is judged. */
export interface ManagerMembership extends GivenRole {
  /** The membership (user_roles) id. */
  id: number;
  userId: number;
  isActive: boolean;
}

/**
 * Why `actor` (signed in as `actorUserId`) may not deactivate `held`, or null: never themselves, never a role they
 * could not give (a trust admin deactivates managers, the super admin admins too), never a trust's last active admin.
 * `activeAdmins` counts the trust's active TRUST-ADMIN memberships, this one included.
 */
export function deactivationRefusal(
  actor: ActingRole,
  actorUserId: number,
  held: ManagerMembership,
  activeAdmins: number,
): GrantRefusal | null {
  if (held.userId === actorUserId)
    return {
      status: 403,
      field: 'id',
      message: 'You cannot deactivate yourself: ask another administrator',
      missingPermissions: [],
    };
  if (levelOfRoleType(held.roleType) === 'ADMIN' && !isSuperAdmin(actor)) {
    return {
      status: 403,
      field: 'id',
      message: "Only a super admin deactivates a trust's admins",
      missingPermissions: [],
    };
  }
  return roleTakingRefusal(actor, { ...held, membershipId: held.id }, activeAdmins, 'deactivate');
}

/** Why `actor` may not reactivate `held`, or null: judged as giving the role again. */
export function reactivationRefusal(actor: ActingRole, held: ManagerMembership): GrantRefusal | null {
  if (levelOfRoleType(held.roleType) === 'ADMIN' && !isSuperAdmin(actor)) {
    return {
      status: 403,
      field: 'id',
      message: "Only a super admin reactivates a trust's admins",
      missingPermissions: [],
    };
  }
  return roleGiftRefusal(actor, held, 'give', 'id');
}

/**
 * Why `actor` may not send `userId` a password reset link (reset-password-by-admins), or null: never themselves (their
 * account settings change their password), only someone holding a MANAGER-level role of the actor's trust (the super
 * admin: an ADMIN- or MANAGER-level role of any trust). The person gets a link; nobody else sees a password.
 */
export function passwordResetRefusal(
  actor: ActingRole,
  actorUserId: number,
  userId: number,
  held: readonly Pick<GivenRole, 'roleType' | 'trustId'>[],
): GrantRefusal | null {
  if (userId === actorUserId)
    return { status: 400, field: 'userId', message: 'Change your own password in your account settings' };
  const levels = invitableLevels(actor);
  const managed = held.some(
    (m) =>
      (levels as RoleLevel[]).includes(levelOfRoleType(m.roleType)) &&
      (isSuperAdmin(actor) || m.trustId === actor.trustId),
  );
  return managed
    ? null
    : {
        status: 400,
        field: 'userId',
        message: `no manager with id ${userId} ${isSuperAdmin(actor) ? 'in any trust' : 'in your trust'}`,
      };
}
