/**
 * The heading of a generated page and its title: react-admin's List, Show, Edit and Create each write their title into
 * the element with id react-admin-title (their <Title>), which the console's top bar does not have; a generated page
 * puts this heading above itself for it. A list is titled by its family ("Audit log"), a record by its family and its
 * name ("Role: Ward Clerk"), a new one "New skill".
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { inSentence, type ResourceDefinition } from '../../resources/define';
import { FieldView } from './FieldView';

export const PageHeading = () => <Typography id="react-admin-title" component="h1" variant="h5" sx={{ mt: 2 }} />;

export const newTitle = (def: Pick<ResourceDefinition, 'label'>) => `New ${inSentence(def.label.one)}`;

export function RecordTitle({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  if (!record) return null;
  const name = def.recordRepresentation;
  const field = name === 'id' ? undefined : def.fields[name];
  // The name in the heading's own type, not a field's smaller one.
  return (
    <Box component="span" sx={{ '& .MuiTypography-root': { font: 'inherit' } }}>
      {def.label.one}: {field ? <FieldView source={name} field={field} /> : `#${record.id}`}
    </Box>
  );
}
