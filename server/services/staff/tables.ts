/** The staff tables the staff services write, as the write path knows them (server/writes.ts). */
import { ACCOUNTS, type AuditedTable } from '../../writes';

/** The nurses' memberships (their NURSE roles), audited under the staff list's name: get-trust-users. */
export const MEMBERSHIPS: AuditedTable = {
  service: 'get-trust-users',
  table: 'user_roles',
  trustOf: (_row, role) => role?.trustId ?? role?.institutionId ?? null,
  json: [],
  subjectOf: (row) => row.userId,
};

/** Right-to-work evidence, audited under its family's name: righttoworkrequests. */
export const RIGHT_TO_WORK: AuditedTable = {
  service: 'righttoworkrequests',
  table: 'right_to_work_requests',
  trustOf: (row) => row.trustId ?? null,
  json: ['files'],
  subjectOf: (row) => row.userId,
};

/** A staff member's account as their trust's bank office edits it: audited in that trust (their profile's trail). */
export const STAFF_ACCOUNTS: AuditedTable = {
  ...ACCOUNTS,
  trustOf: (_row, role) => role?.trustId ?? role?.institutionId ?? null,
};
