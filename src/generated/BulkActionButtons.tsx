/**
 * The declared actions a list takes on its selected rows (resources/define.ts bulk), each on the rows that may take it
 * now (the server's own rule). In the list's toolbar rather than the selection's: their report stays open once the
 * selection is done.
 */
import { usePermissions, type RaRecord } from 'react-admin';
import { can, type ActingRole } from '../../domain/access';
import { actionOpen, type ResourceDefinition } from '../../resources/define';
import { BulkActionButton } from './BulkActionButton';

export function BulkActionButtons({ def }: { def: ResourceDefinition }) {
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const targetsOf = (action: string) => (rows: RaRecord[]) =>
    rows
      .filter((row) => actionOpen(def, action, role, row))
      .map((row) => ({ rowId: row.id, record: row, action, name: String(row[def.recordRepresentation] ?? row.id) }));
  return def.bulk
    .filter((name) => def.actions[name] && can(role, def.actions[name].access))
    .map((name) => (
      <BulkActionButton
        key={name}
        resource={def.name}
        inputOf={name}
        label="bankshift.actions.bulk"
        labelOptions={{ action: def.actions[name].label }}
        targetsOf={targetsOf(name)}
      />
    ));
}
