/**
 * A record's page: every field, read-only ones included, with edit and a confirmed delete where allowed; a family
 * with children (resources/define.ts Child) shows them in tabs beside the record's details, each for the roles that
 * may list it.
 */
import {
  DateField,
  DeleteButton,
  EditButton,
  Show,
  SimpleShowLayout,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccessResources,
} from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { ChildTab, childLabel } from './ChildTab';
import { FieldView } from './FieldView';

const details = (def: ResourceDefinition) => [
  <TextField key="id" source="id" />,
  ...Object.entries(def.fields).map(([name, field]) => <FieldView key={name} source={name} field={field} />),
  <DateField key="createdAt" source="createdAt" showTime />,
  <DateField key="updatedAt" source="updatedAt" showTime />,
];

export function GeneratedShow({ def }: { def: ResourceDefinition }) {
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: def.children.map((c) => c.resource) });
  const children = def.children.filter((c) => canAccess[c.resource]);
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      {children.length ? (
        <TabbedShowLayout>
          <TabbedShowLayout.Tab label="Details">{details(def)}</TabbedShowLayout.Tab>
          {children.map((child) => (
            <TabbedShowLayout.Tab key={child.resource} label={childLabel(child)} path={child.resource}>
              <ChildTab child={child} />
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
      ) : (
        <SimpleShowLayout>{details(def)}</SimpleShowLayout>
      )}
    </Show>
  );
}
