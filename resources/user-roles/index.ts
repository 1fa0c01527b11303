import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES } from '../../domain/account';
import { ROLES_GIVE } from '../../domain/granting';
import { ROLE_TYPES } from '../../domain/roles';
import { READ_ROLE_TYPE, roleTypeField } from '../roleTypeField';
import { STAFF_READ } from '../../domain/staff';
import { defineResource } from '../define';

/**
 * The roles people hold in a trust (spec 7.5 user-roles): a view of user_roles with their trust role's name and type,
 * read on a staff member's profile by whoever sees staff. A role manager gives a person a role of the trust (create:
 * { userId, trustRoleId, careLocationId }) and takes one away (withdraw), on their permissions page
 * (/userPermissions/{userId}); the rules are domain/granting.ts's, the writes server/services/trust/userRolesService.ts.
 */
export default defineResource({
  name: 'user-roles',
  // The view's own name: user_roles is the table it reads.
  table: 'user_roles_held',
  label: { one: 'Role held', many: 'Roles held' },
  views: false,
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'role',
  subject: 'userId',
  fields: {
    userId: { type: 'integer', readOnly: true, filter: true },
    trustRoleId: { type: 'reference', resource: 'trust-roles', readOnly: true, filter: true },
    role: { type: 'string', readOnly: true, sortable: true, list: true, label: 'Role' },
    roleType: roleTypeField(ROLE_TYPES, { ...READ_ROLE_TYPE, list: true }),
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      readOnly: true,
      filter: true,
      list: true,
      label: 'Care location',
    },
    approvalStatus: {
      type: 'enum',
      values: APPROVAL_STATUSES,
      labels: APPROVAL_STATUS_LABELS,
      readOnly: true,
      filter: true,
      list: true,
      label: 'Approval',
    },
    isActive: { type: 'boolean', readOnly: true, filter: true, list: true, label: 'Active' },
    deletedAt: { type: 'datetime', readOnly: true, label: 'Taken away' },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  creates: 'payload',
  methods: ['find', 'get', 'create'],
  sort: { field: 'role', order: 'ASC' },
  access: { read: STAFF_READ, create: ROLES_GIVE },
  actions: {
    withdraw: {
      label: 'Take this role away',
      access: ROLES_GIVE,
      refusal: (held) => (held.deletedAt ? 'This role was already taken away' : null),
      confirm: true,
    },
  },
});
