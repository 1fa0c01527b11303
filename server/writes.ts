/**
 * The one write path. Every insert, update and delete of a declared resource's rows, and every change of an account
 * (the users table), goes through a Writer, in the caller's transaction, with its audit entry in that transaction.
 * Nothing else writes audit entries or resource tables: tests/unit/writePath.test.ts fails on a write elsewhere.
 * (The list totals and signed-in users cached between requests drop whatever a write touches by themselves:
 * services/tableCache.ts watchWrites.)
 */
import type { Knex } from 'knex';
import type { ActingRole } from '../domain/access';
import type { ResourceDefinition } from '../resources/define';
import { changedFields } from './audit';
import type { Params, Principal } from './declarations';

type Row = Record<string, any>;

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
export const ACCOUNTS: AuditedTable = { service: 'account', table: 'users', trustOf: () => null, json: [], secret: ['password'], subjectOf: (row) => row.id };

/** Who a change is made by: a signed-in user acting in a role, or no one (the system's own timed work). */
export interface Actor {
  user?: Pick<Principal, 'id' | 'email'>;
  role?: ActingRole;
}

export const actorOf = (params: Params): Actor => ({ user: params.user, role: params.actingRole });
/** The system's own work (timers, automatic offers): audited as 'system'. */
export const SYSTEM: Actor = {};

export class Writer {
  constructor(
    private readonly trx: Knex.Transaction,
    private readonly actor: Actor,
  ) {}

  /** Inserts a row and answers it as stored. */
  async insert(target: AuditedTable, row: Row): Promise<Row> {
    const [stored] = await this.insertMany(target, [row]);
    return stored;
  }

  /**
   * Inserts rows with as few statements as the database's bound parameters allow (a plan's week of shifts), each
   * audited; answers them as stored, in the order given.
   */
  async insertMany(target: AuditedTable, rows: readonly Row[]): Promise<Row[]> {
    const stored: Row[] = [];
    for (const chunk of chunked(rows.map((row) => this.serialise(target, row)))) {
      const inserted: Row[] = await this.trx(target.table).insert(chunk).returning('*');
      // One statement's ids come from its sequence in the order of its rows.
      stored.push(...inserted.sort((a, b) => a.id - b.id));
    }
    await this.auditAll(target, 'create', stored.map((row) => ({ row, before: undefined, after: row })));
    return stored;
  }

  /** Updates a row from `before` (read in this transaction) with `values`; answers `before` when nothing changes. */
  async update(target: AuditedTable, before: Row, values: Row): Promise<Row> {
    if (!Object.keys(changedFields(before, { ...before, ...values }).after).length) return before;
    const [after] = await this.trx(target.table)
      .where({ id: before.id })
      .update({ ...this.serialise(target, values), updatedAt: this.trx.fn.now() })
      .returning('*');
    await this.auditAll(target, 'patch', [{ row: after, before, after }]);
    return after;
  }

  async remove(target: AuditedTable, before: Row): Promise<Row> {
    await this.trx(target.table).where({ id: before.id }).delete();
    await this.auditAll(target, 'remove', [{ row: before, before, after: undefined }]);
    return before;
  }

  /** Deletes every row matching `where` (a shift's skills, say), each audited; answers them. */
  async removeWhere(target: AuditedTable, where: Row): Promise<Row[]> {
    const removed: Row[] = await this.trx(target.table).where(where).delete().returning('*');
    await this.auditAll(target, 'remove', removed.map((row) => ({ row, before: row, after: undefined })));
    return removed;
  }

  /**
   * Rewrites the changes of the audit entries about a person or made by them (an erasure on request: the entries stay,
   * their personal values go); entries they made name them by `email` from then on.
   */
  async rewriteAuditOf(userId: number, rewrite: (changes: Row) => Row, email: string) {
    const entries = await this.trx('audit_logs').where({ subjectUserId: userId }).orWhere({ userId }).select('id', 'changes', 'userId');
    for (const entry of entries) {
      const changes = typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes;
      await this.trx('audit_logs')
        .where({ id: entry.id })
        .update({ changes: JSON.stringify(rewrite(changes ?? {})), ...(entry.userId === userId ? { userEmail: email } : {}) });
    }
  }

  private serialise(target: AuditedTable, row: Row): Row {
    const out = { ...row };
    for (const name of target.json) if (out[name] != null) out[name] = JSON.stringify(out[name]);
    return out;
  }

  private async auditAll(target: AuditedTable, method: 'create' | 'patch' | 'remove', changes: readonly { row: Row; before?: Row; after?: Row }[]) {
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
    for (const chunk of chunked(entries)) await this.trx('audit_logs').insert(chunk);
  }
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
