/**
 * The drafted shift checklist (spec 2.3 /drafted/shift/configuration, 7.5 drafted-shift-checklist-configuration,
 * issue 14): the items a trust asks to be done on a drafted shift before it is published ("Budget approved by the
 * matron", "Checked against the e-roster"). Each item is required or advisory; a draft keeps the keys of the items
 * ticked on it. A holder of PUBLISH_DRAFTED_SHIFTS publishes a draft only when every required item is ticked: the API
 * refuses with 400 naming the open ones.
 */

export interface ChecklistItem {
  key: string;
  label: string;
  required: boolean;
}

/** The most items a trust's checklist holds. */
export const MAX_CHECKLIST_ITEMS = 20;

/** The required items of the checklist not ticked on the draft, in the checklist's order. */
export const openChecklistItems = (items: readonly ChecklistItem[], ticked: readonly string[]): ChecklistItem[] =>
  items.filter((item) => item.required && !ticked.includes(item.key));

/** Why a draft cannot be published yet for its checklist, or null. */
export function checklistRefusal(items: readonly ChecklistItem[], ticked: readonly string[]): string | null {
  const open = openChecklistItems(items, ticked);
  return open.length ? `The drafted shift checklist is not complete: ${open.map((i) => i.label).join(', ')}` : null;
}

/** What is wrong with a checklist a trust saves, each problem with its item (none: it can be saved). */
export function checklistProblems(items: unknown): { field: string; message: string }[] {
  if (!Array.isArray(items)) return [{ field: 'items', message: 'must be a list of { key, label, required }' }];
  if (items.length > MAX_CHECKLIST_ITEMS) return [{ field: 'items', message: `holds at most ${MAX_CHECKLIST_ITEMS} items` }];
  const keys = new Set<string>();
  return items.flatMap((item, i) => {
    const field = `items.${i}`;
    if (!item || typeof item !== 'object') return [{ field, message: 'must be { key, label, required }' }];
    const { key, label, required } = item as Record<string, unknown>;
    if (typeof key !== 'string' || !/^[a-z0-9-]{1,40}$/.test(key)) return [{ field: `${field}.key`, message: 'must be 1 to 40 lower-case letters, digits or dashes' }];
    if (keys.has(key)) return [{ field: `${field}.key`, message: `${key} is given twice` }];
    keys.add(key);
    if (typeof label !== 'string' || !label.trim() || label.length > 120) return [{ field: `${field}.label`, message: 'must be 1 to 120 characters' }];
    if (typeof required !== 'boolean') return [{ field: `${field}.required`, message: 'must be true or false' }];
    return [];
  });
}

/** The ticks a draft may hold: keys of the checklist, each once (an unknown key is refused rather than kept). */
export function tickProblems(items: readonly ChecklistItem[], ticked: unknown): { field: string; message: string }[] {
  if (!Array.isArray(ticked) || ticked.some((k) => typeof k !== 'string')) return [{ field: 'checklist', message: 'must be a list of checklist item keys' }];
  const unknown = ticked.filter((k) => !items.some((i) => i.key === k));
  return unknown.length ? [{ field: 'checklist', message: `not items of the trust's checklist: ${unknown.join(', ')}` }] : [];
}
