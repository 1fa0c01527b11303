/**
 * Trusts (resources/trusts). A new trust (the super admin's) starts as a draft, not live (the definition's guard):
 * invisible to its staff (their roles there do not act, and nobody signs up to it) until the super admin makes it
 * live. It comes with its built-in roles, each role type's with its default permissions (domain/defaultRoles.ts), and the role types it uses,
 * written and audited in the transaction that creates it.
 */
import type { Knex } from 'knex';
import { defaultTrustRoles } from '../../../domain/defaultRoles';
import type { Params } from '../../declarations';
import { auditedOf } from '../../writes';
import { ResourceService } from '../resourceService';

type Row = Record<string, any>;

export class TrustsService extends ResourceService {
  protected async afterInsert(trx: Knex.Transaction, trust: Row, params: Params): Promise<void> {
    const writer = this.writer(trx, params);
    const roles = auditedOf(this.registry.get('trust-roles')!);
    const roleTypes = auditedOf(this.registry.get('trust-role-types')!);
    const typeIds = new Map<string, number>((await trx('user_role_types').select('id', 'name')).map((t: Row) => [t.name, t.id]));
    for (const role of defaultTrustRoles()) {
      await writer.insert(roles, { ...role, trustId: trust.id, permissions: role.permissions });
      const userRoleTypeId = typeIds.get(role.roleType);
      if (userRoleTypeId) await writer.insert(roleTypes, { trustId: trust.id, userRoleTypeId });
    }
  }
}
