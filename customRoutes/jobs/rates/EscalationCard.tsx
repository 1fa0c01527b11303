/**
 * The shift's escalation as it stands: the undecided one with what it proposes, the rate it would give, what it adds
 * to the bill and the trust's uplift spend this month (the money before the decision), and the steps the user may
 * take; otherwise the form to raise one, for a role that may.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can, type ActingRole } from '../../../domain/access';
import { approvalStage, ESCALATE_RATE, raiseRefusal } from '../../../domain/rateEscalations';
import type { JobRates } from '../../../domain/shiftRate';
import { Section } from '../../../src/Section';
import { Fact, Facts } from '../jobPage/Facts';
import type { Escalation, Job } from '../jobPage/types';
import { EscalationSteps } from './EscalationSteps';
import { gbp } from './money';
import { RaiseEscalation } from './RaiseEscalation';

const T = 'bankshift.jobs.rates';

export function EscalationCard({ job, rates }: { job: Job; rates: JobRates }) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const undecided = rates.undecided;
  const { data: escalation } = useGetOne<Escalation>(
    'rate-escalations',
    { id: undecided?.id ?? 0 },
    { enabled: !!undecided },
  );
  const mayRaise = !undecided && can(role, ESCALATE_RATE) && !raiseRefusal(job, new Date());
  return (
    <Section title={`${T}.escalation`}>
      {!undecided && <Typography color="text.secondary">{translate(`${T}.none_undecided`)}</Typography>}
      {undecided && escalation && (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip color="warning" label={translate(`${T}.statuses.${undecided.status}`)} />
            <Typography color="text.secondary">{translate(`${T}.stage.${approvalStage(escalation)}`)}</Typography>
          </Box>
          <Facts>
            <Fact label={`${T}.proposed`}>
              {[
                escalation.proposedTier && translate(`${T}.proposed_tier`, { tier: escalation.proposedTier }),
                escalation.increaseValue &&
                  translate(`${T}.proposed_increase`, { amount: gbp(escalation.increaseValue) }),
              ]
                .filter(Boolean)
                .join(', ')}
            </Fact>
            <Fact label={`${T}.reason`}>{escalation.reason}</Fact>
            <Fact label={`${T}.rate_after`}>
              {gbp(undecided.rate.averageHourlyRate)} ({gbp(undecided.rate.pay)})
            </Fact>
            <Fact label={`${T}.extra_cost`}>{gbp(undecided.extraCost)}</Fact>
            <Fact label={`${T}.spend`}>{gbp(rates.upliftSpendThisMonth)}</Fact>
          </Facts>
          <Link to={`/jobs/${job.id}/rates/${undecided.id}`}>{translate(`${T}.open`, { id: undecided.id })}</Link>
          <EscalationSteps escalation={escalation} />
        </>
      )}
      {mayRaise && <RaiseEscalation job={job} />}
    </Section>
  );
}
