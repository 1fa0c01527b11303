/**
 * What a nurse said of their days (date-availability, domain/availability.ts), four weeks from this week's Monday: a
 * week a row, each day available, not available or not said. Read-only: only the nurse says it, from the app.
 */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { dayLabel, shortDayLabel, weekdayLabel } from '../../domain/dateLabels';
import { useTranslate } from 'react-admin';
import type { Availability } from '../../domain/availability';
import { weekOf } from '../../domain/jobList';
import { addDays, localDate } from '../../domain/time';
import { http } from '../../providers/httpClient';
import { errorMessage } from '../../src/errorMessage';
import { useApiCall } from '../../src/useApiCall';
import './messages';

const T = 'bankshift.staff.profile.availability';
const WEEKS = 4;

interface Days {
  data: { date: string; available: Availability }[];
}

function DayCell({ date, available, today }: { date: string; available: Availability; today: string }) {
  const translate = useTranslate();
  const said = available === null ? 'unknown' : available ? 'available' : 'unavailable';
  return (
    <TableCell sx={{ verticalAlign: 'top', ...(date === today ? { fontWeight: 'bold' } : {}) }}>
      <Typography variant="body2" component="div">
        {shortDayLabel(date)}
      </Typography>
      {available === null ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.unknown`)}
        </Typography>
      ) : (
        <Chip
          size="small"
          label={translate(`${T}.${said}`)}
          color={available ? 'success' : 'default'}
          variant={available ? 'filled' : 'outlined'}
        />
      )}
    </TableCell>
  );
}

export function AvailabilityWeeks({ userId }: { userId: number }) {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const today = localDate(new Date());
  const from = weekOf(today).from;
  const to = addDays(from, WEEKS * 7 - 1);
  const { data, error, isPending } = useQuery({
    queryKey: ['date-availability', userId, from],
    queryFn: ({ signal }) =>
      apiCall(() => http<Days>('date-availability', { query: { userId, dateFrom: from, dateTo: to }, signal })),
  });
  if (isPending) return <CircularProgress aria-label={translate(`${T}.loading`)} />;
  if (error || !data)
    return <Alert severity="error">{translate(`${T}.error`, { message: errorMessage(translate, error) })}</Alert>;
  const can = data.data.filter((d) => d.available === true).length;
  const cannot = data.data.filter((d) => d.available === false).length;
  const weeks = Array.from({ length: WEEKS }, (_, w) => data.data.slice(w * 7, w * 7 + 7));
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {can + cannot === 0 ? translate(`${T}.none`) : translate(`${T}.summary`, { can, cannot })}
      </Typography>
      <Table size="small" aria-label={translate(`${T}.table`, { from: dayLabel(from) })}>
        <TableHead>
          <TableRow>
            {weeks[0].map((d) => (
              <TableCell key={d.date}>{weekdayLabel(d.date)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week[0].date}>
              {week.map((d) => (
                <DayCell key={d.date} date={d.date} available={d.available} today={today} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
