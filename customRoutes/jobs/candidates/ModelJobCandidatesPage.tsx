/**
 * /modelJobs/{id}/eligibleCandidateList (issue 13): a model shift's eligible nurses, best match first, each explained,
 * as a shift's are (domain/modelJobs.ts: no day, no times, no department). Answered by GET
 * model-job-staff-match-score; the model shift is changed at /modelJobs/edit/{id}.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { PageState } from '../jobPage/JobPageFrame';
import { CandidateResults } from './CandidateResults';
import type { CandidatePage } from './types';
import '../pageMessages';

const T = 'bankshift.jobs.candidates';

export function ModelJobCandidatesPage() {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const { id } = useParams();
  const model = useGetOne('model-jobs', { id: Number(id) }, { enabled: Number(id) > 0 });
  const { canAccess: canEdit } = useCanAccess({ resource: 'model-jobs', action: 'edit' });
  const title = model.data ? translate(`${T}.model_title`, { name: model.data.name }) : translate(`${T}.title`);
  const missing = !(Number(id) > 0) || (model.error as { status?: number } | null)?.status === 404;
  return (
    <>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button component={Link} to="/modelJobList">
          {translate(`${T}.model_list`)}
        </Button>
        {canEdit && model.data && (
          <Button component={Link} to={`/modelJobs/edit/${model.data.id}`} variant="outlined">
            {translate(`${T}.model_edit`)}
          </Button>
        )}
      </Box>
      {missing ? (
        <Alert severity="error">{translate(`${T}.model_not_found`)}</Alert>
      ) : model.isPending || model.error ? (
        <PageState isPending={model.isPending} error={model.error} />
      ) : (
        <Card component="section" aria-label={title}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography color="text.secondary">
              {translate(`${T}.model_shape`, { from: model.data.lowerBand, to: model.data.upperBand })}
            </Typography>
            <CandidateResults
              queryKey={['model-job-staff-match-score', model.data.id]}
              fetchPage={(ask, signal) =>
                apiCall(() =>
                  http<CandidatePage>('model-job-staff-match-score', {
                    query: { modelJobId: model.data.id, ...ask },
                    signal,
                  }),
                )
              }
              place="careLocation"
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}
