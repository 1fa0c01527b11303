import { describe, expect, it } from 'vitest';
import { checkAccess, effectivePermissions, isSuperAdmin, type ActingRole } from '../../domain/access';
import { PERMISSION_VALUES } from '../../domain/permissions';

const role = (over: Partial<ActingRole> = {}): ActingRole => ({
  roleId: 1,
  roleType: 'SHIFT-MANAGER',
  roleLevel: 'MANAGER',
  trustId: 1,
  careLocationId: null,
  isActive: true,
  permissions: ['POST_A_SHIFT', 'VIEW_UNFILLED_SHIFTS'],
  features: ['Post a shift and post similar'],
  ...over,
});
const superAdmin = role({ roleType: 'SUPER-ADMIN', roleLevel: null, trustId: null, permissions: [], features: [] });

describe('checkAccess', () => {
  it('allows a rule whose every part holds', () => {
    expect(
      checkAccess(role(), { anyOf: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'], feature: 'Post a shift and post similar' })
        .allowed,
    ).toBe(true);
  });

  it('lists every anyOf permission as missing when none is held', () => {
    const d = checkAccess(role(), { anyOf: ['MANAGE_SKILLS', 'VIEW_SKILLS'] });
    expect(d).toMatchObject({ allowed: false, missingPermissions: ['MANAGE_SKILLS', 'VIEW_SKILLS'] });
  });

  it('lists only the allOf permissions not held', () => {
    const d = checkAccess(role(), { allOf: ['POST_A_SHIFT', 'CANCEL_SHIFTS'] });
    expect(d).toMatchObject({ allowed: false, missingPermissions: ['CANCEL_SHIFTS'] });
  });

  it('refuses a disabled trust feature and names it', () => {
    const d = checkAccess(role(), { anyOf: ['POST_A_SHIFT'], feature: 'Campaigns' });
    expect(d).toMatchObject({ allowed: false, missingPermissions: [], missingFeatures: ['Campaigns'] });
  });

  it('refuses by level', () => {
    expect(checkAccess(role(), { levels: ['ADMIN'] }).allowed).toBe(false);
    expect(checkAccess(role({ roleLevel: 'ADMIN', roleType: 'TRUST-ADMIN' }), { levels: ['ADMIN'] }).allowed).toBe(
      true,
    );
    expect(checkAccess(role({ roleLevel: 'NURSE', roleType: 'NURSE' }), { levels: ['ADMIN', 'MANAGER'] }).allowed).toBe(
      false,
    );
  });

  it('refuses superAdminOnly to everyone else, even a trust admin holding every permission', () => {
    const admin = role({ roleLevel: 'ADMIN', roleType: 'TRUST-ADMIN', permissions: PERMISSION_VALUES });
    expect(checkAccess(admin, { superAdminOnly: true }).allowed).toBe(false);
    expect(checkAccess(superAdmin, { superAdminOnly: true }).allowed).toBe(true);
  });

  it('lets the super admin pass every permission and feature rule', () => {
    expect(checkAccess(superAdmin, { allOf: ['MANAGE_SKILLS'], feature: 'Campaigns', levels: ['ADMIN'] }).allowed).toBe(
      true,
    );
  });

  it('refuses an inactive role whatever it holds', () => {
    expect(checkAccess(role({ isActive: false }), {}).allowed).toBe(false);
    expect(checkAccess({ ...superAdmin, isActive: false }, {}).reason).toBe('Your permissions are revoked');
  });

  it('lets one of several alternatives do, and reports the one that names permissions', () => {
    const rule = {
      oneOf: [
        { levels: ['NURSE' as const] },
        { anyOf: ['VIEW_UNFILLED_SHIFTS' as const, 'VIEW_DRAFTED_SHIFTS' as const] },
      ],
    };
    expect(checkAccess(role({ roleLevel: 'NURSE', roleType: 'NURSE', permissions: [] }), rule).allowed).toBe(true);
    expect(checkAccess(role({ permissions: ['VIEW_DRAFTED_SHIFTS'] }), rule).allowed).toBe(true);
    expect(checkAccess(role({ permissions: [] }), rule)).toMatchObject({
      allowed: false,
      missingPermissions: ['VIEW_UNFILLED_SHIFTS', 'VIEW_DRAFTED_SHIFTS'],
    });
  });

  it('refuses when there is no role', () => {
    expect(checkAccess(undefined, {}).allowed).toBe(false);
  });

  it('does not take a null level without the SUPER-ADMIN type for a super admin', () => {
    const odd = role({ roleLevel: null, roleType: 'SHIFT-MANAGER' });
    expect(isSuperAdmin(odd)).toBe(false);
    expect(checkAccess(odd, {}).allowed).toBe(false);
  });

  it('gives the super admin every permission of the catalogue', () => {
    expect(effectivePermissions(superAdmin)).toEqual(PERMISSION_VALUES);
    expect(effectivePermissions(role())).toEqual(['POST_A_SHIFT', 'VIEW_UNFILLED_SHIFTS']);
  });
});
