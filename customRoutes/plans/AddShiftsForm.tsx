/**
 * Adds planned shifts to the plan under way: one shape (area, role, band range, shift time, places, how it is filled)
 * on each chosen day of the week, checked by the rules the plan is posted by (domain/planShifts.ts) before it joins.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isBand, type Band } from '../../domain/bands';
import { planPayloads } from '../../domain/planShifts';
import { PLAN_DAY_NAMES, type PlannedShift } from '../../domain/shiftPlan';
import { FULFILMENTS, MAX_VACANCIES, type Fulfilment } from '../../domain/shifts';
import type { Problem } from '../../domain/shiftWizard';
import { useFormReferences } from '../jobs/new/useFormReferences';
import { ShiftTimeFields, CUSTOM_SHIFT } from '../wizard/ShiftTimeFields';
import { problemOf } from '../wizard/step';

const T = 'bankshift.plans.add';

interface Shape {
  departmentId?: number;
  jobTitleTypeId?: number;
  band: { from?: Band; to?: Band };
  shift: string;
  shiftTime: { start: string; end: string };
  vacancies: number;
  fulfilment: Fulfilment;
}

const rowOf = (shape: Shape, careLocationId: number, dayOfWeek: number) =>
  ({
    careLocationId,
    departmentId: shape.departmentId,
    shift: shape.shift,
    shiftTime: shape.shiftTime,
    dayOfWeek,
    jobPostData: {
      jobTitleTypeId: shape.jobTitleTypeId,
      band: shape.band,
      skills: [],
      vacancies: shape.vacancies,
      fulfilment: shape.fulfilment,
    },
  }) as PlannedShift;

export function AddShiftsForm({
  careLocationId,
  weekStart,
  today,
  onAdd,
}: {
  careLocationId: number;
  weekStart: string;
  today: string;
  onAdd: (rows: PlannedShift[]) => void;
}) {
  const translate = useTranslate();
  const refs = useFormReferences(careLocationId);
  const [shape, setShape] = useState<Shape>({
    band: {},
    shift: CUSTOM_SHIFT,
    shiftTime: { start: '', end: '' },
    vacancies: 1,
    fulfilment: 'Manual',
  });
  const [days, setDays] = useState<number[]>([]);
  const [shown, setShown] = useState<Problem[]>([]);
  const set = (patch: Partial<Shape>) => setShape((s) => ({ ...s, ...patch }));
  const add = () => {
    if (!days.length) return setShown([{ field: 'days', message: translate(`${T}.no_days`) }]);
    const rows = [...days].sort().map((day) => rowOf(shape, careLocationId, day));
    // Each day's problem is the same shape's: the first day's are shown once, by field.
    const { problems } = planPayloads(rows, weekStart, today);
    const byField = problems.map((p) => ({ field: p.field.replace(/^rows\.\d+\./, ''), message: p.message }));
    setShown(byField);
    if (byField.length) return;
    onAdd(rows);
    setDays([]);
  };
  const problem = (field: string) => problemOf(shown, field);
  const select = (
    id: string,
    value: unknown,
    options: { id: number | string; name: string }[],
    onChange: (v: string) => void,
    field: string,
  ) => (
    <TextField
      select
      id={`plan-${id}`}
      label={translate(`${T}.${id}`)}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem(field)}
      helperText={problem(field) ?? ' '}
      fullWidth
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const bands = refs.bands.map((b) => ({ id: b, name: b }));
  const grid = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
    gap: 2,
    alignItems: 'start',
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControl component="fieldset" error={!!problem('days')}>
        <FormLabel component="legend">{translate(`${T}.days`)}</FormLabel>
        <FormGroup row>
          {PLAN_DAY_NAMES.map((name, day) => (
            <FormControlLabel
              key={name}
              label={name}
              control={
                <Checkbox
                  checked={days.includes(day)}
                  onChange={(e) => setDays((ds) => (e.target.checked ? [...ds, day] : ds.filter((d) => d !== day)))}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{problem('days') ?? problem('date') ?? ' '}</FormHelperText>
      </FormControl>
      <Box sx={grid}>
        {select(
          'departmentId',
          shape.departmentId,
          refs.departments.data ?? [],
          (v) => set({ departmentId: Number(v) }),
          'departmentId',
        )}
        {select(
          'jobTitleTypeId',
          shape.jobTitleTypeId,
          refs.jobTitles.data ?? [],
          (v) => set({ jobTitleTypeId: Number(v) }),
          'jobTitleTypeId',
        )}
        {select(
          'band_from',
          shape.band.from,
          bands,
          (v) => set({ band: { ...shape.band, from: isBand(v) ? v : undefined } }),
          'band',
        )}
        {select(
          'band_to',
          shape.band.to,
          bands,
          (v) => set({ band: { ...shape.band, to: isBand(v) ? v : undefined } }),
          'band',
        )}
      </Box>
      <Box sx={grid}>
        <ShiftTimeFields
          shift={shape.shift}
          shiftTime={shape.shiftTime}
          masters={refs.shiftTimes}
          change={(patch) =>
            set({
              shift: patch.shift,
              shiftTime: { start: patch.shiftTime?.start ?? '', end: patch.shiftTime?.end ?? '' },
            })
          }
          problem={problem('shiftTime')}
          idPrefix="plan"
          labels={{ shift: `${T}.shift`, custom: `${T}.custom`, start: `${T}.start`, end: `${T}.end` }}
        />
        <TextField
          id="plan-vacancies"
          type="number"
          label={translate(`${T}.vacancies`)}
          value={shape.vacancies}
          onChange={(e) => set({ vacancies: Number(e.target.value) })}
          error={!!problem('vacancies')}
          helperText={problem('vacancies') ?? ' '}
          slotProps={{ htmlInput: { min: 1, max: MAX_VACANCIES } }}
          fullWidth
        />
      </Box>
      <Box sx={grid}>
        {select(
          'fulfilment',
          shape.fulfilment,
          FULFILMENTS.filter((f) => f !== 'Autofill').map((f) => ({ id: f, name: f })),
          (v) => set({ fulfilment: v as Fulfilment }),
          'fulfilment',
        )}
      </Box>
      <Box>
        <Button variant="contained" onClick={add}>
          {translate(`${T}.button`, { smart_count: Math.max(days.length, 1) })}
        </Button>
      </Box>
    </Box>
  );
}
