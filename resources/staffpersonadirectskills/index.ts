import { SHIFT_SKILLS_READ, SUPERVISION_LABELS, SUPERVISION_LEVELS } from '../../domain/skills';
import { defineResource } from '../define';

/**
 * A persona's direct skills, one row each (spec 7.5 staffpersonadirectskills): read-only, computed from the personas'
 * own directSkills (view.ts), which their form writes. id: the persona's id × 1000 + the skill's position in it.
 */
export default defineResource({
  name: 'staffpersonadirectskills',
  label: { one: "Persona's direct skill", many: "Personas' direct skills" },
  tenancy: { trust: 'trustId', sharedWhenNull: true },
  views: false,
  recordRepresentation: 'skillId',
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
    skillId: {
      type: 'reference',
      resource: 'skills',
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Skill',
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
