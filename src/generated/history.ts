/**
 * An audit entry's change as people read it: each field changed by its label, with what it was and what it became in
 * words (a permission by its name, a band as "Band 5", yes or no).
 */
import { fieldLabel, labelOf, type Field } from '../../resources/define';

export type Changes = { before?: Record<string, unknown>; after?: Record<string, unknown> } | null | undefined;

/** One value in words: a fixed one by its label, yes or no, '—' for none. */
const shown = (value: unknown, field: Field | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field && (field.type === 'enum' || field.type === 'strings') && typeof value === 'string')
    return labelOf(field, value);
  return String(value);
};

/** The fields an entry changed, server-set times left out. */
export const changedFields = (changes: Changes) =>
  [...new Set([...Object.keys(changes?.before ?? {}), ...Object.keys(changes?.after ?? {})])].filter(
    (f) => f !== 'updatedAt' && f !== 'createdAt',
  );

/**
 * One line per field changed: a list says what was added and what was taken away ("Permissions: + View bank rates;
 * − Post a shift"), any other value what it was and what it became ("Active: Yes → No").
 */
export function describeChanges(changes: Changes, fields: Record<string, Field> = {}): string[] {
  const before = changes?.before ?? {};
  const after = changes?.after ?? {};
  return changedFields(changes).map((name) => {
    const field = fields[name];
    const label = field ? fieldLabel(name, field) : name;
    const [was, now] = [before[name], after[name]];
    if (Array.isArray(was) || Array.isArray(now)) {
      const old = new Set((was as unknown[] | undefined) ?? []);
      const next = new Set((now as unknown[] | undefined) ?? []);
      const list = (values: unknown[]) => values.map((v) => shown(v, field)).join(', ');
      const added = [...next].filter((v) => !old.has(v));
      const removed = [...old].filter((v) => !next.has(v));
      return `${label}: ${[added.length && `+ ${list(added)}`, removed.length && `− ${list(removed)}`].filter(Boolean).join('; ') || 'reordered'}`;
    }
    return `${label}: ${shown(was, field)} → ${shown(now, field)}`;
  });
}
