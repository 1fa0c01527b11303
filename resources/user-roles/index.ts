import { APPROVAL_STATUSES } from '../../domain/account';
import { ROLE_TYPES } from '../../domain/roles';
import { STAFF_READ } from '../../domain/staff';
import { defineResource } from '../define';

/**
 * The roles people hold in a trust (spec 7.5 user-roles): a view of user_roles with their trust role's name and type,
 * read on a staff member's profile by whoever sees staff. Roles are given and taken with the role management screens.
 */
export default defineResource({
  name: 'user-roles',
  // The view's own name: user_roles is the table it reads.
  table: 'user_roles_held',
  label: { one: 'Role held', many: 'Roles held' },
  views: false,
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'role',
  fields: {
    userId: { type: 'integer', readOnly: true, filter: true },
    trustRoleId: { type: 'reference', resource: 'trust-roles', readOnly: true, filter: true },
    role: { type: 'string', readOnly: true, sortable: true, list: true, label: 'Role' },
    roleType: { type: 'enum', values: ROLE_TYPES, readOnly: true, filter: true, list: true, label: 'Role type' },
    careLocationId: { type: 'reference', resource: 'care-locations', readOnly: true, filter: true, list: true, label: 'Care location' },
    approvalStatus: { type: 'enum', values: APPROVAL_STATUSES, readOnly: true, filter: true, list: true, label: 'Approval' },
    isActive: { type: 'boolean', readOnly: true, filter: true, list: true, label: 'Active' },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  sort: { field: 'role', order: 'ASC' },
  access: { read: STAFF_READ },
});
