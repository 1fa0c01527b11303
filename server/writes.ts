/**
 * The one write path. Every insert, update and delete of a declared resource's rows, and every change of an account
 * (the users table), goes through a Writer, in the caller's transaction, with its audit entry in that transaction.
 * Nothing else writes audit entries or resource tables: tests/unit/writePath.test.ts fails on a write elsewhere.
 * (The list totals and signed-in users cached between requests drop whatever a write touches by themselves:
 * services/tableCache.ts watchWrites.)
 */
import type { AuditMethod } from '../domain/audit';
import type { Knex } from 'knex';
import type { ActingRole } from '../domain/access';
import type { ResourceDefinition } from '../resources/define';
import { changedFields, UNRECORDED } from './audit';
import type { Params, Principal } from './declarations';
import type { Row } from './db/row';

/** A table whose every write is audited. */
export interface AuditedTable {
  /** The audit entry's service. */
  service: string;
  table: string;
  /** The trust the audit entry of a row belongs to (the acting role's, for a row of no trust). */
  trustOf(row: Row, role?: ActingRole): number | null;
  /** Columns stored as JSON text. */
  json: readonly string[];
  /** Columns whose values never enter the audit trail (a password hash): the entry says only that they changed. */
  secret?: readonly string[];
  /** The person a row is about (a nurse's membership, their block), named by its audit entries: their trail. */
  subjectOf?(row: Row): number | null;
}

const audited = new WeakMap<ResourceDefinition, AuditedTable>();

/** A resource's table, as the write path knows it. */
export function auditedOf(def: ResourceDefinition): AuditedTable {
  let table = audited.get(def);
  if (!table) {
    const t = def.tenancy;
    table = {
      service: def.name,
      table: def.table,
      trustOf: (row, role) => (t !== 'global' ? (row[t.trust] ?? null) : (role?.trustId ?? null)),
      json: Object.entries(def.fields)
        .filter(([, f]) => f.type === 'strings' || f.type === 'references' || f.type === 'rows' || f.type === 'json')
        .map(([name]) => name),
      ...(def.subject ? { subjectOf: (row: Row) => row[def.subject!] ?? null } : {}),
    };
    audited.set(def, table);
  }
  return table;
}

/** Accounts: the users table, audited as the account service; the password hash never enters the trail. */
export const ACCOUNTS: AuditedTable = {
  service: 'account',
  table: 'users',
  trustOf: () => null,
  json: [],
  secret: ['password'],
  subjectOf: (row) => row.id,
};

/** Who a change is made by: a signed-in user acting in a role, or no one (the system's own timed work). */
export interface Actor {
  user?: Pick<Principal, 'id' | 'email'>;
  role?: ActingRole;
}

export const actorOf = (params: Params): Actor => ({ user: params.user, role: params.actingRole });
/** The system's own work (timers, automatic offers): audited as 'system'. */
export const SYSTEM: Actor = {};

/** A row written through a Writer: its family (the audit entry's service), what happened to it, and the row. */
export interface Written {
  service: string;
  event: 'created' | 'patched' | 'removed';
  row: Row;
}

const writtenBy = new WeakMap<Knex.Transaction, Written[]>();

/** The rows written through Writers in the transaction `trx`, in order: their live events once it commits. */
export const writtenIn = (trx: Knex.Transaction): readonly Written[] => writtenBy.get(trx) ?? [];

export class Writer {
  /** Audit entries of changes and removals held back by `atOnce`, written at its end. */
  private held?: Row[];

  constructor(
    private readonly trx: Knex.Transaction,
    private readonly actor: Actor,
  ) {}

  /**
   * Runs `work`, holding back the audit entries of its changes and removals, then writes them in one statement (a
   * command's: a confirmation changes the application and its shift). Still in the transaction: all or none.
   */
  async atOnce<T>(work: () => Promise<T>): Promise<T> {
    this.held = [];
    try {
      const result = await work();
      await this.writeHeld();
      return result;
    } finally {
      this.held = undefined;
    }
  }

  /** Writes the audit entries held back so far (before the trail is read or rewritten in the transaction). */
  private async writeHeld() {
    if (!this.held?.length) return;
    const entries = this.held.splice(0);
    for (const chunk of chunked(entries)) await this.trx('audit_logs').insert(chunk);
  }

  /** Inserts a row and answers it as stored. */
  async insert(target: AuditedTable, row: Row): Promise<Row> {
    const [stored] = await this.insertMany(target, [row]);
    return stored;
  }

  /**
   * Inserts rows, each audited, a statement for each set of columns they name (a plan's week of shifts: one);
   * answers them as stored, in the order given.
   */
  async insertMany(target: AuditedTable, rows: readonly Row[]): Promise<Row[]> {
    const stored: Row[] = [];
    for (const alike of byColumns(rows)) {
      const inserted = await this.insertAlike(
        target,
        alike.map((i) => rows[i]),
      );
      alike.forEach((i, k) => (stored[i] = inserted[k]));
    }
    await this.auditCreated(target, stored);
    this.note(target, 'created', stored);
    return stored;
  }

  /** Rows naming the same columns, in one statement however many (insertDocument); answered in their order. */
  private async insertAlike(target: AuditedTable, rows: readonly Row[]): Promise<Row[]> {
    if (!Object.values(rows[0]).some((v) => v !== undefined)) {
      const made: Row[] = [];
      for (const _ of rows) made.push(...(await this.trx(target.table).insert({}).returning('*')));
      return made;
    }
    // One statement's ids come from its sequence in the order of its rows.
    return (await insertDocument(this.trx, target.table, rows)).sort((a, b) => a.id - b.id);
  }

  /** Updates a row from `before` (read in this transaction) with `values`; answers `before` when nothing changes. */
  async update(target: AuditedTable, before: Row, values: Row): Promise<Row> {
    if (!Object.keys(changedFields(before, { ...before, ...values }).after).length) return before;
    const [after] = await this.trx(target.table)
      .where({ id: before.id })
      .update({ ...this.serialise(target, values), updatedAt: this.trx.fn.now() })
      .returning('*');
    await this.auditAll(target, 'patch', [{ row: after, before, after }]);
    this.note(target, 'patched', [after]);
    return after;
  }

  async remove(target: AuditedTable, before: Row): Promise<Row> {
    await this.trx(target.table).where({ id: before.id }).delete();
    await this.auditAll(target, 'remove', [{ row: before, before, after: undefined }]);
    this.note(target, 'removed', [before]);
    return before;
  }

  /** Deletes every row matching `where` (a shift's skills, say), each audited; answers them. */
  async removeWhere(target: AuditedTable, where: Row): Promise<Row[]> {
    const removed: Row[] = await this.trx(target.table).where(where).delete().returning('*');
    await this.auditAll(
      target,
      'remove',
      removed.map((row) => ({ row, before: row, after: undefined })),
    );
    this.note(target, 'removed', removed);
    return removed;
  }

  /**
   * Rewrites the changes of the audit entries about a person or made by them (an erasure on request: the entries stay,
   * their personal values go); entries they made name them by `email` from then on.
   */
  async rewriteAuditOf(userId: number, rewrite: (changes: Row) => Row, email: string) {
    await this.writeHeld();
    const entries = await this.trx('audit_logs')
      .where({ subjectUserId: userId })
      .orWhere({ userId })
      .select('id', 'changes', 'userId');
    for (const entry of entries) {
      const changes = typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes;
      await this.trx('audit_logs')
        .where({ id: entry.id })
        .update({
          changes: JSON.stringify(rewrite(changes ?? {})),
          ...(entry.userId === userId ? { userEmail: email } : {}),
        });
    }
  }

  private note(target: AuditedTable, event: Written['event'], rows: readonly Row[]) {
    let written = writtenBy.get(this.trx);
    if (!written) writtenBy.set(this.trx, (written = []));
    for (const row of rows) written.push({ service: target.service, event, row });
  }

  private serialise(target: AuditedTable, row: Row): Row {
    const out = { ...row };
    for (const name of target.json) if (out[name] != null) out[name] = JSON.stringify(out[name]);
    return out;
  }

  /**
   * The create entries of rows just inserted, each made by the database from its row as stored (no row sent back to
   * it as JSON: a plan posts 500): what changedFields records of a row made, every field but the row's own
   * timestamps, secret ones 'changed'. An instant reads as JSON writes a Date (UTC, to the millisecond, 'Z'), as in
   * every other entry; every other value reads as the database's JSON of it, which is the driver's value for each type
   * our tables use (tests/api/audit.test.ts compares the two).
   */
  private async auditCreated(target: AuditedTable, stored: readonly Row[]) {
    if (!stored.length) return;
    const { user, role } = this.actor;
    const instants = [
      ...new Set(stored.flatMap((row) => Object.keys(row).filter((k) => row[k] instanceof Date))),
    ].filter((k) => !UNRECORDED.includes(k));
    const overrides = [
      ...instants.map((k) =>
        this.trx.raw(`?::text, to_char(r.?? at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, [k, k]),
      ),
      ...(target.secret ?? []).map((k) => this.trx.raw(`?::text, 'changed'::text`, [k])),
    ];
    // jsonb_build_object takes at most 100 arguments: 50 fields a call.
    const calls = Array.from(
      { length: Math.ceil(overrides.length / 50) },
      (_, i) =>
        `jsonb_build_object(${overrides
          .slice(i * 50, i * 50 + 50)
          .map(() => '?')
          .join(', ')})`,
    );
    const after = [`(to_jsonb(r)${UNRECORDED.map(() => ' - ?::text').join('')})`, ...calls].join(' || ');
    const about = stored.map((row, ord) => ({
      ord,
      id: row.id,
      trustId: target.trustOf(row, role),
      subjectUserId: target.subjectOf?.(row) ?? null,
    }));
    await this.trx.raw(
      `insert into audit_logs (service, method, "recordId", "trustId", "subjectUserId", changes, "userId", "userEmail", "roleId", "roleType")
       select ?, 'create', r.id, m."trustId", m."subjectUserId", jsonb_build_object('before', '{}'::jsonb, 'after', ${after}), ?, ?, ?, ?
         from jsonb_to_recordset(?::jsonb) as m(ord int, id int, "trustId" int, "subjectUserId" int)
         join ?? r on r.id = m.id
        order by m.ord`,
      [
        target.service,
        ...UNRECORDED,
        ...overrides,
        user?.id ?? null,
        user?.email ?? 'system',
        role?.roleId ?? null,
        role?.roleType ?? null,
        JSON.stringify(about),
        target.table,
      ],
    );
  }

  private async auditAll(
    target: AuditedTable,
    method: AuditMethod,
    changes: readonly { row: Row; before?: Row; after?: Row }[],
  ) {
    const { user, role } = this.actor;
    const entries = changes.map(({ row, before, after }) => {
      const changed = changedFields(before, after);
      for (const name of target.secret ?? []) {
        if (name in changed.before) changed.before[name] = 'hidden';
        if (name in changed.after) changed.after[name] = 'changed';
      }
      return {
        service: target.service,
        method,
        recordId: row.id,
        trustId: target.trustOf(row, role),
        subjectUserId: target.subjectOf?.(row) ?? null,
        changes: JSON.stringify(changed),
        userId: user?.id ?? null,
        userEmail: user?.email ?? 'system',
        roleId: role?.roleId ?? null,
        roleType: role?.roleType ?? null,
      };
    });
    if (this.held) this.held.push(...entries);
    else for (const chunk of chunked(entries)) await this.trx('audit_logs').insert(chunk);
  }
}

/**
 * Rows naming the same columns (those of the first) inserted by one statement however many, in their order: they
 * travel as one JSON document that the database reads as rows of the table (json_populate_recordset, each value
 * converted to its column's type as a bound value is; JSON columns take objects as they are). `then` follows the
 * insert: RETURNING, an ON CONFLICT clause. Binding 500 rows' values costs twice the insert (bench/RESULTS.md, plans).
 */
export async function insertDocument(
  db: Knex,
  table: string,
  rows: readonly Row[],
  then = 'returning *',
): Promise<Row[]> {
  const columns = Object.keys(rows[0]).filter((k) => rows[0][k] !== undefined);
  const list = columns.map(() => '??').join(', ');
  const { rows: inserted } = (await db.raw(
    `insert into ?? (${list}) select ${list} from json_populate_recordset(null::??, ?::json) with ordinality as r order by r.ordinality ${then}`,
    [table, ...columns, ...columns, table, JSON.stringify(rows)],
  )) as { rows: Row[] };
  return inserted;
}

/** The places of rows naming the same columns (a column left undefined is not named: it takes its default). */
function byColumns(rows: readonly Row[]): number[][] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const named = Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .join('\u0000');
    const group = groups.get(named);
    if (group) group.push(i);
    else groups.set(named, [i]);
  });
  return [...groups.values()];
}

/** The most values one statement binds: PostgreSQL's protocol allows 65,535; half leaves room. */
const MAX_BOUND_VALUES = 30_000;

/** Rows in chunks of at most MAX_BOUND_VALUES values (an empty list: no chunk, no statement). */
export function chunked<T extends Row>(rows: readonly T[]): T[][] {
  const columns = new Set(rows.flatMap((row) => Object.keys(row))).size || 1;
  const size = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}
