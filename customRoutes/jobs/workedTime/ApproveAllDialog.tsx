/**
 * The bottom bar's Approve all, asked first (issue 52.15): each selected shift with its nurses' worked time against
 * the booked times, then one approval for all; the toast names what was approved, and why any shift was not.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetMany, useNotify, useTranslate } from 'react-admin';
import { formatDifference, formatMinutes, workedTotals } from '../../../domain/workedTime';
import { approveJobs, shiftSelection } from '../../../providers/shiftSelection';
import { useApiCall } from '../../../src/useApiCall';
import { useNotifyError } from '../../../src/useNotifyError';
import { PageState } from '../jobPage/JobPageFrame';
import type { Job } from '../jobPage/types';
import { dayLabel } from '../../../domain/dateLabels';
import { useWorkedTime } from './useWorkedTime';

const T = 'bankshift.jobs.worked_time';
const named = (job: Job) => `${job.title} (${dayLabel(job.date)})`;

export function ApproveAllDialog({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState(false);
  const { data: jobs, isPending, error } = useGetMany<Job>('jobs', { ids });
  const { records, isPending: reading, error: unread } = useWorkedTime(ids);

  const approve = async () => {
    setApproving(true);
    try {
      const { approved, failed } = await apiCall(() => approveJobs(ids));
      shiftSelection.deselect(approved);
      const shifts = (jobs ?? [])
        .filter((j) => approved.includes(j.id))
        .map(named)
        .join('; ');
      if (failed.length) {
        const reasons = failed.map((f) => `#${f.id}: ${f.message}`).join('; ');
        notify('bankshift.selection.partly_failed', {
          type: 'warning',
          messageArgs: { approved: approved.length, failed: failed.length, reasons },
        });
      } else {
        notify(`${T}.approved_all`, { type: 'success', messageArgs: { smart_count: approved.length, shifts } });
      }
      onClose();
    } catch (e) {
      notifyError(e);
    } finally {
      setApproving(false);
      // Approved shifts moved on: lists and pages showing shifts read them again.
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="approve-all-title">
      <DialogTitle id="approve-all-title">
        {translate(`${T}.approve_all_title`, { smart_count: ids.length })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${T}.approve_all_text`)}</DialogContentText>
        <PageState isPending={isPending || reading} error={error ?? unread} />
        {jobs && records && (
          <Table size="small" aria-label={translate(`${T}.title`)}>
            <TableHead>
              <TableRow>
                {['shift', 'nurses', 'hours', 'difference'].map((c) => (
                  <TableCell key={c} align={c === 'shift' ? 'left' : 'right'}>
                    {translate(`${T}.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => {
                const logged = records.filter((r) => r.jobId === job.id);
                const totals = workedTotals(logged.map((time) => ({ time, shift: job })));
                return (
                  <TableRow key={job.id}>
                    <TableCell>{named(job)}</TableCell>
                    <TableCell align="right">{totals.nurses}</TableCell>
                    <TableCell align="right">
                      {logged.length ? formatMinutes(totals.minutes) : translate(`${T}.missing`)}
                    </TableCell>
                    <TableCell align="right">{logged.length ? formatDifference(totals.difference) : '—'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={approve} disabled={approving || isPending}>
          {translate(`${T}.approve_all`, { smart_count: ids.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
