/**
 * What the acting role may do with a shift (spec 6, 7.5): edit title, vacancies and comments; publish a draft;
 * cancel with a reason; delete a draft; post a similar shift. Destructive actions ask first. Each button shows
 * by the rule the server applies: the shifts definition's actions and access, and domain/shifts.ts.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { can } from '../../../domain/access';
import { postShiftButton } from '../../../domain/shell';
import { deleteRefusal, mayEditShift } from '../../../domain/shifts';
import jobs from '../../../resources/jobs';
import { actionOpen } from '../../../resources/define';
import { ActionButton } from '../../../src/generated/ActionButton';
import { errorText } from '../jobPage/errorText';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import type { Job } from '../jobPage/types';
import { useActingRole } from '../jobPage/useActingRole';
import { CancelDialog } from './CancelDialog';
import { EditDialog } from './EditDialog';

export function JobActions({ job }: { job: Job }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { role } = useActingRole();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [open, setOpen] = useState<'edit' | 'cancel' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canEdit = mayEditShift(role, job);
  const canCancel = actionOpen(jobs, 'cancel', role, job);
  const canDelete = !deleteRefusal(job) && can(role, jobs.access.remove);
  const canPostSimilar = !!role && !!postShiftButton(role);
  const close = () => setOpen(null);

  const remove = async () => {
    try {
      await deleteOne('jobs', { id: job.id, previousData: job }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('bankshift.jobs.details.deleted', { type: 'success' });
      navigate('/jobs/list');
    } catch (e) {
      setError(errorText(e));
      close();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        role="toolbar"
        aria-label={translate('bankshift.jobs.details.actions')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {canEdit && (
          <Button variant="outlined" onClick={() => setOpen('edit')}>
            {translate('bankshift.jobs.details.edit')}
          </Button>
        )}
        <ActionButton
          resource="jobs"
          action="publishDraft"
          record={job}
          variant="contained"
          label="bankshift.jobs.details.publish"
          confirmTitle="bankshift.jobs.details.publish_title"
          confirmContent="bankshift.jobs.details.publish_text"
          done="bankshift.jobs.details.published"
        />
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
        isOpen={open === 'delete'}
        title="bankshift.jobs.details.delete_title"
        content="bankshift.jobs.details.delete_text"
        confirm="bankshift.jobs.details.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={close}
        loading={deleting}
      />
    </Box>
  );
}
