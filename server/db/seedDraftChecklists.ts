/**
 * The demo's drafted shift checklists (domain/draftChecklist.ts). Southgate's holds a draft back until the matron has
 * approved the budget and it was checked against the e-roster; Northfield's is advisory only, a reminder that never
 * holds a draft back. Every other Southgate draft has its budget ticked already, so the demo shows drafts awaiting
 * their checklist in both states.
 */
import type { Knex } from 'knex';

const TABLE = 'drafted_shift_checklist_configuration';

const CHECKLISTS: Record<string, [name: string, mandatory: boolean][]> = {
  'Northfield NHS Trust': [
    ['Checked against the e-roster', false],
    ['Handover notes attached', false],
  ],
  'Southgate NHS Trust': [
    ['Budget approved by the matron', true],
    ['Checked against the e-roster', true],
    ['Handover notes attached', false],
  ],
};

export async function seedDraftChecklists(trx: Knex.Transaction) {
  for (const [trust, items] of Object.entries(CHECKLISTS)) {
    const { id: trustId } = await trx('trusts').where({ name: trust }).first('id');
    await trx(TABLE).insert(items.map(([name, mandatory], position) => ({ trustId, name, mandatory, position })));
  }
}

/** Ticks the first item on every other Southgate draft (once the demo shifts exist). */
export async function tickDemoDrafts(knex: Knex) {
  const { id: trustId } = await knex('trusts').where({ name: 'Southgate NHS Trust' }).first('id');
  const first = await knex(TABLE).where({ trustId }).orderBy('position').first('id');
  const drafts: number[] = await knex('jobs').where({ trustId, status: 'DRAFT' }).orderBy('id').pluck('id');
  const ticked = drafts.filter((_, i) => i % 2 === 0);
  if (ticked.length)
    await knex('jobs')
      .whereIn('id', ticked)
      .update({ checklistItemIds: JSON.stringify([first.id]) });
}
