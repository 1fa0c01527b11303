/**
 * A trust's built-in roles (domain/defaultRoles.ts: one per role type but the super admin's, with its default
 * permissions) and the role types they use, written for a trust made in the console (audited, trustsService.ts) and
 * for the demo's trusts (straight to the tables, server/db/seedRoles.ts) alike.
 */
import type { Knex } from 'knex';
import { defaultTrustRoles } from '../../../domain/defaultRoles';
import type { Row } from '../../db/row';

export type RoleTableInsert = (table: 'trust_roles' | 'trust_role_types', row: Row) => Promise<Row>;

/** Writes the rows through `insert`; answers each role's id by its type. */
export async function writeBuiltInRoles(
  trx: Knex.Transaction,
  trustId: number,
  insert: RoleTableInsert,
): Promise<Map<string, number>> {
  const typeIds = new Map<string, number>(
    (await trx('user_role_types').select('id', 'name')).map((t: Row) => [t.name, t.id]),
  );
  const roleIds = new Map<string, number>();
  for (const role of defaultTrustRoles()) {
    roleIds.set(role.roleType, (await insert('trust_roles', { ...role, trustId })).id);
    const userRoleTypeId = typeIds.get(role.roleType);
    if (userRoleTypeId) await insert('trust_role_types', { trustId, userRoleTypeId });
  }
  return roleIds;
}
