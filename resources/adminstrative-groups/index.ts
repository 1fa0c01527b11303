import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/**
 * A trust's administrative groups (spec 7.5 adminstrative-groups, spelled as the API names it): divisions that gather
 * care locations (an acute division, community services), set up in the trust's second setup step. Which care
 * locations a group holds is trust-heirarchy's.
 */
export default defineResource({
  name: 'adminstrative-groups',
  label: { one: 'Administrative group', many: 'Administrative groups' },
  tenancy: { trust: 'trustId' },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    description: { type: 'text', maxLength: 1000 },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['trustId', 'name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  bulk: ['isActive'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_CARE_LOCATIONS'] } },
  menu: { group: 'Organization', order: 2 },
  children: [
    { resource: 'trust-heirarchy', field: 'administrativeGroupId', through: 'careLocationId', label: 'Care locations' },
  ],
});
