/**
 * A record form's toolbar: Save, and Delete (after asking, waiting for the server) unless the family refuses the
 * record's removal now (its removeRefusal, the server's rule): then it says why instead of offering what can only fail.
 */
import Typography from '@mui/material/Typography';
import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';

export function EditToolbar({ def }: { def: Pick<ResourceDefinition, 'removeRefusal'> }) {
  const record = useRecordContext();
  const refusal = record && def.removeRefusal?.(record);
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <SaveButton />
      {refusal ? (
        <Typography variant="body2" color="text.secondary">
          {refusal}
        </Typography>
      ) : (
        <DeleteButton mutationMode="pessimistic" />
      )}
    </Toolbar>
  );
}
