/** The database: embedded PGlite by default, PostgreSQL with DATABASE_URL. One SQL dialect either way. */
import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import type { Config } from '../config';

export interface Database {
  knex: Knex;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, for tools that take it directly (job queues). */
  pglite?: PGlite;
  close(): Promise<void>;
}

// Dates stay 'YYYY-MM-DD' strings and counts plain numbers, on both engines.
const DATE_OID = 1082;
const INT8_OID = 20;
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));

/** from: an embedded database starts as a copy of this dump of another's data directory (tests start from a seeded one). */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory'>,
  opts: { from?: Blob } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    });
    await knex.raw('select 1');
    return { knex, kind: 'postgres', close: () => knex.destroy() };
  }
  if (!config.inMemory) fs.mkdirSync(config.dataDir, { recursive: true });
  // One options object: PGlite ignores the options given after an undefined data directory.
  const pglite = new PGlite({
    dataDir: config.inMemory ? undefined : config.dataDir,
    loadDataDir: opts.from,
    parsers: { [pgliteTypes.DATE]: (v: string) => v, [INT8_OID]: (v: string) => Number(v) },
  });
  await pglite.waitReady;
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  } as Knex.Config);
  return {
    knex,
    kind: 'pglite',
    pglite,
    close: async () => {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
