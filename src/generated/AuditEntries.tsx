/**
 * Audit entries naming a record or a person (`target`: recordId, with the family's service as a filter, or
 * subjectUserId), newest first, ten a page: when and who, then the columns the caller gives (what changed).
 */
import type { ReactNode } from 'react';
import { DataTable, Pagination, RecordContextProvider, ReferenceManyField } from 'react-admin';
import { DateLabelField } from '../DateLabelField';

export interface AuditEntriesProps {
  target: 'recordId' | 'subjectUserId';
  id: number;
  filter?: Record<string, unknown>;
  /** The columns' and the empty list's texts, translated. */
  texts: { when: string; who: string; empty: string };
  children: ReactNode;
}

export function AuditEntries({ target, id, filter, texts, children }: AuditEntriesProps) {
  const empty = <p>{texts.empty}</p>;
  return (
    <RecordContextProvider value={{ id }}>
      <ReferenceManyField
        reference="audit-logs"
        target={target}
        filter={filter}
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={empty}
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="createdAt" label={texts.when} disableSort>
            <DateLabelField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="userEmail" label={texts.who} disableSort />
          {children}
        </DataTable>
      </ReferenceManyField>
    </RecordContextProvider>
  );
}
