/**
 * The wizard's first step: where (care location, department) and who (role, band range), then a job template among
 * those mapped to them (domain/templates.ts offeredTemplateIds) or none; or a start from one of the user's own shift
 * shapes (custom-shift-templates).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isBand, type Band } from '../../domain/bands';
import { can } from '../../domain/access';
import { PLAN_SHIFTS } from '../../domain/shiftPlan';
import type { PostingDraft } from '../../domain/shiftWizard';
import { useActingRole } from '../jobs/jobPage/useActingRole';
import { useFormReferences } from '../jobs/new/useFormReferences';
import { useCanList } from '../../src/generated/references';
import { problemOf, type StepProps } from './step';
import { useOfferedTemplates, withTemplate } from './templates';

const T = 'bankshift.wizard.template';

interface Shape {
  id: number;
  name: string;
  shape: Omit<PostingDraft, 'dates'>;
}

export function TemplateStep({ draft, change, problems }: StepProps) {
  const translate = useTranslate();
  const refs = useFormReferences(draft.careLocationId ?? '');
  const offered = useOfferedTemplates(draft);
  const specialities = useGetList<{ id: number; name: string }>(
    'care-speciality-types',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: useCanList('care-speciality-types').canList },
  );
  const plans = can(useActingRole().role, PLAN_SHIFTS);
  const shapes = useGetList<Shape>('custom-shift-templates', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
  });
  // A new place, role or band range: the template chosen for the old one no longer applies.
  const reshape = (patch: Partial<PostingDraft>) => change({ ...withTemplate(draft, null), ...patch });
  const select = (
    id: string,
    label: string,
    value: number | string | undefined,
    options: { id: number | string; name: string }[],
    onChange: (v: string) => void,
    field: string,
  ) => (
    <TextField
      select
      id={`wizard-${id}`}
      label={translate(label)}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!problemOf(problems, field)}
      helperText={problemOf(problems, field) ?? ' '}
      fullWidth
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const bandOptions = refs.bands.map((b) => ({ id: b, name: b }));
  const band = (side: 'from' | 'to') => (v: string) =>
    reshape({ band: { ...draft.band, [side]: isBand(v) ? (v as Band) : undefined } });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {refs.error && (
        <Alert severity="error">
          {translate('bankshift.wizard.load_failed', { what: translate(`${T}.where`), error: refs.error.message })}
        </Alert>
      )}
      {!!shapes.data?.length && (
        <Box
          component="section"
          aria-labelledby="wizard-shapes"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography id="wizard-shapes" variant="subtitle1" component="h3" sx={{ mr: 1 }}>
            {translate(`${T}.own_shapes`)}
          </Typography>
          {shapes.data.map((s) => (
            <Button
              key={s.id}
              variant="outlined"
              size="small"
              onClick={() => change({ ...s.shape, dates: draft.dates })}
            >
              {translate(`${T}.use_shape`, { name: s.name })}
            </Button>
          ))}
        </Box>
      )}
      <Box
        component="section"
        aria-label={translate(`${T}.where`)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}
      >
        {select(
          'careLocationId',
          `${T}.care_location`,
          draft.careLocationId,
          refs.careLocations.data ?? [],
          (v) => reshape({ careLocationId: Number(v), departmentId: undefined }),
          'careLocationId',
        )}
        {select(
          'departmentId',
          `${T}.department`,
          draft.departmentId,
          refs.departments.data ?? [],
          (v) => change({ departmentId: Number(v) }),
          'departmentId',
        )}
        {select(
          'jobTitleTypeId',
          `${T}.role`,
          draft.jobTitleTypeId,
          refs.jobTitles.data ?? [],
          (v) => reshape({ jobTitleTypeId: Number(v) }),
          'jobTitleTypeId',
        )}
        {select('bandFrom', `${T}.band_from`, draft.band?.from, bandOptions, band('from'), 'band')}
        {select('bandTo', `${T}.band_to`, draft.band?.to, bandOptions, band('to'), 'band')}
        {select(
          'careSpecialityTypeId',
          `${T}.speciality`,
          draft.careSpecialityTypeId ?? '',
          [{ id: '', name: translate(`${T}.any_speciality`) }, ...(specialities.data ?? [])],
          (v) => reshape({ careSpecialityTypeId: v ? Number(v) : undefined }),
          'careSpecialityTypeId',
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/jobs/new">
          {translate(`${T}.one_form`)}
        </Link>
        {plans && (
          <Link component={RouterLink} to="/shiftPlan/menu">
            {translate(`${T}.plan_week`)}
          </Link>
        )}
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate(`${T}.templates`)}</FormLabel>
        <Typography variant="body2" color="text.secondary">
          {translate(offered.ready ? `${T}.templates_hint` : `${T}.choose_first`)}
        </Typography>
        {offered.error && (
          <Alert severity="error">
            {translate('bankshift.wizard.load_failed', {
              what: translate(`${T}.templates`),
              error: offered.error.message,
            })}
          </Alert>
        )}
        {offered.ready && (
          <RadioGroup
            value={String(draft.jobTemplateId ?? '')}
            onChange={(e) =>
              change(withTemplate(draft, offered.templates.find((t) => String(t.id) === e.target.value) ?? null))
            }
          >
            <FormControlLabel value="" control={<Radio />} label={translate(`${T}.no_template`)} />
            {offered.templates.map((t) => (
              <FormControlLabel
                key={t.id}
                value={String(t.id)}
                control={<Radio />}
                label={t.description ? `${t.name} — ${t.description}` : t.name}
              />
            ))}
          </RadioGroup>
        )}
        {offered.ready && !offered.isPending && !offered.templates.length && (
          <Typography>{translate(`${T}.no_templates`)}</Typography>
        )}
      </FormControl>
    </Box>
  );
}
