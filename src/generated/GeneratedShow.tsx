/**
 * A record's page: every field, read-only ones included, with edit and a confirmed delete where allowed, and a button
 * for each declared action the role may take on the record now; a family with children (resources/define.ts Child)
 * shows them in tabs beside the record's details, each for the roles that may list it.
 */
import {
  DeleteButton,
  EditButton,
  Show,
  SimpleShowLayout,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccessResources,
  WithRecord,
} from 'react-admin';
import type { ReactNode } from 'react';
import type { ResourceDefinition } from '../../resources/define';
import { DateLabelField } from '../DateLabelField';
import { ActionButton } from './ActionButton';
import { ChildTab, childLabel } from './ChildTab';
import { FieldView } from './FieldView';
import { PageHeading, RecordTitle } from './PageHeading';

const details = (def: ResourceDefinition) => [
  <TextField key="id" source="id" />,
  ...Object.entries(def.fields).map(([name, field]) => <FieldView key={name} source={name} field={field} />),
  <DateLabelField key="createdAt" source="createdAt" showTime />,
  <DateLabelField key="updatedAt" source="updatedAt" showTime />,
];

/** `moreActions`: a family's own buttons beside its declared actions' (its views.tsx). */
export function GeneratedShow({ def, moreActions }: { def: ResourceDefinition; moreActions?: ReactNode }) {
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: def.children.map((c) => c.resource) });
  const children = def.children.filter((c) => canAccess[c.resource]);
  return (
    <>
      <PageHeading />
      <Show
        title={<RecordTitle def={def} />}
        actions={
          <TopToolbar>
            <WithRecord
              render={(record) =>
                Object.keys(def.actions).map((action) => (
                  <ActionButton key={action} resource={def.name} action={action} record={record} />
                ))
              }
            />
            {moreActions}
            <EditButton />
            <WithRecord
              render={(record) => !def.removeRefusal?.(record) && <DeleteButton mutationMode="pessimistic" />}
            />
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
    </>
  );
}
