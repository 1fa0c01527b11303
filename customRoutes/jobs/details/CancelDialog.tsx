/**
 * Cancel a shift with a reason from the trust's cancellation reasons (spec 7.5 reports-cancellation-reasons), after
 * confirming: the shifts definition's cancel action.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useAct } from '../../../src/generated/useAct';
import { PageState } from '../jobPage/JobPageFrame';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import type { Job } from '../jobPage/types';
import { errorText } from '../jobPage/errorText';

export function CancelDialog({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { act, isPending: pending } = useAct('jobs');
  const [reason, setReason] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reasons = useGetList<{ id: number; name: string; description?: string }>(
    'reports-cancellation-reasons',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { trustId: job.trustId, isActive: true },
    },
    { enabled: open },
  );
  const confirm = async () => {
    if (!reason) return;
    try {
      await act({ id: job.id, action: 'cancel', data: { cancellationReasonId: reason } });
      notify('bankshift.jobs.details.cancelled', { type: 'success' });
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancel-shift-title">
      <DialogTitle id="cancel-shift-title">{translate('bankshift.jobs.details.cancel_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('bankshift.jobs.details.cancel_text', { count: job.confirmedCount })}
        </DialogContentText>
        <PageState isPending={reasons.isPending} error={reasons.error} />
        {reasons.data && reasons.data.length === 0 && (
          <Alert severity="warning">{translate('bankshift.jobs.details.no_reasons')}</Alert>
        )}
        {reasons.data && reasons.data.length > 0 && (
          <RadioGroup
            aria-label={translate('bankshift.jobs.details.reason')}
            value={reason ?? ''}
            onChange={(e) => setReason(Number(e.target.value))}
          >
            {reasons.data.map((r) => (
              <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.name} />
            ))}
          </RadioGroup>
        )}
        <ErrorAlert message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bankshift.jobs.details.keep')}</Button>
        <Button color="error" variant="contained" disabled={!reason || pending} onClick={confirm}>
          {translate('bankshift.jobs.details.confirm_cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
