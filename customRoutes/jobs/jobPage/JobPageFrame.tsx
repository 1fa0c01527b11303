/**
 * The frame of a shift's pages: loading, not found and error states, the shift's heading (title, date, times,
 * Day or Night, status) and links between its pages.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { can, type ActingRole } from '../../../domain/access';
import { preloadWhenIdle } from '../../../src/lazyComponent';
import { JOB_SCREENS } from '../screens';
import { JOB_RATES_READ } from '../../../domain/rates';
import { CANDIDATES_READ } from '../../../domain/shifts';
import { Link, useLocation } from 'react-router-dom';
import { errorText } from './errorText';
import { dayLabel } from '../../../domain/dateLabels';
import type { Job } from './types';

/** The shift's pages, each shown to the roles that may open it (its route's rule, domain/routes.ts). */
const PAGES = [
  { suffix: 'details', label: 'bankshift.jobs.jobPage.details' },
  { suffix: 'applicants', label: 'bankshift.jobs.jobPage.applicants' },
  { suffix: 'eligible-candidates', label: 'bankshift.jobs.jobPage.candidates', access: CANDIDATES_READ },
  { suffix: 'editSkills', label: 'bankshift.jobs.jobPage.skills' },
  { suffix: 'rates', label: 'bankshift.jobs.jobPage.rates', access: JOB_RATES_READ },
] as const;

export const STATUS_COLOURS = { DRAFT: 'warning', APPROVED: 'success', CANCELLED: 'error' } as const;

/** A page's loading or error state; `notFound` names what a 404 means on that page (a shift's, by default). */
export function PageState({
  isPending,
  error,
  empty,
  notFound = 'bankshift.jobs.jobPage.not_found',
}: {
  isPending?: boolean;
  error?: unknown;
  empty?: boolean;
  notFound?: string;
}) {
  const translate = useTranslate();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3 }}>
        <CircularProgress size={20} />
        <Typography>{translate('bankshift.jobs.jobPage.loading')}</Typography>
      </Box>
    );
  }
  if (error) {
    const missing = (error as { status?: number }).status === 404;
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {missing ? translate(notFound) : translate(errorText(error), { _: errorText(error) })}
      </Alert>
    );
  }
  if (empty) return null;
  return null;
}

export function JobPageFrame({
  job,
  isPending,
  error,
  title,
  children,
}: {
  job?: Job;
  isPending: boolean;
  error: unknown;
  title: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  // The shift's other pages fetch their code while this one is read, so that a tab shows at once.
  useEffect(() => preloadWhenIdle(...PAGES.map((p) => JOB_SCREENS[`/jobs/:id/${p.suffix}`])), []);
  if (isPending || error || !job) {
    return (
      <Box sx={{ my: 2 }}>
        <Title title={title} />
        <PageState isPending={isPending} error={error ?? (!job && !isPending ? { status: 404 } : undefined)} />
      </Box>
    );
  }
  const pages = PAGES.filter((p) => !('access' in p) || can(role, p.access));
  const current = pages.findIndex((p) => pathname.startsWith(`/jobs/${job.id}/${p.suffix}`));
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Box>
        <Typography variant="h5" component="h1">
          {job.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography color="text.secondary">
            {dayLabel(job.date)}, {job.startTime}–{job.endTime}
          </Typography>
          <Chip size="small" label={translate(`bankshift.jobs.jobPage.shift.${job.shift}`)} />
          <Chip
            size="small"
            color={STATUS_COLOURS[job.status]}
            label={translate(`bankshift.jobs.jobPage.status.${job.status}`)}
          />
        </Box>
      </Box>
      <Tabs value={current < 0 ? false : current} aria-label={translate('bankshift.jobs.jobPage.pages')}>
        {pages.map((p) => (
          <Tab key={p.suffix} component={Link} to={`/jobs/${job.id}/${p.suffix}`} label={translate(p.label)} />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}
