/**
 * Top posters or top workers: each person's count as a bar (@mui/x-charts), largest first (up to 10). Screen readers
 * get the same ranking as a list.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/visuallyHidden';
import { ChartCard } from './ChartCard';
import type { RankedUser } from './useDashboardData';

const BAR_HEIGHT = 28;

export function RankingChart({ kind, people }: { kind: 'top_posters' | 'top_workers'; people: RankedUser[] }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const title = translate(`bankshift.dashboard.${kind}.title`);
  const name = (p: RankedUser) => `${p.firstname} ${p.lastname}`;
  return (
    <ChartCard title={title}>
      {people.length === 0 ? (
        <Typography color="text.secondary">{translate(`bankshift.dashboard.${kind}.empty`)}</Typography>
      ) : (
        <>
          <BarChart
            height={people.length * BAR_HEIGHT + 60}
            layout="horizontal"
            xAxis={[{ tickMinStep: 1 }]}
            yAxis={[{ scaleType: 'band', data: people.map(name), width: 140 }]}
            series={[
              {
                data: people.map((p) => p.count),
                color: kind === 'top_posters' ? palette.primary.main : palette.success.main,
              },
            ]}
            hideLegend
            aria-hidden
          />
          <Box component="ol" aria-label={title} sx={visuallyHidden}>
            {people.map((p) => (
              <li
                key={p.userId}
                aria-label={`${name(p)}: ${translate(`bankshift.dashboard.${kind}.count`, { smart_count: p.count })}`}
              >
                {`${name(p)}: ${p.count}`}
              </li>
            ))}
          </Box>
        </>
      )}
    </ChartCard>
  );
}
