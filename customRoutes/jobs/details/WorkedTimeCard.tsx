/**
 * The worked time of a shift's booked nurses (issue 52.15): shown once the shift has started being logged, to the
 * roles that read time records, so no one approves it unseen.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PageState } from '../jobPage/JobPageFrame';
import type { Job } from '../jobPage/types';
import { useWorkedTime } from '../workedTime/useWorkedTime';
import { WorkedTimeTable } from '../workedTime/WorkedTimeTable';

const T = 'bankshift.jobs.worked_time';
/** The steps at which worked time is logged, checked or approved. */
const LOGGED = ['noLog', 'readyForApprove', 'approved', 'completed'];

export function WorkedTimeCard({ job }: { job: Job }) {
  const translate = useTranslate();
  const logged = LOGGED.includes(job.progress);
  const { records, mayRead, isPending, error } = useWorkedTime(logged ? [job.id] : []);
  if (!mayRead || !logged) return null;
  return (
    <Card component="section" aria-label={translate(`${T}.title`)}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <PageState isPending={isPending} error={error} />
        {records && records.length === 0 && <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>}
        {records && records.length > 0 && <WorkedTimeTable shift={job} records={records} />}
      </CardContent>
    </Card>
  );
}
