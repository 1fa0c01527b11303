/**
 * The role editor's catalogue (spec 7.5, domain/granting.ts):
 * - GET get-all-permissions: every permission with its group, label and the trust feature it needs; for a trust
 *   (?trustId=, a trust role's own by default) whether the trust has that feature, and whether the acting role may
 *   grant it (both needed to grant it: the editor shows the rest, unpickable).
 * - GET get-all-feature-permissions: each feature with the permissions it gates, and whether the trust has it.
 * For those who read or manage roles; a trust role reads its own trust's only.
 */
import { Forbidden, NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { grantablePermissions, isSuperAdmin, type ActingRole } from '../../../domain/access';
import { ROLES_READ, FEATURE_PERMISSIONS, PERMISSION_CATALOGUE } from '../../../domain/granting';
import type { Application, Params } from '../../declarations';
import { idParam } from '../../query';
import type { ServiceEntry } from '../mount';
import { trustFeatures } from './trustRolesService';

/** The features of the trust a request asks about, or null when it names none (a super admin's catalogue). */
async function featuresAsked(db: Knex, role: ActingRole, query: Record<string, unknown>): Promise<string[] | null> {
  const raw = query.trustId;
  if (raw === undefined || raw === '') return role.trustId === null ? null : trustFeatures(db, role.trustId);
  const trustId = idParam(raw, 'trustId', 'must be the id of one trust');
  if (!isSuperAdmin(role) && trustId !== role.trustId)
    throw new Forbidden('You can only read the permissions of your own trust', { missingPermissions: [] });
  if (!(await db('trusts').where({ id: trustId }).first('id'))) throw new NotFound(`No trust with id ${trustId}`);
  return trustFeatures(db, trustId);
}

export const PERMISSION_CATALOGUE_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/get-all-permissions',
    what: 'the permission catalogue',
    methods: { find: ROLES_READ },
    query: { find: ['trustId'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const role = params.actingRole!;
        const features = await featuresAsked(app.get('database').knex, role, params.query ?? {});
        const grantable = grantablePermissions(role);
        return PERMISSION_CATALOGUE.map((p) => ({
          ...p,
          featureEnabled: p.feature === null ? true : features === null ? null : features.includes(p.feature),
          grantable: grantable.has(p.value),
        }));
      },
    }),
  },
  {
    path: 'api/v3/get-all-feature-permissions',
    what: 'the permissions of each feature',
    methods: { find: ROLES_READ },
    query: { find: ['trustId'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const features = await featuresAsked(app.get('database').knex, params.actingRole!, params.query ?? {});
        return FEATURE_PERMISSIONS.map((f) => ({
          ...f,
          enabled: features === null ? null : features.includes(f.feature),
        }));
      },
    }),
  },
];
