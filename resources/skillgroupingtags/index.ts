import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders, superAdminOnly } from '../rules';

export default defineResource({
  name: 'skillgroupingtags',
  label: { one: 'Skill grouping tag', many: 'Skill grouping tags' },
  tenancy: 'global',
  fields: {
    name: { type: 'string', required: true, maxLength: 80, filter: true, sortable: true, list: true },
    description: { type: 'text', maxLength: 1000, list: true },
  },
  unique: [['name']],
  pageSize: PAGE_SIZES.tags,
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  access: { read: consoleReaders, write: superAdminOnly },
  menu: { group: 'Skills', order: 2 },
});
