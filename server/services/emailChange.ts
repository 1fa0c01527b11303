/**
 * Changing a user's email (spec 4: email-change request, PENDING to VERIFIED). The account keeps its address
 * until the link sent to the new one is followed; only the newest request of a user stands.
 */
import { BadRequest, Conflict, Unavailable } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { writeAudit } from '../audit';
import type { Application, Principal } from '../declarations';
import { badField } from '../query';
import { hashToken, newToken } from '../tokens';

export const EMAIL_CHANGE_HOURS = 24;
export const LINK_EXPIRED = 'This link has expired or was already used';

export const expiredLink = () => new BadRequest(LINK_EXPIRED, { errors: [{ field: 'token', message: 'has expired or was already used' }] });

async function assertFree(db: Knex, email: string, userId: number) {
  if (await db('users').where({ email }).whereNot({ id: userId }).first('id')) {
    throw new Conflict('email: another account already uses this email address', {
      errors: [{ field: 'email', message: 'is already used by another account' }],
    });
  }
}

/** Records the request and emails its link to the new address; `email` is already trimmed and lower-cased. */
export async function requestEmailChange(app: Application, user: Principal, email: string): Promise<void> {
  const db = app.get('database').knex;
  if (email === user.email) throw badField('email', 'is already your email address');
  await assertFree(db, email, user.id);
  const { token, hash } = newToken();
  const request: { id: number } = await db.transaction(async (trx) => {
    await trx('email_change_requests').where({ userId: user.id, status: 'PENDING' }).delete();
    const [row] = await trx('email_change_requests')
      .insert({ userId: user.id, email, tokenHash: hash, expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000) })
      .returning('id');
    return row;
  });
  const { publicUrl } = app.get('config');
  try {
    await app.get('mailer').send({
      to: email,
      subject: 'Confirm your new Bankshift email address',
      text: `Hello ${user.firstname},\n\nFollow this link within ${EMAIL_CHANGE_HOURS} hours to use ${email} for your Bankshift account. If you did not ask for this, ignore this email.`,
      link: `${publicUrl}/verifyChangedEmail/${token}`,
    });
  } catch (error) {
    await db('email_change_requests').where({ id: request.id }).delete();
    console.error(`Could not send the email-change link to ${email}: ${(error as Error).message}`);
    throw new Unavailable('The verification email could not be sent. Please try again later.');
  }
}

/** Follows a link: the request becomes VERIFIED and the user's email changes. Answers the user and the new email. */
export async function verifyEmailChange(app: Application, token: string): Promise<{ userId: number; email: string }> {
  const db = app.get('database').knex;
  const request = await db('email_change_requests')
    .where({ tokenHash: hashToken(token), status: 'PENDING' })
    .where('expiresAt', '>', new Date())
    .first();
  if (!request) throw expiredLink();
  await db.transaction(async (trx) => {
    const used = await trx('email_change_requests').where({ id: request.id, status: 'PENDING' }).update({ status: 'VERIFIED', verifiedAt: trx.fn.now() });
    if (!used) throw expiredLink();
    await assertFree(trx, request.email, request.userId);
    const [before] = await trx('users').where({ id: request.userId }).select('email');
    await trx('users').where({ id: request.userId }).update({ email: request.email, updatedAt: trx.fn.now() });
    await writeAudit(
      trx,
      { service: 'account', method: 'patch', recordId: request.userId, trustId: null, changes: { before: { email: before.email }, after: { email: request.email } } },
      { user: { id: request.userId, email: before.email } },
    );
  });
  return { userId: request.userId, email: request.email };
}
