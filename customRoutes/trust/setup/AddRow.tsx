/** A one-line form that adds a row (a care location, a department, a group): its inputs, then its button. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

export interface AddRowInput {
  name: string;
  label: string;
  required?: boolean;
}

/** Sends its values to `onAdd`; empties itself once it answers true (the row was added). */
export function AddRow({
  inputs,
  action,
  onAdd,
  busy,
}: {
  inputs: AddRowInput[];
  action: string;
  onAdd: (values: Record<string, string>) => Promise<boolean>;
  busy: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    );
    if (await onAdd(trimmed)) setValues({});
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
    >
      {inputs.map(({ name, label, required }) => (
        <TextField
          key={name}
          size="small"
          fullWidth={false}
          sx={{ width: 300, maxWidth: '100%' }}
          label={label}
          required={required}
          value={values[name] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      ))}
      <Button type="submit" variant="outlined" disabled={busy}>
        {action}
      </Button>
    </Box>
  );
}
