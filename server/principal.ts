/** Loads who a user is and which roles they hold, in one statement (it runs on every request). */
import type { Knex } from 'knex';
import { effectivePermissions } from '../domain/access';
import { featuresAt } from '../domain/features';
import { levelOfRoleType, type RoleType } from '../domain/roles';
import type { HeldRole, Principal } from './declarations';

/** The tables a principal is read off: a write to any of them drops the principals kept (server/caches.ts). */
export const PRINCIPAL_TABLES = [
  'users',
  'user_roles',
  'trust_roles',
  'trusts',
  'feature_lists',
  'care_locations',
  'carelocation_feature_configurations',
];

export async function loadPrincipal(db: Knex, userId: number): Promise<Principal | undefined> {
  // One statement: the user, and a row per role they hold (one row of nulls when they hold none).
  const rows = await db('users as u')
    .leftJoin('user_roles as ur', 'ur.userId', 'u.id')
    .leftJoin('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .leftJoin('trusts as t', 't.id', 'tr.trustId')
    .leftJoin('feature_lists as fl', 'fl.trustId', 'tr.trustId')
    .leftJoin('care_locations as cl', 'cl.id', 'ur.careLocationId')
    .where('u.id', userId)
    .orderBy('ur.id')
    // A named (prepared) statement on PostgreSQL: each connection plans this six-table join once, not on every
    // request (planning it took 0.3-0.5 ms, more than running it or the jobs list's page: see bench/RESULTS.md).
    .options({ name: 'bankshift-load-principal' })
    .select(
      'u.id',
      'u.email',
      'u.firstname',
      'u.lastname',
      'u.imageUrl',
      'u.notDisturbDate',
      'u.isActive',
      'u.isVerified',
      'u.tokenVersion',
      'ur.id as roleId',
      'ur.isActive as userRoleActive',
      'ur.approvalStatus',
      'ur.deletedAt',
      'ur.careLocationId',
      'tr.id as trustRoleId',
      'tr.role as roleName',
      'tr.roleType',
      'tr.trustId',
      'tr.permissions',
      'tr.isActive as trustRoleActive',
      'tr.isDefault',
      'fl.features',
      't.name as trustName',
      't.isLive as trustIsLive',
      'cl.name as careLocationName',
      // The features turned off at the role's care location.
      db.raw(
        `(select coalesce(jsonb_agg(c.feature), '[]'::jsonb) from carelocation_feature_configurations c where c."careLocationId" = ur."careLocationId" and not c."isEnabled") as "featuresOff"`,
      ),
    );
  if (!rows.length) return undefined;
  const { id, email, firstname, lastname, imageUrl, notDisturbDate, isActive, isVerified, tokenVersion } = rows[0];
  const roles: HeldRole[] = rows
    .filter((r) => r.roleId !== null)
    .map((r) => {
      const roleType: RoleType = r.trustRoleId ? r.roleType : 'SUPER-ADMIN';
      // A draft trust (not live) is invisible to its staff: a nurse's role there does not act, nor apply.
      const staffInDraft = roleType === 'NURSE' && !r.trustIsLive;
      const role: HeldRole = {
        roleId: r.roleId,
        roleType,
        roleLevel: levelOfRoleType(roleType),
        trustId: r.trustId ?? null,
        careLocationId: r.careLocationId ?? null,
        isActive:
          isActive &&
          r.userRoleActive &&
          r.approvalStatus === 'approved' &&
          !r.deletedAt &&
          (r.trustRoleId ? r.trustRoleActive : true) &&
          !staffInDraft,
        approvalStatus: r.approvalStatus,
        deleted: !!r.deletedAt,
        applicant:
          roleType === 'NURSE' &&
          !staffInDraft &&
          isActive &&
          r.isVerified &&
          r.userRoleActive &&
          r.trustRoleActive &&
          !r.deletedAt &&
          (r.approvalStatus === 'pending' || r.approvalStatus === 'declined'),
        permissions: r.permissions ?? [],
        features: featuresAt(r.features ?? [], r.featuresOff ?? []),
        trustRoleId: r.trustRoleId ?? null,
        roleName: r.roleName ?? 'Super Admin',
        isDefault: r.trustRoleId ? !!r.isDefault : true,
        trustName: r.trustName ?? null,
        careLocationName: r.careLocationName ?? null,
      };
      return { ...role, permissions: effectivePermissions(role) };
    });
  return { id, email, firstname, lastname, imageUrl, notDisturbDate, isActive, isVerified, tokenVersion, roles };
}
