/**
 * GET /api/v3/user-permissions-of-trust?userId= (spec 7.5): a person's roles in the acting role's trust (a super
 * admin's: every trust, or ?trustId=) and their effective permissions, each with the roles it comes from
 * (domain/granting.ts permissionSources): what /userPermissions/{userId} shows. For those who read or manage roles;
 * 404 for someone who holds no role there.
 */
import { NotFound } from '@feathersjs/errors';
import { isSuperAdmin } from '../../../domain/access';
import { permissionSources, ROLES_READ } from '../../../domain/granting';
import { levelOfRoleType, type RoleType } from '../../../domain/roles';
import type { Application, Params } from '../../declarations';
import { idParam } from '../../query';
import type { ServiceEntry } from '../mount';
import type { Row } from '../../db/row';

const idOf = (raw: unknown, field: string) => idParam(raw, field, 'must be the id of one record');

export const USER_PERMISSION_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/user-permissions-of-trust',
    what: "a person's permissions",
    methods: { find: ROLES_READ },
    query: { find: ['userId', 'trustId'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const role = params.actingRole!;
        const query = params.query ?? {};
        const userId = idOf(query.userId, 'userId');
        const trustId = isSuperAdmin(role)
          ? query.trustId === undefined
            ? (role.institutionId ?? null)
            : idOf(query.trustId, 'trustId')
          : role.trustId;
        const user = await db('users').where({ id: userId }).first('id', 'firstname', 'lastname', 'email', 'isActive');
        const held = await db('user_roles as ur')
          .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
          .join('trusts as t', 't.id', 'tr.trustId')
          .where('ur.userId', userId)
          .modify((q) => (trustId === null ? q : q.where('tr.trustId', trustId)))
          .orderBy(['tr.trustId', 'tr.role'])
          .select(
            'ur.id',
            'ur.trustRoleId',
            'tr.role',
            'tr.roleType',
            'tr.permissions',
            'tr.trustId',
            't.name as trustName',
            'ur.careLocationId',
            'ur.approvalStatus',
            'ur.deletedAt',
            db.raw(
              '(ur."isActive" and tr."isActive" and ur."deletedAt" is null and ur."approvalStatus" = \'approved\') as "isActive"',
            ),
          );
        if (!user || !held.length)
          throw new NotFound(
            `No person with id ${userId} holds a role in ${trustId === null ? 'any trust' : 'this trust'}`,
          );
        const roles = held.map((r: Row) => ({
          ...r,
          isActive: !!r.isActive && !!user.isActive,
          roleLevel: levelOfRoleType(r.roleType as RoleType),
        }));
        return {
          user: {
            id: user.id,
            firstname: user.firstname,
            lastname: user.lastname,
            email: user.email,
            isActive: user.isActive,
          },
          roles,
          permissions: permissionSources(roles),
        };
      },
    }),
  },
];
