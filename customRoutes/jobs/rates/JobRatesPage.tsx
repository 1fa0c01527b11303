/**
 * /jobs/{id}/rates: the shift's rate with its breakdown and, for the roles that read escalations, its escalation as it
 * stands and its escalation history.
 */
import Box from '@mui/material/Box';
import { useGetOne, usePermissions, useTranslate } from 'react-admin';
import { can, type ActingRole } from '../../../domain/access';
import { ESCALATION_READ } from '../../../domain/rateEscalations';
import { useParams } from 'react-router-dom';
import type { JobRates } from '../../../domain/shiftRate';
import { JobPageFrame, PageState } from '../jobPage/JobPageFrame';
import { useJob } from '../jobPage/useJob';
import { EscalationCard } from './EscalationCard';
import { HistoryCard } from './HistoryCard';
import { RateCard } from './RateCard';
import '../pageMessages';

export function JobRatesPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data: job, isPending, error } = useJob(id);
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const rates = useGetOne<JobRates>('job-rates', { id: Number(id) || 0 }, { enabled: !!job, retry: false });
  return (
    <JobPageFrame job={job} isPending={isPending} error={error} title={translate('bankshift.jobs.rates.title')}>
      {job && <PageState isPending={rates.isPending} error={rates.error} />}
      {job && rates.data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
          <RateCard rate={rates.data.rate} openPlaces={rates.data.openPlaces} />
          {/* A reader of bank rates only (a bank officer) sees the rate, not the escalations. */}
          {can(role, ESCALATION_READ) && (
            <>
              <EscalationCard job={job} rates={rates.data} />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <HistoryCard jobId={job.id} />
              </Box>
            </>
          )}
        </Box>
      )}
    </JobPageFrame>
  );
}
