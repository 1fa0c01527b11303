/**
 * GET /api/v3/user-role-approved-level (spec 7.5): where the signed-in account stands at each of its roles' levels,
 * for the app's first screen ("your application is waiting", "send your right-to-work evidence"): one row per role
 * held and not deleted, with its trust, level (ADMIN, MANAGER, NURSE), approval status and, at the NURSE level,
 * whether the trust checked their right to work and when the permission ends (null: no time limit). Any signed-in
 * account reads its own, an applicant's too; nobody reads another's.
 */
import type { Knex } from 'knex';
import { levelOfRoleType, type RoleType } from '../../../domain/roles';
import type { Application, Params } from '../../declarations';
import type { ServiceEntry } from '../mount';
import { permissionEndsOn } from './standing';

export async function approvedLevels(db: Knex, userId: number) {
  const roles = await db('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('trusts as t', 't.id', 'tr.trustId')
    .where('ur.userId', userId)
    .whereNull('ur.deletedAt')
    .orderBy('ur.id')
    .select('ur.id as roleId', 'tr.trustId', 't.name as trustName', 'tr.roleType', 'ur.approvalStatus');
  return Promise.all(
    roles.map(async (r) => {
      const roleLevel = levelOfRoleType(r.roleType as RoleType);
      if (roleLevel !== 'NURSE') return { ...r, roleLevel };
      const endsOn = await permissionEndsOn(db, userId, r.trustId);
      return { ...r, roleLevel, rightToWorkApproved: endsOn !== undefined, rightToWorkEndsOn: endsOn ?? null };
    }),
  );
}

export const APPROVED_LEVEL_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/user-role-approved-level',
    what: 'approval levels',
    methods: { find: 'signed-in' },
    serve: (app: Application) => ({
      find: (params: Params) => approvedLevels(app.get('database').knex, params.user!.id),
    }),
  },
];
