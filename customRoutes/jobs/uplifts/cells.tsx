/** The cells of the uplift list (spec 3 uplift table columns) that the shift list does not have. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FULFILMENT_LABELS, tierPercent, type Fulfilment, type Tier } from '../../../domain/shifts';
import type { UpliftRowView } from './types';
import { gbp } from '../rates/money';
import './messages';

const T = 'bankshift.jobs.uplifts';
export const ratesPath = (id: Identifier) => `/jobs/${id}/rates`;

const Secondary = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {children}
  </Typography>
);

/** The role title, opening the shift's rate page (a pointer opens it from anywhere on the row). */
export function RoleTitleCell() {
  const row = useRecordContext<UpliftRowView>();
  if (!row) return null;
  return (
    <Box data-job-id={row.id}>
      <Link
        component={RouterLink}
        to={ratesPath(row.id)}
        onClick={(e) => e.stopPropagation()}
        variant="body2"
        color="inherit"
        underline="hover"
        sx={{ fontWeight: 500 }}
      >
        {row.title}
      </Link>
      <Secondary>
        {row.startTime}–{row.endTime} · #{row.id}
      </Secondary>
    </Box>
  );
}

export function TierCell() {
  const translate = useTranslate();
  const row = useRecordContext<UpliftRowView>();
  if (!row) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {translate(`${T}.tier`, { tier: row.tier })}
      <Secondary>+{tierPercent(row.tier as Tier)}%</Secondary>
    </Box>
  );
}

export function FulfilmentCell() {
  const row = useRecordContext<UpliftRowView>();
  return row ? <>{FULFILMENT_LABELS[row.fulfilment as Fulfilment] ?? row.fulfilment}</> : null;
}

/** Fill risk against the tier's threshold factor, flagged when over it. */
export function MetricsCell() {
  const translate = useTranslate();
  const row = useRecordContext<UpliftRowView>();
  if (!row) return null;
  const over = row.thresholdFactor !== null && row.fillRisk > row.thresholdFactor;
  const text =
    row.thresholdFactor === null
      ? translate(`${T}.risk_no_threshold`, { risk: row.fillRisk.toFixed(2) })
      : translate(`${T}.risk`, { risk: row.fillRisk.toFixed(2), threshold: row.thresholdFactor.toFixed(2) });
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">{text}</Typography>
      {over && <Chip size="small" color="warning" variant="outlined" label={translate(`${T}.over`)} />}
    </Box>
  );
}

/** What the latest escalation asks: an increase per hour and/or a tier. */
export function IncreaseCell() {
  const translate = useTranslate();
  const escalation = useRecordContext<UpliftRowView>()?.escalation;
  if (!escalation) return <>–</>;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {escalation.increaseValue !== null && translate(`${T}.per_hour`, { amount: gbp(escalation.increaseValue) })}
      {escalation.proposedTier !== null && (
        <Secondary>{translate(`${T}.proposed_tier`, { tier: escalation.proposedTier })}</Secondary>
      )}
    </Box>
  );
}

export function CommentsCell() {
  const comments = useRecordContext<UpliftRowView>()?.escalation?.comments;
  return comments ? (
    <Typography
      variant="body2"
      sx={{
        maxWidth: 240,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
      }}
      title={comments}
    >
      {comments}
    </Typography>
  ) : (
    <>–</>
  );
}

export function SuggestCell() {
  const translate = useTranslate();
  const row = useRecordContext<UpliftRowView>();
  if (!row) return null;
  if (!row.suggest)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.no_suggestion`)}
      </Typography>
    );
  const amount = gbp(row.suggest.perHour);
  return (
    <>
      {row.suggest.tier > row.tier
        ? translate(`${T}.suggestion`, { tier: row.suggest.tier, amount })
        : translate(`${T}.suggestion_top`, { amount })}
    </>
  );
}

export function RateStatusCell() {
  const translate = useTranslate();
  const row = useRecordContext<UpliftRowView>();
  if (!row) return null;
  const status = row.rateEscalationStatus;
  const colour =
    status === 'approved'
      ? 'success'
      : status === 'pending' || status === 'intermediate_approved'
        ? 'warning'
        : 'default';
  return (
    <Chip
      size="small"
      color={colour}
      variant={status === 'noUplift' ? 'outlined' : 'filled'}
      label={translate(`bankshift.jobs.rates.statuses.${status}`)}
    />
  );
}
