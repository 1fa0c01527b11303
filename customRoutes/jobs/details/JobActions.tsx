/**
 * What the acting role may do with a shift (spec 6, 7.5): edit title, vacancies and comments; publish a draft;
 * cancel with a reason; delete a draft; post a similar shift. Destructive actions ask first.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { postShiftButton } from '../../../domain/shell';
import { cancelRefusal, editRefusal } from '../../../domain/shifts';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { errorText } from '../jobPage/errorText';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import type { Job } from '../jobPage/types';
import { useActingRole } from '../jobPage/useActingRole';
import { usePatchJob } from '../jobPage/usePatchJob';
import { CancelDialog } from './CancelDialog';
import { EditDialog } from './EditDialog';

export function JobActions({ job }: { job: Job }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const apiCall = useApiCall();
  const { role, may } = useActingRole();
  const { patch, pending } = usePatchJob(job.id);
  const [open, setOpen] = useState<'edit' | 'cancel' | 'publish' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const draft = job.status === 'DRAFT';
  const canEdit = !editRefusal(job) && (may('EDIT_SHIFTS') || (draft && may('DRAFT_A_SHIFT', 'POST_A_SHIFT')));
  const canPublish = draft && may('PUBLISH_DRAFTED_SHIFTS', 'POST_A_SHIFT');
  const canCancel = may('CANCEL_SHIFTS') && !cancelRefusal(job);
  const canDelete = draft && may('EDIT_SHIFTS', 'POST_A_SHIFT', 'DRAFT_A_SHIFT');
  const canPostSimilar = !!role && !!postShiftButton(role);
  const close = () => setOpen(null);

  const publish = async () => {
    setError(await patch({ status: 'APPROVED' }, 'bankshift.jobs.details.published'));
    close();
  };
  const remove = async () => {
    try {
      await apiCall(() => http(`jobs/${job.id}`, { method: 'DELETE' }));
      notify('bankshift.jobs.details.deleted', { type: 'success' });
      navigate('/jobs/list');
    } catch (e) {
      setError(errorText(e));
      close();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="toolbar" aria-label={translate('bankshift.jobs.details.actions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {canEdit && (
          <Button variant="outlined" onClick={() => setOpen('edit')}>
            {translate('bankshift.jobs.details.edit')}
          </Button>
        )}
        {canPublish && (
          <Button variant="contained" onClick={() => setOpen('publish')} disabled={pending}>
            {translate('bankshift.jobs.details.publish')}
          </Button>
        )}
        {canPostSimilar && (
          <Button component={Link} to={`/newSimilarJob/${job.id}`}>
            {translate('bankshift.jobs.details.post_similar')}
          </Button>
        )}
        {canCancel && (
          <Button color="error" variant="outlined" onClick={() => setOpen('cancel')}>
            {translate('bankshift.jobs.details.cancel')}
          </Button>
        )}
        {canDelete && (
          <Button color="error" variant="outlined" onClick={() => setOpen('delete')}>
            {translate('bankshift.jobs.details.delete')}
          </Button>
        )}
      </Box>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {open === 'edit' && <EditDialog job={job} open onClose={close} />}
      {open === 'cancel' && <CancelDialog job={job} open onClose={close} />}
      <Confirm
        isOpen={open === 'publish'}
        title="bankshift.jobs.details.publish_title"
        content="bankshift.jobs.details.publish_text"
        confirm="bankshift.jobs.details.publish"
        onConfirm={publish}
        onClose={close}
        loading={pending}
      />
      <Confirm
        isOpen={open === 'delete'}
        title="bankshift.jobs.details.delete_title"
        content="bankshift.jobs.details.delete_text"
        confirm="bankshift.jobs.details.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={close}
      />
    </Box>
  );
}
