/**
 * The jobs list (/jobs/list, spec 2.4, 2.5, 4, 6, 9): the shifts a manager's role may see, filtered by every key
 * of spec 2.5 with the filter in the link, vacant shifts of today by default; sorting, paging, CSV export, and
 * selection of shifts ready for approval for the shell's Approve all. A row opens the shift's details. Managers
 * land here, so their shifts dashboard sits under the list. Opened without a filter after a link set the shift filter
 * (useShiftFilterLink: a time-track notice), it shows that step of every date, once.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  DataTable,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  usePermissions,
  useStore,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { can, type ActingRole } from '../../../domain/access';
import { PUBLISH_SHIFT } from '../../../domain/shifts';
import { PAGE_SIZES } from '../../../domain/constants';
import {
  completedStepOf,
  defaultJobListFilter,
  isApprovable,
  jobsListPath,
  listStatusOf,
  READY_FOR_APPROVAL_FILTER,
} from '../../../domain/jobList';
import { SHIFT_FILTER_KEY } from '../../../src/layout/useShiftFilterLink';
import { localDate } from '../../../domain/time';
import {
  BandCell,
  DateCell,
  FilledCell,
  jobDetailsPath,
  PlaceCell,
  ProgressCell,
  RateCell,
  TimeCell,
  TitleCell,
} from './columns';
import { ExportShiftsButton } from './exporter';
import { jobFilters } from './filters';
import { JobsQueryProvider } from './JobsQueryProvider';
import { DashboardPanel } from './DashboardPanel';
import { JobListTabs } from './JobListTabs';
import { ClearFiltersButton, NoShifts, ShiftsError } from './ListStates';
import { QuickFilters } from './QuickFilters';
import { useShiftSelection } from './useShiftSelection';
import { useLiveUpdates } from '../../../src/useLiveUpdates';
import './messages';

const T = 'bankshift.jobs.list';
/** The most shifts one export holds: the API's page limit. */
const PER_PAGE = PAGE_SIZES.jobs;

/** A refusal (4xx) stays a refusal: show it at once; anything else is tried again once. */
const retryUnlessRefused = (failures: number, error: unknown) => {
  const status = (error as { status?: number })?.status ?? 0;
  return !(status >= 400 && status < 500) && failures < 1;
};

/** The drafts view (shift status Drafts) of a role that may publish: its rows are ticked and published together. */
function usePublishingDrafts(role: ActingRole | undefined) {
  const { filterValues } = useListContext();
  return filterValues.shiftStatus === 'DRAFT' && can(role, PUBLISH_SHIFT);
}

/** Loaded with the drafts view only: the list's first download stays without the generated action forms. */
const PublishDrafts = lazy(() => import('./PublishDrafts'));

function Actions({ today }: { today: string }) {
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  return (
    <TopToolbar>
      {usePublishingDrafts(role) && (
        <Suspense fallback={null}>
          <PublishDrafts />
        </Suspense>
      )}
      <FilterButton disableSaveQuery />
      <ClearFiltersButton today={today} />
      <ExportShiftsButton today={today} />
    </TopToolbar>
  );
}

function SelectionHint({ canApprove }: { canApprove: boolean }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" variant="outlined" sx={{ mx: 2, mb: 1, py: 0 }}>
      {translate(canApprove ? `${T}.select.hint` : `${T}.select.hint_readonly`)}
    </Alert>
  );
}

function DraftsHint() {
  const translate = useTranslate();
  return (
    <Alert severity="info" variant="outlined" sx={{ mx: 2, mb: 1, py: 0 }}>
      {translate(`${T}.publish.hint`)}
    </Alert>
  );
}

/**
 * Shifts ready for approval show in the completed view (spec 4): there, and only for a role that may approve
 * timesheets, their rows can be ticked for the shell's Approve all; other rows of the view cannot.
 */
function Shifts({ today, canApprove, role }: { today: string; canApprove: boolean; role: ActingRole | undefined }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const selection = useShiftSelection();
  const publishing = usePublishingDrafts(role);
  const completedView = !publishing && listStatusOf(filterValues.status) === 'completed';
  const selecting = canApprove && completedView;
  const selectable = selecting
    ? { ...selection, isRowSelectable: (job: RaRecord) => isApprovable(job as { status?: string; progress?: string }) }
    : publishing
      ? { isRowSelectable: (job: RaRecord) => job.status === 'DRAFT' }
      : {};
  const hint = publishing ? <DraftsHint /> : completedView ? <SelectionHint canApprove={canApprove} /> : <></>;
  return (
    <DataTable
      rowClick={(id) => jobDetailsPath(id)}
      bulkActionButtons={selecting || publishing ? <></> : false}
      bulkActionsToolbar={hint}
      empty={<NoShifts today={today} />}
      {...selectable}
    >
      <DataTable.Col source="startsAt" label={translate(`${T}.columns.date`)} field={DateCell} />
      <DataTable.Col source="startTime" label={translate(`${T}.columns.time`)} field={TimeCell} disableSort />
      <DataTable.Col source="title" label={translate(`${T}.columns.title`)} field={TitleCell} />
      <DataTable.Col source="departmentId" label={translate(`${T}.columns.place`)} field={PlaceCell} disableSort />
      <DataTable.Col source="gradeFrom" label={translate(`${T}.columns.band`)} field={BandCell} disableSort />
      <DataTable.Col source="vacancies" label={translate(`${T}.columns.filled`)} field={FilledCell} disableSort />
      <DataTable.Col source="progress" label={translate(`${T}.columns.progress`)} field={ProgressCell} />
      <DataTable.Col source="rate" label={translate(`${T}.columns.rate`)} field={RateCell} disableSort />
    </DataTable>
  );
}

export function JobsListPage() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const today = localDate(new Date());
  const defaults = useMemo(() => defaultJobListFilter(today), [today]);
  const canApprove = can(role, { anyOf: ['APPROVE_TIMESHEETS'] });
  useLiveUpdates(['jobs']);
  const [shiftFilter, setShiftFilter] = useStore<string | undefined>(SHIFT_FILTER_KEY);
  const step = completedStepOf(shiftFilter);
  const { search } = useLocation();
  useEffect(() => {
    if (step) setShiftFilter(undefined);
  }, [step, setShiftFilter]);
  if (step && !new URLSearchParams(search).has('filter'))
    return <Navigate replace to={jobsListPath({ ...READY_FOR_APPROVAL_FILTER, status: step, step })} />;
  return (
    <JobsQueryProvider today={today}>
      <JobListTabs current={0} />
      <List
        resource="jobs"
        title={translate(`${T}.title`)}
        filters={jobFilters}
        filterDefaultValues={defaults}
        sort={{ field: 'startsAt', order: 'ASC' }}
        perPage={PER_PAGE}
        storeKey={false}
        // Signing in is required by the console's routes. No access check here: the API decides who sees
        // shifts (spec 6), and its 403 opens the permission-error modal with what the role lacks.
        disableAuthentication
        actions={<Actions today={today} />}
        pagination={<Pagination rowsPerPageOptions={[PER_PAGE, 4 * PER_PAGE, 10 * PER_PAGE]} />}
        exporter={false}
        empty={false}
        error={<ShiftsError />}
        queryOptions={{ retry: retryUnlessRefused }}
      >
        <QuickFilters today={today} />
        <Shifts today={today} canApprove={canApprove} role={role} />
      </List>
      {/* Below the list, so the list never moves while the charts load; room at the end for the bottom bar. */}
      <Box sx={{ pb: 10 }}>
        <DashboardPanel />
      </Box>
    </JobsQueryProvider>
  );
}
