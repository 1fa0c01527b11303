/**
 * A list's rows as a spreadsheet reads them: each field under its label, a reference by the name of the record it
 * names (its resource's recordRepresentation) where the role may list that resource, an embedded row by its name,
 * lists joined, JSON as text. The ids of references the role may not read stay ids (asking would be refused).
 */
import type { RaRecord } from 'react-admin';
import { can, type ActingRole } from '../../domain/access';
import { definitionOf } from '../../providers/resources';
import { fieldLabel, type ResourceDefinition } from '../../resources/define';

/** The records `field` of `rows` names in `resource`, by id (react-admin's fetchRelatedRecords). */
export type FetchRelated = (rows: RaRecord[], field: string, resource: string) => Promise<Record<string | number, RaRecord>>;

const nameOf = (row: unknown) => (row && typeof row === 'object' ? [(row as RaRecord).firstname, (row as RaRecord).lastname].filter(Boolean).join(' ') : '');

export async function readableRows(def: ResourceDefinition, rows: RaRecord[], fetchRelated: FetchRelated, role: ActingRole | undefined) {
  const fields = Object.entries(def.fields);
  const names = new Map<string, Record<string | number, RaRecord>>();
  for (const [name, field] of fields) {
    if (field.type !== 'reference' && field.type !== 'references') continue;
    const target = definitionOf(field.resource);
    if (!target || !target.methods.includes('find') || !can(role, target.access.find)) continue;
    names.set(name, await fetchRelated(rows, name, field.resource));
  }
  const shown = (name: string, id: unknown) => {
    const related = names.get(name)?.[id as number];
    const target = related && definitionOf((def.fields[name] as { resource: string }).resource);
    return related && target ? related[target.recordRepresentation] : id;
  };
  return rows.map((row) => ({
    Id: row.id,
    ...Object.fromEntries(
      fields.map(([name, field]) => {
        const value = row[name];
        const readable =
          field.embed && row[field.embed.as]
            ? nameOf(row[field.embed.as])
            : field.type === 'reference'
              ? shown(name, value)
              : field.type === 'references' && Array.isArray(value)
                ? value.map((id) => shown(name, id)).join(', ')
                : field.type === 'strings' && Array.isArray(value)
                  ? value.join(', ')
                  : field.type === 'json' && value != null
                    ? JSON.stringify(value)
                    : value;
        return [fieldLabel(name, field), readable ?? ''];
      }),
    ),
    Created: row.createdAt,
    Updated: row.updatedAt,
  }));
}
