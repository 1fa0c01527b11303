/** What a role may grant and give (domain/granting.ts), and how a record's history reads a change (src/generated/history.ts). */
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../domain/features';
import {
  editsOwnRole,
  FEATURE_PERMISSIONS,
  grantRefusal,
  PERMISSION_CATALOGUE,
  permissionRefusal,
  permissionSources,
  roleGiftRefusal,
  roleTakingRefusal,
} from '../../domain/granting';
import { PERMISSION_VALUES } from '../../domain/permissions';
import { trustChangeRefusal } from '../../domain/trustDetails';
import trustRoles from '../../resources/trust-roles';
import { describeChanges } from '../../src/generated/history';
import { DEMO_ROLES } from './demoRoles';

const { superadmin, trustadmin, shiftmanager, southadmin } = DEMO_ROLES;

describe('the permission catalogue', () => {
  it('holds every permission once, each gated by a real feature or none', () => {
    expect(PERMISSION_CATALOGUE.map((p) => p.value)).toEqual(PERMISSION_VALUES);
    for (const p of PERMISSION_CATALOGUE) if (p.feature) expect(FEATURES).toContain(p.feature);
    expect(FEATURE_PERMISSIONS.flatMap((f) => f.permissions).sort()).toEqual(
      PERMISSION_CATALOGUE.filter((p) => p.feature)
        .map((p) => p.value)
        .sort(),
    );
  });
});

describe('granting a permission to a trust role', () => {
  it('needs the granter to hold it (or the lesser power one it holds carries), the super admin aside', () => {
    expect(permissionRefusal(shiftmanager, 'MANAGE_ROLES', FEATURES)).toBe('notHeld');
    expect(permissionRefusal(shiftmanager, 'POST_A_SHIFT', FEATURES)).toBeNull();
    expect(permissionRefusal(shiftmanager, 'DRAFT_A_SHIFT', FEATURES)).toBeNull();
    expect(permissionRefusal(superadmin, 'MANAGE_ROLES', [])).toBeNull();
  });

  it("needs the feature of the role's trust, whoever grants it", () => {
    expect(permissionRefusal(southadmin, 'VIEW_MODAL_SHIFTS', southadmin.features)).toBe('featureMissing');
    expect(permissionRefusal(superadmin, 'VIEW_CAMPAIGNS', southadmin.features)).toBe('featureMissing');
    expect(permissionRefusal(trustadmin, 'VIEW_MODAL_SHIFTS', trustadmin.features)).toBeNull();
  });

  it('asks only about what a change newly grants: kept and removed permissions pass', () => {
    expect(grantRefusal(shiftmanager, ['MANAGE_ROLES', 'VIEW_CHAT'], ['MANAGE_ROLES'], FEATURES)).toBeNull();
    expect(grantRefusal(shiftmanager, [], ['VIEW_CHAT', 'MANAGE_ROLES', 'BLOCK_USERS'], FEATURES)).toEqual({
      status: 403,
      field: 'permissions',
      message: 'You cannot grant permissions your role does not hold',
      missingPermissions: ['MANAGE_ROLES', 'BLOCK_USERS'],
    });
    expect(
      grantRefusal(southadmin, ['VIEW_MODAL_SHIFTS'], ['VIEW_MODAL_SHIFTS', 'EDIT_SHIFTS'], southadmin.features),
    ).toBeNull();
    expect(
      grantRefusal(southadmin, [], ['VIEW_MODAL_SHIFTS', 'VIEW_CAMPAIGNS', 'EDIT_SHIFTS'], southadmin.features),
    ).toMatchObject({
      status: 400,
      message:
        "VIEW_MODAL_SHIFTS, VIEW_CAMPAIGNS need the feature 'Model Shifts', 'Campaigns', which this trust does not have",
      missingFeatures: ['Model Shifts', 'Campaigns'],
    });
  });
});

describe('giving a person a role', () => {
  const role = (permissions: string[], trustId = 1, roleType = 'SHIFT-MANAGER' as const) => ({
    roleType,
    permissions,
    trustId,
  });

  it("is giving what the role holds: only roles of the giver's trust whose every permission the giver could grant", () => {
    expect(roleGiftRefusal(trustadmin, role(['POST_A_SHIFT', 'DRAFT_A_SHIFT']))).toBeNull();
    expect(roleGiftRefusal(shiftmanager, role(['POST_A_SHIFT', 'MANAGE_ROLES']))).toMatchObject({
      status: 403,
      missingPermissions: ['MANAGE_ROLES'],
    });
    expect(roleGiftRefusal(trustadmin, role([], 2))).toMatchObject({
      status: 403,
      message: 'You can only give roles of your own trust',
    });
    expect(roleGiftRefusal(superadmin, role(['MANAGE_ROLES'], 2))).toBeNull();
    expect(roleGiftRefusal(superadmin, { roleType: 'SUPER-ADMIN', permissions: [], trustId: 1 })).toMatchObject({
      status: 403,
    });
  });
});

describe('taking a role away', () => {
  const held = (roleType: 'TRUST-ADMIN' | 'SHIFT-MANAGER' | 'NURSE', permissions: string[] = [], extra = {}) => ({
    roleType,
    permissions,
    trustId: 1,
    membershipId: 50,
    isActive: true,
    ...extra,
  });

  it('is judged as giving it, and never the taker’s own, a nurse’s membership or a trust’s last active admin', () => {
    expect(roleTakingRefusal(trustadmin, held('SHIFT-MANAGER', ['POST_A_SHIFT']), 0)).toBeNull();
    expect(roleTakingRefusal(shiftmanager, held('SHIFT-MANAGER', ['MANAGE_ROLES']), 0)).toMatchObject({
      status: 403,
      message: 'You cannot take away a role holding permissions your role does not hold',
      missingPermissions: ['MANAGE_ROLES'],
    });
    expect(
      roleTakingRefusal(trustadmin, held('SHIFT-MANAGER', [], { membershipId: trustadmin.roleId }), 0),
    ).toMatchObject({ status: 403 });
    expect(roleTakingRefusal(trustadmin, held('NURSE'), 0)).toMatchObject({ status: 400 });
    expect(roleTakingRefusal(superadmin, held('TRUST-ADMIN'), 1)).toMatchObject({
      status: 400,
      message: "This is the trust's last active admin: give the role to someone else first",
    });
    expect(roleTakingRefusal(superadmin, held('TRUST-ADMIN'), 2)).toBeNull();
    // An inactive admin role is no admin to keep.
    expect(roleTakingRefusal(superadmin, held('TRUST-ADMIN', [], { isActive: false }), 1)).toBeNull();
  });
});

describe("a person's effective permissions", () => {
  it('are those of their active roles, each with the roles it comes from, in the catalogue’s order', () => {
    const sources = permissionSources([
      { role: 'Ward Clerk', permissions: ['VIEW_CHAT', 'DRAFT_A_SHIFT'], isActive: true },
      { role: 'Night lead', permissions: ['VIEW_CHAT', 'POST_A_SHIFT'], isActive: true },
      { role: 'Old role', permissions: ['MANAGE_ROLES'], isActive: false },
    ]);
    expect(sources).toEqual([
      { value: 'POST_A_SHIFT', from: ['Night lead'] },
      { value: 'DRAFT_A_SHIFT', from: ['Ward Clerk'] },
      { value: 'VIEW_CHAT', from: ['Ward Clerk', 'Night lead'] },
    ]);
  });
});

describe('the role one acts under', () => {
  it('is the trust role behind the acting role; the super admin acts under none', () => {
    expect(editsOwnRole({ trustRoleId: 7 }, 7)).toBe(true);
    expect(editsOwnRole({ trustRoleId: 7 }, 8)).toBe(false);
    expect(editsOwnRole({ trustRoleId: null }, 7)).toBe(false);
  });
});

describe("a record's history", () => {
  it('reads a list by what was added and taken away, and a value by what it was and became, all in words', () => {
    const changes = {
      before: { permissions: ['POST_A_SHIFT', 'VIEW_BANK_RATES'], isActive: true, description: null, updatedAt: 'x' },
      after: {
        permissions: ['VIEW_BANK_RATES', 'EDIT_SHIFTS'],
        isActive: false,
        description: 'Nights',
        updatedAt: 'y',
      },
    };
    expect(describeChanges(changes, trustRoles.fields)).toEqual([
      'Permissions: + Edit shifts; − Post a shift',
      'Is Active: Yes → No',
      'Description: — → Nights',
    ]);
    expect(describeChanges(null)).toEqual([]);
  });
});

describe("a trust's details", () => {
  it('are its admins to edit, but whether it is live or a training trust is the super admin’s', () => {
    const before = { name: 'Southgate', isLive: true, isTrainingTrust: false };
    expect(trustChangeRefusal(southadmin, { ...before, name: 'Southgate NHS' }, before)).toBeNull();
    expect(trustChangeRefusal(southadmin, { ...before, isLive: false }, before)).toBe(
      'Only a super admin makes a trust live or a training trust',
    );
    expect(trustChangeRefusal(southadmin, { ...before, isTrainingTrust: true }, before)).not.toBeNull();
    expect(trustChangeRefusal(superadmin, { ...before, isLive: false }, before)).toBeNull();
  });
});
