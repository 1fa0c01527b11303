/**
 * Shifts posted per day and the places confirmed on them, as grouped bars drawn in SVG. Screen readers get the
 * same figures as a table; pointers get each day's figures as a tooltip.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/visuallyHidden';
import { ChartCard } from './ChartCard';
import type { DailyPostings } from './useDashboardData';

const WIDTH = 800;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };
const X_LABELS = 8;

/** The smallest round number at or above `n` for the top of the axis (1, 2, 5, 10, 20, 50 ...). */
export function axisTop(n: number): number {
  if (n <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((f) => f * magnitude).find((v) => v >= n)!;
}

const dayLabel = (date: string) => format(parseISO(date), 'd MMM');

export function PostingsChart({ days }: { days: DailyPostings[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const id = useId();
  const colours = { posted: theme.palette.primary.main, confirmed: theme.palette.success.main };
  const top = axisTop(Math.max(...days.map((d) => Math.max(d.count, d.confirmedCount))));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / days.length;
  const bar = Math.max(1, Math.min(14, (slot - 2) / 2));
  const y = (v: number) => PAD.top + plotHeight - (v / top) * plotHeight;
  const every = Math.ceil(days.length / X_LABELS);
  const posted = days.reduce((n, d) => n + d.count, 0);
  const confirmed = days.reduce((n, d) => n + d.confirmedCount, 0);
  const title = translate('bankshift.dashboard.postings.title');

  return (
    <ChartCard title={title} subtitle={translate('bankshift.dashboard.postings.total', { posted, confirmed })}>
      <Box sx={{ display: 'flex', gap: 2, fontSize: 14, mb: 1 }} aria-hidden>
        {(['posted', 'confirmed'] as const).map((series) => (
          <Box key={series} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 12, height: 12, bgcolor: colours[series], borderRadius: 0.5 }} />
            {translate(`bankshift.dashboard.postings.${series}`)}
          </Box>
        ))}
      </Box>
      <svg role="img" aria-labelledby={`${id}-title`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block' }}>
        <title id={`${id}-title`}>{`${title}: ${translate('bankshift.dashboard.postings.total', { posted, confirmed })}`}</title>
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={12} fill={theme.palette.text.secondary}>
              {Number.isInteger(v) ? v : v.toFixed(1)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + (slot - 2 * bar) / 2;
          return (
            <g key={d.date}>
              <title>{translate('bankshift.dashboard.postings.bar', { date: dayLabel(d.date), posted: d.count, confirmed: d.confirmedCount })}</title>
              {/* The whole slot answers the pointer, not only the bars. */}
              <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotHeight} fill="transparent" />
              <rect x={x} y={y(d.count)} width={bar} height={y(0) - y(d.count)} fill={colours.posted} />
              <rect x={x + bar} y={y(d.confirmedCount)} width={bar} height={y(0) - y(d.confirmedCount)} fill={colours.confirmed} />
              {i % every === 0 && (
                <text x={PAD.left + (i + 0.5) * slot} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill={theme.palette.text.secondary}>
                  {dayLabel(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('bankshift.dashboard.postings.date')}</th>
            <th scope="col">{translate('bankshift.dashboard.postings.posted')}</th>
            <th scope="col">{translate('bankshift.dashboard.postings.confirmed')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.count}</td>
              <td>{d.confirmedCount}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </ChartCard>
  );
}
