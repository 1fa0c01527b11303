/**
 * Where a browser or UI suite's server keeps its data: a scratch database of its own on the PostgreSQL of
 * TEST_DATABASE_URL when the run has one (as CI does), else PGlite in memory. CI thus runs the console against the
 * production database, and the UI suite's server spent a fifth less CPU than on PGlite (73 s to 57 s, and 7 s of
 * PostgreSQL's).
 */
import type { Config } from '../../server/config';
import { scratchPostgres } from './scratchPostgres';

export async function testDatabase(): Promise<{ config: Partial<Config>; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return { config: { inMemory: true }, drop: async () => {} };
  const scratch = await scratchPostgres(baseUrl);
  return { config: { databaseUrl: scratch.url, inMemory: false }, drop: () => scratch.drop() };
}
