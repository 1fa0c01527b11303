/**
 * The list of a resource: a column for each field, its `list` fields shown and the others a click away in the
 * column chooser (each user's choice kept by the browser), its filters by type, paging at its page size (none for an
 * unpaginated family), export of every row the filters select, bulk update of its declared fields, its declared
 * actions on many rows (BulkActionButton) and bulk delete.
 * An empty list invites the user to add a record only when the role may. A trust's settings singleton opens as the
 * form of the trust's one row instead (SingletonPage).
 */
import Alert from '@mui/material/Alert';
import {
  BulkDeleteButton,
  ColumnsButton,
  CreateButton,
  DataTable,
  Empty,
  FilterButton,
  type Identifier,
  List,
  Pagination,
  TopToolbar,
  useCanAccess,
  useListContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { scopeOf } from '../../domain/tenancy';
import { fieldLabel, type FixedList, type Method, type ResourceDefinition, type Shelled } from '../../resources/define';
import { definitions } from '../../providers/resources';
import { ListLinks } from '../ListLinks';
import { BulkUpdateButtons } from './BulkUpdateButtons';
import { ExportAllButton } from './ExportAllButton';
import { FieldView } from './FieldView';
import { PageHeading } from './PageHeading';
import { errorMessage } from '../errorMessage';
import { useFilters } from './filters';
import { lazyComponent } from '../lazyComponent';

// A trust's settings form loads only where a singleton is opened, and an action's form only where a list takes one on
// many rows (the forms' inputs stay out of every list's download).
const SingletonPage = lazyComponent(() => import('./SingletonPage'), 'SingletonPage');
const BulkActionButtons = lazyComponent(() => import('./BulkActionButtons'), 'BulkActionButtons');

function ListError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error">{errorMessage(translate, error)}</Alert>;
}

/** Where a list keeps which columns its user chose to see. */
const columnsKey = (def: ResourceDefinition) => `${def.name}.columns`;

function ListActions({ def, hasFilterButton }: { def: ResourceDefinition; hasFilterButton: boolean }) {
  const { canAccess: canExport } = useCanAccess({ resource: def.name, action: 'export' });
  return (
    <TopToolbar>
      {def.bulk.some((name) => def.actions[name]) && <BulkActionButtons def={def} />}
      <ColumnsButton storeKey={columnsKey(def)} />
      {hasFilterButton && <FilterButton />}
      <CreateButton />
      {canExport && <ExportAllButton />}
    </TopToolbar>
  );
}

/** The trust a singleton page edits the row of: the role's, or none (every trust's rows, as a list). */
function useSingletonTrust(def: ResourceDefinition): { trustId: number | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<ActingRole | undefined>();
  if (!def.singleton || !permissions) return { trustId: null, isPending };
  return { trustId: scopeOf(permissions).trustId, isPending };
}

/** `fixed`: one of the family's lists at a path of the spec's own, its filter fixed, shown under its group's links. */
export function GeneratedList({ def, fixed }: { def: ResourceDefinition; fixed?: FixedList }) {
  const { trustId, isPending } = useSingletonTrust(def);
  if (isPending) return null;
  return trustId === null ? <ListOfRows def={def} fixed={fixed} /> : <SingletonPage def={def} trustId={trustId} />;
}

/**
 * Where a row leads: the bespoke page the definition names, else the record's page when it has children to show, else
 * its form, else its page (a read-only family).
 */
const rowOpens = (def: ResourceDefinition) => {
  if (def.rowPath) return (id: Identifier) => def.rowPath!.replace(':id', String(id));
  const can = (m: Method) => def.methods.includes(m);
  if (can('get') && (def.children.length || !can('patch'))) return 'show';
  return can('patch') ? 'edit' : false;
};

function BulkActions({ def, canDelete }: { def: ResourceDefinition; canDelete: boolean }) {
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const { selectedIds, data = [] } = useListContext();
  // Nothing while no row is selected: the hidden toolbar's buttons would lie over the column headers (and their clicks).
  if (!selectedIds.length) return null;
  // No Delete while a selected row may not be removed (a role someone holds): it could only fail.
  const removable = !def.removeRefusal || data.every((r) => !selectedIds.includes(r.id) || !def.removeRefusal!(r));
  return (
    <>
      {canEdit && <BulkUpdateButtons def={def} />}
      {canDelete && removable && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}

/**
 * The links of the fixed list's group. A group may gather lists of several families (a trust's managers and their
 * invitations): the family named like the group leads, naming the links and listing its own first.
 */
function FixedListLinks({ def, fixed }: { def: ResourceDefinition; fixed: FixedList }) {
  const leadsFirst = (d: Shelled) => (d.name === fixed.group ? 0 : 1);
  const families = definitions
    .filter((d) => d.lists.some((list) => list.group === fixed.group))
    .sort((a, b) => leadsFirst(a) - leadsFirst(b));
  const links = families.flatMap((d) => d.lists.filter((list) => list.group === fixed.group));
  return <ListLinks label={(families[0] ?? def).label.many} links={links} current={fixed.path} />;
}

function ListOfRows({ def, fixed }: { def: ResourceDefinition; fixed?: FixedList }) {
  const filters = useFilters(def);
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create' });
  // JSON (a change set, a rate) reads badly in a cell: the record's page shows it.
  const columns = Object.entries(def.fields).filter(([, field]) => field.type !== 'json');
  return (
    <>
      <PageHeading />
      {fixed && <FixedListLinks def={def} fixed={fixed} />}
      <List
        title={fixed?.label ?? def.label.many}
        // A fixed list keeps its own page, sort and filters.
        storeKey={fixed ? `${def.name}${fixed.path}` : undefined}
        filter={fixed?.filter}
        perPage={def.paginate ? def.pageSize : def.maxLimit}
        sort={def.sort}
        filters={filters}
        actions={<ListActions def={def} hasFilterButton={filters.length > (def.search.length ? 1 : 0)} />}
        pagination={def.paginate ? <Pagination rowsPerPageOptions={[def.pageSize]} /> : false}
        error={<ListError />}
        empty={<Empty hasCreate={!!canCreate} />}
      >
        <DataTable
          storeKey={columnsKey(def)}
          hiddenColumns={columns.filter(([, f]) => !f.list).map(([name]) => name)}
          rowClick={rowOpens(def)}
          bulkActionButtons={canDelete || def.bulk.length ? <BulkActions def={def} canDelete={!!canDelete} /> : false}
        >
          {columns.map(([name, field]) => (
            <DataTable.Col key={name} source={name} label={fieldLabel(name, field)} disableSort={!field.sortable}>
              <FieldView source={name} field={field} />
            </DataTable.Col>
          ))}
        </DataTable>
      </List>
    </>
  );
}
