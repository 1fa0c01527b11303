/** A record's page: every field, read-only ones included, with edit and a confirmed delete where allowed. */
import { DateField, DeleteButton, EditButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { FieldView } from './FieldView';

export function GeneratedShow({ def }: { def: ResourceDefinition }) {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        {Object.entries(def.fields).map(([name, field]) => (
          <FieldView key={name} source={name} field={field} />
        ))}
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
