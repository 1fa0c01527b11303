/**
 * The select behind a read-only family that lists the entries of a parent's JSON list column one row each (a
 * persona's direct skills, a template's skills): each entry becomes a row whose id is the parent's id ×
 * PARTS_PER_PARENT + its position (from 1), with the parent's id, its trust and times. `columns` gives each other
 * column as SQL of the entry (`item`). A list holds fewer than PARTS_PER_PARENT entries (the fields' maxItems).
 */
export const PARTS_PER_PARENT = 1000;

export function partsView(
  parent: { table: string; column: string; as: string },
  columns: Record<string, string>,
): string {
  const selected = Object.entries(columns).map(([name, sql]) => `${sql} as "${name}"`);
  return `select p.id * ${PARTS_PER_PARENT} + part.n as id, p.id as "${parent.as}", ${selected.join(', ')}, p."trustId", p."createdAt", p."updatedAt"
  from ${parent.table} p cross join lateral jsonb_array_elements(coalesce(p."${parent.column}", '[]'::jsonb)) with ordinality as part(item, n)`;
}

/** An entry's key, as an integer (`key` omitted: the entry itself, a list of ids). */
export const intOf = (key?: string) => (key ? `(part.item->>'${key}')::int` : `(part.item #>> '{}')::int`);
/** An entry's key, as text. */
export const textOf = (key: string) => `part.item->>'${key}'`;
/** An entry's key, as a boolean, false when absent. */
export const flagOf = (key: string) => `coalesce((part.item->>'${key}')::boolean, false)`;
