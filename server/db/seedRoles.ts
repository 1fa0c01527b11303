/**
 * A demo trust's built-in roles (domain/defaultRoles.ts: one per role type but the super admin's, with its default
 * permissions) and the role types they use, written straight to the tables as the seed does; a trust made in the
 * console gets the same, audited (server/services/trust/trustsService.ts). Answers each role's id by its type.
 */
import type { Knex } from 'knex';
import { defaultTrustRoles } from '../../domain/defaultRoles';

export async function seedBuiltInRoles(trx: Knex.Transaction, trustId: number): Promise<Map<string, number>> {
  const typeIds = new Map<string, number>((await trx('user_role_types').select('id', 'name')).map((t: { id: number; name: string }) => [t.name, t.id]));
  const roleIds = new Map<string, number>();
  for (const role of defaultTrustRoles()) {
    const [{ id }] = await trx('trust_roles').insert({ ...role, trustId, permissions: JSON.stringify(role.permissions) }).returning('id');
    roleIds.set(role.roleType, id);
    await trx('trust_role_types').insert({ trustId, userRoleTypeId: typeIds.get(role.roleType) });
  }
  return roleIds;
}
