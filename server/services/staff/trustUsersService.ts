/**
 * The staff of a trust's bank (resources/get-trust-users, a view of the nurses' memberships): read like any family; a
 * manager tied to a care location reads the nurses who may work there (tied to it, or to the whole trust). Its actions
 * write the membership (the nurse's NURSE role, user_roles), audited under this family's name:
 * - approve, decline, ban, lift a ban (domain/staff.ts APPROVAL_STEPS), each with who, when and why; approval needs
 *   the profile the trust requires (profileReview.ts). A ban withdraws
 *   the nurse's open applications in the trust; the nurse is told of every decision.
 * - delete (a soft delete: the deleted tab; their open applications in the trust are withdrawn), and restore, an admin's.
 * - editDetails: the account's and the membership's details (editDetails below).
 * - erase: the person's personal data erased on their request, their records kept under a pseudonym (erasure.ts).
 */
import type { Knex } from 'knex';
import { APPROVAL_STEPS, type ApprovalStep } from '../../../domain/staff';
import type { Params } from '../../declarations';
import { ACCOUNT_DETAILS, STAFF_DETAILS } from '../../../resources/nurseFields';
import { normaliseEmail } from '../../authentication';
import type { NotificationInput } from '../../notify';
import type { Command } from '../../commands';
import type { Writer } from '../../writes';
import { badField } from '../../query';
import { assertEmailFree } from '../emailChange';
import { lockNurse } from '../jobs/booking';
import { ResourceService, type RowViewer } from '../resourceService';
import { eraseNurse } from './erasure';
import { refuseIncompleteProfile } from './profileReview';
import { withdrawOpenApplications } from './standing';
import { MEMBERSHIPS, STAFF_ACCOUNTS } from './tables';
import type { Row } from '../../db/row';

export class TrustUsersService extends ResourceService {
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    const at = params.actingRole?.careLocationId;
    if (at == null) return;
    qb.where((w) => w.whereNull(`${this.table}.careLocationId`).orWhere(`${this.table}.careLocationId`, at));
  }

  async whoSees(row: Row): Promise<RowViewer> {
    return (role) =>
      role.careLocationId == null || row.careLocationId == null || row.careLocationId === role.careLocationId;
  }

  protected readonly commands: Record<string, Command> = {
    ...Object.fromEntries((Object.keys(APPROVAL_STEPS) as ApprovalStep[]).map((step) => [step, this.stepping(step)])),
    deleteMember: this.stepping('delete'),
    restoreMember: this.stepping('restore'),
    editDetails: async (call) => {
      const row = await this.changeDetails(call.trx, call.locked.row, call.input, call.writer);
      return { row, notices: [await noticeOf(call.trx, row, 'edit')] };
    },
    erase: async ({ locked: { row }, params, trx, writer, now }) => {
      await lockNurse(trx, row.userId);
      const files = await eraseNurse(
        trx,
        writer,
        row.userId,
        row.trustId,
        params.actingRole!,
        now,
        params.user?.id ?? null,
      );
      const store = this.app.get('files');
      // Nobody to tell: the person's account is gone. Their stored files go once the erasure is committed.
      return {
        row: await this.loadVisible(trx, row.id, {}),
        afterCommit: async () => void (await Promise.all(files.map((key) => store.remove(key)))),
      };
    },
  };

  /** A step of the membership (the view's row, its nurse locked): an approval step, its deletion or restoration. */
  private stepping(step: ApprovalStep | 'delete' | 'restore'): Command {
    return async ({ locked: { row: existing }, input, params, trx, writer, now }) => {
      if (step === 'approve') await refuseIncompleteProfile(trx, existing.id, existing.trustId);
      await lockNurse(trx, existing.userId);
      const by = params.user?.id ?? null;
      const before = await trx('user_roles').where({ id: existing.id }).forUpdate().first();
      const trustWide = { trustId: existing.trustId, careLocationId: null };
      if (step === 'delete') {
        await withdrawOpenApplications(trx, writer, existing.userId, trustWide, now, by);
        await writer.update(MEMBERSHIPS, before, {
          deletedAt: now,
          decidedBy: by,
          decidedAt: now,
          decisionReason: input.reason ?? null,
        });
      } else if (step === 'restore') {
        await writer.update(MEMBERSHIPS, before, {
          deletedAt: null,
          decidedBy: by,
          decidedAt: now,
          decisionReason: null,
        });
      } else {
        if (step === 'ban') await withdrawOpenApplications(trx, writer, existing.userId, trustWide, now, by);
        await writer.update(MEMBERSHIPS, before, {
          approvalStatus: APPROVAL_STEPS[step].to,
          decidedBy: by,
          decidedAt: now,
          decisionReason: input.reason ?? null,
        });
      }
      const row = await this.loadVisible(trx, existing.id, {});
      return { row, notices: [await noticeOf(trx, row, step)] };
    };
  }

  /**
   * The editDetails action: the account's name, email (lower-cased, not another account's: 409) and phone, and the
   * membership's staff number, job title, band and care location (each the trust's own).
   */
  private async changeDetails(trx: Knex.Transaction, existing: Row, data: Row, writer: Writer): Promise<Row> {
    const email = normaliseEmail(data.email) as string;
    await assertEmailFree(trx, email, existing.userId);
    const trustId = existing.trustId;
    const refused = async (field: string, query: Knex.QueryBuilder, what: string) => {
      if (data[field] != null && !(await query.first())) throw badField(field, `is not a ${what} of this trust`);
    };
    await refused(
      'jobTitleTypeId',
      trx('job_title_types')
        .where({ id: data.jobTitleTypeId ?? 0 })
        .where((w) => w.where({ trustId }).orWhereNull('trustId')),
      'job title',
    );
    await refused('bandTypeId', trx('trust_band_types').where({ trustId, bandTypeId: data.bandTypeId ?? 0 }), 'band');
    await refused(
      'careLocationId',
      trx('care_locations').where({ id: data.careLocationId ?? 0, trustId }),
      'care location',
    );
    const account = await trx('users').where({ id: existing.userId }).forUpdate().first();
    const member = await trx('user_roles').where({ id: existing.id }).forUpdate().first();
    const pick = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, data[n] ?? null]));
    await writer.update(STAFF_ACCOUNTS, account, { ...pick(ACCOUNT_DETAILS), email });
    await writer.update(
      MEMBERSHIPS,
      member,
      pick(Object.keys(STAFF_DETAILS).filter((n) => !(ACCOUNT_DETAILS as readonly string[]).includes(n))),
    );
    return this.loadVisible(trx, existing.id, {});
  }
}

/** What the nurse is told of a decision on their membership. */
async function noticeOf(db: Knex, member: Row, step: string): Promise<NotificationInput> {
  const { name: trust } = await db('trusts').where({ id: member.trustId }).first('name');
  const say = (title: string, body: string): NotificationInput => ({
    userId: member.userId,
    type: step === 'approve' ? 'USER_APPROVED' : 'USER_UPDATED',
    title,
    body,
  });
  const why = member.decisionReason ? ` Reason: ${member.decisionReason}` : '';
  switch (step) {
    case 'approve':
      return say('You are approved', `You can now apply for shifts with ${trust}'s bank.`);
    case 'decline':
      return say('Your application was declined', `Your application to join ${trust}'s bank was declined.${why}`);
    case 'ban':
      return say(
        'You are banned',
        `You are banned from ${trust}'s bank and your open applications were withdrawn.${why}`,
      );
    case 'liftBan':
      return say('Your ban is lifted', `Your membership of ${trust}'s bank will be checked again before you can work.`);
    case 'edit':
      return say('Your details were updated', `${trust}'s bank office updated your details: check them in the app.`);
    case 'delete':
      return say(
        'You are no longer on the bank',
        `You were removed from ${trust}'s bank and your open applications were withdrawn.`,
      );
    default:
      return say('You are back on the bank', `You were restored to ${trust}'s bank.`);
  }
}
