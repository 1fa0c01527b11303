/**
 * Whether a shift is hard to fill, and, for the roles that read predictions (domain/fillPrediction.ts), how likely it
 * is to fill by its start, with the similar shifts the likelihood was learnt from, step by step.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { can, type ActingRole } from '../../../domain/access';
import { MIN_HISTORY, PREDICTION_READ, type BasisStep } from '../../../domain/fillPrediction';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { Fact } from '../jobPage/Facts';
import type { Job } from '../jobPage/types';

const T = 'bankshift.jobs.details.prediction';

interface Prediction {
  /** Null while the trust's history is too short (MIN_HISTORY). */
  likelihood: number | null;
  hardToFill: boolean;
  configuration: { threshold: number; historyDays: number };
  basis: (BasisStep & { label: string })[];
}

const percent = (v: number) => `${Math.round(v * 100)}%`;

export function FillPredictionFact({ job }: { job: Job }) {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const [open, setOpen] = useState(false);
  const reads = can(role, PREDICTION_READ);
  const { data } = useQuery({
    queryKey: ['job-fill-predictions', job.id],
    queryFn: ({ signal }) =>
      apiCall(() => http<Prediction>('job-fill-predictions', { query: { jobId: job.id }, signal })),
    enabled: reads,
  });
  const marked = translate(job.hardToFill ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <Fact label="bankshift.jobs.new.hard_to_fill">
      {marked}
      {data && (
        <>
          {' · '}
          {data.likelihood === null
            ? translate(`${T}.too_little`, { shifts: data.basis[0].shifts, needed: MIN_HISTORY })
            : translate(`${T}.likely`, {
                likelihood: percent(data.likelihood),
                threshold: data.configuration.threshold,
              })}{' '}
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ py: 0 }}>
            {translate(open ? `${T}.hide` : `${T}.why`)}
          </Button>
          {open && (
            <Box
              component="ol"
              sx={{ m: 0, pl: 3 }}
              aria-label={translate(`${T}.basis`, { days: data.configuration.historyDays })}
            >
              {data.basis.map((step) => (
                <li key={step.step}>
                  {translate(`${T}.step`, {
                    label: step.label,
                    shifts: step.shifts,
                    filled: step.filled,
                    likelihood: percent(step.likelihood),
                  })}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </Fact>
  );
}
