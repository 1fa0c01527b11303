/**
 * A declared list's rows as a spreadsheet reads them (the generated lists' Export, domain/listExports.ts): the id,
 * each field under its label, then when the row was created and last updated. A reference reads as the name of the
 * record it names (its resource's recordRepresentation) where the role may list that resource and sees that record,
 * else as its id; an embedded person by full name; values of a fixed set by their labels; lists joined with ', ';
 * a row's columns with ' · ' and rows with '; '; JSON as text; times in ISO 8601. Names are read a batch at a time.
 */
import { can } from '../../../domain/access';
import { fullName } from '../../../domain/account';
import { fieldLabel, labelOf, type Field, type ResourceDefinition } from '../../../resources/define';
import type { Params } from '../../declarations';
import type { ResourceService } from '../resourceService';
import type { Row } from '../../db/row';

type ReferenceField = Extract<Field, { type: 'reference' | 'references' }>;

/** The declared service of a resource, by name. */
export type ServiceOf = (resource: string) => ResourceService | undefined;

const isReference = (field: Field): field is ReferenceField =>
  field.type === 'reference' || field.type === 'references';
const idsIn = (field: ReferenceField, value: unknown): unknown[] =>
  value == null ? [] : field.type === 'references' ? (value as unknown[]) : [value];

/** Each reference of a definition (a rows field's by `name.column`), and the ids it names in some rows. */
function referencesOf(def: ResourceDefinition) {
  return Object.entries(def.fields).flatMap(([name, field]) =>
    field.type === 'rows'
      ? Object.entries(field.fields).flatMap(([column, sub]) =>
          isReference(sub)
            ? [
                {
                  path: `${name}.${column}`,
                  field: sub,
                  ids: (rows: Row[]) =>
                    rows.flatMap((r) => (r[name] ?? []).flatMap((item: Row) => idsIn(sub, item[column]))),
                },
              ]
            : [],
        )
      : isReference(field)
        ? [{ path: name, field, ids: (rows: Row[]) => rows.flatMap((r) => idsIn(field, r[name])) }]
        : [],
  );
}

export const readableHeader = (def: ResourceDefinition) => [
  'Id',
  ...Object.entries(def.fields).map(([name, field]) => fieldLabel(name, field)),
  'Created',
  'Updated',
];

const text = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A batch of the list's rows (as its table holds them) as the lines of its export, the caller's names in them. */
export async function readableLines(
  service: ResourceService,
  table: Row[],
  params: Params,
  serviceOf: ServiceOf,
): Promise<unknown[][]> {
  const { def } = service;
  const rows = await service.answerRows(table);
  const names = new Map<string, Map<number, unknown>>();
  for (const reference of referencesOf(def)) {
    const target = serviceOf(reference.field.resource);
    if (!target || !target.def.methods.includes('find') || !can(params.actingRole, target.def.access.find)) continue;
    const ids = [...new Set(reference.ids(rows))].filter((id): id is number => typeof id === 'number');
    names.set(reference.path, await target.namesOf(ids, params));
  }
  const shown = (path: string, id: unknown) => names.get(path)?.get(id as number) ?? id;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column's value, read as its field's type says
  const readable = (path: string, field: Field, value: any): unknown => {
    if (value == null) return value;
    switch (field.type) {
      case 'reference':
        return shown(path, value);
      case 'references':
        return value.map((id: unknown) => shown(path, id)).join(', ');
      case 'strings':
        return value.map((v: string) => labelOf(field, v)).join(', ');
      case 'enum':
        return labelOf(field, value);
      case 'string':
        return field.type === 'string' && field.family ? (serviceOf(value)?.def.label.many ?? value) : text(value);
      case 'rows':
        return value
          .map((row: Row) =>
            Object.entries(field.fields)
              .map(([column, sub]) => text(readable(`${path}.${column}`, sub, row[column])) ?? '')
              .join(' · '),
          )
          .join('; ');
      case 'json':
        return JSON.stringify(value);
      default:
        return text(value);
    }
  };
  const fields = Object.entries(def.fields);
  return rows.map((row) => [
    row.id,
    ...fields.map(([name, field]) =>
      field.embed && row[field.embed.as] ? fullName(row[field.embed.as]) : readable(name, field, row[name]),
    ),
    text(row.createdAt),
    text(row.updatedAt),
  ]);
}
