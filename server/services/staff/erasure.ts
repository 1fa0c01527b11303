/**
 * Erasing a nurse's personal data on their request (domain/erasure.ts), in the transaction of the staff list's erase
 * action: the account, memberships and right-to-work evidence pseudonymised through the write path (audited with the
 * erased values hidden), the personal values already in the audit log and notifications blanked, and the stored scans
 * and photo removed once the transaction commits.
 */
import crypto from 'node:crypto';
import { Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { isSuperAdmin, type ActingRole } from '../../../domain/access';
import {
  ERASED_DOCUMENT,
  erasedEmail,
  erasedName,
  erasureRefusal,
  PERSONAL_FIELDS,
  scrubChanges,
} from '../../../domain/erasure';
import type { EvidenceFile } from '../../../domain/rightToWork';
import type { Writer } from '../../writes';
import { bookingsAt, withdrawOpenApplications } from './standing';
import { MEMBERSHIPS, RIGHT_TO_WORK, STAFF_ACCOUNTS } from './tables';
import type { Row } from '../../db/row';

/** The account as erasure writes it: every personal field hidden in its own audit entry. */
const ERASED_ACCOUNT = { ...STAFF_ACCOUNTS, secret: [...(STAFF_ACCOUNTS.secret ?? []), ...PERSONAL_FIELDS] };
const ERASED_MEMBERSHIP = { ...MEMBERSHIPS, secret: ['staffNumber'] };
const ERASED_EVIDENCE = { ...RIGHT_TO_WORK, secret: ['documentNumber', 'files'] };

/** Refuses (409) an erasure the rules forbid: see domain/erasure.ts. */
async function refuseErasure(
  trx: Knex.Transaction,
  account: Row,
  trusts: number[],
  otherTrusts: string[],
  role: ActingRole,
  now: Date,
) {
  let upcomingBookings = 0;
  for (const id of trusts)
    upcomingBookings += await bookingsAt(trx, account.id, { trustId: id, careLocationId: null }, now);
  const refusal = erasureRefusal(
    { erased: account.erasedAt != null, otherTrusts, upcomingBookings },
    isSuperAdmin(role),
  );
  if (refusal) throw new Conflict(refusal);
}

/**
 * Erases the nurse `userId` (a member of `trustId`, erased by `role`); answers the stored files to remove once it
 * commits. The caller holds the nurse's lock.
 */
export async function eraseNurse(
  trx: Knex.Transaction,
  writer: Writer,
  userId: number,
  trustId: number,
  role: ActingRole,
  now: Date,
  by: number | null,
): Promise<string[]> {
  const account = await trx('users').where({ id: userId }).forUpdate().first();
  // Every role they held, with its trust: their bookings, applications and records anywhere.
  const roles: Row[] = await trx('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('trusts as t', 't.id', 'tr.trustId')
    .where('ur.userId', userId)
    .orderBy('ur.id')
    .forUpdate('ur')
    .select('ur.*', 'tr.trustId', 't.name as trustName');
  const trusts = [...new Set(roles.map((r) => r.trustId as number))];
  const otherTrusts = [
    ...new Set(roles.filter((r) => r.trustId !== trustId && !r.deletedAt).map((r) => r.trustName as string)),
  ];
  await refuseErasure(trx, account, trusts, otherTrusts, role, now);
  const fullName = `${account.firstname} ${account.lastname}`;
  const name = erasedName(userId);
  for (const id of trusts)
    await withdrawOpenApplications(trx, writer, userId, { trustId: id, careLocationId: null }, now, by);
  // The days they said they could or could not work say nothing to anyone once they are gone.
  await trx('date_availabilities').where({ userId }).delete();
  await writer.update(ERASED_ACCOUNT, account, {
    ...name,
    email: erasedEmail(userId),
    phoneNumber: null,
    imageUrl: null,
    // Nobody signs in again: no password matches this, and every token is refused.
    password: `erased:${crypto.randomBytes(24).toString('hex')}`,
    isActive: false,
    notDisturbDate: null,
    tokenVersion: account.tokenVersion + 1,
    erasedAt: now,
  });
  for (const member of roles) {
    await writer.update(ERASED_MEMBERSHIP, member, {
      staffNumber: null,
      deletedAt: member.deletedAt ?? now,
      decidedBy: by,
      decidedAt: now,
      decisionReason: 'Erased on request',
    });
  }
  const files: string[] = account.imageUrl ? [account.imageUrl] : [];
  for (const request of await trx('right_to_work_requests').where({ userId }).forUpdate()) {
    const stored: EvidenceFile[] =
      typeof request.files === 'string' ? JSON.parse(request.files) : (request.files ?? []);
    files.push(...stored.map((f) => f.key));
    await writer.update(ERASED_EVIDENCE, request, { documentNumber: ERASED_DOCUMENT, files: [] });
  }
  await Promise.all([
    trx('account_links').where({ userId }).delete(),
    trx('email_change_requests').where({ userId }).delete(),
    trx('notifications').where({ userId }).delete(),
    trx('sign_in_failures').where('key', 'like', `%${account.email}%`).delete(),
  ]);
  // Others' notifications and chat requests named them.
  const pseudonym = `${name.firstname} ${name.lastname}`;
  await trx('notifications')
    .where('body', 'like', `%${fullName}%`)
    .update({ body: trx.raw('replace(body, ?, ?)', [fullName, pseudonym]) });
  await trx('notification_requests').where({ senderId: userId }).update({ senderName: pseudonym });
  // The personal values in the audit entries about them or made by them (the erasure's own are hidden already).
  await writer.rewriteAuditOf(userId, scrubChanges, erasedEmail(userId));
  return files;
}
