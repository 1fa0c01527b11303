import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/** Skills: a shared catalogue (no trust) kept by the super admin, plus each trust's own skills. */
export default defineResource({
  name: 'skills',
  label: { one: 'Skill', many: 'Skills' },
  tenancy: { trust: 'trustId', sharedWhenNull: true },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    description: { type: 'text', maxLength: 4000 },
    groupingTags: { type: 'references', resource: 'skillgroupingtags', maxItems: 20, filter: true, list: true },
    expertLevelTag: { type: 'reference', resource: 'skillexpertleveltags', filter: true, list: true },
    status: {
      type: 'enum',
      values: ['Active', 'Inactive'],
      default: 'Active',
      filter: true,
      sortable: true,
      list: true,
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
  pageSize: PAGE_SIZES.skills,
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'description'],
  bulk: ['status'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_SKILLS'], feature: 'Shift skills' } },
  menu: { group: 'Skills', order: 1 },
});
