/** How many nurses applied, were offered, confirmed, rejected...; a link to the applicants page. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES } from '../../../domain/shifts';
import { PageState } from '../jobPage/JobPageFrame';
import type { Applicant, Job } from '../jobPage/types';

export function ApplicantsSummary({ job }: { job: Job }) {
  const translate = useTranslate();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'applications', action: 'list' });
  const { data, total, isPending, error } = useGetList<Applicant>(
    'applications',
    { pagination: { page: 1, perPage: 1000 }, filter: { jobId: job.id } },
    { enabled: !!canAccess },
  );
  return (
    <Card component="section" aria-label={translate('bankshift.jobs.details.applicants')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('bankshift.jobs.details.applicants')}
        </Typography>
        {!checking && !canAccess ? (
          <Typography color="text.secondary">{translate('bankshift.jobs.details.applicants_hidden')}</Typography>
        ) : (
          <>
            <PageState isPending={checking || isPending} error={error} />
            {data && total === 0 && (
              <Typography color="text.secondary">{translate('bankshift.jobs.details.no_applicants')}</Typography>
            )}
            {data && data.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {APPLICATION_STATUSES.map((s) => ({ s, n: data.filter((a) => a.status === s).length }))
                  .filter(({ n }) => n > 0)
                  .map(({ s, n }) => (
                    <Chip
                      key={s}
                      label={`${translate(`bankshift.jobs.jobPage.application.${s}`)}: ${n}`}
                      color={s === 'confirmed' ? 'success' : 'default'}
                    />
                  ))}
              </Box>
            )}
            <Box>
              <Button component={Link} to={`/jobs/${job.id}/applicants`}>
                {translate('bankshift.jobs.details.view_applicants')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
