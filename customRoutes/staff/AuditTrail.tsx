/**
 * Every change of a person's record (audit entries about them: their account, membership, evidence, blocks, contracted
 * hours): when, who, what and which fields changed, newest first; for those who read the audit log.
 */
import { DataTable, FunctionField, useTranslate } from 'react-admin';
import { AuditEntries } from '../../src/generated/AuditEntries';
import { AUDIT_METHOD_LABELS, type AuditMethod } from '../../domain/audit';
import { definitionOf } from '../../providers/resources';
import { inSentence } from '../../resources/define';
import { changedFields, type Changes } from '../../src/generated/history';
import './messages';

const T = 'bankshift.staff.profile';

/** What an entry records: "Staff skill created" (the family's label; its service's name for one no longer declared). */
const entryTitle = (entry: { service: string; method: AuditMethod }) =>
  `${definitionOf(entry.service)?.label.one ?? entry.service} ${inSentence(AUDIT_METHOD_LABELS[entry.method])}`;

/** The fields an entry changed, by their labels: "Status, Reason". */
const changedFieldNames = (entry: { service: string; changes: Changes }) => {
  const labels = definitionOf(entry.service)?.fieldLabels ?? {};
  return changedFields(entry.changes)
    .map((f) => labels[f] ?? f)
    .join(', ');
};

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
        <FunctionField render={entryTitle} />
      </DataTable.Col>
      <DataTable.Col source="changes" label={translate(`${T}.audit_fields`)} disableSort>
        <FunctionField render={changedFieldNames} />
      </DataTable.Col>
    </AuditEntries>
  );
}
