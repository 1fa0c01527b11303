/**
 * Counts requests per key (an email, a client address) in a time window, in the table that sign-in
 * throttling uses; sign-in's clean-up removes the old rows of every key.
 */
import type { Knex } from 'knex';

export async function recentCount(db: Knex, key: string, windowMinutes: number): Promise<number> {
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const row = await db('sign_in_failures').where('key', key).where('at', '>', since).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function recordRequest(db: Knex, ...keys: string[]): Promise<void> {
  await db('sign_in_failures').insert(keys.map((key) => ({ key })));
}
