/**
 * Each nurse's worked time on a shift against its booked times (domain/workedTime.ts): start, end, break, hours and
 * the differences, for a manager to read before approving it.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import {
  againstBooked,
  formatDifference,
  formatMinutes,
  workedMinutes,
  type BookedTime,
} from '../../../domain/workedTime';
import { localTime } from '../../../domain/time';
import type { TimeRecord } from './useWorkedTime';

const T = 'bankshift.jobs.worked_time';
const clock = (instant: string) => localTime(new Date(instant));
const nameOf = (r: TimeRecord) => (r.nurse ? `${r.nurse.firstname} ${r.nurse.lastname}` : '—');

export function WorkedTimeTable({ shift, records }: { shift: BookedTime; records: TimeRecord[] }) {
  const translate = useTranslate();
  const booked = `${clock(shift.startsAt)}–${clock(shift.endsAt)}`;
  return (
    <Table size="small" aria-label={translate(`${T}.title`)}>
      <TableHead>
        <TableRow>
          {['nurse', 'booked', 'worked', 'break', 'hours', 'difference'].map((c) => (
            <TableCell key={c} align={c === 'hours' || c === 'difference' ? 'right' : 'left'}>
              {translate(`${T}.columns.${c}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((r) => {
          const diff = againstBooked(r, shift);
          return (
            <TableRow key={r.id}>
              <TableCell>{nameOf(r)}</TableCell>
              <TableCell>{booked}</TableCell>
              <TableCell>
                {clock(r.startedAt)}–{clock(r.endedAt)}
                {(diff.start !== 0 || diff.end !== 0) &&
                  ` (${translate(`${T}.start_end`, { start: formatDifference(diff.start), end: formatDifference(diff.end) })})`}
              </TableCell>
              <TableCell>{formatMinutes(r.breakMinutes)}</TableCell>
              <TableCell align="right">{formatMinutes(workedMinutes(r))}</TableCell>
              <TableCell align="right">{formatDifference(diff.worked)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
