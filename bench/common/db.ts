/**
 * The bench's PostgreSQL: the admin connection (a clear exit when it is unreachable), scratch databases made
 * and dropped by the bench, connection names to cancel abandoned work by, and EXPLAIN readings.
 */
import pg from 'pg';
import type { Captured } from './protocol';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

/** An idle pooled connection that the server ends (the database dropped at the end) must not crash the run. */
export const quiet = (pool: pg.Pool) => pool.on('error', () => undefined);

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function withAppName(url: string, name: string) {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

/** Connects to BENCH_DATABASE_URL, or says plainly that PostgreSQL is not reachable and exits with 1. */
export async function connectAdmin(command: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    client.on('error', () => undefined);
    return client;
  } catch (error) {
    console.error(
      `\n${command}: PostgreSQL is not reachable at ${redact(ADMIN_URL)} (${(error as Error).message}).\n` +
        'Start PostgreSQL, or point BENCH_DATABASE_URL at one where this user may create databases.\n',
    );
    process.exit(1);
  }
}

/** A bench's scratch database: BENCH_DATABASE_SUFFIX keeps runs side by side apart (the smoke run of each CI run). */
export function benchDatabaseName(name: string) {
  const suffix = process.env.BENCH_DATABASE_SUFFIX ?? '';
  if (!/^[a-z0-9_]*$/.test(suffix))
    throw new Error(`BENCH_DATABASE_SUFFIX may hold only a-z, 0-9 and _, not ${suffix}`);
  return name + suffix;
}

/** (Re)creates the scratch database `name`; `drop()` removes it (forcing out every connection). */
export async function scratchDatabase(admin: pg.Client, name: string) {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  return {
    url: databaseUrl(ADMIN_URL, name),
    drop: () => admin.query(`drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

/** A compact reading of EXPLAIN (ANALYZE): the plan's nodes, top down, and the execution time. */
export async function explain(pool: pg.Pool, q: Captured, analyze = true): Promise<string> {
  const { rows } = await pool.query(
    `explain (${analyze ? 'analyze, ' : ''}format json) ${q.sql}`,
    q.bindings as unknown[],
  );
  const top = rows[0]['QUERY PLAN'][0];
  const nodes: string[] = [];
  const walk = (n: any) => {
    const idx = n['Index Name'] ? ` using ${n['Index Name']}` : '';
    const workers = n['Workers Launched'] ? ` (${n['Workers Launched']} workers)` : '';
    nodes.push(
      `${n['Node Type']}${n['Join Type'] && n['Join Type'] !== 'Inner' ? ` (${n['Join Type']})` : ''}${idx}${workers}`,
    );
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(top.Plan);
  return analyze ? `${nodes.join(' → ')}; ${top['Execution Time'].toFixed(1)} ms` : `${nodes.join(' → ')} (plan only)`;
}

/** The full text of EXPLAIN (ANALYZE, BUFFERS), for the report. */
export async function explainText(pool: pg.Pool, q: Captured): Promise<{ text: string; ms: number }> {
  const { rows } = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.bindings as unknown[]);
  const lines = rows.map((r) => r['QUERY PLAN'] as string);
  const last = lines.find((l) => /^Execution Time/.test(l)) ?? '';
  return { text: lines.join('\n'), ms: Number(/([\d.]+) ms/.exec(last)?.[1] ?? NaN) };
}

/** Inlines bindings into a statement, for a report reader to paste into psql. */
export function inlineSql(q: Captured): string {
  let i = 0;
  const lit = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    if (Array.isArray(v)) return `'{${v.map((x) => String(x).replace(/'/g, "''")).join(',')}}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  };
  return q.sql.replace(/\$(\d+)/g, (_, n) => lit(q.bindings[Number(n) - 1])).replace(/\?/g, () => lit(q.bindings[i++]));
}

/** Process ids of the PostgreSQL backends connected to database `name` (to count their CPU as the bench's own). */
export async function backendPids(admin: pg.Client, name: string): Promise<number[]> {
  return (await admin.query(`select pid from pg_stat_activity where datname = $1`, [name])).rows.map((r) =>
    Number(r.pid),
  );
}
