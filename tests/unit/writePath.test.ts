/**
 * One audited write path (server/writes.ts): nothing else in the server writes audit entries, a declared resource's
 * table or an account (the users table). Read off the server's source, every statement that writes through knex
 * (insert, update, delete...) or raw SQL is checked for the table it names. The demo seed and the migrations
 * (server/db) build the database before anyone acts, and are not changes anyone makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../../server/resourceRegistry';
import { root } from './imports';

const WRITER = 'server/writes.ts';
const KNEX_WRITE = /\.(insert|update|del|delete|increment|decrement|upsert|merge|truncate)\(/;
/** trx('jobs'), db('applications as a'), this.db('users')...: the table a knex builder starts from. */
const KNEX_TABLE = /\b(?:trx|db|knex|this\.db|db\(\))\(\s*(['"`])([a-z_]+)(?:\s+as\s+\w+)?\1\s*\)/g;
/** A builder on a table known only at run time: a resource service's own (this.table) or a definition's. */
const DYNAMIC_TABLE =
  /\b(?:trx|db|knex|this\.db|db\(\))\(\s*(?:this\.table|this\.def\.table|def\.table|target\.table)\s*\)/;
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;

let guarded: Set<string>;
beforeAll(async () => {
  guarded = new Set([...(await loadResources()).map((d) => d.table), 'users', 'audit_logs']);
});

function serverSources(dir = path.join(root, 'server')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return path.relative(root, p) === 'server/db' ? [] : serverSources(p);
    return e.name.endsWith('.ts') ? [path.relative(root, p)] : [];
  });
}

/** The statements of a source file that write a guarded table, each with its file. */
function writesIn(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return text.split(';').flatMap((statement) => {
    const tables = [...statement.matchAll(KNEX_TABLE)].map((m) => m[2]);
    const knexWrite =
      KNEX_WRITE.test(statement) && (tables.some((t) => guarded.has(t)) || DYNAMIC_TABLE.test(statement));
    const rawWrite = /\.raw\(/.test(statement) && [...statement.matchAll(RAW_WRITE)].some((m) => guarded.has(m[1]));
    return knexWrite || rawWrite ? [`${file}: ${statement.trim().replace(/\s+/g, ' ').slice(0, 160)}`] : [];
  });
}

describe('the one write path', () => {
  it('reads the server and knows the guarded tables', () => {
    expect(serverSources()).toContain('server/services/jobs/jobsService.ts');
    expect(guarded).toContain('jobs');
    expect(guarded).toContain('applications');
    // The write path itself writes them (a scanner that found nothing would pass the next test).
    expect(writesIn(WRITER).length).toBeGreaterThanOrEqual(4);
  });

  it('is the only code that writes audit entries, resource tables or accounts', () => {
    const elsewhere = serverSources()
      .filter((f) => f !== WRITER)
      .flatMap(writesIn);
    expect(elsewhere).toEqual([]);
  });
});
