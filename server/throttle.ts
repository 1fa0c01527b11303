/**
 * Counts requests per key (an email, a client address) in a time window, in the table that sign-in
 * throttling uses; sign-in's clean-up removes the old rows of every key.
 */
import { TooManyRequests } from '@feathersjs/errors';
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
    throw new TooManyRequests(`Too many ${what} requests. Please wait ${signInLimit.windowMinutes} minutes and try again.`, {
      retryAfterMinutes: signInLimit.windowMinutes,
    });
  }
  await recordRequest(db, keys.subject, keys.address);
}
