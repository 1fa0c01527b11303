/**
 * The jobs list's other filter keys (spec 2.5), as react-admin filter inputs: care location and the title search
 * always on show, the rest added from "Add filter" (and shown whenever a link sets them). Those load when first shown
 * (moreFilters.tsx), each a placeholder-free lazy input carrying its source and label for the filter menu. One that
 * mounts after the filter form has read the list's values takes its own as its default: the form gives its values only
 * to the inputs mounted when it reads them (react-admin's FilterLiveForm).
 */
import type { ComponentType } from 'react';
import { AutocompleteInput, ReferenceInput, SearchInput, useListContext, useTranslate } from 'react-admin';
import { searchFilter } from '../../../src/generated/references';
import { lazyComponent } from '../../../src/lazyComponent';
import './messages';

const T = 'bankshift.jobs.list';
const byName = { field: 'name', order: 'ASC' } as const;
type FilterProps = { source: string; label: string; alwaysOn?: boolean };

function later<K extends keyof typeof import('./moreFilters')>(name: K) {
  const Input = lazyComponent(() => import('./moreFilters'), name, null) as ComponentType<
    FilterProps & { defaultValue?: unknown }
  >;
  return function LaterInput(props: FilterProps) {
    const { filterValues } = useListContext();
    return <Input {...props} defaultValue={filterValues[props.source]} />;
  };
}

export const AreasInput = later('AreasInput');
export const RateStatusInput = later('RateStatusInput');
export const TiersInput = later('TiersInput');
const JobTitleInput = later('JobTitleInput');
const SkillsInput = later('SkillsInput');
const BandInput = later('BandInput');
const FulfilmentInput = later('FulfilmentInput');
const HardToFillInput = later('HardToFillInput');
const ShiftStatusInput = later('ShiftStatusInput');

export function TitleSearch(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(`${T}.filters.q`)} />;
}

export const jobFilters = [
  <TitleSearch key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="careLocationId"
    source="careLocationId"
    reference="care-locations"
    sort={byName}
    alwaysOn
    label={`${T}.filters.care_location`}
  >
    <AutocompleteInput
      label={`${T}.filters.care_location`}
      filterToQuery={searchFilter('care-locations')}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>,
  <AreasInput key="areas" source="areas" label={`${T}.filters.areas`} />,
  <JobTitleInput key="jobTitle" source="jobTitle" label={`${T}.filters.job_title`} />,
  <BandInput key="grade" source="grade" label={`${T}.filters.grade`} />,
  <BandInput key="bandFrom" source="bandFrom" label={`${T}.filters.band_from`} />,
  <BandInput key="bandTo" source="bandTo" label={`${T}.filters.band_to`} />,
  <SkillsInput key="skills" source="skills" label={`${T}.filters.skills`} />,
  <RateStatusInput key="rateStatus" source="rateStatus" label={`${T}.filters.rate_status`} />,
  <TiersInput key="tiers" source="tiers" label={`${T}.filters.tiers`} />,
  <HardToFillInput key="hardToFill" source="hardToFill" label={`${T}.filters.hard_to_fill`} />,
  <FulfilmentInput key="fulfilment" source="fulfilment" label={`${T}.filters.fulfilment`} />,
  <ShiftStatusInput key="shiftStatus" source="shiftStatus" label={`${T}.filters.shift_status`} />,
];
