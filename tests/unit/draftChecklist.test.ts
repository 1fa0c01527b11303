import { describe, expect, it } from 'vitest';
import { checklistProblems, checklistRefusal, MAX_CHECKLIST_ITEMS, openChecklistItems, tickProblems, type ChecklistItem } from '../../domain/draftChecklist';

const ITEMS: ChecklistItem[] = [
  { key: 'budget', label: 'Budget approved by the matron', required: true },
  { key: 'roster', label: 'Checked against the e-roster', required: true },
  { key: 'handover', label: 'Handover notes attached', required: false },
];

describe('the drafted shift checklist', () => {
  it('holds a draft back until every required item is ticked, naming the open ones in order', () => {
    expect(openChecklistItems(ITEMS, []).map((i) => i.key)).toEqual(['budget', 'roster']);
    expect(checklistRefusal(ITEMS, ['roster'])).toBe('The drafted shift checklist is not complete: Budget approved by the matron');
    expect(checklistRefusal(ITEMS, ['roster', 'budget'])).toBeNull();
  });

  it('never holds a draft back for an advisory item, nor when the trust has no checklist', () => {
    expect(checklistRefusal(ITEMS.filter((i) => !i.required), [])).toBeNull();
    expect(checklistRefusal([], [])).toBeNull();
  });

  it("refuses a checklist with a bad, repeated or missing part, naming the item", () => {
    expect(checklistProblems(ITEMS)).toEqual([]);
    expect(checklistProblems('budget')).toEqual([{ field: 'items', message: 'must be a list of { key, label, required }' }]);
    expect(checklistProblems([ITEMS[0], { ...ITEMS[1], key: 'budget' }])).toEqual([{ field: 'items.1.key', message: 'budget is given twice' }]);
    expect(checklistProblems([{ ...ITEMS[0], key: 'Budget Code' }])[0].field).toBe('items.0.key');
    expect(checklistProblems([{ ...ITEMS[0], label: ' ' }])[0].field).toBe('items.0.label');
    expect(checklistProblems([{ ...ITEMS[0], required: 'yes' }])[0].field).toBe('items.0.required');
    const many = Array.from({ length: MAX_CHECKLIST_ITEMS + 1 }, (_, i) => ({ key: `k${i}`, label: `Item ${i}`, required: false }));
    expect(checklistProblems(many)).toEqual([{ field: 'items', message: `holds at most ${MAX_CHECKLIST_ITEMS} items` }]);
  });

  it("takes ticks only of the trust's own items", () => {
    expect(tickProblems(ITEMS, ['budget'])).toEqual([]);
    expect(tickProblems(ITEMS, ['budget', 'signed-off'])).toEqual([{ field: 'checklist', message: "not items of the trust's checklist: signed-off" }]);
    expect(tickProblems(ITEMS, 'budget')[0].field).toBe('checklist');
  });
});
