/** Shows one field of a record, by its declared type: a list column or a line of the show page. */
import Box from '@mui/material/Box';
import {
  ArrayField,
  BooleanField,
  ChipField,
  EmailField,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  RecordContextProvider,
  ReferenceField,
  SingleFieldList,
  TextArrayField,
  TextField,
  UrlField,
  WithListContext,
} from 'react-admin';
import type { ReactNode } from 'react';
import { fullName } from '../../domain/account';
import { definitionOf } from '../../providers/resources';
import { choicesOf, type Field } from '../../resources/define';
import { DateLabelField } from '../DateLabelField';
import { useCanList } from './references';

/** Money in pounds (resources/define.ts 'money'). */
const POUNDS = { style: 'currency', currency: 'GBP' } as const;
/** What a field with no value shows, rather than nothing (the dates' DateLabelField says the same). */
const NONE = '—';
const empty = { emptyText: NONE };
const orNone = (text: ReactNode) => (text == null || text === '' ? NONE : text);

interface FieldViewProps {
  source: string;
  field: Field;
}

function ReferenceView({ source, resource, many }: { source: string; resource: string; many: boolean }) {
  const { canList, isPending } = useCanList(resource);
  if (isPending) return null;
  if (!canList)
    return many ? <TextArrayField source={source} {...empty} /> : <NumberField source={source} {...empty} />;
  return many ? (
    <ReferenceArrayField source={source} reference={resource}>
      <SingleFieldList linkType={false}>
        <ChipField source={definitionOf(resource)?.recordRepresentation ?? 'id'} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  ) : (
    <ReferenceField source={source} reference={resource} {...empty} />
  );
}

/** Rows (a request's skills at their levels): one line each, its fields shown side by side. */
function RowsView({ source, fields }: { source: string; fields: Record<string, Field> }) {
  return (
    <ArrayField source={source}>
      <WithListContext
        render={({ data }) => (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {(data ?? []).map((row, i) => (
              <RecordContextProvider key={i} value={row}>
                <Box component="li" sx={{ '& > * + *::before': { content: '" · "' } }}>
                  {Object.entries(fields).map(([name, field]) => (
                    <FieldView key={name} source={name} field={field} />
                  ))}
                </Box>
              </RecordContextProvider>
            ))}
          </Box>
        )}
      />
    </ArrayField>
  );
}

export function FieldView({ source, field }: FieldViewProps) {
  if (field.embed) {
    const { as } = field.embed;
    // The embedded user's name, or the bare id when that user is gone.
    return (
      <FunctionField
        source={source}
        render={(record) => (record[as] ? fullName(record[as]) : orNone(record[source]))}
      />
    );
  }
  switch (field.type) {
    case 'boolean':
      return <BooleanField source={source} {...empty} />;
    case 'integer':
    case 'number':
      return <NumberField source={source} {...empty} />;
    case 'money':
      return <NumberField source={source} options={POUNDS} {...empty} />;
    case 'date':
      return <DateLabelField source={source} />;
    case 'datetime':
      return <DateLabelField source={source} showTime />;
    case 'email':
      return <EmailField source={source} {...empty} />;
    case 'url':
      return <UrlField source={source} {...empty} />;
    case 'string':
      return field.family ? (
        <FunctionField
          source={source}
          render={(record) => definitionOf(record[source])?.label.many ?? orNone(record[source])}
        />
      ) : (
        <TextField source={source} {...empty} />
      );
    case 'strings': {
      const { labels } = field;
      // Values of a fixed set with names of their own are shown by name.
      return labels ? (
        <FunctionField
          source={source}
          render={(record) => orNone((record[source] ?? []).map((v: string) => labels[v] ?? v).join(', '))}
        />
      ) : (
        <TextArrayField source={source} {...empty} />
      );
    }
    case 'reference':
      return <ReferenceView source={source} resource={field.resource} many={false} />;
    case 'references':
      return <ReferenceView source={source} resource={field.resource} many />;
    case 'rows':
      return <RowsView source={source} fields={field.fields} />;
    case 'json':
      return (
        <FunctionField
          source={source}
          render={(record) => (record[source] == null ? NONE : <pre>{JSON.stringify(record[source], null, 2)}</pre>)}
        />
      );
    case 'enum':
      return field.labels ? (
        <FunctionField
          source={source}
          render={(record) => choicesOf(field).find((c) => c.id === record[source])?.name ?? orNone(record[source])}
        />
      ) : (
        <TextField source={source} {...empty} />
      );
    default:
      return <TextField source={source} {...empty} />;
  }
}
