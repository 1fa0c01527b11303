/**
 * /jobs/{id}/eligible-candidates (issue 13): the shift's eligible nurses, best match first, 10 a page (spec 9), each
 * with why they score what they score; how many nurses each reason leaves out, and those holding the mandatory skills
 * but left out, by name, with their reasons. A manager who confirms applicants offers the shift to a candidate
 * (the offer flow of the applicants page). Scores and rules: domain/matching.ts, answered by GET get-staff-match-score.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { dataProvider } from '../../../providers/dataProvider';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import { errorText } from '../jobPage/errorText';
import { JobPageFrame } from '../jobPage/JobPageFrame';
import { bookingRefusal } from '../../../domain/shifts';
import { useActingRole } from '../jobPage/useActingRole';
import { useJob } from '../jobPage/useJob';
import { CandidateResults, nameOf } from './CandidateResults';
import type { Candidate, CandidatePage } from './types';
import '../pageMessages';

const T = 'bankshift.jobs.candidates';

export function CandidatesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const provider = useDataProvider<typeof dataProvider>();
  const { id } = useParams();
  const { data: job, isPending, error } = useJob(id);
  const { may } = useActingRole();
  const [offering, setOffering] = useState<Candidate | null>(null);
  const [offerError, setOfferError] = useState<string | null>(null);
  const canOffer = may('CONFIRM_APPLICANTS') && !!job && !bookingRefusal(job, new Date());

  const offer = async () => {
    if (!offering || !job) return;
    setOfferError(null);
    try {
      await provider.offerToNurse({ jobId: job.id, userId: offering.userId });
      notify(`${T}.offered`, { type: 'success', messageArgs: { name: nameOf(offering) } });
      await queryClient.invalidateQueries({ queryKey: ['get-staff-match-score', job.id] });
    } catch (e) {
      setOfferError(errorText(e));
    } finally {
      setOffering(null);
    }
  };

  return (
    <JobPageFrame job={job} isPending={isPending} error={error} title={translate(`${T}.title`)}>
      {job && (
        <Card component="section" aria-label={translate(`${T}.title`)}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <CandidateResults
              queryKey={['get-staff-match-score', job.id]}
              fetchPage={(ask, signal) =>
                apiCall(() =>
                  http<CandidatePage>('get-staff-match-score', { query: { jobId: job.id, ...ask }, signal }),
                )
              }
              place="shift"
              onOffer={canOffer ? setOffering : undefined}
            >
              {!canOffer && job.status !== 'APPROVED' && (
                <Typography color="text.secondary">
                  {translate(`${T}.closed`, {
                    status: translate(`bankshift.jobs.jobPage.status.${job.status}`),
                    progress: translate(`bankshift.jobs.jobPage.progress.${job.progress}`),
                  })}
                </Typography>
              )}
              <ErrorAlert message={offerError} />
            </CandidateResults>
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={!!offering}
        title={translate(`${T}.offer_title`, { name: offering ? nameOf(offering) : '' })}
        content={translate(`${T}.offer_text`, { name: offering ? nameOf(offering) : '' })}
        confirm={`${T}.offer`}
        onConfirm={offer}
        onClose={() => setOffering(null)}
      />
    </JobPageFrame>
  );
}
