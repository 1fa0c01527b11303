/** The input of a rows field (resources/define.ts): a row of the field's own inputs per row, added and removed. */
import Box from '@mui/material/Box';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { fieldLabel, type Field } from '../../resources/define';
import { rowFieldSet, type FieldSet } from '../../resources/validate';
import { FieldInput } from './FieldInput';
import { fieldValidator } from './validation';

export function RowsInput({ def, name }: { def: FieldSet; name: string }) {
  const field = def.fields[name] as Extract<Field, { type: 'rows' }>;
  const row = rowFieldSet(field);
  // The rows are one group of inputs, named like the field (react-admin's label of it is no <label> of an input).
  return (
    <Box role="group" aria-label={fieldLabel(name, field)}>
      <ArrayInput source={name} validate={fieldValidator(def, name)} helperText={field.help}>
        <SimpleFormIterator inline disableReordering disableClear>
          {Object.keys(field.fields).map((sub) => (
            <FieldInput key={sub} def={row} name={sub} inRow />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
