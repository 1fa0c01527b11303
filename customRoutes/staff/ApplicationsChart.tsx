/**
 * A staff member's applications month by month (get-staff-monthly-applications) as stacked bars (@mui/x-charts), each
 * month's told apart by what became of them; the same figures as a table, for screen readers and for reading off.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { monthLabel } from '../../domain/dateLabels';
import { useTranslate } from 'react-admin';
import { APPLICATION_OUTCOMES, type ApplicationOutcome, type MonthlyApplications } from '../../domain/staffProfile';
import { http } from '../../providers/httpClient';
import { errorMessage } from '../../src/errorMessage';
import { useApiCall } from '../../src/useApiCall';
import { visuallyHidden } from '../../src/visuallyHidden';
import './messages';

const T = 'bankshift.staff.profile.applications';
const OUTCOMES = Object.keys(APPLICATION_OUTCOMES) as ApplicationOutcome[];

export function ApplicationsChart({ userId }: { userId: number }) {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const { data, error, isPending } = useQuery({
    queryKey: ['get-staff-monthly-applications', userId],
    queryFn: ({ signal }) =>
      apiCall(() => http<MonthlyApplications[]>('get-staff-monthly-applications', { query: { userId }, signal })),
  });
  if (isPending) return <CircularProgress aria-label={translate(`${T}.loading`)} />;
  if (error || !data)
    return <Alert severity="error">{translate(`${T}.error`, { message: errorMessage(translate, error) })}</Alert>;
  const total = data.reduce((n, m) => n + OUTCOMES.reduce((k, o) => k + m[o], 0), 0);
  if (!total) return <Typography variant="body2">{translate(`${T}.none`)}</Typography>;
  return (
    <>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: data.map((m) => monthLabel(m.month)) }]}
        series={OUTCOMES.map((o) => ({
          data: data.map((m) => m[o]),
          label: translate(`${T}.${o}`),
          stack: 'applications',
        }))}
        aria-hidden
      />
      <Table size="small" sx={visuallyHidden} aria-label={translate(`${T}.table`, { total })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.month`)}</TableCell>
            {OUTCOMES.map((o) => (
              <TableCell key={o} align="right">
                {translate(`${T}.${o}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((m) => (
            <TableRow key={m.month}>
              <TableCell>{monthLabel(m.month)}</TableCell>
              {OUTCOMES.map((o) => (
                <TableCell key={o} align="right">
                  {m[o]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
