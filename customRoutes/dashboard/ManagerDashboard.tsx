/**
 * The managers' dashboard (spec 7.1): shifts posted per day, top posters and workers, fill rate and
 * median time to fill over a window of days (default 31) that lives in the link (?days=14).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { dashboardWindowOf } from '../../domain/dashboard';
import { DASHBOARD_WINDOW_DAYS } from '../../domain/constants';
import { FillRate, TimeToFill } from './FillFigures';
import { useDashboardData, type DashboardData } from './useDashboardData';
import { WindowSelector } from './WindowSelector';
import { errorMessage } from '../../src/errorMessage';
import { lazyComponent } from '../../src/lazyComponent';

// The charts' library comes after the figures, so the dashboard's first answer shows without waiting for it.
function ChartLoading() {
  return <CircularProgress size={24} aria-label={useTranslate()('bankshift.dashboard.chart_loading')} />;
}
const chartLoading = <ChartLoading />;
const PostingsChart = lazyComponent(() => import('./PostingsChart'), 'PostingsChart', chartLoading);
const RankingChart = lazyComponent(() => import('./RankingChart'), 'RankingChart', chartLoading);

/** `titled`: false where a heading around it already names the dashboard (the jobs list's panel). */
export function ManagerDashboard({ titled = true }: { titled?: boolean }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const days = dashboardWindowOf(params.get('days'));
  const { loading, error, data, refetch } = useDashboardData(days);
  const title = translate('bankshift.dashboard.title');

  const choose = (n: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (n === DASHBOARD_WINDOW_DAYS) next.delete('days');
        else next.set('days', String(n));
        return next;
      },
      { replace: true },
    );

  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: titled ? 2 : 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          {titled && (
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('bankshift.dashboard.window_text', { smart_count: days })}
          </Typography>
        </Box>
        <WindowSelector days={days} onChange={choose} />
      </Box>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refetch}>
              {translate('bankshift.dashboard.retry')}
            </Button>
          }
        >
          {translate('bankshift.dashboard.error', { message: errorMessage(translate, error) })}
        </Alert>
      ) : loading || !data ? (
        <Box
          role="status"
          aria-label={translate('bankshift.dashboard.loading')}
          sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
        >
          <CircularProgress aria-label={translate('bankshift.dashboard.loading')} />
        </Box>
      ) : (
        <Figures data={data} days={days} />
      )}
    </Box>
  );
}

const two = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

function Figures({ data, days }: { data: DashboardData; days: number }) {
  const translate = useTranslate();
  const posted = data.postings.some((d) => d.count > 0);
  return (
    <>
      <Box sx={two}>
        <FillRate fill={data.fill} />
        <TimeToFill fill={data.fill} />
      </Box>
      {posted ? (
        <PostingsChart days={data.postings} />
      ) : (
        <Alert severity="info">{translate('bankshift.dashboard.empty', { days })}</Alert>
      )}
      <Box sx={two}>
        <RankingChart kind="top_posters" people={data.topPosters} />
        <RankingChart kind="top_workers" people={data.topWorkers} />
      </Box>
    </>
  );
}
