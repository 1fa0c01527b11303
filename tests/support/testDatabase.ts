/**
 * Where a browser or UI suite's server keeps its data: a scratch database of its own on the PostgreSQL of
 * TEST_DATABASE_URL when the run has one (as CI does), else PGlite in memory. On PostgreSQL the server spends less
 * than half the CPU it spends on PGlite for the same requests, and these suites send thousands.
 */
import type { Config } from '../../server/config';
import { scratchPostgres } from '../api/templates';

export async function testDatabase(): Promise<{ config: Partial<Config>; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return { config: { inMemory: true }, drop: async () => {} };
  const scratch = await scratchPostgres(baseUrl);
  return { config: { databaseUrl: scratch.url, inMemory: false }, drop: () => scratch.drop() };
}
