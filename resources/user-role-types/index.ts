import { isSuperAdmin } from '../../domain/access';
import { ROLE_LEVEL_LABELS } from '../../domain/roles';
import { defineResource } from '../define';
import { consoleReaders, superAdminOnly } from '../rules';

export default defineResource({
  name: 'user-role-types',
  label: { one: 'Role type', many: 'Role types' },
  tenancy: 'global',
  fields: {
    name: { type: 'string', required: true, maxLength: 64, filter: true, sortable: true, list: true },
    level: {
      type: 'enum',
      values: ['ADMIN', 'MANAGER', 'NURSE'],
      labels: ROLE_LEVEL_LABELS,
      filter: true,
      list: true,
      help: 'Empty for the super admin',
    },
    description: { type: 'text', maxLength: 1000 },
  },
  unique: [['name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  // Spec 5: ordinary users cannot load role types named SUPER-ADMIN.
  hiddenRows: (role) => (isSuperAdmin(role) ? null : { name: { $ne: 'SUPER-ADMIN' } }),
  access: { read: consoleReaders, write: superAdminOnly },
  menu: { group: 'Settings' },
});
