/**
 * Reads a query's rows a batch at a time through a server-side cursor, so that a report of a million rows never holds
 * more than a batch in the server's memory. The cursor is a holdable one (WITH HOLD): the database works the query out
 * once and keeps its result (spilling to disk) until the cursor is closed, so it can first count the rows (for
 * progress) and then hand them out. On PostgreSQL it lives on one connection taken from the pool for the purpose; on
 * the embedded database, whose one session everyone shares, other statements run between the fetches.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Database } from './connection';
import type { Row } from './row';

export interface Cursor {
  /** How many rows the query answered. */
  readonly total: number;
  /** The next batch of rows; an empty one once every row has been read. */
  next(): Promise<Row[]>;
  /** Closes the cursor and gives its connection back; safe to call twice. */
  close(): Promise<void>;
}

export async function openCursor(
  database: Database,
  query: { sql: string; bindings: readonly unknown[] },
  batch = 1000,
): Promise<Cursor> {
  const { knex } = database;
  const connection = database.kind === 'postgres' ? await knex.client.acquireConnection() : undefined;
  const run = (sql: string, bindings: readonly unknown[] = []) => {
    const raw = knex.raw(sql, bindings as Knex.RawBinding[]);
    return (connection ? raw.connection(connection) : raw) as Promise<{ rows: Row[]; rowCount?: number }>;
  };
  const name = `report_${randomBytes(8).toString('hex')}`;
  let open = false;
  let held = !!connection;
  const close = async () => {
    try {
      if (open) await run(`close ${name}`);
      open = false;
    } finally {
      if (held) await knex.client.releaseConnection(connection);
      held = false;
    }
  };
  try {
    await run(`declare ${name} scroll cursor with hold for ${query.sql}`, query.bindings);
    open = true;
    // The embedded driver's knex client drops a MOVE's row count: asked of the engine itself.
    const moved = database.pglite
      ? await database.pglite.query(`move forward all in ${name}`)
      : await run(`move forward all in ${name}`);
    const total = Number(moved.rowCount ?? 0);
    await run(`move absolute 0 in ${name}`);
    return {
      total,
      next: async () => (await run(`fetch forward ${Number(batch)} from ${name}`)).rows,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
