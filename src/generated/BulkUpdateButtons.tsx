/**
 * Bulk update of a list's declared fields (resources/define.ts bulk): a button per value of each field (Set active:
 * yes / no, Set status: Active...), applied to the selected rows once the server has answered.
 */
import { BulkUpdateButton } from 'react-admin';
import { choicesOf, fieldLabel, type ResourceDefinition } from '../../resources/define';

interface BulkValue {
  field: string;
  value: unknown;
  label: string;
}

export function bulkValues(def: ResourceDefinition): BulkValue[] {
  return def.bulk.flatMap((name): BulkValue[] => {
    const field = def.fields[name];
    // A declared action's bulk button is the list's own (GeneratedList).
    if (def.actions[name] || !field) return [];
    const label = fieldLabel(name, field);
    if (field.type === 'boolean')
      return [true, false].map((value) => ({ field: name, value, label: `${label}: ${value ? 'yes' : 'no'}` }));
    if (field.type === 'enum')
      return choicesOf(field).map(({ id, name: text }) => ({ field: name, value: id, label: `${label}: ${text}` }));
    return [];
  });
}

export function BulkUpdateButtons({ def }: { def: ResourceDefinition }) {
  return (
    <>
      {bulkValues(def).map(({ field, value, label }) => (
        <BulkUpdateButton
          key={`${field}-${String(value)}`}
          data={{ [field]: value }}
          label={label}
          mutationMode="pessimistic"
        />
      ))}
    </>
  );
}
