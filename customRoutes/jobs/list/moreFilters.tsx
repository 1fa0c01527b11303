/**
 * The jobs list's filter inputs that show only once added from "Add filter" (or set by a link): loaded then, apart from
 * the list's first download (filters.tsx wraps each, giving it the list's value as its default; scripts/sizeBudget.ts).
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
import { BAND_LABELS, BANDS } from '../../../domain/bands';
import { RATE_STATUS_FILTERS } from '../../../domain/jobList';
import { FULFILMENT_LABELS, FULFILMENTS, JOB_STATUSES, TIERS, tierPercent } from '../../../domain/shifts';
import { searchFilter } from '../../../src/generated/references';
import './messages';

const T = 'bankshift.jobs.list';
type Props = { source: string; label: string; alwaysOn?: boolean; defaultValue?: unknown };

const bands = BANDS.map((b) => ({ id: b, name: BAND_LABELS[b] }));
const byName = { field: 'name', order: 'ASC' } as const;

/** The shift's own status: drafts (for whoever sees them), published or cancelled shifts. */
export function ShiftStatusInput(props: Props) {
  const translate = useTranslate();
  return (
    <SelectInput {...props} choices={JOB_STATUSES.map((id) => ({ id, name: translate(`${T}.shift_status.${id}`) }))} />
  );
}

/** The areas (departments) to pick from: those of the chosen care location, if one is chosen. */
export function AreasInput(props: Props) {
  const careLocationId = useListContext().filterValues.careLocationId;
  return (
    <ReferenceArrayInput
      {...props}
      reference="departments"
      sort={byName}
      filter={careLocationId ? { careLocationId } : {}}
    >
      <AutocompleteArrayInput label={props.label} filterToQuery={searchFilter('departments')} sx={{ minWidth: 220 }} />
    </ReferenceArrayInput>
  );
}

export function JobTitleInput(props: Props) {
  return (
    <ReferenceInput {...props} reference="job-title-types" sort={byName}>
      <AutocompleteInput label={props.label} filterToQuery={searchFilter('job-title-types')} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

export function SkillsInput(props: Props) {
  return (
    <ReferenceArrayInput {...props} reference="skills" sort={byName}>
      <AutocompleteArrayInput label={props.label} filterToQuery={searchFilter('skills')} sx={{ minWidth: 220 }} />
    </ReferenceArrayInput>
  );
}

export const BandInput = (props: Props) => <SelectInput {...props} choices={bands} />;

export const FulfilmentInput = (props: Props) => (
  <SelectInput {...props} choices={FULFILMENTS.map((f) => ({ id: f, name: FULFILMENT_LABELS[f] }))} />
);

export function TiersInput(props: Props) {
  const translate = useTranslate();
  const choices = TIERS.map((tier) => ({
    id: tier,
    name: translate(`${T}.filters.tier`, { tier, percent: tierPercent(tier) }),
  }));
  return <SelectArrayInput {...props} choices={choices} sx={{ minWidth: 160 }} />;
}

export function RateStatusInput(props: Props) {
  const translate = useTranslate();
  const choices = RATE_STATUS_FILTERS.map((s) => ({ id: s, name: translate(`${T}.rate_status.${s}`) }));
  return <SelectInput {...props} choices={choices} />;
}

/** Shifts marked hard to fill by their prediction, or the others. */
export function HardToFillInput(props: Props) {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      choices={(['true', 'false'] as const).map((id) => ({ id, name: translate(`${T}.hard_to_fill.${id}`) }))}
      sx={{ minWidth: 200 }}
    />
  );
}
