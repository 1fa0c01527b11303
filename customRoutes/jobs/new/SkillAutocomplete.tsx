/** A search box adding one skill at a time from a list (it empties itself after each pick). */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Named } from './useFormReferences';

export function SkillAutocomplete({
  options,
  onPick,
  label,
  noOptionsText,
  error,
}: {
  options: Named[];
  onPick: (skill: Named) => void;
  label: string;
  noOptionsText: string;
  error?: string;
}) {
  const [input, setInput] = useState('');
  return (
    <Autocomplete
      options={options}
      getOptionLabel={(o) => o.name}
      value={null}
      inputValue={input}
      onInputChange={(_, text, reason) => setInput(reason === 'reset' ? '' : text)}
      onChange={(_, picked) => {
        if (!picked) return;
        onPick(picked);
        setInput('');
      }}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
      noOptionsText={noOptionsText}
    />
  );
}
