import { PAGE_SIZES } from '../../domain/constants';
import { DEFAULT_SKILL_LEVEL, SHIFT_SKILLS_READ, SKILL_REQUIREMENTS, SUPERVISION_LABELS, SUPERVISION_LEVELS } from '../../domain/skills';
import { defineResource } from '../define';

/**
 * Job templates (domain/templates.ts): a reusable set of skills for shifts, only the selected ones counting. A shared
 * catalogue (no trust) kept by the super admin, plus each trust's own. /jobTemplates/list, 6 a page.
 */
export default defineResource({
  name: 'jobtemplates',
  label: { one: 'Job template', many: 'Job templates' },
  tenancy: { trust: 'trustId', sharedWhenNull: true },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    description: { type: 'text', maxLength: 4000 },
    status: { type: 'enum', values: ['Active', 'Inactive'], default: 'Active', filter: true, sortable: true, list: true },
    templateSkills: {
      type: 'rows',
      label: 'Template skills',
      key: 'skillId',
      maxItems: 100,
      fields: {
        skillId: { type: 'reference', resource: 'skills', required: true, label: 'Skill' },
        requirement: { type: 'enum', values: SKILL_REQUIREMENTS, default: 'mandatory', required: true, label: 'Requirement' },
        level: { type: 'enum', values: SUPERVISION_LEVELS, labels: SUPERVISION_LABELS, default: DEFAULT_SKILL_LEVEL, required: true, label: 'Level' },
        learningOpportunity: { type: 'boolean', default: false, label: 'Learning opportunity' },
        selected: { type: 'boolean', default: true, label: 'Selected' },
      },
    },
    trustId: { type: 'reference', resource: 'trusts', filter: true, list: true, help: 'Empty for the shared catalogue' },
  },
  unique: [['trustId', 'name']],
  pageSize: PAGE_SIZES.jobTemplates,
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'description'],
  bulk: ['status'],
  access: { read: SHIFT_SKILLS_READ, write: { anyOf: ['MANAGE_SKILLS'], feature: 'Shift skills' } },
  paths: ['/jobTemplates/list'],
  menu: { group: 'Skills', order: 5 },
});
