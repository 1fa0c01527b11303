import { defineResource } from '../define';
import { consoleReaders, superAdminOnly } from '../rules';

/** Platform options: named values the super admin sets. */
export default defineResource({
  name: 'options',
  label: { one: 'Option', many: 'Options' },
  tenancy: 'global',
  fields: {
    name: {
      type: 'string',
      required: true,
      maxLength: 120,
      pattern: '^[A-Za-z0-9_.-]+$',
      filter: true,
      sortable: true,
      list: true,
    },
    value: { type: 'text', maxLength: 4000, list: true },
    description: { type: 'text', maxLength: 1000 },
  },
  unique: [['name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'value'],
  access: { read: consoleReaders, write: superAdminOnly },
  menu: { group: 'Settings' },
  // The spec's path of this list (spec 2.3, 2.4).
  paths: ['/options'],
});
