/**
 * The seeded demo databases each API test file's server starts from, made once per run by the suite's globalSetup:
 * a copy takes a fraction of creating, migrating and seeding a database again (3 s on PGlite, 30 times a run).
 * On PGlite a template is a dump of its data directory in a file; on PostgreSQL a template database (a scratch database,
 * tests/support/scratchPostgres.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../../server/app';
import { configFromEnv, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/connection';
import { seedDemo } from '../../server/db/seed';
import { scratchPostgres, type Scratch } from '../support/scratchPostgres';

export interface DatabaseTemplates {
  engine: 'pglite' | 'postgres';
  /** A dump file (PGlite) or a database name (PostgreSQL), without and with the demo shifts. */
  plain: string;
  withShifts: string;
}

/** A test server's settings: in memory, no console, no poller (tests run timed work at the clock they set). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    inMemory: true,
    consoleDir: '/nonexistent',
    schedulerPollMs: 0,
    authSecret: 'test-secret-' + crypto.randomBytes(8).toString('hex'),
    ...overrides,
  };
}

/** Makes both templates, on the PostgreSQL of `postgresUrl` or else on PGlite; remove() deletes them. */
export async function makeTemplates(postgresUrl: string | undefined) {
  if (postgresUrl) {
    const made: Scratch[] = [];
    const make = async (withShifts: boolean) => {
      const scratch = await scratchPostgres(postgresUrl);
      made.push(scratch);
      await seeded(testConfig({ databaseUrl: scratch.url }), withShifts);
      return scratch.name;
    };
    const templates: DatabaseTemplates = { engine: 'postgres', plain: await make(false), withShifts: await make(true) };
    return { templates, remove: async () => void (await Promise.all(made.map((scratch) => scratch.drop()))) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-templates-'));
  const make = async (withShifts: boolean) => {
    const file = path.join(dir, withShifts ? 'with-shifts.tar' : 'plain.tar');
    await seeded(testConfig(), withShifts, async (db) => {
      fs.writeFileSync(file, Buffer.from(await (await db.pglite!.dumpDataDir('none')).arrayBuffer()));
    });
    return file;
  };
  const templates: DatabaseTemplates = { engine: 'pglite', plain: await make(false), withShifts: await make(true) };
  return { templates, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The database a test server starts with: the server's own start (its migrations), then the demo data. */
async function seeded(config: Config, withShifts: boolean, keep?: (database: Database) => Promise<void>) {
  const database = await openDatabase(config);
  const server = await createServer(config, { database });
  await seedDemo(database.knex, 'test', { shifts: withShifts });
  await server.close();
  await keep?.(database);
  await database.close();
}
