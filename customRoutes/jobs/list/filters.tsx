/**
 * The jobs list's other filter keys (spec 2.5), as react-admin filter inputs: care location and the title search
 * always on show, the rest added from "Add filter" (and shown whenever a link sets them).
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { BANDS } from '../../../domain/bands';
import { RATE_STATUS_FILTERS } from '../../../domain/jobList';
import { FULFILMENT_LABELS, FULFILMENTS, JOB_STATUSES, TIERS, tierPercent } from '../../../domain/shifts';
import { searchFilter } from '../../../src/generated/references';

const T = 'bankshift.jobs.list';

/** The shift's own status: drafts (for whoever sees them), published or cancelled shifts. */
function ShiftStatusInput(props: { source: string; label: string }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={JOB_STATUSES.map((id) => ({ id, name: translate(`${T}.shift_status.${id}`) }))} />;
}
const bands = BANDS.map((b) => ({ id: b, name: b }));
const byName = { field: 'name', order: 'ASC' } as const;

/** The areas (departments) to pick from: those of the chosen care location, if one is chosen. */
export function AreasInput(props: { source: string; label: string }) {
  const { filterValues } = useListContext();
  const careLocationId = filterValues.careLocationId;
  return (
    <ReferenceArrayInput {...props} reference="departments" sort={byName} filter={careLocationId ? { careLocationId } : {}}>
      <AutocompleteArrayInput label={props.label} filterToQuery={searchFilter('departments')} sx={{ minWidth: 220 }} />
    </ReferenceArrayInput>
  );
}

export function TiersInput(props: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = TIERS.map((tier) => ({ id: tier, name: translate(`${T}.filters.tier`, { tier, percent: tierPercent(tier) }) }));
  return <SelectArrayInput {...props} choices={choices} sx={{ minWidth: 160 }} />;
}

export function RateStatusInput(props: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = RATE_STATUS_FILTERS.map((s) => ({ id: s, name: translate(`${T}.rate_status.${s}`) }));
  return <SelectInput {...props} choices={choices} />;
}

/** Shifts marked hard to fill by their prediction, or the others. */
export function HardToFillInput(props: { source: string; label: string }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={(['true', 'false'] as const).map((id) => ({ id, name: translate(`${T}.hard_to_fill.${id}`) }))} sx={{ minWidth: 200 }} />;
}

export function TitleSearch(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(`${T}.filters.q`)} />;
}

export const jobFilters = [
  <TitleSearch key="q" source="q" alwaysOn />,
  <ReferenceInput key="careLocationId" source="careLocationId" reference="care-locations" sort={byName} alwaysOn label={`${T}.filters.care_location`}>
    <AutocompleteInput label={`${T}.filters.care_location`} filterToQuery={searchFilter('care-locations')} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <AreasInput key="areas" source="areas" label={`${T}.filters.areas`} />,
  <ReferenceInput key="jobTitle" source="jobTitle" reference="job-title-types" sort={byName} label={`${T}.filters.job_title`}>
    <AutocompleteInput label={`${T}.filters.job_title`} filterToQuery={searchFilter('job-title-types')} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="grade" source="grade" label={`${T}.filters.grade`} choices={bands} />,
  <SelectInput key="bandFrom" source="bandFrom" label={`${T}.filters.band_from`} choices={bands} />,
  <SelectInput key="bandTo" source="bandTo" label={`${T}.filters.band_to`} choices={bands} />,
  <ReferenceArrayInput key="skills" source="skills" reference="skills" sort={byName} label={`${T}.filters.skills`}>
    <AutocompleteArrayInput label={`${T}.filters.skills`} filterToQuery={searchFilter('skills')} sx={{ minWidth: 220 }} />
  </ReferenceArrayInput>,
  <RateStatusInput key="rateStatus" source="rateStatus" label={`${T}.filters.rate_status`} />,
  <TiersInput key="tiers" source="tiers" label={`${T}.filters.tiers`} />,
  <HardToFillInput key="hardToFill" source="hardToFill" label={`${T}.filters.hard_to_fill`} />,
  <SelectInput
    key="fulfilment"
    source="fulfilment"
    label={`${T}.filters.fulfilment`}
    choices={FULFILMENTS.map((f) => ({ id: f, name: FULFILMENT_LABELS[f] }))}
  />,
  <ShiftStatusInput key="shiftStatus" source="shiftStatus" label={`${T}.filters.shift_status`} />,
];
