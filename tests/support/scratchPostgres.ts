/** Scratch databases on a PostgreSQL server, for the tests that need one of their own (or a copy of a template). */
import crypto from 'node:crypto';
import knexFactory from 'knex';

export type Scratch = Awaited<ReturnType<typeof scratchPostgres>>;

/** A new database on the PostgreSQL of `baseUrl`, empty or a copy of `template`, dropped by `drop()`. */
export async function scratchPostgres(baseUrl: string, template?: string) {
  const name = `bankshift_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
