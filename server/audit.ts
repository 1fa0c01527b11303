/** Writes the audit trail of a change, in the same transaction as the change. */
import type { Knex } from 'knex';
import type { ActingRole } from '../domain/access';
import type { ResourceDefinition } from '../resources/define';
import type { Params, Principal } from './declarations';

type Row = Record<string, unknown>;
const SKIP = new Set(['createdAt', 'updatedAt']);

/** The fields whose values differ, before and after. */
export function changedFields(before: Row | undefined, after: Row | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter((k) => !SKIP.has(k)));
  const out: { before: Row; after: Row } = { before: {}, after: {} };
  for (const k of keys) {
    const b = before?.[k];
    const a = after?.[k];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    if (before) out.before[k] = b ?? null;
    if (after) out.after[k] = a ?? null;
  }
  return out;
}

export interface AuditEntry {
  service: string;
  method: 'create' | 'patch' | 'remove';
  recordId: number;
  trustId: number | null;
  changes: { before: Row; after: Row };
}

export async function writeAudit(
  trx: Knex,
  entry: AuditEntry,
  who: { user?: Pick<Principal, 'id' | 'email'>; role?: ActingRole },
): Promise<void> {
  await trx('audit_logs').insert({
    ...entry,
    changes: JSON.stringify(entry.changes),
    userId: who.user?.id ?? null,
    userEmail: who.user?.email ?? 'system',
    roleId: who.role?.roleId ?? null,
    roleType: who.role?.roleType ?? null,
  });
}

/** The trust an audit entry of a row belongs to. */
export function trustOfRow(def: ResourceDefinition, row: Row, role?: ActingRole): number | null {
  if (def.tenancy !== 'global') return (row[def.tenancy.trust] as number | null) ?? null;
  return role?.trustId ?? null;
}

/** Who a request acts as, for the audit trail. */
export const actorOf = (params: Params) => ({ user: params.user, role: params.actingRole });
