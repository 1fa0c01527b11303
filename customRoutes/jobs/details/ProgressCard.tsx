/**
 * A shift's progress (spec 4): vacant, booked, noLog, readyForApprove, approved, completed, with the current step
 * highlighted, and the steps the acting role may take itself from there (PROGRESS_STEPS; the system takes the rest).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Permission } from '../../../domain/permissions';
import { PROGRESS, PROGRESS_STEPS } from '../../../domain/shifts';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import type { Job } from '../jobPage/types';
import { useActingRole } from '../jobPage/useActingRole';
import { usePatchJob } from '../jobPage/usePatchJob';

export function ProgressCard({ job }: { job: Job }) {
  const translate = useTranslate();
  const { may } = useActingRole();
  const { patch, pending } = usePatchJob(job.id);
  const [error, setError] = useState<string | null>(null);
  const current = PROGRESS.indexOf(job.progress);
  const moves =
    job.status === 'APPROVED'
      ? PROGRESS_STEPS.filter((s) => s.from === job.progress && s.by !== 'system' && may(s.by as Permission))
      : [];
  return (
    <Card component="section" aria-label={translate('bankshift.jobs.details.progress')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('bankshift.jobs.details.progress')}
        </Typography>
        <Stepper activeStep={current} alternativeLabel aria-label={translate('bankshift.jobs.details.progress')}>
          {PROGRESS.map((p, i) => (
            <Step key={p} completed={i < current} aria-current={i === current ? 'step' : undefined}>
              <StepLabel>
                <Box component="span" sx={i === current ? { fontWeight: 700, color: 'primary.main' } : undefined}>
                  {translate(`bankshift.jobs.jobPage.progress.${p}`)}
                </Box>
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {job.status === 'CANCELLED' && <Alert severity="error">{translate('bankshift.jobs.details.cancelled_progress')}</Alert>}
        {moves.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {moves.map((m) => (
              <Button
                key={m.to}
                variant="outlined"
                disabled={pending}
                onClick={async () => setError(await patch({ progress: m.to }, `bankshift.jobs.details.moved.${m.to}`))}
              >
                {translate(`bankshift.jobs.details.move.${m.to}`)}
              </Button>
            ))}
          </Box>
        )}
        <ErrorAlert message={error} />
      </CardContent>
    </Card>
  );
}
