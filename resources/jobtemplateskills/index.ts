import { SHIFT_SKILLS_READ } from '../../domain/skills';
import { defineResource } from '../define';
import { LEVEL, REQUIREMENT } from '../skillNeeds';

const computed = { readOnly: true, computed: true, filter: true, list: true } as const;

/**
 * A job template's skills, one row each (spec 7.5 jobtemplateskills): read-only, computed from the templates' own
 * templateSkills (view.ts), which their form writes; `selected` says which count (spec 5). id: the template's id ×
 * 1000 + the skill's position in it.
 */
export default defineResource({
  name: 'jobtemplateskills',
  label: { one: 'Template skill', many: 'Template skills' },
  tenancy: { trust: 'trustId', sharedWhenNull: true },
  views: false,
  recordRepresentation: 'skillId',
  fields: {
    jobTemplateId: { type: 'reference', resource: 'jobtemplates', ...computed, sortable: true, label: 'Job template' },
    skillId: { type: 'reference', resource: 'skills', ...computed, label: 'Skill' },
    requirement: { ...REQUIREMENT, ...computed, label: 'Requirement' },
    level: { ...LEVEL, ...computed, label: 'Level' },
    learningOpportunity: { type: 'boolean', ...computed, label: 'Learning opportunity' },
    selected: { type: 'boolean', ...computed, label: 'Selected' },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  view: true,
  sort: { field: 'jobTemplateId', order: 'ASC' },
  access: { read: SHIFT_SKILLS_READ },
});
