/** Edit a shift's title, vacancies and comments (spec 7.5); vacancies never below the booked count (the server says why). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fieldProblem } from '../../../resources/validate';
import jobs from '../../../resources/jobs';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import type { Job } from '../jobPage/types';
import { usePatchJob } from '../jobPage/usePatchJob';

export function EditDialog({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { patch, pending } = usePatchJob(job);
  const [title, setTitle] = useState(job.title);
  const [vacancies, setVacancies] = useState(String(job.vacancies));
  const [comments, setComments] = useState(job.comments ?? '');
  const [error, setError] = useState<string | null>(null);
  const titleProblem = title.trim()
    ? fieldProblem(jobs.fields.title, title.trim())
    : translate('bankshift.jobs.new.errors.title');
  const count = vacancies.trim() === '' ? NaN : Number(vacancies);
  const vacancyProblem = Number.isNaN(count)
    ? translate('bankshift.jobs.new.errors.vacancies')
    : fieldProblem(jobs.fields.vacancies, count);
  const [touched, setTouched] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleProblem || vacancyProblem) return;
    const body: Partial<Job> = {};
    if (title.trim() !== job.title) body.title = title.trim();
    if (count !== job.vacancies) body.vacancies = count;
    if ((comments.trim() || null) !== (job.comments || null)) body.comments = comments.trim() || null;
    if (!Object.keys(body).length) return onClose();
    const failed = await patch(body, 'bankshift.jobs.details.saved');
    if (failed) setError(failed);
    else onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-shift-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-shift-title">{translate('bankshift.jobs.details.edit_title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('bankshift.jobs.new.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={touched && !!titleProblem}
            helperText={touched && titleProblem ? titleProblem : undefined}
            autoFocus
          />
          <TextField
            label={translate('bankshift.jobs.new.vacancies')}
            type="number"
            value={vacancies}
            onChange={(e) => setVacancies(e.target.value)}
            error={touched && !!vacancyProblem}
            helperText={
              touched && vacancyProblem
                ? vacancyProblem
                : translate('bankshift.jobs.details.vacancies_help', { count: job.confirmedCount })
            }
            slotProps={{ htmlInput: { min: 1, max: 100 } }}
          />
          <TextField
            label={translate('bankshift.jobs.new.comments')}
            multiline
            minRows={3}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <ErrorAlert message={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
