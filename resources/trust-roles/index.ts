import { PERMISSION_LABELS, PERMISSION_VALUES } from '../../domain/permissions';
import { ROLE_TYPES } from '../../domain/roles';
import { defineResource } from '../define';
import { roleTypeField } from '../roleTypeField';

/** A trust's roles and the permissions each holds (spec 3, "Trust role"). */
export default defineResource({
  name: 'trust-roles',
  label: { one: 'Role', many: 'Roles' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'role',
  fields: {
    // Searched by q, never filtered by name: ?role= is the acting role of every request (spec 7).
    role: { type: 'string', required: true, maxLength: 80, sortable: true, list: true, label: 'Role name' },
    roleType: roleTypeField(
      ROLE_TYPES.filter((t) => t !== 'SUPER-ADMIN'),
      { required: true, filter: true, sortable: true, list: true },
    ),
    permissions: {
      type: 'strings',
      values: PERMISSION_VALUES,
      labels: PERMISSION_LABELS,
      maxItems: PERMISSION_VALUES.length,
      filter: true,
    },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
    isDefault: { type: 'boolean', default: false, readOnly: true, filter: true, list: true, label: 'Built-in role' },
    description: { type: 'text', maxLength: 1000 },
  },
  unique: [['trustId', 'role']],
  sort: { field: 'role', order: 'ASC' },
  search: ['role'],
  access: { read: { anyOf: ['VIEW_MASTER_ROLES'] }, write: { anyOf: ['MANAGE_ROLES'] } },
  // Granting rules, the acting role and roles in use: server/services/trust/trustRolesService.ts (domain/granting.ts).
  menu: { group: 'Users', order: 6 },
  // A role someone holds is deactivated, never removed (its holders answered by server/services/trust/trustRolesService.ts).
  removeRefusal: ({ holders }: { holders?: number }) =>
    holders ? `${holders} ${holders === 1 ? 'person holds' : 'people hold'} this role: deactivate it instead` : null,
  // The spec's path of this list (spec 2.3, 2.4).
  paths: ['/roles/list'],
  // The role editor (spec 2.4): a copy starts from a role's values.
  formPaths: { create: '/role/new', edit: '/role/edit/:id', copy: '/role/copy/:id' },
});
