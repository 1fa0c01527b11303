/**
 * A list's filter on a reference field: a picker of the referenced family's rows, found by what the user types. Loaded
 * when the filter is first shown, so that a list that is never filtered by one does not download the picker.
 */
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { definitionOf } from '../../providers/resources';
import { searchFilter } from './references';

/** `reference`: the family picked from (react-admin's filter form sets `resource` to the list's own). */
export const ReferenceFilter = ({ source, label, reference }: { source: string; label: string; reference: string }) => (
  <ReferenceInput source={source} reference={reference} sort={definitionOf(reference)?.sort}>
    <AutocompleteInput label={label} filterToQuery={searchFilter(reference)} />
  </ReferenceInput>
);
