/**
 * A trust's managers (resources/managers; the rules: domain/managers.ts): deactivate and reactivate a membership.
 * Deactivating also moves the person's token version on, so that every session of theirs ends at once, on every
 * instance (requests are refused, sockets signed out: server/endedSessions.ts); they may sign in again and act under
 * the roles they still hold. Both audited: the membership under user-roles, the account's version under account.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { deactivationRefusal, reactivationRefusal, type ManagerMembership } from '../../../domain/managers';
import type { Params } from '../../declarations';
import type { Command, Locked } from '../../commands';
import { ACCOUNTS } from '../../writes';
import { ResourceService } from '../resourceService';
import { refusalError } from './refusals';
import { activeAdmins, rolesHeldIn } from './userRolesService';
import type { Row } from '../../db/row';

export class ManagersService extends ResourceService {
  /** A manager's row (a view) locked with the membership and the account it stands for. */
  protected async lockForCommand(trx: Knex.Transaction, id: number, params: Params): Promise<Locked> {
    const row = await this.loadVisible(trx, id, params, true);
    const membership = await trx('user_roles').where({ id }).forUpdate().first();
    const role = await trx('trust_roles').where({ id: membership.trustRoleId }).first();
    const account = await trx('users').where({ id: membership.userId }).forUpdate().first();
    return { row, membership, role, account };
  }

  protected readonly commands: Record<string, Command> = {
    deactivate: async ({ locked: { row, membership, role, account }, params, trx, writer }) => {
      const admins = role.roleType === 'TRUST-ADMIN' ? await activeAdmins(trx, role.trustId) : 0;
      const refusal = deactivationRefusal(params.actingRole!, params.user!.id, held(row, membership, role), admins);
      if (refusal) throw refusalError(refusal);
      await writer.update(rolesHeldIn(role.trustId), membership, { isActive: false });
      await writer.update(ACCOUNTS, account, { tokenVersion: account.tokenVersion + 1 });
      return { row: await this.loadVisible(trx, row.id, {}) };
    },
    reactivate: async ({ locked: { row, membership, role, account }, params, trx, writer }) => {
      const refusal = reactivationRefusal(params.actingRole!, held(row, membership, role));
      if (refusal) throw refusalError(refusal);
      if (!account.isActive)
        throw new BadRequest('This account is disabled: it cannot act under any role', {
          errors: [{ field: 'id', message: 'account disabled' }],
        });
      await writer.update(rolesHeldIn(role.trustId), membership, { isActive: true });
      return { row: await this.loadVisible(trx, row.id, {}) };
    },
  };
}

/** The membership as domain/managers.ts judges it. */
const held = (row: Row, membership: Row, role: Row): ManagerMembership => ({
  ...(role as ManagerMembership),
  id: membership.id,
  userId: membership.userId,
  isActive: row.status === 'ACTIVE',
});
