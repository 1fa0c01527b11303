/**
 * A list's rows as a spreadsheet reads them: each field under its label, a reference by the name of the record it
 * names (its resource's recordRepresentation) where the role may list that resource, an embedded row by its name,
 * values of a fixed set by their labels, lists joined, rows one after another, JSON as text. The ids of references the role may not read stay ids (asking would be refused).
 */
import type { RaRecord } from 'react-admin';
import { can, type ActingRole } from '../../domain/access';
import { fullName } from '../../domain/account';
import { definitionOf } from '../../providers/resources';
import { fieldLabel, type Field, type ResourceDefinition } from '../../resources/define';

/** The records `field` of `rows` names in `resource`, by id (react-admin's fetchRelatedRecords). */
export type FetchRelated = (rows: RaRecord[], field: string, resource: string) => Promise<Record<string | number, RaRecord>>;

export async function readableRows(def: ResourceDefinition, rows: RaRecord[], fetchRelated: FetchRelated, role: ActingRole | undefined) {
  const fields = Object.entries(def.fields);
  // Each readable reference field (a rows field's by `name.column`): the records it names, and the field naming them.
  const names = new Map<string, { related: Record<string | number, RaRecord>; by: string }>();
  const learn = async (path: string, records: RaRecord[], column: string, field: Field) => {
    if (field.type !== 'reference' && field.type !== 'references') return;
    const target = definitionOf(field.resource);
    if (!target || !target.methods.includes('find') || !can(role, target.access.find)) return;
    names.set(path, { related: await fetchRelated(records, column, field.resource), by: target.recordRepresentation });
  };
  for (const [name, field] of fields) {
    if (field.type !== 'rows') await learn(name, rows, name, field);
    else for (const [column, sub] of Object.entries(field.fields)) await learn(`${name}.${column}`, rows.flatMap((r) => r[name] ?? []), column, sub);
  }
  const shown = (path: string, id: unknown) => {
    const reference = names.get(path);
    const related = reference?.related[id as number];
    return related ? related[reference.by] : id;
  };
  const readable = (path: string, field: Field, value: any): unknown => {
    if (value == null) return value;
    switch (field.type) {
      case 'reference':
        return shown(path, value);
      case 'references':
        return value.map((id: unknown) => shown(path, id)).join(', ');
      case 'strings':
        return value.map((v: string) => field.labels?.[v] ?? v).join(', ');
      case 'enum':
        return field.labels?.[value] ?? value;
      case 'rows':
        return value.map((row: RaRecord) => Object.entries(field.fields).map(([column, sub]) => readable(`${path}.${column}`, sub, row[column]) ?? '').join(' · ')).join('; ');
      case 'json':
        return JSON.stringify(value);
      default:
        return value;
    }
  };
  return rows.map((row) => ({
    Id: row.id,
    ...Object.fromEntries(
      fields.map(([name, field]) => [fieldLabel(name, field), (field.embed && row[field.embed.as] ? fullName(row[field.embed.as]) : readable(name, field, row[name])) ?? '']),
    ),
    Created: row.createdAt,
    Updated: row.updatedAt,
  }));
}
