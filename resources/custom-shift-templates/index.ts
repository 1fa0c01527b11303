import { POST_SHIFT_ACCESS } from '../../domain/shifts';
import { defineResource, jsonOf } from '../define';
import type { PostingDraft } from '../../domain/shiftWizard';

/**
 * A manager's own shift shapes (spec 7.5 custom-shift-templates): a posting draft without its dates (domain/shiftWizard.ts
 * PostingDraft), saved from the wizard's summary and started from on its first step. Each user keeps their own (owner).
 */
export default defineResource({
  name: 'custom-shift-templates',
  label: { one: 'My shift template', many: 'My shift templates' },
  tenancy: { trust: 'trustId' },
  owner: 'userId',
  fields: {
    name: { type: 'string', required: true, maxLength: 120, filter: true, sortable: true, list: true },
    careLocationId: { type: 'reference', resource: 'care-locations', filter: true, list: true, label: 'Care location' },
    shape: jsonOf<Omit<PostingDraft, 'dates'>>({ required: true, label: 'Shift shape' }),
    userId: {
      type: 'integer',
      readOnly: true,
      label: 'Owner',
      embed: { as: 'user', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
  },
  unique: [['userId', 'name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  guard: (row) => {
    if (row.shape === undefined) return null;
    const shape = row.shape;
    if (!shape || typeof shape !== 'object' || Array.isArray(shape))
      return { status: 400, field: 'shape', message: 'The shape must be an object' };
    if ('dates' in shape)
      return { status: 400, field: 'shape', message: 'A shape keeps no dates: they are chosen when posting' };
    return Array.isArray((shape as { skills?: unknown }).skills ?? [])
      ? null
      : { status: 400, field: 'shape', message: 'The skills must be a list' };
  },
  access: { read: POST_SHIFT_ACCESS, write: POST_SHIFT_ACCESS },
});
