/**
 * The criteria of a search for staff (domain/findStaff.ts), kept as the search's own strings: a care location, a day,
 * a band range, a persona, skills at levels, and whether every skill must be held. Checked by the server's rule
 * (criteriaOf) before it is sent; a refusal is shown at its field.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useState, type FormEvent } from 'react';
import { useGetList, useGetMany, useTranslate } from 'react-admin';
import { BAND_LABELS, BANDS } from '../../../domain/bands';
import { criteriaOf, isRefusal, type CriteriaRefusal } from '../../../domain/findStaff';
import { SUPERVISION_LEVELS, type SupervisionLevel } from '../../../domain/skills';
import { useCanList } from '../../../src/generated/references';
import { useSkillList } from '../../../src/useSkillList';

const T = 'bankshift.findStaff';
export type CriteriaStrings = Record<string, string>;

interface Sought {
  skillId: number;
  level: SupervisionLevel;
}

const soughtOf = (skills: string | undefined): Sought[] =>
  (skills ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [id, level] = pair.split(':');
      return { skillId: Number(id), level: level as SupervisionLevel };
    });

interface Props {
  value: CriteriaStrings;
  onSubmit: (criteria: CriteriaStrings) => void;
}

export function CriteriaForm({ value, onSubmit }: Props) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<CriteriaStrings>(value);
  const [refusal, setRefusal] = useState<CriteriaRefusal | null>(null);
  const [skillText, setSkillText] = useState('');
  // A search run from elsewhere (a saved one, the address) is the form's new start.
  useEffect(() => setDraft(value), [value]);
  const places = useGetList('care-locations', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { canList: readsPersonas } = useCanList('staffpersonas');
  const personas = useGetList(
    'staffpersonas',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: readsPersonas },
  );
  const found = useSkillList<{ id: number; name: string }>({
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'Active', ...(skillText ? { q: skillText } : {}) },
  });
  const sought = soughtOf(draft.skills);
  const named = useGetMany('skills', { ids: sought.map((s) => s.skillId) }, { enabled: sought.length > 0 });
  const nameOf = (id: number) =>
    named.data?.find((s) => s.id === id)?.name ?? found.data?.find((s) => s.id === id)?.name ?? `#${id}`;

  const set = (key: string, v: string) =>
    setDraft((d) => {
      const next = { ...d, [key]: v };
      if (!v) delete next[key];
      return next;
    });
  const setSought = (list: Sought[]) => set('skills', list.map((s) => `${s.skillId}:${s.level}`).join(','));
  const error = (field: string) => (refusal?.field === field ? refusal.message : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = criteriaOf(draft);
    if (isRefusal(checked)) return setRefusal(checked);
    setRefusal(null);
    onSubmit(draft);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={translate(`${T}.criteria`)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr 2fr' }, gap: 2 }}>
        <TextField
          select
          required
          label={translate(`${T}.care_location`)}
          value={draft.careLocationId ?? ''}
          onChange={(e) => set('careLocationId', e.target.value)}
          error={!!error('careLocationId')}
          helperText={error('careLocationId')}
        >
          {(places.data ?? []).map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={translate(`${T}.date`)}
          value={draft.date ?? ''}
          onChange={(e) => set('date', e.target.value)}
          error={!!error('date')}
          helperText={error('date') ?? translate(`${T}.date_help`)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {(['bandFrom', 'bandTo'] as const).map((key) => (
          <TextField
            key={key}
            select
            label={translate(`${T}.${key === 'bandFrom' ? 'band_from' : 'band_to'}`)}
            value={draft[key] ?? ''}
            onChange={(e) => set(key, e.target.value)}
            error={!!error(key)}
            helperText={error(key)}
          >
            <MenuItem value="">{translate(`${T}.any_band`)}</MenuItem>
            {BANDS.map((b) => (
              <MenuItem key={b} value={b}>
                {BAND_LABELS[b]}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {readsPersonas && (
          <TextField
            select
            label={translate(`${T}.persona`)}
            value={draft.personaId ?? ''}
            onChange={(e) => set('personaId', e.target.value)}
            error={!!error('personaId')}
            helperText={error('personaId')}
          >
            <MenuItem value="">{translate(`${T}.no_persona`)}</MenuItem>
            {(personas.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Autocomplete
        options={(found.data ?? []).filter((s) => !sought.some((x) => x.skillId === s.id))}
        getOptionLabel={(s) => s.name}
        filterOptions={(options) => options}
        value={null}
        inputValue={skillText}
        onInputChange={(_, text, reason) => reason !== 'reset' && setSkillText(text)}
        onChange={(_, skill) => {
          if (skill) setSought([...sought, { skillId: skill.id, level: 'solo' }]);
          setSkillText('');
        }}
        loading={found.isPending}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate(`${T}.skills`)}
            helperText={error('skills') ?? translate(`${T}.skills_help`)}
            error={!!error('skills')}
          />
        )}
      />
      {sought.length > 0 && (
        <Box
          component="ul"
          aria-label={translate(`${T}.skills`)}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {sought.map((s) => (
            <Box component="li" key={s.skillId} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography sx={{ flex: 1 }}>{nameOf(s.skillId)}</Typography>
              <TextField
                select
                size="small"
                label={translate(`${T}.level_of`, { skill: nameOf(s.skillId) })}
                value={s.level}
                onChange={(e) =>
                  setSought(
                    sought.map((x) =>
                      x.skillId === s.skillId ? { ...x, level: e.target.value as SupervisionLevel } : x,
                    ),
                  )
                }
                sx={{ minWidth: 260 }}
              >
                {SUPERVISION_LEVELS.map((l) => (
                  <MenuItem key={l} value={l}>
                    {translate(`${T}.levels.${l}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={translate(`${T}.remove_skill`, { skill: nameOf(s.skillId) })}
                onClick={() => setSought(sought.filter((x) => x.skillId !== s.skillId))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={draft.matchingCriteria !== 'false'}
              onChange={(e) => set('matchingCriteria', e.target.checked ? '' : 'false')}
            />
          }
          label={translate(`${T}.matching`)}
        />
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.matching_help`)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {translate(`${T}.find`)}
        </Button>
        <Button onClick={() => (setDraft({}), setRefusal(null))}>{translate(`${T}.clear`)}</Button>
      </Box>
    </Box>
  );
}
