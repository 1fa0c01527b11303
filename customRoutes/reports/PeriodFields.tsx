/**
 * A report's period (spec 2.5): Current Month, Last Month, Last Week, or a given month, shown with the days it covers;
 * a trend's screen offers the last twelve months too (`lastYear`), chosen first there. `usePeriod` holds the choice;
 * PeriodFields shows it. Last Month is chosen first otherwise.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  LAST_TWELVE_MONTHS,
  lastTwelveMonths,
  monthRange,
  presetRange,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type DateRange,
  type RangePreset,
} from '../../domain/reports';
import { localDate } from '../../domain/time';
import './messages';

const T = 'bankshift.reports.period';
type Period = RangePreset | typeof LAST_TWELVE_MONTHS.key | 'month';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function usePeriod({ lastYear = false } = {}) {
  const today = localDate(new Date());
  const [period, setPeriod] = useState<Period>(lastYear ? LAST_TWELVE_MONTHS.key : 'lastMonth');
  const [month, setMonth] = useState(presetRange('lastMonth', today).startDate.slice(0, 7));
  const valid = period !== 'month' || MONTH.test(month);
  const range: DateRange | null = !valid
    ? null
    : period === 'month'
      ? monthRange(month)
      : period === LAST_TWELVE_MONTHS.key
        ? lastTwelveMonths(today)
        : presetRange(period, today);
  return { period, setPeriod, month, setMonth, range, lastYear };
}

export type PeriodState = ReturnType<typeof usePeriod>;

export function PeriodFields({ id, state }: { id: string; state: PeriodState }) {
  const translate = useTranslate();
  const { period, setPeriod, month, setMonth, range, lastYear } = state;
  return (
    <>
      <TextField
        select
        id={`${id}-period`}
        label={translate(`${T}.label`)}
        value={period}
        onChange={(e) => setPeriod(e.target.value as Period)}
        helperText={range ? `${range.startDate} – ${range.endDate}` : translate(`${T}.pick_month`)}
      >
        {lastYear && <MenuItem value={LAST_TWELVE_MONTHS.key}>{LAST_TWELVE_MONTHS.label}</MenuItem>}
        {RANGE_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {RANGE_PRESET_LABELS[p]}
          </MenuItem>
        ))}
        <MenuItem value="month">{translate(`${T}.month`)}</MenuItem>
      </TextField>
      {period === 'month' && (
        <TextField
          id={`${id}-month`}
          type="month"
          label={translate(`${T}.month_input`)}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </>
  );
}
