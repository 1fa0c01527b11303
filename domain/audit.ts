/** What an audit entry records, in words (the audit log's Change column, a person's audit trail). */
export const AUDIT_METHOD_LABELS = { create: 'Created', patch: 'Changed', remove: 'Removed' } as const;
export type AuditMethod = keyof typeof AUDIT_METHOD_LABELS;
export const AUDIT_METHODS = Object.keys(AUDIT_METHOD_LABELS) as AuditMethod[];
