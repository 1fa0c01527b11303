/** The input for one writable field, by its declared type, validated with the server's rules. */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { choicesOf, fieldLabel } from '../../resources/define';
import type { FieldSet } from '../../resources/validate';
import { definitionOf } from '../../providers/resources';
import { lazyComponent } from '../lazyComponent';
import { searchFilter, useCanList } from './references';
import { fieldValidator } from './validation';

const toIsoString = (v: string) => (v ? new Date(v).toISOString() : null);
/** A JSON field is written as JSON text: what does not parse stays text, which the field's rule refuses. */
const jsonText = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2);
function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface PickerProps {
  source: string;
  resource: string;
  many: boolean;
  common: { fullWidth?: boolean };
  /** The field the picked row must share with this row (resources/define.ts scopedBy): only such rows are offered. */
  scopedBy?: string;
  /** The filter of the rows offered (resources/define.ts offered). */
  offered?: Record<string, unknown>;
}

function ReferencePicker({ source, resource, many, common, scopedBy, offered = {} }: PickerProps) {
  const { canList, isPending } = useCanList(resource);
  if (isPending) return null;
  if (!canList) return many ? null : <NumberInput source={source} {...common} />;
  const target = definitionOf(resource);
  // In a row (fullWidth off), wide enough to show a chosen row's whole name (a skill's, say) rather than cut it.
  const picker = {
    filterToQuery: searchFilter(resource),
    ...common,
    ...(!common.fullWidth && { sx: { width: 360, maxWidth: '100%', '& .MuiTextField-root': { width: '100%' } } }),
  };
  if (!many && scopedBy) {
    return (
      <FormDataConsumer>
        {({ formData }) => (
          // A new picker for each scope: the rows offered for the previous one (another trust's) are never shown.
          <ReferenceInput
            key={String(formData[scopedBy] ?? '')}
            source={source}
            reference={resource}
            sort={target?.sort}
            filter={formData[scopedBy] != null ? { ...offered, [scopedBy]: formData[scopedBy] } : offered}
          >
            <AutocompleteInput {...picker} />
          </ReferenceInput>
        )}
      </FormDataConsumer>
    );
  }
  return many ? (
    <ReferenceArrayInput source={source} reference={resource} sort={target?.sort}>
      <AutocompleteArrayInput {...picker} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={resource} sort={target?.sort} filter={offered}>
      <AutocompleteInput {...picker} />
    </ReferenceInput>
  );
}

// Fetched where a form has rows (an endorsement's skills): most forms have none.
const RowsInput = lazyComponent(() => import('./RowsInput'), 'RowsInput', null);

/** Labelled as its field says, wherever it shows (an action's input, a row's); `inRow`: as wide as it needs. */
export function FieldInput({ def, name, inRow = false }: { def: FieldSet; name: string; inRow?: boolean }) {
  const field = def.fields[name];
  const common = {
    validate: fieldValidator(def, name),
    helperText: field.help,
    fullWidth: !inRow,
    label: fieldLabel(name, field),
  };
  switch (field.type) {
    case 'text':
      return <TextInput source={name} multiline minRows={3} {...common} />;
    case 'email':
      return <TextInput source={name} type="email" {...common} />;
    case 'url':
      return <TextInput source={name} type="url" {...common} />;
    case 'integer':
    case 'number':
    case 'money':
      return (
        <NumberInput
          source={name}
          step={{ integer: 1, number: 'any', money: 0.01 }[field.type]}
          min={field.min}
          max={field.max}
          {...common}
        />
      );
    case 'boolean':
      return <BooleanInput source={name} {...common} />;
    case 'date':
      return <DateInput source={name} {...common} />;
    case 'datetime':
      return <DateTimeInput source={name} parse={toIsoString} {...common} />;
    case 'enum':
      return <SelectInput source={name} choices={choicesOf(field)} {...common} />;
    case 'strings':
      return field.values ? (
        <AutocompleteArrayInput source={name} choices={choicesOf(field)} {...common} />
      ) : (
        <TextArrayInput source={name} {...common} />
      );
    case 'reference':
      return (
        <ReferencePicker
          source={name}
          resource={field.resource}
          many={false}
          common={common}
          scopedBy={field.scopedBy}
          offered={field.offered}
        />
      );
    case 'references':
      return <ReferencePicker source={name} resource={field.resource} many common={common} />;
    case 'rows':
      return <RowsInput def={def} name={name} />;
    case 'json':
      return <TextInput source={name} multiline minRows={4} format={jsonText} parse={jsonValue} {...common} />;
    default:
      return <TextInput source={name} {...common} />;
  }
}
