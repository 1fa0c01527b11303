import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders, superAdminOnly } from '../rules';

export default defineResource({
  name: 'skillexpertleveltags',
  label: { one: 'Expert level tag', many: 'Expert level tags' },
  tenancy: 'global',
  fields: {
    name: { type: 'string', required: true, maxLength: 80, filter: true, sortable: true, list: true },
    level: {
      type: 'integer',
      required: true,
      min: 0,
      max: 10,
      filter: true,
      sortable: true,
      list: true,
      help: 'Higher is more expert',
    },
    description: { type: 'text', maxLength: 1000 },
  },
  unique: [['name']],
  pageSize: PAGE_SIZES.tags,
  sort: { field: 'level', order: 'ASC' },
  search: ['name'],
  access: { read: consoleReaders, write: superAdminOnly },
  menu: { group: 'Skills', order: 3 },
});
