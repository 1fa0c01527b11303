import { defineResource } from '../define';
import { everyRole, superAdminOnly } from '../rules';

export default defineResource({
  name: 'modeofcommute',
  label: { one: 'Mode of commute', many: 'Modes of commute' },
  tenancy: 'global',
  fields: {
    name: { type: 'string', required: true, maxLength: 64, filter: true, sortable: true, list: true },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  bulk: ['isActive'],
  access: { read: everyRole, write: superAdminOnly },
  menu: { group: 'Settings' },
  // A short list the apps read whole for a picker (spec 7.5).
  paginate: false,
  maxLimit: 100,
});
