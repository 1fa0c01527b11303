/**
 * The uplift list (/jobs/list/job-rates, spec 2.4, 3, 6): the published shifts that have not started, as the role's
 * data views show them (domain/upliftList.ts; the API keeps to them), with the spec 3 uplift columns, the rate status
 * and tiers filters and the shift list's others, sorting, paging, and its rates exported (ExportRates). An approver ticks the escalations
 * waiting for their decision and approves or rejects them together, each one judged by the server and each failure
 * reported. A row opens the shift's rate page.
 */
import Alert from '@mui/material/Alert';
import {
  DataTable,
  FilterButton,
  List,
  Pagination,
  ReferenceInput,
  AutocompleteInput,
  TopToolbar,
  useGetIdentity,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ActingRole } from '../../../domain/access';
import { PAGE_SIZES } from '../../../domain/constants';
import { decisionOf, upliftViewsOf } from '../../../domain/upliftList';
import { localDate } from '../../../domain/time';
import { BulkActionButton, type BulkTarget } from '../../../src/generated/BulkActionButton';
import { searchFilter } from '../../../src/generated/references';
import { BandCell, DateCell, PlaceCell } from '../list/columns';
import { AreasInput, RateStatusInput, TiersInput, TitleSearch } from '../list/filters';
import { JobListTabs } from '../list/JobListTabs';
import { JobsQueryProvider } from '../list/JobsQueryProvider';
import {
  CommentsCell,
  FulfilmentCell,
  IncreaseCell,
  MetricsCell,
  ratesPath,
  RateStatusCell,
  RoleTitleCell,
  SuggestCell,
  TierCell,
} from './cells';
import { ExportRates } from './ExportRates';
import type { UpliftRowView } from './types';
import '../pageMessages';
import './messages';
import { useLiveUpdates } from '../../../src/useLiveUpdates';
import '../list/messages';

const T = 'bankshift.jobs.uplifts';
const L = 'bankshift.jobs.list';
const PER_PAGE = PAGE_SIZES.jobs;

const filters = [
  <TitleSearch key="q" source="q" alwaysOn />,
  <RateStatusInput key="rateStatus" source="rateStatus" label={`${L}.filters.rate_status`} alwaysOn />,
  <TiersInput key="tiers" source="tiers" label={`${L}.filters.tiers`} alwaysOn />,
  <ReferenceInput
    key="careLocationId"
    source="careLocationId"
    reference="care-locations"
    sort={{ field: 'name', order: 'ASC' }}
    label={`${L}.filters.care_location`}
  >
    <AutocompleteInput
      label={`${L}.filters.care_location`}
      filterToQuery={searchFilter('care-locations')}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>,
  <AreasInput key="areas" source="areas" label={`${L}.filters.areas`} />,
];

/** The escalations of the selected rows that the user may decide with this verdict, by the step it takes for each. */
function decisions(role: ActingRole | undefined, userId: number | undefined, verdict: 'approve' | 'reject') {
  return (rows: RaRecord[]): BulkTarget[] =>
    (rows as UpliftRowView[]).flatMap((row) => {
      const step =
        row.escalation && role && userId !== undefined ? decisionOf(row.escalation, role, userId, verdict) : null;
      return step
        ? [
            {
              rowId: row.id,
              record: { id: row.escalation!.id, trustId: row.trustId },
              action: step,
              name: `${row.title} (#${row.id})`,
            },
          ]
        : [];
    });
}

function Decide({ role, userId }: { role: ActingRole | undefined; userId: number | undefined }) {
  return (
    <>
      <BulkActionButton
        resource="rate-escalations"
        inputOf="approve"
        label={`${T}.approve`}
        targetsOf={decisions(role, userId, 'approve')}
      />
      <BulkActionButton
        resource="rate-escalations"
        inputOf="reject"
        label={`${T}.reject`}
        targetsOf={decisions(role, userId, 'reject')}
        color="error"
      />
    </>
  );
}

export function UpliftListPage() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const { identity } = useGetIdentity();
  const userId = identity ? Number(identity.id) : undefined;
  const today = localDate(new Date());
  // The list shows each shift's rates (job-rates, a view of the shifts) beside its escalations.
  useLiveUpdates(['rate-escalations', 'jobs'], ['rate-escalations', 'job-rates']);
  const views = upliftViewsOf(role?.permissions ?? []);
  // Only an approver ticks rows, and only rows waiting for their decision.
  const decides =
    !!role &&
    (role.permissions.includes('RATE_ESCALATION_APPROVAL') ||
      role.permissions.includes('RATE_ESCALATION_INTERMEDIATE_APPROVAL'));
  const selectable = (row: RaRecord) => decisions(role, userId, 'approve')([row]).length > 0;
  return (
    <JobsQueryProvider today={today} resource="job-rates">
      <JobListTabs current={1} />
      <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
        {translate(`${T}.showing`, { views: views.map((v) => translate(`${T}.views.${v}`)).join('; ') })}
      </Alert>
      <List
        resource="job-rates"
        title={translate(`${T}.title`)}
        filters={filters}
        sort={{ field: 'startsAt', order: 'ASC' }}
        perPage={PER_PAGE}
        storeKey={false}
        disableAuthentication
        actions={
          <TopToolbar>
            <FilterButton disableSaveQuery />
            <ExportRates today={today} />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[PER_PAGE, 4 * PER_PAGE, 10 * PER_PAGE]} />}
        exporter={false}
        empty={false}
        // react-admin keeps each row of a list as that record's getOne answer (keyed by meta too): an uplift row is
        // not the shift's rate that GET job-rates/{id} answers, so the rows are kept under a meta of their own.
        queryOptions={{ meta: { rows: 'uplifts' } }}
      >
        <DataTable
          // Eleven columns fit a 1440 px window beside the side menu with half the usual space between them.
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
          rowClick={(id) => ratesPath(id)}
          bulkActionButtons={decides ? <Decide role={role} userId={userId} /> : false}
          isRowSelectable={decides ? selectable : undefined}
          empty={
            <Alert severity="info" sx={{ m: 2 }}>
              {translate(`${T}.empty`)}
            </Alert>
          }
        >
          <DataTable.Col source="startsAt" label={translate(`${T}.columns.date`)} field={DateCell} />
          <DataTable.Col source="title" label={translate(`${T}.columns.title`)} field={RoleTitleCell} />
          <DataTable.Col source="gradeFrom" label={translate(`${T}.columns.band`)} field={BandCell} disableSort />
          <DataTable.Col
            source="departmentId"
            label={translate(`${T}.columns.department`)}
            field={PlaceCell}
            disableSort
          />
          <DataTable.Col source="tier" label={translate(`${T}.columns.tier`)} field={TierCell} />
          <DataTable.Col source="fulfilment" label={translate(`${T}.columns.fulfilment`)} field={FulfilmentCell} />
          <DataTable.Col source="fillRisk" label={translate(`${T}.columns.metrics`)} field={MetricsCell} disableSort />
          <DataTable.Col
            source="escalation.increaseValue"
            label={translate(`${T}.columns.increase`)}
            field={IncreaseCell}
            disableSort
          />
          <DataTable.Col
            source="escalation.comments"
            label={translate(`${T}.columns.comments`)}
            field={CommentsCell}
            disableSort
          />
          <DataTable.Col source="suggest" label={translate(`${T}.columns.suggest`)} field={SuggestCell} disableSort />
          <DataTable.Col
            source="rateEscalationStatus"
            label={translate(`${T}.columns.status`)}
            field={RateStatusCell}
            disableSort
          />
        </DataTable>
      </List>
    </JobsQueryProvider>
  );
}
