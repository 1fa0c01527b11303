/**
 * Changing a user's email (spec 4: email-change request, PENDING to VERIFIED). The account keeps its address
 * until the link sent to the new one is followed; only the newest request of a user stands. The answer never
 * tells whether another account uses the address: its owner is told by mail instead, and no link is sent. Requests
 * are limited per account and per client address, as password resets are, and ask for the current password (a wrong
 * one counts as a failed sign-in). Once the link is followed, the old address is told and every session of the
 * account ends (its token version moves on): the account signs in again with its new address.
 */
import { Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { ACCOUNTS, Writer } from '../writes';
import type { Application, Principal } from '../declarations';
import { badField } from '../query';
import { limitMailedRequests, provesPassword } from '../throttle';
import { hashToken, newToken } from '../tokens';
import { expiredLink } from '../accountLinks';

export const EMAIL_CHANGE_HOURS = 24;

/** Refuses (409) an address another account uses; `email` is trimmed and lower-cased, as stored. */
export async function assertEmailFree(db: Knex, email: string, userId: number) {
  if (await db('users').where({ email }).whereNot({ id: userId }).first('id')) {
    throw new Conflict('email: another account already uses this email address', {
      errors: [{ field: 'email', message: 'is already used by another account' }],
    });
  }
}

/**
 * Records the request and emails its link to the new address, or, when another account uses that address, tells
 * that account's owner instead; the caller is answered alike. `email` is already trimmed and lower-cased.
 */
export async function requestEmailChange(
  app: Application,
  user: Principal,
  email: string,
  currentPassword: string | undefined,
  ip: string,
): Promise<void> {
  const db = app.get('database').knex;
  if (email === user.email) throw badField('email', 'is already your email address');
  if (!currentPassword) throw badField('currentPassword', 'is needed to change your email');
  const { password } = await db('users').where({ id: user.id }).first('password');
  if (!(await provesPassword(db, app.get('config'), user.email, password, currentPassword)))
    throw badField('currentPassword', 'is not your current password');
  const keys = { subject: `email-change-user:${user.id}`, address: `email-change-address:${ip}` };
  await limitMailedRequests(db, app.get('config'), keys, 'email change');
  const owner = await db('users').where({ email }).whereNot({ id: user.id }).first('firstname');
  const { token, hash } = newToken();
  await db.transaction(async (trx) => {
    await trx('email_change_requests').where({ userId: user.id, status: 'PENDING' }).delete();
    await trx('email_change_requests').insert({
      userId: user.id,
      email,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
    });
  });
  const { publicUrl } = app.get('config');
  app.get('mailer').sendLater(
    owner
      ? {
          to: email,
          subject: 'Someone asked to use your email address on Bankshift',
          text: `Hello ${owner.firstname},\n\nAnother Bankshift account asked to use ${email}, which is already yours. Nothing has changed: your account keeps this address. If you did not expect this, you need not do anything; you can sign in here:`,
          link: `${publicUrl}/sign-in`,
        }
      : {
          to: email,
          subject: 'Confirm your new Bankshift email address',
          text: `Hello ${user.firstname},\n\nFollow this link within ${EMAIL_CHANGE_HOURS} hours to use ${email} for your Bankshift account. If you did not ask for this, ignore this email.`,
          link: `${publicUrl}/verifyChangedEmail/${token}`,
        },
  );
}

/**
 * Follows a link: the request becomes VERIFIED, the user's email changes and every session of theirs ends; the old
 * address is told. Answers the user and the new email.
 */
export async function verifyEmailChange(app: Application, token: string): Promise<{ userId: number; email: string }> {
  const db = app.get('database').knex;
  const request = await db('email_change_requests')
    .where({ tokenHash: hashToken(token), status: 'PENDING' })
    .where('expiresAt', '>', new Date())
    .first();
  if (!request) throw expiredLink();
  const before = await db.transaction(async (trx) => {
    const used = await trx('email_change_requests')
      .where({ id: request.id, status: 'PENDING' })
      .update({ status: 'VERIFIED', verifiedAt: trx.fn.now() });
    if (!used) throw expiredLink();
    await assertEmailFree(trx, request.email, request.userId);
    const before = await trx('users').where({ id: request.userId }).forUpdate().first();
    await new Writer(trx, { user: { id: request.userId, email: before.email } }).update(ACCOUNTS, before, {
      email: request.email,
      tokenVersion: before.tokenVersion + 1,
    });
    return before;
  });
  app.get('mailer').sendLater({
    to: before.email,
    subject: 'Your Bankshift email address was changed',
    text: `Hello ${before.firstname},\n\nYour Bankshift account now uses ${request.email} instead of this address, and every session of it was signed out. If you did not make this change, tell your trust's bank office at once. The console signs in here:`,
    link: `${app.get('config').publicUrl}/sign-in`,
  });
  return { userId: request.userId, email: request.email };
}
