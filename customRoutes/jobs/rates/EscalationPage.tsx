/** /jobs/{id}/rates/{rateId}: one escalation in full, its comments, its steps so far, and the steps the user may take. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { fullName } from '../../../domain/account';
import { approvalStage } from '../../../domain/rateEscalations';
import { Fact, Facts } from '../jobPage/Facts';
import { JobPageFrame, PageState } from '../jobPage/JobPageFrame';
import { instantLabel } from '../../../domain/dateLabels';
import type { Escalation } from '../jobPage/types';
import { useJob } from '../jobPage/useJob';
import { CommentsCard } from './CommentsCard';
import { EscalationSteps } from './EscalationSteps';
import { HistoryCard } from './HistoryCard';
import { gbp } from './money';
import '../pageMessages';

const T = 'bankshift.jobs.rates';

export function EscalationPage() {
  const translate = useTranslate();
  const { id, rateId } = useParams();
  const { data: job, isPending, error } = useJob(id);
  const escalation = useGetOne<Escalation>(
    'rate-escalations',
    { id: Number(rateId) || 0 },
    { enabled: !!job, retry: false },
  );
  const e = escalation.data && escalation.data.jobId === job?.id ? escalation.data : undefined;
  return (
    <JobPageFrame job={job} isPending={isPending} error={error} title={translate(`${T}.escalation_title`)}>
      {job && <Link to={`/jobs/${job.id}/rates`}>{translate(`${T}.back`)}</Link>}
      {job && (
        <PageState
          isPending={escalation.isPending}
          error={escalation.error ?? (escalation.data && !e ? { status: 404 } : undefined)}
        />
      )}
      {job && escalation.data && !e && <Typography>{translate(`${T}.not_found`)}</Typography>}
      {job && e && (
        <>
          <Card component="section" aria-labelledby="escalation-heading">
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography id="escalation-heading" variant="h6" component="h2">
                  {translate(`${T}.numbered`, { id: e.id })}
                </Typography>
                <Chip label={translate(`${T}.statuses.${e.status}`)} />
              </Box>
              <Facts>
                <Fact label="Raised by">
                  {e.requester ? `${fullName(e.requester)}, ${instantLabel(e.createdAt)}` : null}
                </Fact>
                <Fact label="Tier when raised">{e.tier}</Fact>
                <Fact label="Proposed tier">{e.proposedTier}</Fact>
                <Fact label="Increase Value">{e.increaseValue == null ? null : gbp(e.increaseValue)}</Fact>
                <Fact label="Reason">{e.reason}</Fact>
                <Fact label="Comments">{e.comments}</Fact>
                <Fact label="Rate before">{gbp(e.hourlyRateBefore)}</Fact>
                <Fact label="Rate after">{gbp(e.hourlyRateAfter)}</Fact>
                <Fact label="Added cost">{gbp(e.extraCost)}</Fact>
                <Fact label="Approval">{translate(`${T}.stage.${approvalStage(e)}`)}</Fact>
                <Fact label="Last decided by">
                  {e.decider && e.decidedAt ? `${fullName(e.decider)}, ${instantLabel(e.decidedAt)}` : null}
                </Fact>
              </Facts>
              <EscalationSteps escalation={e} />
            </CardContent>
          </Card>
          <CommentsCard escalation={e} />
          <HistoryCard jobId={job.id} escalationId={e.id} />
        </>
      )}
    </JobPageFrame>
  );
}
