/**
 * Every change of a person's record (audit entries about them: their account, membership, evidence, blocks, contracted
 * hours): when, who, what and which fields changed, newest first; for those who read the audit log.
 */
import { DataTable, DateField, FunctionField, Pagination, RecordContextProvider, ReferenceManyField, TextField, useTranslate } from 'react-admin';
import './messages';

const T = 'bankshift.staff.profile';

/** The fields an entry changed, by name. */
const changedFields = (changes: { before?: object; after?: object } | null) => Object.keys({ ...changes?.before, ...changes?.after }).join(', ');

export function AuditTrail({ userId }: { userId: number }) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={{ id: userId }}>
      <ReferenceManyField
        reference="audit-logs"
        target="subjectUserId"
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={<p>{translate(`${T}.no_audit`)}</p>}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="createdAt" label={translate(`${T}.audit_when`)} disableSort>
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="userEmail" label={translate(`${T}.audit_who`)} disableSort>
            <TextField source="userEmail" />
          </DataTable.Col>
          <DataTable.Col source="service" label={translate(`${T}.audit_what`)} disableSort>
            <FunctionField render={(entry) => `${entry.service} ${entry.method}`} />
          </DataTable.Col>
          <DataTable.Col source="changes" label={translate(`${T}.audit_fields`)} disableSort>
            <FunctionField render={(entry) => changedFields(entry.changes)} />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </RecordContextProvider>
  );
}
