/**
 * The jobs list's filter inputs that show only once added from "Add filter" (or set by a link): loaded then, apart from
 * the list's first download (filters.tsx wraps each; scripts/sizeBudget.ts). An input that mounts after the filter
 * form has taken the list's filter values takes its own from them (listValue): the form gives its values only to the
 * inputs mounted when it reads them.
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
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
type Props = { source: string; label: string; alwaysOn?: boolean; defaultValue?: unknown };

/** The list's filter value of the input's own source, as the input's default. */
const listValue = (props: Props) => {
  const { filterValues } = useListContext();
  return { ...props, defaultValue: filterValues[props.source] };
};
const bands = BANDS.map((b) => ({ id: b, name: b }));
const byName = { field: 'name', order: 'ASC' } as const;

/** The shift's own status: drafts (for whoever sees them), published or cancelled shifts. */
export function ShiftStatusInput(own: Props) {
  const translate = useTranslate();
  const props = listValue(own);
  return <SelectInput {...props} choices={JOB_STATUSES.map((id) => ({ id, name: translate(`${T}.shift_status.${id}`) }))} />;
}

/** The areas (departments) to pick from: those of the chosen care location, if one is chosen. */
export function AreasInput(own: Props) {
  const props = listValue(own);
  const careLocationId = useListContext().filterValues.careLocationId;
  return (
    <ReferenceArrayInput {...props} reference="departments" sort={byName} filter={careLocationId ? { careLocationId } : {}}>
      <AutocompleteArrayInput label={props.label} filterToQuery={searchFilter('departments')} sx={{ minWidth: 220 }} />
    </ReferenceArrayInput>
  );
}

export function JobTitleInput(own: Props) {
  const props = listValue(own);
  return (
    <ReferenceInput {...props} reference="job-title-types" sort={byName}>
      <AutocompleteInput label={props.label} filterToQuery={searchFilter('job-title-types')} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

export function SkillsInput(own: Props) {
  const props = listValue(own);
  return (
    <ReferenceArrayInput {...props} reference="skills" sort={byName}>
      <AutocompleteArrayInput label={props.label} filterToQuery={searchFilter('skills')} sx={{ minWidth: 220 }} />
    </ReferenceArrayInput>
  );
}

export const BandInput = (props: Props) => <SelectInput {...listValue(props)} choices={bands} />;

export const FulfilmentInput = (props: Props) => <SelectInput {...listValue(props)} choices={FULFILMENTS.map((f) => ({ id: f, name: FULFILMENT_LABELS[f] }))} />;

export function TiersInput(own: Props) {
  const translate = useTranslate();
  const props = listValue(own);
  const choices = TIERS.map((tier) => ({ id: tier, name: translate(`${T}.filters.tier`, { tier, percent: tierPercent(tier) }) }));
  return <SelectArrayInput {...props} choices={choices} sx={{ minWidth: 160 }} />;
}

export function RateStatusInput(own: Props) {
  const translate = useTranslate();
  const props = listValue(own);
  const choices = RATE_STATUS_FILTERS.map((s) => ({ id: s, name: translate(`${T}.rate_status.${s}`) }));
  return <SelectInput {...props} choices={choices} />;
}

/** Shifts marked hard to fill by their prediction, or the others. */
export function HardToFillInput(own: Props) {
  const translate = useTranslate();
  return <SelectInput {...listValue(own)} choices={(['true', 'false'] as const).map((id) => ({ id, name: translate(`${T}.hard_to_fill.${id}`) }))} sx={{ minWidth: 200 }} />;
}
