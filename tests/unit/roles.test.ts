import { describe, expect, it } from 'vitest';
import { consoleRoles, defaultRole, levelOfRoleType, normaliseRoleType, type UserRole } from '../../domain/roles';
import { rowInScope } from '../../domain/tenancy';

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
    expect(consoleRoles([ur(1, 'NURSE'), ur(2, 'SHIFT-MANAGER'), ur(2, 'SHIFT-MANAGER'), ur(3, 'TRUST-ADMIN')]).map((r) => r.roleId)).toEqual([2, 3]);
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
});

describe('rowInScope', () => {
  const everyTrust = { trustId: null, careLocationId: null };
  const trust1 = { trustId: 1, careLocationId: null };
  const ward7 = { trustId: 1, careLocationId: 7 };

  it('lets the super admin see every row', () => {
    expect(rowInScope(everyTrust, { trustId: 2 })).toBe(true);
  });

  it('limits a trust role to its trust', () => {
    expect(rowInScope(trust1, { trustId: 1, careLocationId: 9 })).toBe(true);
    expect(rowInScope(trust1, { trustId: 2 })).toBe(false);
  });

  it('limits a care-location role to its care location', () => {
    expect(rowInScope(ward7, { trustId: 1, careLocationId: 7 })).toBe(true);
    expect(rowInScope(ward7, { trustId: 1, careLocationId: 9 })).toBe(false);
    expect(rowInScope(ward7, { trustId: 1 })).toBe(true);
  });

  it('shows rows without a trust only where the resource shares them', () => {
    expect(rowInScope(trust1, { trustId: null })).toBe(false);
    expect(rowInScope(trust1, { trustId: null }, { sharedWhenNull: true })).toBe(true);
  });
});
