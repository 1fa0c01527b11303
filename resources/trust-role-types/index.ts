import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/** The role types a trust uses. */
export default defineResource({
  name: 'trust-role-types',
  label: { one: 'Trust role type', many: 'Trust role types' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'userRoleTypeId',
  fields: {
    userRoleTypeId: { type: 'reference', resource: 'user-role-types', required: true, filter: true, list: true },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['trustId', 'userRoleTypeId']],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_ROLES'] } },
  menu: { group: 'Settings' },
});
