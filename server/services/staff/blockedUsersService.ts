/**
 * Blocking a nurse (resources/blocked-users, domain/blocking.ts). A block is made for a nurse of the trust, once per
 * scope (a block in force that covers it refuses a second, 409); in the same transaction the nurse's open applications
 * there (applied or offered, on shifts still to start) are withdrawn, and the nurse is told. Their confirmed bookings
 * stay: releasing a booked nurse is the shift manager's decision, and the block's answer does not hide them (the
 * bookings still to work are counted in `bookingsKept`). Unblocking keeps the block as history.
 */
import { BadRequest, Conflict } from '@feathersjs/errors';
import { newBlockRefusal, type Block } from '../../../domain/blocking';
import type { Params } from '../../declarations';
import type { Command } from '../../commands';
import { notify } from '../../notify';
import { badField } from '../../query';
import { lockNurse } from '../jobs/booking';
import { ResourceService } from '../resourceService';
import { bookingsAt, membershipOf, withdrawOpenApplications } from './standing';
import type { Row } from '../../db/row';

export class BlockedUsersService extends ResourceService {
  async create(data: Row, params: Params = {}) {
    if (Array.isArray(data)) throw new BadRequest('Block one nurse at a time');
    const role = params.actingRole;
    const value = this.validate(data, 'create', role);
    await this.checkReferences(this.db, value, value, role);
    const now = this.app.get('clock').now();
    const { block, place } = await this.change(async (trx) => {
      // The nurse's lock (booking.ts): no application of theirs is confirmed or made while the block goes in.
      await lockNurse(trx, value.userId);
      if (!(await membershipOf(trx, value.userId, value.trustId)))
        throw badField('userId', 'is not a nurse of this trust');
      const inForce: Block[] = await trx('blocked_users').where({
        userId: value.userId,
        trustId: value.trustId,
        status: 'blocked',
      });
      const refusal = newBlockRefusal(
        { trustId: value.trustId, careLocationId: value.careLocationId ?? null },
        inForce,
      );
      if (refusal) throw new Conflict(refusal);
      const scope = { trustId: value.trustId, careLocationId: value.careLocationId ?? null };
      const writer = this.writer(trx, params);
      const withdrawn = await withdrawOpenApplications(trx, writer, value.userId, scope, now, params.user?.id ?? null);
      const bookingsKept = await bookingsAt(trx, value.userId, scope, now);
      const block = await writer.insert(this.audited, {
        ...value,
        status: 'blocked',
        blockedBy: params.user?.id ?? null,
        withdrawnApplications: withdrawn,
      });
      const place =
        scope.careLocationId === null
          ? (await trx('trusts').where({ id: scope.trustId }).first('name')).name
          : (await trx('care_locations').where({ id: scope.careLocationId }).first('name')).name;
      return { block: { ...block, bookingsKept } as Row, place };
    });
    const withdrawn = block.withdrawnApplications
      ? ` Your ${block.withdrawnApplications} open application${block.withdrawnApplications === 1 ? ' was' : 's were'} withdrawn.`
      : '';
    await notify(this.app, [
      {
        userId: block.userId,
        type: 'USER_BLOCKED',
        title: 'You are blocked from shifts',
        body: `You can no longer apply for shifts at ${place}.${withdrawn} Please contact the bank office.`,
      },
    ]);
    return { ...(await this.get(block.id)), bookingsKept: block.bookingsKept };
  }

  protected readonly commands: Record<string, Command> = {
    /** A block changes only by being lifted; it stays as history, and the nurse is told. */
    unblock: async ({ locked: { row }, input, params, writer, now }) => ({
      row: await writer.update(this.audited, row, {
        status: 'unblocked',
        unblockComment: input.comment,
        unblockedBy: params.user?.id ?? null,
        unblockedAt: now,
      }),
      notices: [
        {
          userId: row.userId,
          type: 'USER_UNBLOCKED',
          title: 'Your block is lifted',
          body: 'You can apply for shifts there again.',
        },
      ],
    }),
  };
}
