/** The demo seed is all or nothing: a first start cut off while seeding leaves nothing half made (issue 52). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/connection';
import { seedDemo } from '../../server/db/seed';
import type { FileStore } from '../../server/files';
import { scratchPostgres, type Scratch } from '../support/scratchPostgres';
import { testConfig } from './templates';

let scratch: Scratch | undefined;
let database: Database;
let server: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  scratch = base ? await scratchPostgres(base) : undefined;
  const config = testConfig({ databaseUrl: scratch?.url });
  database = await openDatabase(config);
  server = await createServer(config, { database });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await scratch?.drop();
});

const count = async (table: string) => Number((await database.knex(table).count({ n: '*' }).first())?.n);

it('leaves an empty database when the seed is cut off, and the next start seeds it whole', async () => {
  const files: FileStore = server.app.get('files');
  // The staff's evidence scans come last but one: a store that fails there stops the seed as a kill would.
  const cutOff: FileStore = {
    ...files,
    save: async () => {
      throw new Error('cut off');
    },
  };
  await expect(seedDemo(database.knex, 'test', { files: cutOff })).rejects.toThrow('cut off');
  for (const table of ['users', 'trusts', 'jobs', 'applications'])
    expect(await count(table), `${table} after the cut`).toBe(0);

  expect(await seedDemo(database.knex, 'test', { files })).toBe(true);
  expect(await count('trusts')).toBe(3);
  expect(await count('jobs')).toBeGreaterThan(1000);
  expect(await count('blocked_users_reasons')).toBeGreaterThan(0);
  expect(await count('report_requests')).toBeGreaterThan(0);
  // Seeded once: a later start leaves it as it is.
  expect(await seedDemo(database.knex, 'test', { files })).toBe(false);
});
