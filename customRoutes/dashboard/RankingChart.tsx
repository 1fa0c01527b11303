/** Top posters or top workers: each person with a bar as long as their count, largest first (up to 10). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ChartCard } from './ChartCard';
import type { RankedUser } from './useDashboardData';

export function RankingChart({ kind, people }: { kind: 'top_posters' | 'top_workers'; people: RankedUser[] }) {
  const translate = useTranslate();
  const title = translate(`bankshift.dashboard.${kind}.title`);
  const most = Math.max(1, ...people.map((p) => p.count));
  return (
    <ChartCard title={title}>
      {people.length === 0 ? (
        <Typography color="text.secondary">{translate(`bankshift.dashboard.${kind}.empty`)}</Typography>
      ) : (
        <Box component="ol" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {people.map((p) => {
            const count = translate(`bankshift.dashboard.${kind}.count`, { smart_count: p.count });
            return (
              <Box component="li" key={p.userId} aria-label={`${p.firstname} ${p.lastname}: ${count}`}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }} aria-hidden>
                  <span>{`${p.firstname} ${p.lastname}`}</span>
                  <span>{p.count}</span>
                </Box>
                <Box sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden>
                  <Box sx={{ height: '100%', borderRadius: 1, width: `${(p.count / most) * 100}%`, bgcolor: kind === 'top_posters' ? 'primary.main' : 'success.main' }} />
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </ChartCard>
  );
}
