/**
 * A child family listed on its parent's page (resources/define.ts Child): its rows naming this record, a page at a
 * time, each opening its own page; an Add button opening the child's form with this record filled in. A link table's
 * tab lists the linked rows by name, and its Add links one more; removing asks first.
 */
import {
  CreateButton,
  DataTable,
  DeleteButton,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { childTarget, fieldLabel, type Child } from '../../resources/define';
import { useDefinition } from '../../providers/definitions';
import { definitionOf } from '../../providers/resources';
import { FieldView } from './FieldView';

/** The tab's title. */
export const childLabel = (child: Child) =>
  child.label ?? childTarget(child, definitionOf)?.label.many ?? child.resource;

export function ChildTab({ child }: { child: Child }) {
  const record = useRecordContext();
  const family = useDefinition(child.resource);
  const target = childTarget(child, definitionOf)!;
  const { canAccess: canAdd } = useCanAccess({ resource: child.resource, action: 'create' });
  const { canAccess: canRemove } = useCanAccess({ resource: child.resource, action: 'delete' });
  // The parent column says nothing on the parent's page; a link's linked row leads.
  const columns = Object.entries(family.fields)
    .filter(([name, field]) => name !== child.field && (field.list || name === child.through) && field.type !== 'json')
    .sort(([a], [b]) => Number(b === child.through) - Number(a === child.through));
  if (!record) return null;
  const open = family.methods.includes('patch') ? 'edit' : family.methods.includes('get') ? 'show' : false;
  return (
    <>
      {canAdd && (
        <CreateButton
          resource={child.resource}
          state={{ record: { [child.field]: record.id } }}
          label={`Add ${(child.through ? target : family).label.one.toLowerCase()}`}
        />
      )}
      <ReferenceManyField
        reference={child.resource}
        target={child.field}
        perPage={family.pageSize}
        sort={family.sort}
        pagination={<Pagination rowsPerPageOptions={[family.pageSize]} />}
        empty={<p>{`No ${childLabel(child).toLowerCase()} yet.`}</p>}
      >
        <DataTable rowClick={open} bulkActionButtons={false}>
          {columns.map(([name, field]) => (
            <DataTable.Col key={name} source={name} label={fieldLabel(name, field)} disableSort={!field.sortable}>
              <FieldView source={name} field={field} />
            </DataTable.Col>
          ))}
          {canRemove && (
            <DataTable.Col label={child.through ? 'Unlink' : 'Delete'}>
              <DeleteButton mutationMode="pessimistic" redirect={false} label={child.through ? 'Unlink' : 'Delete'} />
            </DataTable.Col>
          )}
        </DataTable>
      </ReferenceManyField>
    </>
  );
}
