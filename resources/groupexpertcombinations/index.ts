import { SHIFT_SKILLS_READ, SUPERVISION_LABELS, SUPERVISION_LEVELS } from '../../domain/skills';
import { defineResource } from '../define';

/**
 * A persona's group-expert combinations, one row each (spec 7.5 groupexpertcombinations): read-only, computed from the
 * personas' own groupExpertCombinations (view.ts), which their form writes. id: the persona's id × 1000 + the
 * combination's position in it.
 */
export default defineResource({
  name: 'groupexpertcombinations',
  label: { one: 'Group and expert-level combination', many: 'Group and expert-level combinations' },
  tenancy: { trust: 'trustId', sharedWhenNull: true },
  views: false,
  recordRepresentation: 'skillGroupingTagId',
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
    skillGroupingTagId: {
      type: 'reference',
      resource: 'skillgroupingtags',
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Grouping tag',
    },
    expertLevelTagId: {
      type: 'reference',
      resource: 'skillexpertleveltags',
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Expert-level tag',
    },
    level: {
      type: 'enum',
      values: SUPERVISION_LEVELS,
      labels: SUPERVISION_LABELS,
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Level',
    },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  view: true,
  sort: { field: 'staffPersonaId', order: 'ASC' },
  access: { read: SHIFT_SKILLS_READ },
});
