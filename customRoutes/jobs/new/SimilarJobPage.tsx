/** /newSimilarJob/{id}: the post-a-shift form prefilled from shift {id} (a copy: a new shift, its own bookings). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { localDate } from '../../../domain/time';
import { PageState } from '../jobPage/JobPageFrame';
import { useJob } from '../jobPage/useJob';
import { similarForm } from './jobForm';
import { JobForm } from './JobForm';
import { PostAccess } from './PostAccess';
import '../pageMessages';

export function SimilarJobPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data: job, isPending, error } = useJob(id);
  const today = localDate(new Date());
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Title title="bankshift.jobs.new.similar_title" />
      <Typography variant="h5" component="h1">
        {translate('bankshift.jobs.new.similar_title')}
      </Typography>
      <PostAccess>
        {isPending || error || !job ? (
          <PageState isPending={isPending} error={error ?? { status: 404 }} />
        ) : (
          <>
            <Alert severity="info">
              {translate(job.date >= today ? 'bankshift.jobs.new.similar_info' : 'bankshift.jobs.new.similar_past', {
                title: job.title,
              })}
            </Alert>
            <JobForm key={job.id} initial={similarForm(job, today)} />
          </>
        )}
      </PostAccess>
    </Box>
  );
}
