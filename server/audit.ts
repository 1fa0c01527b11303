/** What changed between two versions of a row: the audit trail's record of a change (server/writes.ts writes it). */
type Row = Record<string, unknown>;
/** A row's own timestamps: never in its audit entries. */
export const UNRECORDED: readonly string[] = ['createdAt', 'updatedAt'];
const SKIP = new Set(UNRECORDED);

/** The fields whose values differ, before and after. */
export function changedFields(before: Row | undefined, after: Row | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter((k) => !SKIP.has(k)));
  const out: { before: Row; after: Row } = { before: {}, after: {} };
  // A row made or removed: every field it holds (the comparison below, without its cost: a plan posts 500 at once).
  const whole = before ? (after ? undefined : (['before', before] as const)) : after && (['after', after] as const);
  if (whole) {
    for (const k of keys) if (whole[1][k] !== undefined) out[whole[0]][k] = whole[1][k];
    return out;
  }
  for (const k of keys) {
    const b = before?.[k];
    const a = after?.[k];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    if (before) out.before[k] = b ?? null;
    if (after) out.after[k] = a ?? null;
  }
  return out;
}
