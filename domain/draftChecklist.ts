/**
 * The drafted shift checklist (spec 2.3 /drafted/shift/configuration, 7.5 drafted-shift-checklist-configuration,
 * issue 14): what a trust asks to be done on a drafted shift before it is published ("Budget approved by the
 * matron", "Checked against the e-roster"). Each active item is mandatory or advisory; a draft keeps the ids of the
 * items ticked on it (checklistItemIds). A draft is published only when every active mandatory item is ticked: the
 * API refuses with 400 naming the open ones. A shift posted straight away (POST_A_SHIFT) was never a draft and has no
 * checklist; ticks change on drafts only.
 */
import type { AccessRule } from './access';
import { EDIT_DRAFT } from './shifts';

export interface ChecklistItem {
  id: number;
  name: string;
  mandatory: boolean;
}

/** Who reads the checklist: whoever drafts, posts, publishes or sees drafts. */
export const DRAFT_CHECKLIST_READ: AccessRule = {
  anyOf: ['DRAFT_A_SHIFT', 'POST_A_SHIFT', 'PUBLISH_DRAFTED_SHIFTS', 'VIEW_DRAFTED_SHIFTS', 'MANAGE_SETTINGS'],
};
/** Who ticks a draft's items besides its drafter (a draft's own fields are EDIT_DRAFT's): a publisher, an editor. */
export const TICK_DRAFT_CHECKLIST = ['PUBLISH_DRAFTED_SHIFTS', 'EDIT_SHIFTS'] as const;
/** Everyone who may tick a draft's items (the console's rule; the server checks the field's edit as any other). */
export const TICK_CHECKLIST: AccessRule = { anyOf: [...(EDIT_DRAFT.anyOf ?? []), ...TICK_DRAFT_CHECKLIST] };

export const TICKS_ON_DRAFTS_ONLY = 'The checklist is ticked on drafts only: this shift is already published';

/** The mandatory items of the checklist not ticked on the draft, in the checklist's order. */
export const openChecklistItems = (items: readonly ChecklistItem[], ticked: readonly number[]): ChecklistItem[] =>
  items.filter((item) => item.mandatory && !ticked.includes(item.id));

/** Why a draft cannot be published yet for its checklist (items: the trust's active ones), or null. */
export function checklistRefusal(items: readonly ChecklistItem[], ticked: readonly number[]): string | null {
  const open = openChecklistItems(items, ticked);
  return open.length
    ? `The drafted shift checklist is not complete: ${open.map((i) => `"${i.name}"`).join(', ')} not ticked`
    : null;
}
