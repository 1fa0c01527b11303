/**
 * A start on an existing database (server/db/resourceTables.ts): it reads what the database holds once, adds a
 * declared column or index that is missing, makes nothing that is there already, and refuses a column whose type
 * differs from its declaration.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { scratchPostgres, type Scratch } from '../support/scratchPostgres';
import { testConfig } from './templates';

let scratch: Scratch | undefined;
let database: Database;

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  scratch = base ? await scratchPostgres(base) : undefined;
  database = await openDatabase(testConfig({ databaseUrl: scratch?.url }));
  await migrate(database.knex);
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

/** The statements a start sends. */
async function statementsOfAStart(): Promise<string[]> {
  const sent: string[] = [];
  const record = (query: { sql: string }) => sent.push(query.sql);
  database.knex.on('query', record);
  try {
    await migrate(database.knex);
  } finally {
    database.knex.off('query', record);
  }
  return sent;
}

const indexes = async (table: string) =>
  (await database.knex('pg_indexes').pluck('indexname').where({ tablename: table })).sort();
const columns = async (table: string) =>
  (await database.knex('information_schema.columns').pluck('column_name').where({ table_name: table })).sort();

it('makes nothing that is there, and reads the catalogue once for the tables and once for the views', async () => {
  const sent = await statementsOfAStart();
  expect(sent.filter((sql) => /^create (unique )?index|^create table|^alter table/i.test(sql))).toEqual([]);
  // (knex's own migrations ask information_schema.tables about their two tables.)
  expect(sent.filter((sql) => sql.includes('"information_schema"."columns"'))).toHaveLength(2);
});

it('adds back a declared column and the indexes that went with it', async () => {
  const [indexesBefore, columnsBefore] = [await indexes('adminstrative_groups'), await columns('adminstrative_groups')];
  expect(indexesBefore).toContain('adminstrative_groups_trustid_name_key');
  await database.knex.schema.alterTable('adminstrative_groups', (t) => t.dropColumn('name'));
  expect(await indexes('adminstrative_groups')).not.toContain('adminstrative_groups_trustid_name_key');
  await migrate(database.knex);
  expect(await columns('adminstrative_groups')).toEqual(columnsBefore);
  expect(await indexes('adminstrative_groups')).toEqual(indexesBefore);
});

it('refuses to start on a column whose type differs from its declaration', async () => {
  await database.knex.raw('alter table job_title_types alter column name type text');
  await expect(migrate(database.knex)).rejects.toThrow(
    'Table job_title_types does not match resource job-title-types (name is text, declared character varying): write a migration',
  );
});
