/** The fill rate (confirmed places / vacancies) and the median time from posting to full, over the window. */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { durationParts } from '../../domain/dashboard';
import { ChartCard } from './ChartCard';
import type { FillStats } from './useDashboardData';

function Figure({ kind, value, detail }: { kind: 'fill_rate' | 'time_to_fill'; value: string | null; detail: string }) {
  const translate = useTranslate();
  return (
    <ChartCard title={translate(`bankshift.dashboard.${kind}.title`)}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 500 }}>
        {value ?? translate(`bankshift.dashboard.${kind}.none`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </ChartCard>
  );
}

export function FillRate({ fill }: { fill: FillStats }) {
  const translate = useTranslate();
  return (
    <Figure
      kind="fill_rate"
      value={fill.fillRate === null ? null : `${Math.round(fill.fillRate * 100)}%`}
      detail={translate('bankshift.dashboard.fill_rate.detail', {
        confirmed: fill.confirmed,
        vacancies: fill.vacancies,
      })}
    />
  );
}

export function TimeToFill({ fill }: { fill: FillStats }) {
  const translate = useTranslate();
  const duration = (minutes: number) => {
    const parts = durationParts(minutes);
    const shown = (['days', 'hours', 'minutes'] as const).filter((unit) => parts[unit] > 0).slice(0, 2);
    return (shown.length ? shown : (['minutes'] as const))
      .map((unit) => translate(`bankshift.dashboard.duration.${unit}`, { smart_count: parts[unit] }))
      .join(' ');
  };
  return (
    <Figure
      kind="time_to_fill"
      value={fill.medianMinutesToFill === null ? null : duration(fill.medianMinutesToFill)}
      detail={translate('bankshift.dashboard.time_to_fill.detail')}
    />
  );
}
