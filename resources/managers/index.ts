import { MANAGER_ROLE_TYPES, MANAGER_STATUSES, MANAGERS_MANAGE, MANAGERS_READ } from '../../domain/managers';
import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { READ_ROLE_TYPE, roleTypeField } from '../roleTypeField';

/**
 * A trust's managers (spec 2.3 /managers/list, 7.5 managers): one row per membership of an ADMIN- or MANAGER-level
 * role, active or deactivated. They join by invitation (manager-invitations). Deactivating a membership ends the
 * person's sessions at once, on every instance; reactivating gives it back (domain/managers.ts); both are
 * server/services/trust/managersService.ts's, which writes user_roles. A password reset is sent with
 * reset-password-by-admins.
 */
export default defineResource({
  name: 'managers',
  label: { one: 'Manager', many: 'Managers' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', readOnly: true, sortable: true, list: true, label: 'Name' },
    firstname: { type: 'string', readOnly: true },
    lastname: { type: 'string', readOnly: true, sortable: true },
    email: { type: 'email', readOnly: true, sortable: true, list: true },
    userId: { type: 'integer', readOnly: true, filter: true },
    // Each reference with the name of what it names, shown in its place: a manager reads the list without reading
    // the roles, care locations or trusts themselves (issue 52.16).
    trustRoleId: { type: 'reference', resource: 'trust-roles', readOnly: true, filter: true, label: 'Role' },
    role: { type: 'string', readOnly: true, sortable: true, list: true, label: 'Role' },
    roleType: roleTypeField(MANAGER_ROLE_TYPES, READ_ROLE_TYPE),
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      readOnly: true,
      filter: true,
      label: 'Care location',
    },
    careLocation: { type: 'string', readOnly: true, list: true, label: 'Care location' },
    status: {
      type: 'enum',
      values: MANAGER_STATUSES,
      labels: { ACTIVE: 'Active', DEACTIVATED: 'Deactivated' },
      readOnly: true,
      filter: true,
      list: true,
    },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true, label: 'Trust' },
    trust: { type: 'string', readOnly: true, list: true, label: 'Trust' },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  methods: ['find', 'get'],
  pageSize: PAGE_SIZES.managers,
  sort: { field: 'name', order: 'ASC' },
  search: ['firstname', 'lastname', 'email'],
  access: { read: MANAGERS_READ },
  // The managers' lists and the invitations' (resources/manager-invitations) show as one page's tabs.
  lists: [
    { group: 'managers', path: '/managers/list', label: 'Active', filter: { status: 'ACTIVE' } },
    { group: 'managers', path: '/managers/deactivated', label: 'Deactivated', filter: { status: 'DEACTIVATED' } },
  ],
  actions: {
    deactivate: {
      label: 'Deactivate',
      access: MANAGERS_MANAGE,
      refusal: (m) => (m.status === 'DEACTIVATED' ? 'Already deactivated' : null),
      confirm: true,
    },
    reactivate: {
      label: 'Reactivate',
      access: MANAGERS_MANAGE,
      refusal: (m) => (m.status === 'ACTIVE' ? 'Already active' : null),
    },
  },
});
