/**
 * A trust's managers (domain/managers.ts): whom a role may invite and to what, what becomes of an invitation, who may
 * deactivate, reactivate and send a password reset; and where an invited person lands once they accept
 * (domain/landing.ts, the role-switch landing rules).
 */
import { describe, expect, it } from 'vitest';
import {
  deactivationRefusal,
  invitableLevels,
  invitationChangeRefusal,
  invitationPath,
  invitationRefusal,
  passwordResetRefusal,
  reactivationRefusal,
  type InvitedRole,
} from '../../domain/managers';
import { landingFor } from '../../domain/landing';
import { levelOfRoleType, type RoleType } from '../../domain/roles';
import { DEFAULT_ROLE_PERMISSIONS } from '../../domain/defaultRoles';
import { DEMO_ROLES } from './demoRoles';

const { superadmin, trustadmin, bankofficer, southadmin } = DEMO_ROLES;
const NORTHFIELD = trustadmin.trustId!;

const builtIn = (roleType: Exclude<RoleType, 'SUPER-ADMIN'>, trustId = NORTHFIELD): InvitedRole => ({
  role: roleType.toLowerCase(),
  roleType,
  permissions: DEFAULT_ROLE_PERMISSIONS[roleType],
  trustId,
  isActive: true,
});

describe('inviting someone to a role', () => {
  it('offers a trust admin MANAGER-level roles only, and the super admin admin roles too (spec 6)', () => {
    expect(invitableLevels(trustadmin)).toEqual(['MANAGER']);
    expect(invitableLevels(superadmin)).toEqual(['ADMIN', 'MANAGER']);
    expect(invitationRefusal(trustadmin, builtIn('TRUST-ADMIN'), null)).toMatchObject({
      status: 403,
      field: 'trustRoleId',
    });
    expect(invitationRefusal(superadmin, builtIn('TRUST-ADMIN'), null)).toBeNull();
    expect(invitationRefusal(trustadmin, builtIn('RATE-MANAGER'), null)).toBeNull();
  });

  it('never invites to a nurse role, an inactive role, or a shift manager without a care location', () => {
    expect(invitationRefusal(superadmin, builtIn('NURSE'), null)).toMatchObject({ status: 400, field: 'trustRoleId' });
    expect(invitationRefusal(trustadmin, { ...builtIn('RATE-MANAGER'), isActive: false }, null)).toMatchObject({
      status: 400,
      message: 'rate-manager is not active: activate it first',
    });
    expect(invitationRefusal(trustadmin, builtIn('SHIFT-MANAGER'), null)).toMatchObject({
      status: 400,
      field: 'careLocationId',
    });
    expect(invitationRefusal(trustadmin, builtIn('SHIFT-MANAGER'), 4)).toBeNull();
  });

  it("judges the invitation as giving the role: the inviter's own trust, and only permissions they could grant", () => {
    expect(invitationRefusal(southadmin, builtIn('RATE-MANAGER'), null)).toMatchObject({
      status: 403,
      message: 'You can only give roles of your own trust',
    });
    const powerful = { ...builtIn('OPERATIONAL-MANAGER'), permissions: ['MANAGE_ROLES'] };
    expect(invitationRefusal(bankofficer, powerful, null)).toMatchObject({
      status: 403,
      missingPermissions: ['MANAGE_ROLES'],
    });
  });

  it('lets an invitation be resent or withdrawn until it is accepted or withdrawn', () => {
    expect(invitationChangeRefusal({ status: 'PENDING' })).toBeNull();
    expect(invitationChangeRefusal({ status: 'EXPIRED' })).toBeNull();
    expect(invitationChangeRefusal({ status: 'ACCEPTED' })).toBe('This invitation was accepted');
    expect(invitationChangeRefusal({ status: 'WITHDRAWN' })).toMatch(/^This invitation was withdrawn/);
  });

  it("links to the spec's page, each part of the address encoded", () => {
    expect(
      invitationPath('tok_EN-1', { firstname: 'Zoë', lastname: "O'Neil Smith", email: 'zoe+bank@example.org' }),
    ).toBe("/ManagerVerifyEmail/tok_EN-1/Zo%C3%AB/O'Neil%20Smith/zoe%2Bbank%40example.org");
  });
});

describe('where an invited person lands once they accept (the role-switch landing rules)', () => {
  const actingAs = (roleType: Exclude<RoleType, 'SUPER-ADMIN'>, permissions = DEFAULT_ROLE_PERMISSIONS[roleType]) =>
    ({
      ...trustadmin,
      roleType,
      roleLevel: levelOfRoleType(roleType),
      permissions,
      trustRoleId: 9,
    }) as typeof trustadmin;
  it("sends an admin to the trust's statistics, a manager who sees shifts to the shift list, and a custom role's holder home", () => {
    expect(landingFor(actingAs('TRUST-ADMIN'), true)).toEqual({ path: `/trust/${NORTHFIELD}/statistics-details` });
    expect(landingFor(actingAs('SHIFT-MANAGER'), true)).toEqual({ path: '/jobs/list' });
    expect(landingFor(actingAs('RATE-MANAGER'), true)).toEqual({ path: '/jobs/list' });
    expect(landingFor(actingAs('BANK-OFFICER-MANAGER', ['APPROVE_ENDORSEMENT_REQUESTS']), true)).toEqual({
      path: '/nurseUsers/approvedUser',
    });
    // A custom role (not built in), such as the demo's Ward Clerk.
    expect(landingFor(actingAs('SHIFT-MANAGER', ['DRAFT_A_SHIFT']), false)).toEqual({ path: '/login-default' });
  });
});

describe("a manager's membership", () => {
  const held = (roleType: Exclude<RoleType, 'SUPER-ADMIN'>, extra = {}) => ({
    ...builtIn(roleType),
    id: 50,
    userId: 7,
    isActive: true,
    ...extra,
  });
  it('is deactivated by whoever could give the role, never by its holder, and an admin only by the super admin', () => {
    expect(deactivationRefusal(trustadmin, 3, held('RATE-MANAGER'), 2)).toBeNull();
    expect(deactivationRefusal(trustadmin, 7, held('RATE-MANAGER'), 2)).toMatchObject({
      status: 403,
      message: 'You cannot deactivate yourself: ask another administrator',
    });
    expect(deactivationRefusal(trustadmin, 3, held('TRUST-ADMIN'), 2)).toMatchObject({ status: 403 });
    expect(deactivationRefusal(superadmin, 3, held('TRUST-ADMIN'), 2)).toBeNull();
    expect(deactivationRefusal(superadmin, 3, held('TRUST-ADMIN'), 1)).toMatchObject({ status: 400 });
    expect(deactivationRefusal(southadmin, 3, held('RATE-MANAGER'), 2)).toMatchObject({
      status: 403,
      message: 'You can only deactivate roles of your own trust',
    });
  });

  it('is reactivated as the role would be given', () => {
    expect(reactivationRefusal(trustadmin, held('SHIFT-MANAGER', { isActive: false }))).toBeNull();
    expect(reactivationRefusal(trustadmin, held('TRUST-ADMIN', { isActive: false }))).toMatchObject({ status: 403 });
    expect(reactivationRefusal(southadmin, held('SHIFT-MANAGER', { isActive: false }))).toMatchObject({
      status: 403,
      field: 'id',
    });
  });
});

describe('a password reset sent by an administrator', () => {
  it("goes to a manager of the sender's trust (the super admin: an admin or manager of any), never to the sender", () => {
    const manager = [{ roleType: 'SHIFT-MANAGER' as const, trustId: NORTHFIELD }];
    expect(passwordResetRefusal(trustadmin, 3, 7, manager)).toBeNull();
    expect(passwordResetRefusal(trustadmin, 7, 7, manager)).toMatchObject({ status: 400, field: 'userId' });
    expect(passwordResetRefusal(southadmin, 3, 7, manager)).toMatchObject({ status: 400 });
    expect(passwordResetRefusal(trustadmin, 3, 7, [{ roleType: 'TRUST-ADMIN', trustId: NORTHFIELD }])).toMatchObject({
      status: 400,
    });
    expect(passwordResetRefusal(trustadmin, 3, 7, [{ roleType: 'NURSE', trustId: NORTHFIELD }])).toMatchObject({
      status: 400,
    });
    expect(passwordResetRefusal(superadmin, 3, 7, [{ roleType: 'TRUST-ADMIN', trustId: 2 }])).toBeNull();
  });
});
