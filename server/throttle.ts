/**
 * Counts requests per key (an email, a client address) in a time window, in the table that sign-in
 * throttling uses; sign-in's clean-up removes the old rows of every key.
 */
import { TooManyRequests } from '@feathersjs/errors';
import bcrypt from 'bcryptjs';
import type { Knex } from 'knex';
import type { Config } from './config';

export async function recentCount(db: Knex, key: string, windowMinutes: number): Promise<number> {
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const row = await db('sign_in_failures').where('key', key).where('at', '>', since).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function recordRequest(db: Knex, ...keys: string[]): Promise<void> {
  await db('sign_in_failures').insert(keys.map((key) => ({ key })));
}

/**
 * Requests that send a mail (a password reset, an email change) are limited per subject (an email, an account) and
 * per client address in the sign-in window: a 429 naming the wait when either is used up, else the request counts.
 */
export async function limitMailedRequests(
  db: Knex,
  config: Pick<Config, 'signInLimit' | 'resetPasswordLimit'>,
  keys: { subject: string; address: string },
  what: string,
): Promise<void> {
  const { signInLimit, resetPasswordLimit } = config;
  if (
    (await recentCount(db, keys.subject, signInLimit.windowMinutes)) >= resetPasswordLimit.perEmail ||
    (await recentCount(db, keys.address, signInLimit.windowMinutes)) >= resetPasswordLimit.perAddress
  ) {
    throw new TooManyRequests(
      `Too many ${what} requests. Please wait ${signInLimit.windowMinutes} minutes and try again.`,
      {
        retryAfterMinutes: signInLimit.windowMinutes,
      },
    );
  }
  await recordRequest(db, keys.subject, keys.address);
}

/**
 * Whether `given` is the account's password (`hash`), where a wrong one counts as a failed sign-in of `email`, under
 * the sign-in limit (429 once it is used up): a password change's current password, an invitation accepted by an
 * existing account.
 */
export async function provesPassword(
  db: Knex,
  config: Pick<Config, 'signInLimit'>,
  email: string,
  hash: string,
  given: string,
): Promise<boolean> {
  const { signInLimit } = config;
  const failures = `email:${email}`;
  if ((await recentCount(db, failures, signInLimit.windowMinutes)) >= signInLimit.perEmail) {
    throw new TooManyRequests(
      `Too many wrong passwords. Please wait ${signInLimit.windowMinutes} minutes and try again.`,
      {
        retryAfterMinutes: signInLimit.windowMinutes,
      },
    );
  }
  if (await bcrypt.compare(given, hash)) return true;
  await recordRequest(db, failures);
  return false;
}
