/** The staff tables the staff services write, as the write path knows them (server/writes.ts). */
import type { AuditedTable } from '../../writes';

/** The nurses' memberships (their NURSE roles), audited under the staff list's name: get-trust-users. */
export const MEMBERSHIPS: AuditedTable = {
  service: 'get-trust-users',
  table: 'user_roles',
  trustOf: (_row, role) => role?.trustId ?? role?.institutionId ?? null,
  json: [],
};
