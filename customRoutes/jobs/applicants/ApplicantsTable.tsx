/** A shift's applications: nurse, status, applied and decided times, and the actions the role may take on each. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { applicationStep } from '../../../domain/shifts';
import { instantLabel } from '../../../domain/dateLabels';
import type { Applicant } from '../jobPage/types';

const STATUS_COLOURS: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  confirmed: 'success',
  rejected: 'error',
  rejectedByNurse: 'error',
  offered: 'info',
  applied: 'warning',
};

export interface TableActions {
  canDecide: boolean;
  /** Whether the shift takes one more booking now (domain/shifts.ts bookingRefusal): no Confirm that can only fail. */
  canBook: boolean;
  /** Whether a confirmed booking may still be rejected. */
  canRelease: boolean;
  canChat: boolean;
  busy: boolean;
  chatPending: number | null;
  onConfirm: (a: Applicant) => void;
  onReject: (a: Applicant) => void;
  onChat: (a: Applicant) => void;
}

export function ApplicantsTable({
  rows,
  total,
  page,
  perPage,
  onPage,
  actions,
}: {
  rows: Applicant[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  actions: TableActions;
}) {
  const translate = useTranslate();
  const name = (a: Applicant) => (a.nurse ? `${a.nurse.firstname} ${a.nurse.lastname}` : `#${a.userId}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('bankshift.jobs.applicants.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('bankshift.jobs.applicants.nurse')}</TableCell>
            <TableCell>{translate('bankshift.jobs.applicants.status')}</TableCell>
            <TableCell>{translate('bankshift.jobs.applicants.applied_at')}</TableCell>
            <TableCell>{translate('bankshift.jobs.applicants.decided_at')}</TableCell>
            <TableCell align="right">{translate('bankshift.jobs.applicants.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.id} data-testid={`application-${a.id}`}>
              <TableCell>
                <Box sx={{ fontWeight: 500 }}>{name(a)}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: '0.85em' }}>{a.nurse?.email}</Box>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOURS[a.status] ?? 'default'}
                  label={translate(`bankshift.jobs.jobPage.application.${a.status}`, { _: a.status })}
                />
                {a.status === 'offered' && a.offerExpiresAt && (
                  <Box sx={{ color: 'text.secondary', fontSize: '0.85em', mt: 0.5 }}>
                    {translate('bankshift.jobs.applicants.offer_expires', { at: instantLabel(a.offerExpiresAt) })}
                  </Box>
                )}
              </TableCell>
              <TableCell>{instantLabel(a.createdAt)}</TableCell>
              <TableCell>{a.decidedAt ? instantLabel(a.decidedAt) : '—'}</TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  {actions.canDecide && actions.canBook && applicationStep(a.status, 'confirmed', 'manager') && (
                    <Button
                      size="small"
                      variant="contained"
                      color="success"
                      disabled={actions.busy}
                      onClick={() => actions.onConfirm(a)}
                      aria-label={translate('bankshift.jobs.applicants.confirm_who', { name: name(a) })}
                    >
                      {translate('bankshift.jobs.applicants.confirm')}
                    </Button>
                  )}
                  {actions.canDecide &&
                    applicationStep(a.status, 'rejected', 'manager') &&
                    (a.status !== 'confirmed' || actions.canRelease) && (
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        disabled={actions.busy}
                        onClick={() => actions.onReject(a)}
                        aria-label={translate('bankshift.jobs.applicants.reject_who', { name: name(a) })}
                      >
                        {translate('bankshift.jobs.applicants.reject')}
                      </Button>
                    )}
                  {actions.canChat && (
                    <Button
                      size="small"
                      disabled={actions.chatPending !== null}
                      onClick={() => actions.onChat(a)}
                      aria-label={translate('bankshift.jobs.applicants.chat_who', { name: name(a) })}
                    >
                      {translate('bankshift.jobs.applicants.chat')}
                    </Button>
                  )}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_, p) => onPage(p + 1)}
        />
      )}
    </Box>
  );
}
