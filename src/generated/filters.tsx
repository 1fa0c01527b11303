/**
 * A list's filters from its definition, by each filterable field's type: the text search; ranges (from, to) for
 * dates and numbers; "contains" for text; a multi-select for a fixed list of values; a picker for references; and
 * quick filters (one click: yes or no) for booleans. Each sends only operators the field accepts (operatorsFor).
 */
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import {
  DateInput,
  NumberInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useCanAccessResources,
} from 'react-admin';
import { choicesOf, fieldLabel, operatorsFor, type Field, type ResourceDefinition } from '../../resources/define';
import { definitions } from '../../providers/resources';
import { lazyComponent } from '../lazyComponent';

/**
 * A one-click filter: picked from the filter menu, it applies its value at once and shows as a chip (react-admin's
 * filter form passes source, label and defaultValue; the chip only shows the label).
 */
const QuickFilter = ({ label }: { source: string; label: string; defaultValue: unknown }) => (
  <Chip sx={{ mb: 1 }} label={label} />
);

const ReferenceFilter = lazyComponent(() => import('./ReferenceFilter'), 'ReferenceFilter', null);

const FAMILIES = definitions.map((d) => ({ id: d.name, name: d.label.many }));

const isReference = (f: Field): f is Extract<Field, { resource: string }> =>
  f.type === 'reference' || f.type === 'references';

/** The filter inputs of one field, each keyed `field_<op>` as providers/filterQuery.ts reads them. */
function filterInputs(name: string, field: Field, canList: Record<string, boolean>): ReactElement[] {
  const ops = operatorsFor(field);
  if (!ops.length) return [];
  const label = fieldLabel(name, field);
  const range = (Input: typeof DateInput | typeof NumberInput) =>
    (['gte', 'lte'] as const)
      .filter((op) => ops.includes(`$${op}`))
      .map((op) => (
        <Input key={`${name}_${op}`} source={`${name}_${op}`} label={`${label} ${op === 'gte' ? 'from' : 'to'}`} />
      ));
  // A family by its label (an audit entry's service).
  if (field.type === 'string' && field.family)
    return [<SelectArrayInput key={name} source={name} label={label} choices={FAMILIES} />];
  switch (field.type) {
    case 'boolean':
      return [
        <QuickFilter key={name} source={name} label={`${label}: yes`} defaultValue={true} />,
        <QuickFilter key={`${name}_ne`} source={`${name}_ne`} label={`${label}: no`} defaultValue={true} />,
      ];
    case 'date':
    case 'datetime':
      return range(DateInput);
    case 'integer':
    case 'number':
    case 'money':
      // An id (of a record, of a user) is matched, not ranged.
      return field.embed || /Id$/.test(name)
        ? [<NumberInput key={name} source={name} label={label} />]
        : range(NumberInput);
    case 'enum':
      return [<SelectArrayInput key={name} source={name} label={label} choices={choicesOf(field)} />];
    case 'strings':
      return field.values ? [<SelectInput key={name} source={name} label={label} choices={choicesOf(field)} />] : [];
    case 'reference':
    case 'references':
      return canList[field.resource]
        ? [<ReferenceFilter key={name} source={name} label={label} reference={field.resource} />]
        : [];
    case 'rows':
    case 'json':
      return [];
    default:
      return ops.includes('$ilike')
        ? [<TextInput key={`${name}_ilike`} source={`${name}_ilike`} label={`${label} contains`} />]
        : [];
  }
}

export function useFilters(def: ResourceDefinition): ReactElement[] {
  const targets = [
    ...new Set(
      Object.values(def.fields)
        .filter(isReference)
        .map((f) => f.resource),
    ),
  ];
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: targets });
  const inputs = Object.entries(def.fields).flatMap(([name, field]) => filterInputs(name, field, canAccess));
  const search = def.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : [];
  return [...search, ...inputs];
}
