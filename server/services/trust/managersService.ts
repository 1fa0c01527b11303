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
import { ACCOUNTS } from '../../writes';
import { ResourceService } from '../resourceService';
import { refusalError } from './refusals';
import { activeAdmins, rolesHeldIn } from './userRolesService';
import type { Row } from '../../db/row';

export class ManagersService extends ResourceService {
  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    if (data.step !== 'deactivate' && data.step !== 'reactivate')
      throw new BadRequest('Managers change by their actions only (deactivate, reactivate)');
    this.refuseAction(existing, params);
    const before = await trx('user_roles').where({ id: existing.id }).forUpdate().first();
    const role = await trx('trust_roles').where({ id: before.trustRoleId }).first();
    const account = await trx('users').where({ id: before.userId }).forUpdate().first();
    const held: ManagerMembership = {
      ...role,
      id: before.id,
      userId: before.userId,
      isActive: existing.status === 'ACTIVE',
    };
    const writer = this.writer(trx, params);
    if (data.step === 'deactivate') {
      const admins = role.roleType === 'TRUST-ADMIN' ? await activeAdmins(trx, role.trustId) : 0;
      const refusal = deactivationRefusal(params.actingRole!, params.user!.id, held, admins);
      if (refusal) throw refusalError(refusal);
      await writer.update(rolesHeldIn(role.trustId), before, { isActive: false });
      await writer.update(ACCOUNTS, account, { tokenVersion: account.tokenVersion + 1 });
    } else {
      const refusal = reactivationRefusal(params.actingRole!, held);
      if (refusal) throw refusalError(refusal);
      if (!account.isActive)
        throw new BadRequest('This account is disabled: it cannot act under any role', {
          errors: [{ field: 'id', message: 'account disabled' }],
        });
      await writer.update(rolesHeldIn(role.trustId), before, { isActive: true });
    }
    return this.loadVisible(trx, existing.id, {});
  }
}
