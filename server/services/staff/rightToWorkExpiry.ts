/**
 * A permission to work that ends is flagged ahead (domain/rightToWork.ts EXPIRY_WARNING_DAYS): when evidence with an end
 * is approved, a task is scheduled for 9:00 on the first day of the warning (at once if that has passed). It tells the
 * trust's bank officers (MANAGE_USERS over the nurse's care location) and the nurse, once, and only while that evidence
 * still holds the permission in force (none longer was approved since) and the nurse is still on the bank.
 */
import type { Knex } from 'knex';
import { dayLabel } from '../../../domain/dateLabels';
import { warningDay } from '../../../domain/rightToWork';
import { zonedInstant } from '../../../domain/time';
import type { Clock } from '../../clock';
import type { Application } from '../../declarations';
import { notify } from '../../notify';
import type { Scheduler } from '../../scheduler';
import { SYSTEM, Writer } from '../../writes';
import { holdersOf } from '../holders';
import { membershipOf, permissionEndsOn } from './standing';
import { RIGHT_TO_WORK } from './tables';

export const EXPIRY_TASK = 'rightToWorkExpiry';

/** The warning task of an approved request with an end: its key, when it runs (at once if that has passed), its payload. */
export function expiryWarningTask(request: { id: number; expiresOn: string }, now: Date) {
  const at = zonedInstant(warningDay(request.expiresOn), '09:00');
  return { key: `${EXPIRY_TASK}:${request.id}`, runAt: at > now ? at : now, payload: { requestId: request.id } };
}

/** Schedules the warning of an approved request with an end, in the transaction that approves it. */
export async function scheduleExpiryWarning(app: Application, request: { id: number; expiresOn: string }, db?: Knex) {
  const { key, runAt, payload } = expiryWarningTask(request, app.get('clock').now());
  await app.get('scheduler').schedule(EXPIRY_TASK, key, runAt, payload, db);
}

export function registerRightToWorkExpiry(app: Application, scheduler: Scheduler, clock: Clock) {
  scheduler.on(EXPIRY_TASK, async ({ requestId }: { requestId: number }) => {
    const db: Knex = app.get('database').knex;
    const told = await db.transaction(async (trx) => {
      const request = await trx('right_to_work_requests').where({ id: requestId }).forUpdate().first();
      if (!request || request.status !== 'approved' || request.expiryWarnedAt || !request.expiresOn) return null;
      if ((await permissionEndsOn(trx, request.userId, request.trustId)) !== request.expiresOn) return null;
      const member = await membershipOf(trx, request.userId, request.trustId);
      if (!member || member.deletedAt || member.approvalStatus !== 'approved') return null;
      await new Writer(trx, SYSTEM).update(RIGHT_TO_WORK, request, { expiryWarnedAt: clock.now() });
      const nurse = await trx('users').where({ id: request.userId }).first('firstname', 'lastname');
      return { request, member, nurse };
    });
    if (!told) return;
    const { request, member, nurse } = told;
    const ends = dayLabel(request.expiresOn);
    const officers = await holdersOf(
      db,
      { trustId: request.trustId, careLocationId: member.careLocationId },
      'MANAGE_USERS',
    );
    await notify(app, [
      {
        userId: request.userId,
        type: 'USER_UPDATED',
        title: 'Your permission to work ends soon',
        body: `Your permission to work in the UK ends on ${ends}: send new right-to-work evidence to keep working shifts after it.`,
      },
      ...officers.map((userId) => ({
        userId,
        type: 'RIGHT_TO_WORK_EXPIRING' as const,
        title: 'A permission to work ends soon',
        body: `${nurse.firstname} ${nurse.lastname}'s permission to work in the UK ends on ${ends}.`,
      })),
    ]);
  });
}
