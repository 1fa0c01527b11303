/** The wizard's fourth step: the staff persona the shift is for (the trust's own or the shared ones), or none. */
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { useCanList } from '../../src/generated/references';
import type { StepProps } from './step';

const T = 'bankshift.wizard.persona';

export interface Persona {
  id: number;
  name: string;
  description?: string | null;
}

export function PersonaStep({ draft, change }: StepProps) {
  const translate = useTranslate();
  const { canList, isPending: checking } = useCanList('staffpersonas');
  const personas = useGetList<Persona>(
    'staffpersonas',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'Active' } },
    { enabled: canList },
  );
  if (!checking && !canList) return <Typography>{translate(`${T}.not_yours`)}</Typography>;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{translate(`${T}.heading`)}</FormLabel>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.hint`)}
      </Typography>
      {personas.error && (
        <Alert severity="error">
          {translate('bankshift.wizard.load_failed', {
            what: translate(`${T}.heading`),
            error: personas.error.message,
          })}
        </Alert>
      )}
      {personas.isPending ? (
        <Typography>{translate('bankshift.wizard.loading')}</Typography>
      ) : (
        <RadioGroup
          value={String(draft.personaId ?? '')}
          onChange={(e) => change({ personaId: e.target.value ? Number(e.target.value) : null })}
        >
          <FormControlLabel value="" control={<Radio />} label={translate(`${T}.none`)} />
          {(personas.data ?? []).map((p) => (
            <FormControlLabel
              key={p.id}
              value={String(p.id)}
              control={<Radio />}
              label={p.description ? `${p.name} — ${p.description}` : p.name}
            />
          ))}
        </RadioGroup>
      )}
      {!personas.isPending && !personas.error && !personas.data?.length && (
        <Typography>{translate(`${T}.empty`)}</Typography>
      )}
    </FormControl>
  );
}
