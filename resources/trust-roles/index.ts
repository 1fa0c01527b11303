import { grantablePermissions } from '../../domain/access';
import { PERMISSION_VALUES } from '../../domain/permissions';
import { ROLE_TYPES } from '../../domain/roles';
import { defineResource } from '../define';

/** A trust's roles and the permissions each holds (spec 3, "Trust role"). */
export default defineResource({
  name: 'trust-roles',
  label: { one: 'Role', many: 'Roles' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'role',
  fields: {
    role: { type: 'string', required: true, maxLength: 80, filter: true, sortable: true, list: true, label: 'Role name' },
    roleType: {
      type: 'enum',
      values: ROLE_TYPES.filter((t) => t !== 'SUPER-ADMIN'),
      required: true,
      filter: true,
      sortable: true,
      list: true,
    },
    permissions: { type: 'strings', values: PERMISSION_VALUES, maxItems: PERMISSION_VALUES.length, filter: true },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
    isDefault: { type: 'boolean', default: false, filter: true, list: true, label: 'Built-in role' },
    description: { type: 'text', maxLength: 1000 },
  },
  unique: [['trustId', 'role']],
  sort: { field: 'role', order: 'ASC' },
  search: ['role'],
  access: { read: { anyOf: ['VIEW_MASTER_ROLES'] }, write: { anyOf: ['MANAGE_ROLES'] } },
  // Nobody grants a permission their own role does not hold (or a lesser one it carries: domain/access.ts).
  guard: (row, role, previous) => {
    const held = grantablePermissions(role);
    const before = new Set((previous?.permissions as string[] | undefined) ?? []);
    const granted = ((row.permissions as string[] | undefined) ?? []).filter((p) => !before.has(p) && !held.has(p));
    return granted.length
      ? { status: 403, field: 'permissions', message: 'You cannot grant permissions your role does not hold', missingPermissions: granted }
      : null;
  },
  menu: { group: 'Users', order: 6 },
  // The spec's path of this list (spec 2.3, 2.4).
  paths: ['/roles/list'],
});
