/** An audit entry's change, as a record's history reads it: each field with what it was and what it became. */

type Changes = { before?: Record<string, unknown>; after?: Record<string, unknown> } | null | undefined;

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : String(value);

/**
 * One line per field changed: a list says what was added and what was taken away ("permissions: + A, B; − C"), any
 * other value what it was and what it became ("isActive: true → false"). Server-set times are left out.
 */
export function describeChanges(changes: Changes, label: (field: string) => string = (f) => f): string[] {
  const before = changes?.before ?? {};
  const after = changes?.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (f) => f !== 'updatedAt' && f !== 'createdAt',
  );
  return fields.map((field) => {
    const [was, now] = [before[field], after[field]];
    if (Array.isArray(was) || Array.isArray(now)) {
      const old = new Set((was as unknown[] | undefined) ?? []);
      const next = new Set((now as unknown[] | undefined) ?? []);
      const added = [...next].filter((v) => !old.has(v));
      const removed = [...old].filter((v) => !next.has(v));
      return `${label(field)}: ${[added.length && `+ ${added.join(', ')}`, removed.length && `− ${removed.join(', ')}`].filter(Boolean).join('; ') || 'reordered'}`;
    }
    return `${label(field)}: ${shown(was)} → ${shown(now)}`;
  });
}
