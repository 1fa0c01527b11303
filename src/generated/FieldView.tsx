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
import { fullName } from '../../domain/account';
import { definitionOf } from '../../providers/resources';
import { choicesOf, type Field } from '../../resources/define';
import { DateLabelField } from '../DateLabelField';
import { useCanList } from './references';

/** Money in pounds (resources/define.ts 'money'). */
const POUNDS = { style: 'currency', currency: 'GBP' } as const;

interface FieldViewProps {
  source: string;
  field: Field;
}

function ReferenceView({ source, resource, many }: { source: string; resource: string; many: boolean }) {
  const { canList, isPending } = useCanList(resource);
  if (isPending) return null;
  if (!canList) return many ? <TextArrayField source={source} /> : <NumberField source={source} />;
  return many ? (
    <ReferenceArrayField source={source} reference={resource}>
      <SingleFieldList linkType={false}>
        <ChipField source={definitionOf(resource)?.recordRepresentation ?? 'id'} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  ) : (
    <ReferenceField source={source} reference={resource} />
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
        render={(record) => (record[as] ? fullName(record[as]) : (record[source] ?? ''))}
      />
    );
  }
  switch (field.type) {
    case 'boolean':
      return <BooleanField source={source} />;
    case 'integer':
    case 'number':
      return <NumberField source={source} />;
    case 'money':
      return <NumberField source={source} options={POUNDS} />;
    case 'date':
      return <DateLabelField source={source} />;
    case 'datetime':
      return <DateLabelField source={source} showTime />;
    case 'email':
      return <EmailField source={source} />;
    case 'url':
      return <UrlField source={source} />;
    case 'strings': {
      const { labels } = field;
      // Values of a fixed set with names of their own are shown by name.
      return labels ? (
        <FunctionField
          source={source}
          render={(record) => (record[source] ?? []).map((v: string) => labels[v] ?? v).join(', ')}
        />
      ) : (
        <TextArrayField source={source} />
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
        <FunctionField source={source} render={(record) => <pre>{JSON.stringify(record[source], null, 2)}</pre>} />
      );
    case 'enum':
      return field.labels ? (
        <FunctionField
          source={source}
          render={(record) => choicesOf(field).find((c) => c.id === record[source])?.name ?? record[source] ?? ''}
        />
      ) : (
        <TextField source={source} />
      );
    default:
      return <TextField source={source} />;
  }
}
