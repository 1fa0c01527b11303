/** The cells of a shift's row in the jobs list. */
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ReferenceField, TextField, useRecordContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RiskInput } from '../../../domain/shiftRisk';
import { currentRateOf, type Progress } from '../../../domain/shifts';
import { RiskChip } from './RiskChip';
import { bandRange } from '../../../domain/bands';
import { dayLabel } from '../../../domain/dateLabels';
import { money } from './format';
import './messages';

const T = 'bankshift.jobs.list';

export const jobDetailsPath = (id: Identifier) => `/jobs/${id}/details`;

const PROGRESS_COLOURS: Record<Progress, ChipProps['color']> = {
  vacant: 'warning',
  booked: 'info',
  noLog: 'default',
  readyForApprove: 'secondary',
  approved: 'success',
  completed: 'success',
};

const Secondary = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {children}
  </Typography>
);

export function DateCell() {
  const job = useRecordContext();
  return job ? <Box sx={{ whiteSpace: 'nowrap' }}>{dayLabel(job.date)}</Box> : null;
}

export function TimeCell() {
  const job = useRecordContext();
  if (!job) return null;
  const night = job.shift === 'Night';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <span>
        {job.startTime}–{job.endTime}
      </span>
      <Chip
        size="small"
        variant="outlined"
        icon={night ? <DarkMode fontSize="small" /> : <LightMode fontSize="small" />}
        label={job.shift}
      />
    </Box>
  );
}

export function TitleCell() {
  const job = useRecordContext();
  if (!job) return null;
  return (
    <Box data-job-id={job.id}>
      {/* A pointer opens the shift from anywhere on its row; the keyboard and screen readers open it from here. */}
      <Link
        component={RouterLink}
        to={jobDetailsPath(job.id)}
        onClick={(e) => e.stopPropagation()}
        variant="body2"
        color="inherit"
        underline="hover"
        sx={{ fontWeight: 500 }}
      >
        {job.title}
      </Link>
      <Secondary>
        {job.jobTitleTypeId && (
          <>
            <ReferenceField source="jobTitleTypeId" reference="job-title-types" link={false}>
              <TextField source="name" variant="caption" color="text.secondary" />
            </ReferenceField>
            {' · '}
          </>
        )}
        #{job.id}
      </Secondary>
    </Box>
  );
}

export function PlaceCell() {
  return (
    <Box>
      <ReferenceField source="departmentId" reference="departments" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <Secondary>
        <ReferenceField source="careLocationId" reference="care-locations" link={false}>
          <TextField source="name" variant="caption" color="text.secondary" />
        </ReferenceField>
      </Secondary>
    </Box>
  );
}

export function BandCell() {
  const translate = useTranslate();
  const job = useRecordContext();
  return job ? (
    <Box sx={{ whiteSpace: 'nowrap' }}>{translate(`${T}.band`, { band: bandRange(job.gradeFrom, job.gradeTo) })}</Box>
  ) : null;
}

export function FilledCell() {
  const translate = useTranslate();
  const job = useRecordContext();
  if (!job) return null;
  const args = { confirmed: job.confirmedCount ?? 0, vacancies: job.vacancies };
  return (
    <Box
      component="span"
      aria-label={translate(`${T}.filled_label`, args)}
      title={translate(`${T}.filled_label`, args)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`${T}.filled`, args)}
    </Box>
  );
}

export function ProgressCell() {
  const translate = useTranslate();
  const job = useRecordContext<RaRecord & RiskInput>();
  if (!job) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={PROGRESS_COLOURS[job.progress] ?? 'default'}
        label={translate(`${T}.progress.${job.progress}`)}
      />
      <RiskChip job={job} hideNone />
      {job.status === 'DRAFT' && <Chip size="small" variant="outlined" label={translate(`${T}.draft`)} />}
      {job.status === 'CANCELLED' && (
        <Chip size="small" variant="outlined" color="error" label={translate(`${T}.cancelled`)} />
      )}
    </Box>
  );
}

export function RateCell() {
  const translate = useTranslate();
  const job = useRecordContext();
  if (!job) return null;
  const rate = currentRateOf(job.rate);
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {rate === undefined ? '' : translate(`${T}.per_hour`, { rate: money(rate) })}
      {job.rateEscalationStatus && job.rateEscalationStatus !== 'noUplift' && (
        <Secondary>{translate(`${T}.rate_status.${job.rateEscalationStatus}`)}</Secondary>
      )}
    </Box>
  );
}
