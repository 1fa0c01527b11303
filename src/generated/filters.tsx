/** A list's filters from its definition: the text search, and a picker for each boolean, enum and reference filter. */
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useCanAccessResources,
} from 'react-admin';
import type { Field, ResourceDefinition } from '../../resources/define';
import { definitionOf } from '../../providers/resources';
import { searchFilter } from './references';

const isReference = (f: Field): f is Extract<Field, { resource: string }> => f.type === 'reference' || f.type === 'references';

function filterInput(name: string, field: Field, canList: Record<string, boolean>): ReactElement | null {
  if (!field.filter) return null;
  if (field.type === 'boolean') return <NullableBooleanInput key={name} source={name} />;
  if (field.type === 'enum' || (field.type === 'strings' && field.values)) {
    return <SelectInput key={name} source={name} choices={field.values!.map((v) => ({ id: v, name: v }))} />;
  }
  if (isReference(field) && canList[field.resource]) {
    return (
      <ReferenceInput key={name} source={name} reference={field.resource} sort={definitionOf(field.resource)?.sort}>
        <AutocompleteInput filterToQuery={searchFilter(field.resource)} />
      </ReferenceInput>
    );
  }
  return null;
}

export function useFilters(def: ResourceDefinition): ReactElement[] {
  const targets = [...new Set(Object.values(def.fields).filter(isReference).map((f) => f.resource))];
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: targets });
  const inputs = Object.entries(def.fields).map(([name, field]) => filterInput(name, field, canAccess));
  const search = def.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : [];
  return [...search, ...inputs.filter((i): i is ReactElement => i !== null)];
}
