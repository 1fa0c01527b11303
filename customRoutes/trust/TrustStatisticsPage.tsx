/**
 * A trust at a glance (/trust/{id}/statistics-details): where trust admins land (spec 4). Its staff and places,
 * the shifts of the next 7 days that still need someone, the shifts waiting for a manager, and how this month's
 * shifts were filled; the next 7 days' figures open the jobs list filtered to them. The shifts dashboard follows on the
 * acting role's own trust, for a role that may see it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { can, isSuperAdmin, type ActingRole } from '../../domain/access';
import { DASHBOARD_ACCESS } from '../../domain/dashboard';
import { jobsListPath, READY_FOR_APPROVAL_FILTER } from '../../domain/jobList';
import type { TrustSetupStep } from '../../domain/trustSetup';
import type { TrustStatistics } from '../../domain/trustStatistics';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { useApiCall } from '../../src/useApiCall';
import { ChartCard } from '../dashboard/ChartCard';
import { ManagerDashboard } from '../dashboard/ManagerDashboard';
import { dayLabel } from '../../domain/dateLabels';
import { errorMessage } from '../../src/errorMessage';
import './messages';

const T = 'bankshift.trust_statistics';
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** A number and what it counts; a link to the shifts it counts where there is one. */
function Figure({ label, value, to, detail }: { label: string; value: ReactNode; to?: string; detail?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, py: 0.5 }}>
      <Typography variant="h5" component="span" sx={{ minWidth: '3ch', fontWeight: 500 }}>
        {to ? (
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            aria-label={translate(`${T}.open_list`, { value, label })}
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </Typography>
      <Box>
        <Typography variant="body2">{label}</Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function Figures({ stats }: { stats: TrustStatistics }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${T}.${key}`, options);
  const week = { dateRange: 'custom' as const, dateFrom: stats.week.from, dateTo: stats.week.to };
  const { month } = stats;
  return (
    <Box sx={grid}>
      <ChartCard
        title={t('week.title')}
        subtitle={t('week.span', { from: dayLabel(stats.week.from), to: dayLabel(stats.week.to) })}
      >
        <Figure
          label={t('week.vacant')}
          value={stats.week.vacant}
          to={jobsListPath({ status: 'vacant', ...week })}
          detail={t('week.open_places', { smart_count: stats.week.openPlaces })}
        />
        <Figure label={t('week.booked')} value={stats.week.booked} to={jobsListPath({ status: 'booked', ...week })} />
      </ChartCard>
      <ChartCard title={t('waiting.title')}>
        <Figure
          label={t('waiting.ready')}
          value={stats.waiting.readyForApprove}
          to={jobsListPath(READY_FOR_APPROVAL_FILTER)}
        />
        <Figure
          label={t('waiting.no_log')}
          value={stats.waiting.noLog}
          to={jobsListPath({ ...READY_FOR_APPROVAL_FILTER, status: 'noLog', step: 'noLog' })}
        />
        <Figure label={t('waiting.drafts')} value={stats.waiting.drafts} />
      </ChartCard>
      <ChartCard
        title={t('month.title')}
        subtitle={t('week.span', { from: dayLabel(month.from), to: dayLabel(month.to) })}
      >
        <Figure
          label={t('month.shifts')}
          value={month.shifts}
          detail={t('month.cancelled', { smart_count: month.cancelled })}
        />
        <Figure
          label={t('month.fill_rate')}
          value={month.fillRate === null ? '–' : `${Math.round(month.fillRate * 100)}%`}
          detail={
            month.vacancies
              ? t('month.filled', { confirmed: month.confirmed, vacancies: month.vacancies })
              : t('month.none')
          }
        />
      </ChartCard>
      <ChartCard title={t('people_and_places')}>
        <Figure label={t('people.nurses')} value={stats.people.nurses} />
        <Figure label={t('people.managers')} value={stats.people.managers} />
        <Figure label={t('people.admins')} value={stats.people.admins} />
        <Figure label={t('people.care_locations')} value={stats.places.careLocations} />
        <Figure label={t('people.departments')} value={stats.places.departments} />
      </ChartCard>
    </Box>
  );
}

/**
 * The super admin, who reaches this page from the trust list, goes on to the trust's record, its setup (resumed
 * where it stands, or its features once set up) or to invite its admin.
 */
function SuperAdminLinks({ trustId, setupStep }: { trustId: number; setupStep: TrustSetupStep }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<ActingRole | undefined>();
  if (!permissions || !isSuperAdmin(permissions)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
      <Button component={RouterLink} to={`/trusts/${trustId}/show`}>
        {translate(`${T}.record`)}
      </Button>
      <Button
        component={RouterLink}
        to={setupStep === 'complete' ? `/new-trust?trust=${trustId}&step=features` : `/new-trust?trust=${trustId}`}
      >
        {translate(`${T}.${setupStep === 'complete' ? 'setup_features' : 'continue_setup'}`)}
      </Button>
      <Button component={RouterLink} to={`/trust/${trustId}/admin-invite`}>
        {translate(`${T}.invite_admin`)}
      </Button>
    </Box>
  );
}

function TrustHeader({ stats }: { stats: TrustStatistics }) {
  const translate = useTranslate();
  const { trust } = stats;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {trust.name}
          {trust.abbreviatedName && ` (${trust.abbreviatedName})`}
        </Typography>
        <Chip
          size="small"
          color={trust.isLive ? 'success' : 'default'}
          label={translate(`${T}.${trust.isLive ? 'live' : 'not_live'}`)}
        />
        <SuperAdminLinks trustId={trust.id} setupStep={trust.setupStep} />
      </Box>
      <Box
        component="section"
        aria-label={translate(`${T}.features`)}
        sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
      >
        {trust.features.length ? (
          trust.features.map((f) => <Chip key={f} size="small" variant="outlined" label={f} />)
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.no_features`)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function TrustStatisticsPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const apiCall = useApiCall();
  const { permissions } = usePermissions<ActingRole | undefined>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['trust-statistics', id, session.roleId()],
    queryFn: ({ signal }) => apiCall(() => http<TrustStatistics>(`trust-statistics/${id}`, { signal })),
    retry: false,
  });
  const ownTrust = permissions?.trustId === Number(id);
  return (
    <Box sx={{ mt: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`${T}.title`} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate(`${T}.retry`)}
            </Button>
          }
        >
          {translate(`${T}.error`, { message: errorMessage(translate, error) })}
        </Alert>
      ) : isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={translate(`${T}.loading`)} />
        </Box>
      ) : (
        <>
          <TrustHeader stats={data} />
          <Figures stats={data} />
        </>
      )}
      {ownTrust && can(permissions, DASHBOARD_ACCESS) && <ManagerDashboard />}
    </Box>
  );
}
