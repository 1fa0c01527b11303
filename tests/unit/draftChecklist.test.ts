import { describe, expect, it } from 'vitest';
import { checklistRefusal, openChecklistItems, type ChecklistItem } from '../../domain/draftChecklist';

const ITEMS: ChecklistItem[] = [
  { id: 11, name: 'Budget approved by the matron', mandatory: true },
  { id: 12, name: 'Checked against the e-roster', mandatory: true },
  { id: 13, name: 'Handover notes attached', mandatory: false },
];

describe('the drafted shift checklist', () => {
  it('holds a draft back until every mandatory item is ticked, naming the open ones in order', () => {
    expect(openChecklistItems(ITEMS, []).map((i) => i.id)).toEqual([11, 12]);
    expect(checklistRefusal(ITEMS, [12])).toBe(
      'The drafted shift checklist is not complete: "Budget approved by the matron" not ticked',
    );
    expect(checklistRefusal(ITEMS, [])).toBe(
      'The drafted shift checklist is not complete: "Budget approved by the matron", "Checked against the e-roster" not ticked',
    );
    expect(checklistRefusal(ITEMS, [12, 11])).toBeNull();
  });

  it('never holds a draft back for an advisory item, nor when the trust has no checklist', () => {
    expect(
      checklistRefusal(
        ITEMS.filter((i) => !i.mandatory),
        [],
      ),
    ).toBeNull();
    expect(checklistRefusal([], [])).toBeNull();
  });

  it('counts ticks of items no longer on the checklist for nothing', () => {
    expect(checklistRefusal(ITEMS, [99, 13])).toMatch(
      /"Budget approved by the matron", "Checked against the e-roster"/,
    );
  });
});
