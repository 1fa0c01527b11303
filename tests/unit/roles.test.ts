import { describe, expect, it } from 'vitest';
import { noConsoleRoleReason } from '../../domain/account';
import { consoleRoles, defaultRole, levelOfRoleType, normaliseRoleType, type UserRole } from '../../domain/roles';
import type { ActingRole } from '../../domain/access';
import { rowInTenancy, tenancyConditions, type Tenancy } from '../../domain/tenancy';

const ur = (roleId: number, roleType: UserRole['roleType'], isActive = true): UserRole => ({
  roleId,
  roleType,
  trustId: roleType === 'SUPER-ADMIN' ? null : 1,
  careLocationId: null,
  isActive,
  role: [{ id: roleId, name: roleType, isDefault: true, roleLevel: levelOfRoleType(roleType) }],
});

describe('roles', () => {
  it('maps the older lower-case names', () => {
    expect(normaliseRoleType('admin')).toBe('TRUST-ADMIN');
    expect(normaliseRoleType('shift-manager')).toBe('SHIFT-MANAGER');
    expect(normaliseRoleType('RATE-MANAGER')).toBe('RATE-MANAGER');
    expect(normaliseRoleType('janitor')).toBeUndefined();
  });

  it('gives each role type its level', () => {
    expect(levelOfRoleType('SUPER-ADMIN')).toBeNull();
    expect(levelOfRoleType('TRUST-ADMIN')).toBe('ADMIN');
    expect(levelOfRoleType('BANK-OFFICER-MANAGER')).toBe('MANAGER');
    expect(levelOfRoleType('NURSE')).toBe('NURSE');
  });

  it('excludes NURSE roles and repeats from the console roles', () => {
    expect(
      consoleRoles([ur(1, 'NURSE'), ur(2, 'SHIFT-MANAGER'), ur(2, 'SHIFT-MANAGER'), ur(3, 'TRUST-ADMIN')]).map(
        (r) => r.roleId,
      ),
    ).toEqual([2, 3]);
  });

  it('picks the default role in the order super admin, admin, manager, ignoring nurses', () => {
    expect(defaultRole([ur(1, 'SHIFT-MANAGER'), ur(2, 'TRUST-ADMIN')])?.roleId).toBe(2);
    expect(defaultRole([ur(1, 'TRUST-ADMIN'), ur(2, 'SUPER-ADMIN')])?.roleId).toBe(2);
    expect(defaultRole([ur(1, 'NURSE'), ur(2, 'RATE-MANAGER')])?.roleId).toBe(2);
    expect(defaultRole([ur(1, 'NURSE')])).toBeUndefined();
  });

  it('prefers an active role to an inactive one of a higher level', () => {
    expect(defaultRole([ur(1, 'TRUST-ADMIN', false), ur(2, 'SHIFT-MANAGER')])?.roleId).toBe(2);
  });

  it('tells an account with no console role why: a nurse uses the app, once their email is verified', () => {
    expect(noConsoleRoleReason({ isVerified: true, newUserRoles: [] })).toBe('no_role');
    expect(noConsoleRoleReason({ isVerified: true, newUserRoles: [ur(1, 'NURSE')] })).toBe('nurse_app');
    expect(noConsoleRoleReason({ isVerified: false, newUserRoles: [ur(1, 'NURSE', false)] })).toBe('nurse_unverified');
  });
});

describe('tenancy', () => {
  const role = (over: Partial<ActingRole>): ActingRole => ({
    roleId: 1,
    roleType: 'TRUST-ADMIN',
    roleLevel: 'ADMIN',
    trustId: 1,
    careLocationId: null,
    isActive: true,
    permissions: [],
    features: [],
    ...over,
  });
  const superAdmin = role({ roleType: 'SUPER-ADMIN', roleLevel: null, trustId: null });
  const trust1 = role({});
  const ward7 = role({ roleType: 'SHIFT-MANAGER', roleLevel: 'MANAGER', careLocationId: 7 });
  const byWard: Tenancy = { trust: 'trustId', careLocation: 'careLocationId' };
  const shared: Tenancy = { trust: 'trustId', sharedWhenNull: true };

  it('lets the super admin see every row', () => {
    expect(tenancyConditions(byWard, superAdmin)).toEqual([]);
    expect(rowInTenancy(byWard, superAdmin, { trustId: 2, careLocationId: 3 })).toBe(true);
  });

  it('narrows a super admin to the trust the legacy pages name, and its shared rows', () => {
    const narrowed = { ...superAdmin, institutionId: 2 };
    expect(rowInTenancy(byWard, narrowed, { trustId: 2, careLocationId: 3 })).toBe(true);
    expect(rowInTenancy(byWard, narrowed, { trustId: 1, careLocationId: 7 })).toBe(false);
    expect(rowInTenancy(shared, narrowed, { trustId: null })).toBe(true);
  });

  it('limits a trust role to its trust', () => {
    expect(rowInTenancy(byWard, trust1, { trustId: 1, careLocationId: 9 })).toBe(true);
    expect(rowInTenancy(byWard, trust1, { trustId: 2, careLocationId: 9 })).toBe(false);
  });

  it('limits a care-location role to its care location, where the resource has one', () => {
    expect(tenancyConditions(byWard, ward7)).toEqual([
      { column: 'trustId', equals: 1, orNull: undefined },
      { column: 'careLocationId', equals: 7 },
    ]);
    expect(rowInTenancy(byWard, ward7, { trustId: 1, careLocationId: 7 })).toBe(true);
    expect(rowInTenancy(byWard, ward7, { trustId: 1, careLocationId: 9 })).toBe(false);
    expect(rowInTenancy(byWard, ward7, { trustId: 1, careLocationId: null })).toBe(false);
    expect(rowInTenancy({ trust: 'trustId' }, ward7, { trustId: 1 })).toBe(true);
  });

  it('shows rows without a trust only where the resource shares them', () => {
    expect(rowInTenancy({ trust: 'trustId' }, trust1, { trustId: null })).toBe(false);
    expect(rowInTenancy(shared, trust1, { trustId: null })).toBe(true);
  });

  it('gives a trust role without a trust no rows, and global resources to everyone', () => {
    expect(tenancyConditions(byWard, role({ trustId: null }))).toBe('none');
    expect(rowInTenancy(byWard, role({ trustId: null }), { trustId: null, careLocationId: null })).toBe(false);
    expect(rowInTenancy('global', role({ trustId: null }), {})).toBe(true);
  });
});
