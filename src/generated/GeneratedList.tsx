/**
 * The list of a resource: its `list` fields as columns, its filters, paging at its page size, export of every row
 * the filters select, and bulk delete.
 * An empty list invites the user to add a record only when the role may.
 */
import Alert from '@mui/material/Alert';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  Empty,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { ExportAllButton } from './ExportAllButton';
import { FieldView } from './FieldView';
import { errorMessage } from '../errorMessage';
import { useFilters } from './filters';

function ListError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error">{errorMessage(translate, error)}</Alert>;
}

function ListActions({ def, hasFilterButton }: { def: ResourceDefinition; hasFilterButton: boolean }) {
  const { canAccess: canExport } = useCanAccess({ resource: def.name, action: 'export' });
  return (
    <TopToolbar>
      {hasFilterButton && <FilterButton />}
      <CreateButton />
      {canExport && <ExportAllButton def={def} />}
    </TopToolbar>
  );
}

export function GeneratedList({ def }: { def: ResourceDefinition }) {
  const filters = useFilters(def);
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create' });
  return (
    <List
      perPage={def.pageSize}
      sort={def.sort}
      filters={filters}
      actions={<ListActions def={def} hasFilterButton={filters.length > (def.search.length ? 1 : 0)} />}
      pagination={<Pagination rowsPerPageOptions={[def.pageSize]} />}
      error={<ListError />}
      empty={<Empty hasCreate={!!canCreate} />}
    >
      <Datagrid bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        {Object.entries(def.fields)
          .filter(([, f]) => f.list)
          .map(([name, field]) => (
            <FieldView key={name} source={name} field={field} sortable={!!field.sortable} />
          ))}
      </Datagrid>
    </List>
  );
}
