/** The care locations a plan screen picks from and a care location's areas (departments), as the role sees them. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';

type Named = { id: number; name: string };
const ALL = { page: 1, perPage: 500 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

export { useCareLocations } from '../jobs/new/useFormReferences';

/** The areas of `careLocationId` (none asked for until one is chosen). */
export const useAreas = (careLocationId: number | undefined) =>
  useGetList<Named>(
    'departments',
    { pagination: ALL, sort: BY_NAME, filter: { careLocationId } },
    { enabled: !!careLocationId },
  ).data ?? [];

interface Props {
  id: string;
  label: string;
  value: number | undefined;
  places: Named[];
  onChange(careLocationId: number): void;
  disabled?: boolean;
  helperText?: string;
}

export function CareLocationSelect({ id, label, value, places, onChange, disabled, helperText }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      select
      id={id}
      label={translate(label)}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      disabled={disabled}
      helperText={helperText}
      fullWidth
    >
      {places.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
