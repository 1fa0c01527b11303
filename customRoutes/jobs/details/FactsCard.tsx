/** Everything about a shift: where, role, bands, time, staffing, fulfilment, rate, tier, fill prediction, poster, comments. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { durationMinutes, isTier, tierPercent } from '../../../domain/shifts';
import { Fact, Facts } from '../jobPage/Facts';
import { RiskChip } from '../list/RiskChip';
import { FillPredictionFact } from './FillPredictionFact';
import { bandRange } from '../../../domain/bands';
import { dayLabel, instantLabel } from '../../../domain/dateLabels';
import { RecordName } from '../jobPage/RecordName';
import type { Job } from '../jobPage/types';

/** A rate, or a dash for a shift stored without one. */
const money = (n: number | undefined) => (n === undefined ? '–' : `£${Number(n).toFixed(2)}`);

export function FactsCard({ job }: { job: Job }) {
  const translate = useTranslate();
  const minutes = durationMinutes(job.startTime, job.endTime);
  const fulfilment =
    job.fulfilment === 'Autofill'
      ? translate('bankshift.jobs.jobPage.fulfilment.Autofill', { days: job.autofillDays })
      : translate(`bankshift.jobs.jobPage.fulfilment.${job.fulfilment}`);
  return (
    <Card component="section" aria-label={translate('bankshift.jobs.details.facts')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('bankshift.jobs.details.facts')}
        </Typography>
        <Facts>
          <Fact label="bankshift.jobs.new.care_location">
            <RecordName resource="care-locations" id={job.careLocationId} />
          </Fact>
          <Fact label="bankshift.jobs.new.area">
            <RecordName resource="departments" id={job.departmentId} />
          </Fact>
          <Fact label="bankshift.jobs.new.job_title">
            <RecordName resource="job-title-types" id={job.jobTitleTypeId} />
          </Fact>
          <Fact label="bankshift.jobs.details.bands">{bandRange(job.gradeFrom, job.gradeTo)}</Fact>
          <Fact label="bankshift.jobs.new.date">{dayLabel(job.date)}</Fact>
          <Fact label="bankshift.jobs.details.time">
            {job.startTime}–{job.endTime} ({translate(`bankshift.jobs.jobPage.shift.${job.shift}`)},{' '}
            {translate('bankshift.jobs.details.hours', {
              hours: (minutes / 60).toLocaleString('en-GB', { maximumFractionDigits: 2 }),
            })}
            )
          </Fact>
          <Fact label="bankshift.jobs.details.booked">
            {translate('bankshift.jobs.details.booked_of', { confirmed: job.confirmedCount, vacancies: job.vacancies })}
          </Fact>
          <Fact label="bankshift.jobs.new.fulfilment">{fulfilment}</Fact>
          <Fact label="bankshift.jobs.new.rate">
            {translate('bankshift.jobs.details.rate_text', {
              current: money(job.rate?.current),
              start: money(job.rate?.start),
              limit: money(job.rate?.limit),
            })}
            {job.rate?.allowAutoIncrease ? ` · ${translate('bankshift.jobs.new.auto_increase')}` : ''}
          </Fact>
          <Fact label="bankshift.jobs.new.tier">
            {translate('bankshift.jobs.jobPage.tier', {
              tier: job.tier,
              percent: isTier(job.tier) ? tierPercent(job.tier) : 0,
            })}
          </Fact>
          <Fact label="bankshift.jobs.details.rate_status">
            {translate(`bankshift.jobs.rates.statuses.${job.rateEscalationStatus}`)}
          </Fact>
          <FillPredictionFact job={job} />
          <Fact label="bankshift.jobs.details.risk">
            <RiskChip job={job} />
          </Fact>
          <Fact label="bankshift.jobs.details.posted_by">
            {job.manager ? `${job.manager.firstname} ${job.manager.lastname}` : '—'}, {instantLabel(job.createdAt)}
          </Fact>
          {job.status === 'CANCELLED' && (
            <Fact label="bankshift.jobs.details.cancelled_because">
              <RecordName resource="reports-cancellation-reasons" id={job.cancellationReasonId} />
              {job.cancelledAt ? `, ${instantLabel(job.cancelledAt)}` : ''}
            </Fact>
          )}
          <Fact label="bankshift.jobs.details.budget_code">{job.budgetCode || '—'}</Fact>
          <Fact label="bankshift.jobs.new.comments">
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {job.comments || '—'}
            </Box>
          </Fact>
        </Facts>
      </CardContent>
    </Card>
  );
}
