/**
 * Shifts posted per day and the places confirmed on them, as grouped bars (@mui/x-charts). Screen readers get the
 * figures as a table (and the chart's totals as its name); pointers get each day's figures as a tooltip.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { dayLabel, shortDayLabel } from '../../domain/dateLabels';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/visuallyHidden';
import { ChartCard } from './ChartCard';
import type { DailyPostings } from './useDashboardData';

export function PostingsChart({ days }: { days: DailyPostings[] }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const posted = days.reduce((n, d) => n + d.count, 0);
  const confirmed = days.reduce((n, d) => n + d.confirmedCount, 0);
  const title = translate('bankshift.dashboard.postings.title');
  const total = translate('bankshift.dashboard.postings.total', { posted, confirmed });

  return (
    <ChartCard title={title} subtitle={total}>
      <Box role="img" aria-label={`${title}: ${total}`}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: days.map((d) => shortDayLabel(d.date)) }]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[
            {
              data: days.map((d) => d.count),
              label: translate('bankshift.dashboard.postings.posted'),
              color: palette.primary.main,
            },
            {
              data: days.map((d) => d.confirmedCount),
              label: translate('bankshift.dashboard.postings.confirmed'),
              color: palette.success.main,
            },
          ]}
          aria-hidden
        />
      </Box>
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
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{d.count}</td>
              <td>{d.confirmedCount}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </ChartCard>
  );
}
