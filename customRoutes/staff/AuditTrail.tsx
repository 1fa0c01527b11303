/**
 * Every change of a person's record (audit entries about them: their account, membership, evidence, blocks, contracted
 * hours): when, who, what and which fields changed, newest first; for those who read the audit log.
 */
import { DataTable, FunctionField, useTranslate } from 'react-admin';
import { AuditEntries } from '../../src/generated/AuditEntries';
import './messages';

const T = 'bankshift.staff.profile';

/** The fields an entry changed, by name. */
const changedFields = (changes: { before?: object; after?: object } | null) =>
  Object.keys({ ...changes?.before, ...changes?.after }).join(', ');

export function AuditTrail({ userId }: { userId: number }) {
  const translate = useTranslate();
  return (
    <AuditEntries
      target="subjectUserId"
      id={userId}
      texts={{
        when: translate(`${T}.audit_when`),
        who: translate(`${T}.audit_who`),
        empty: translate(`${T}.no_audit`),
      }}
    >
      <DataTable.Col source="service" label={translate(`${T}.audit_what`)} disableSort>
        <FunctionField render={(entry) => `${entry.service} ${entry.method}`} />
      </DataTable.Col>
      <DataTable.Col source="changes" label={translate(`${T}.audit_fields`)} disableSort>
        <FunctionField render={(entry) => changedFields(entry.changes)} />
      </DataTable.Col>
    </AuditEntries>
  );
}
