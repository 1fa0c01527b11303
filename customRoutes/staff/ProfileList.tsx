/**
 * A family's rows about one person on their profile (their evidence, blocks, contracted hours, roles): the rows naming
 * them, a page at a time, in the columns asked for (shown as the family's definition says), with a button per row
 * for each declared action the role may take on it.
 */
import {
  DataTable,
  DeleteWithConfirmButton,
  Pagination,
  ReferenceManyField,
  RecordContextProvider,
  useCanAccess,
  WithRecord,
  type RaRecord,
} from 'react-admin';
import { fieldLabel } from '../../resources/define';
import { useDefinition } from '../../providers/definitions';
import { DateLabelField } from '../../src/DateLabelField';
import { ActionButton } from '../../src/generated/ActionButton';
import { FieldView } from '../../src/generated/FieldView';

export interface ProfileListProps {
  resource: string;
  /** The id `target` names the person by: their user id, or their membership's where the family names that. */
  userId: number;
  /** The family's field naming the person. */
  target?: string;
  columns: string[];
  empty: string;
  /** Where a row opens (its review page, say); nowhere by default. */
  rowClick?: (record: RaRecord) => string;
  perPage?: number;
  /** Rows the role may delete get a delete button, asking first (a persona the nurse no longer counts as). */
  removable?: boolean;
}

export function ProfileList({
  resource,
  userId,
  target = 'userId',
  columns,
  empty,
  rowClick,
  perPage = 5,
  removable = false,
}: ProfileListProps) {
  const def = useDefinition(resource);
  const actions = Object.keys(def.actions);
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const deletes = removable && !!canDelete;
  return (
    <RecordContextProvider value={{ id: userId }}>
      <ReferenceManyField
        reference={resource}
        target={target}
        perPage={perPage}
        sort={def.sort}
        pagination={<Pagination rowsPerPageOptions={[perPage]} />}
        empty={<p>{empty}</p>}
      >
        <DataTable rowClick={rowClick ? (_id, _resource, record) => rowClick(record) : false} bulkActionButtons={false}>
          {columns.map((name) =>
            def.fields[name] ? (
              <DataTable.Col key={name} source={name} label={fieldLabel(name, def.fields[name])} disableSort>
                <FieldView source={name} field={def.fields[name]} />
              </DataTable.Col>
            ) : (
              // A row's own time (createdAt): when it was made.
              <DataTable.Col key={name} source={name} label="When" disableSort>
                <DateLabelField source={name} showTime />
              </DataTable.Col>
            ),
          )}
          {(actions.length > 0 || deletes) && (
            <DataTable.Col label="Actions">
              <WithRecord
                render={(record) =>
                  actions.map((action) => (
                    <ActionButton key={action} resource={resource} action={action} record={record} />
                  ))
                }
              />
              {deletes && <DeleteWithConfirmButton resource={resource} redirect={false} mutationMode="pessimistic" />}
            </DataTable.Col>
          )}
        </DataTable>
      </ReferenceManyField>
    </RecordContextProvider>
  );
}
