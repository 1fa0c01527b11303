/**
 * Answers worth keeping briefly, each read off some tables and kept until one of those tables changes: list
 * totals (a full page cannot tell its total, and counting a large table on every page costs more than the page
 * itself) and the signed-in user with their roles (read on every request). A table changes through this
 * instance's database connection (see watchWrites) or, with REDIS_URL, through another instance's
 * (server/tableSharing.ts); `ttlMs` bounds the rest (changes made elsewhere: a script, an instance whose message
 * was lost). Requests that miss together share one load.
 */
import type { Knex } from 'knex';

export class TableCache<T> {
  private readonly kept = new Map<string, { value: T; at: number; stamp: string }>();
  private readonly loading = new Map<string, { stamp: string; value: Promise<T> }>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /** The versions of the tables a value was read off: it holds while they stay the same. */
  private stamp(tables: readonly string[]) {
    return tables.map((t) => this.versions.get(t) ?? 0).join(',');
  }

  private static idOf(tables: string | readonly string[], key: string) {
    const on = [...new Set(typeof tables === 'string' ? [tables] : tables)].sort();
    return { on, id: `${on.join(',')}\u0000${key}` };
  }

  /** The value of `key` read off `tables`: remembered, being loaded, or loaded now with `load`. */
  async remember(tables: string | readonly string[], key: string, load: () => Promise<T>): Promise<T> {
    const { on, id } = TableCache.idOf(tables, key);
    const stamp = this.stamp(on);
    const hit = this.kept.get(id);
    if (hit && hit.stamp === stamp && Date.now() - hit.at <= this.ttlMs) return hit.value;
    const running = this.loading.get(id);
    if (running?.stamp === stamp) return running.value;

    const value = load();
    this.loading.set(id, { stamp, value });
    try {
      const loaded = await value;
      // A value read while a table changed may already be stale: answer it, but do not keep it.
      if (this.ttlMs > 0 && this.stamp(on) === stamp) {
        if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
        this.kept.set(id, { value: loaded, at: Date.now(), stamp });
      }
      return loaded;
    } finally {
      if (this.loading.get(id)?.value === value) this.loading.delete(id);
    }
  }

  /** Drops the value of `key`, known to be stale before its tables' change has been heard of here. */
  forget(tables: string | readonly string[], key: string) {
    const { id } = TableCache.idOf(tables, key);
    this.kept.delete(id);
    this.loading.delete(id);
  }

  /** A table changed: every value read off it before is stale. */
  invalidate(table: string) {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }
}

const NAME = String.raw`((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)`;
const WRITES = new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+${NAME}`, 'gi');
const READS = new RegExp(String.raw`\b(?:from|join)\s+${NAME}`, 'gi');
const tableNames = (sql: string, pattern: RegExp) => [
  ...new Set([...sql.matchAll(pattern)].map((m) => m[1].split('.').pop()!.replace(/"/g, ''))),
];

/** The tables a statement writes (insert, update, delete, truncate). A stray word is harmless: it names no table. */
export const tablesWritten = (sql: string) => tableNames(sql, WRITES);

/** The tables a query reads (from and join). */
export const tablesRead = (sql: string) => tableNames(sql, READS);

/** A write's answer that tells it changed no row (knex's count, returned rows, or a raw result's rowCount). */
const changedNoRow = (response: unknown) =>
  response === 0 ||
  (Array.isArray(response) && response.length === 0) ||
  (response as { rowCount?: unknown } | null)?.rowCount === 0;

/**
 * Calls `changed` with the tables written through `knex` (a statement outside a transaction that changed no row,
 * such as the scheduler's claim when nothing is due, changes nothing), whoever writes them (resource services, the bespoke
 * services, the scheduler, the audit log): for a statement outside a transaction once it answers, for the
 * statements of a transaction once it commits (nothing when it rolls back). After the commit, not before: a
 * value read between the write and the commit saw the old rows and must not be kept.
 */
export function watchWrites(knex: Knex, changed: (tables: string[]) => void) {
  const invalidate = (tables: Iterable<string>) => {
    const list = [...tables];
    if (list.length) changed(list);
  };
  knex.on('query-response', (response: unknown, query: { sql: string; __knexTxId?: string }) => {
    if (!query.__knexTxId && !changedNoRow(response)) invalidate(tablesWritten(query.sql));
  });
  // A transaction's own events carry its statements, nested savepoints' too; its promise settles after COMMIT.
  const client = knex.client as { transaction: (...args: unknown[]) => Knex.Transaction & PromiseLike<unknown> };
  const transaction = client.transaction;
  client.transaction = function (this: unknown, ...args: unknown[]) {
    const trx = transaction.apply(this, args);
    const written = new Set<string>();
    trx.on('query', (query: { sql: string }) => tablesWritten(query.sql).forEach((t) => written.add(t)));
    trx.then(
      () => invalidate(written),
      () => undefined,
    );
    return trx;
  };
}
