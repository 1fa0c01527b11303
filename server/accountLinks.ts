/**
 * Links emailed to an account holder (account_links): a password reset, the verification of a new account's email,
 * a sign-in once the account's wrong passwords used up its limit (signInLink.ts).
 * Each carries a random token, stored only as its hash; it works until it expires, and using one of a user's links
 * of a purpose uses up all of them.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { hashToken, newToken } from './tokens';
import type { AuditedTable, Writer } from './writes';

export const expiredLink = () =>
  new BadRequest('This link has expired or was already used', {
    errors: [{ field: 'token', message: 'has expired or was already used' }],
  });

export type LinkPurpose = 'resetPassword' | 'verifyEmail' | 'signIn';

/**
 * A new link's token for the user, valid for `minutes`; their expired links of that purpose are dropped. `audit`: the
 * link is sent on someone else's request (an administrator's), written and audited by their writer (in its transaction).
 */
export async function issueLink(
  db: Knex,
  userId: number,
  purpose: LinkPurpose,
  minutes: number,
  audit?: { writer: Writer; target: AuditedTable },
): Promise<string> {
  const { token, hash } = newToken();
  await db('account_links').where({ userId, purpose }).where('expiresAt', '<', new Date()).delete();
  const link = { userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + minutes * 60_000) };
  if (audit) await audit.writer.insert(audit.target, link);
  else await db('account_links').insert(link);
  return token;
}

/** The user a live link names (400 when expired, used or unknown), not yet used. */
export async function linkedUser(
  db: Knex,
  token: string,
  purpose: LinkPurpose,
): Promise<{ id: number; userId: number; email: string }> {
  const link = await db('account_links as l')
    .join('users as u', 'u.id', 'l.userId')
    .where({ 'l.tokenHash': hashToken(token), 'l.purpose': purpose })
    .whereNull('l.usedAt')
    .where('l.expiresAt', '>', new Date())
    .first('l.id', 'l.userId', 'u.email');
  if (!link) throw expiredLink();
  return link;
}

/** Uses up the link (and every other of its user and purpose) in `trx`: 400 when another request used it first. */
export async function useLink(trx: Knex.Transaction, link: { id: number; userId: number }, purpose: LinkPurpose) {
  const used: { id: number }[] = await trx('account_links')
    .where({ userId: link.userId, purpose })
    .whereNull('usedAt')
    .update({ usedAt: trx.fn.now() })
    .returning('id');
  if (!used.some((u) => u.id === link.id)) throw expiredLink();
}
