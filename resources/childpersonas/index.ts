import { SHIFT_SKILLS_READ } from '../../domain/skills';
import { defineResource } from '../define';

/**
 * Which personas a persona contains, one row each (spec 7.5 childpersonas): read-only, computed from the personas' own
 * childPersonas (view.ts), which their form writes. id: the persona's id × 1000 + the child's position in it.
 */
export default defineResource({
  name: 'childpersonas',
  label: { one: 'Child persona', many: 'Child personas' },
  tenancy: { trust: 'trustId', sharedWhenNull: true },
  views: false,
  recordRepresentation: 'childPersonaId',
  fields: {
    staffPersonaId: {
      type: 'reference',
      resource: 'staffpersonas',
      readOnly: true,
      computed: true,
      filter: true,
      sortable: true,
      list: true,
      label: 'Persona',
    },
    childPersonaId: {
      type: 'reference',
      resource: 'staffpersonas',
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Child persona',
    },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  view: true,
  sort: { field: 'staffPersonaId', order: 'ASC' },
  access: { read: SHIFT_SKILLS_READ },
});
