/**
 * The filters a manager changes most, always on show above the shifts: the status views of spec 4 and the
 * date-range selector of spec 2.5 (Day Selected, This week, This Month, Custom).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { PROGRESS_LABELS } from '../../../domain/shifts';
import {
  completedStepOf,
  DATE_RANGES,
  dateRangeFilter,
  datesOf,
  LIST_STATUSES,
  listStatusOf,
  type DateRange,
  type JobListFilter,
} from '../../../domain/jobList';
import { dayLabel } from '../../../domain/dateLabels';
import './messages';

const T = 'bankshift.jobs.list';

interface FilterProps {
  filter: JobListFilter;
  change: (changes: Partial<JobListFilter>) => void;
}

/**
 * The list's filter, and a change to it. A change made before the list shows the one asked just before (two
 * quick clicks) builds on that one, not on the filter still shown, which would undo it.
 */
function useFilter(): FilterProps {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const filter = filterValues as JobListFilter;
  const asked = useRef<{ over: string; filter: JobListFilter } | null>(null);
  const change = (changes: Partial<JobListFilter>) => {
    const shown = JSON.stringify(filter);
    const next = { ...(asked.current?.over === shown ? asked.current.filter : filter), ...changes };
    asked.current = { over: shown, filter: next };
    setFilters(next, displayedFilters, false);
  };
  return { filter, change };
}

function StatusFilter({ filter, change }: FilterProps) {
  const translate = useTranslate();
  const step = listStatusOf(filter.status) === 'completed' ? completedStepOf(filter.step) : undefined;
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={listStatusOf(filter.status)}
        aria-label={translate(`${T}.status.label`)}
        onChange={(_, status) => status && change({ status, step: undefined })}
      >
        {LIST_STATUSES.map((status) => (
          <ToggleButton
            key={status}
            value={status}
            title={status === 'completed' ? translate(`${T}.status.completed_hint`) : undefined}
            sx={{ px: 2, textTransform: 'none' }}
          >
            {translate(`${T}.status.${status}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* A link's narrower view of Completed (a time-track notice: ready for approval only); removed, the whole view. */}
      {step && (
        <Chip
          label={translate(`${T}.status.only`, { step: PROGRESS_LABELS[step] })}
          onDelete={() => change({ step: undefined })}
        />
      )}
    </>
  );
}

/** The range the filter holds: its own choice, or Custom for dates without one. */
const rangeOf = (filter: JobListFilter): DateRange =>
  (DATE_RANGES as readonly unknown[]).includes(filter.dateRange) ? (filter.dateRange as DateRange) : 'custom';

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange: (v: string | undefined) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={{ width: 170 }}
    />
  );
}

function DateRangeFilter({ today, filter, change }: FilterProps & { today: string }) {
  const translate = useTranslate();
  const range = rangeOf(filter);
  const { from, to } = datesOf({ ...filter, dateRange: range }, today);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={translate(`${T}.date_range.label`)}
        value={range}
        onChange={(e) => change(dateRangeFilter(e.target.value as DateRange, today, filter))}
        fullWidth={false}
        sx={{ width: 180 }}
      >
        {DATE_RANGES.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`${T}.date_range.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      {range === 'day' && (
        <DateInput
          label={translate(`${T}.date_range.day_input`)}
          value={from}
          onChange={(day) => change({ dateFrom: day ?? today, dateTo: day ?? today })}
        />
      )}
      {range === 'custom' && (
        <>
          <DateInput
            label={translate(`${T}.date_range.from`)}
            value={from}
            onChange={(dateFrom) => change({ dateFrom })}
          />
          <DateInput label={translate(`${T}.date_range.to`)} value={to} onChange={(dateTo) => change({ dateTo })} />
        </>
      )}
      {(range === 'week' || range === 'month') && from && to && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.date_range.span`, { from: dayLabel(from), to: dayLabel(to) })}
        </Typography>
      )}
    </Box>
  );
}

export function QuickFilters({ today }: { today: string }) {
  const filter = useFilter();
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', px: 2, pt: 2, pb: 1 }}>
      <StatusFilter {...filter} />
      <DateRangeFilter today={today} {...filter} />
    </Box>
  );
}
