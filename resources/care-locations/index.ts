import { defineResource } from '../define';
import { consoleReaders } from '../rules';

export default defineResource({
  name: 'care-locations',
  label: { one: 'Care location', many: 'Care locations' },
  tenancy: { trust: 'trustId', careLocation: 'id' },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    code: { type: 'string', maxLength: 32, filter: true, list: true },
    address: { type: 'text', maxLength: 1000 },
    phoneNumber: { type: 'string', maxLength: 32, pattern: '^[0-9 +()-]*$' },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['trustId', 'name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'code'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_CARE_LOCATIONS'] } },
  menu: { group: 'Organization', order: 2 },
  children: [{ resource: 'departments', field: 'careLocationId' }],
  bulk: ['isActive'],
});
