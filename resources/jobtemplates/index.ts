import { PAGE_SIZES } from '../../domain/constants';
import { SHIFT_SKILLS_READ } from '../../domain/skills';
import { defineResource } from '../define';
import { skillNeedFields } from '../skillNeeds';

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
    status: {
      type: 'enum',
      values: ['Active', 'Inactive'],
      default: 'Active',
      filter: true,
      sortable: true,
      list: true,
    },
    templateSkills: {
      type: 'rows',
      label: 'Template skills',
      key: 'skillId',
      maxItems: 100,
      fields: {
        ...skillNeedFields,
        selected: { type: 'boolean', default: true, label: 'Selected' },
      },
    },
    trustId: {
      type: 'reference',
      resource: 'trusts',
      filter: true,
      list: true,
      help: 'Empty for the shared catalogue',
    },
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
