/**
 * A list's rows as a spreadsheet reads them: each field under its label, a reference by the name of the record it
 * names (its resource's recordRepresentation) where the role may list that resource, an embedded row by its name,
 * lists joined, JSON as text. The ids of references the role may not read stay ids (asking would be refused).
 */
import type { RaRecord } from 'react-admin';
import { can, type ActingRole } from '../../domain/access';
import { fullName } from '../../domain/account';
import { definitionOf } from '../../providers/resources';
import { fieldLabel, type ResourceDefinition } from '../../resources/define';

/** The records `field` of `rows` names in `resource`, by id (react-admin's fetchRelatedRecords). */
export type FetchRelated = (rows: RaRecord[], field: string, resource: string) => Promise<Record<string | number, RaRecord>>;

export async function readableRows(def: ResourceDefinition, rows: RaRecord[], fetchRelated: FetchRelated, role: ActingRole | undefined) {
  const fields = Object.entries(def.fields);
  // Each readable reference field: the records it names, and the field that names them.
  const names = new Map<string, { related: Record<string | number, RaRecord>; by: string }>();
  for (const [name, field] of fields) {
    if (field.type !== 'reference' && field.type !== 'references') continue;
    const target = definitionOf(field.resource);
    if (!target || !target.methods.includes('find') || !can(role, target.access.find)) continue;
    names.set(name, { related: await fetchRelated(rows, name, field.resource), by: target.recordRepresentation });
  }
  const shown = (name: string, id: unknown) => {
    const reference = names.get(name);
    const related = reference?.related[id as number];
    return related ? related[reference.by] : id;
  };
  return rows.map((row) => ({
    Id: row.id,
    ...Object.fromEntries(
      fields.map(([name, field]) => {
        const value = row[name];
        const readable =
          field.embed && row[field.embed.as]
            ? fullName(row[field.embed.as])
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
