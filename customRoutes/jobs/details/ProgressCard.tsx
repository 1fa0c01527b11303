/**
 * A shift's progress (spec 4): vacant, booked, noLog, readyForApprove, approved, completed, with the current step
 * highlighted, and the steps the acting role may take itself from there: the shift's progress actions (PROGRESS_ACTIONS,
 * shown where the server's rule lets the role take them; the system takes the other steps).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PROGRESS, PROGRESS_ACTIONS, type ProgressAction } from '../../../domain/shifts';
import { formatDifference, formatMinutes, workedTotals } from '../../../domain/workedTime';
import { ActionButton } from '../../../src/generated/ActionButton';
import type { Job } from '../jobPage/types';
import { useWorkedTime } from '../workedTime/useWorkedTime';

const W = 'bankshift.jobs.worked_time';

export function ProgressCard({ job }: { job: Job }) {
  const translate = useTranslate();
  const current = PROGRESS.indexOf(job.progress);
  // What approving the worked time approves, said in its confirmation and its toast.
  const { records } = useWorkedTime(job.progress === 'readyForApprove' ? [job.id] : []);
  const totals = workedTotals((records ?? []).map((time) => ({ time, shift: job })));
  const approving = {
    confirmTitle: `${W}.approve_title`,
    confirmContent: `${W}.approve_text`,
    done: `${W}.approved`,
    messageArgs: {
      nurses: totals.nurses,
      hours: formatMinutes(totals.minutes),
      difference: formatDifference(totals.difference),
    },
  };
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
        {job.status === 'CANCELLED' && (
          <Alert severity="error">{translate('bankshift.jobs.details.cancelled_progress')}</Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(Object.keys(PROGRESS_ACTIONS) as ProgressAction[]).map((action) => (
            <ActionButton
              key={action}
              resource="jobs"
              action={action}
              record={job}
              label={`bankshift.jobs.details.move.${PROGRESS_ACTIONS[action].to}`}
              {...(action === 'approveWorkedTime'
                ? approving
                : { done: `bankshift.jobs.details.moved.${PROGRESS_ACTIONS[action].to}` })}
            />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
