import { defineResource } from '../define';
import { everyRole } from '../rules';

/**
 * The trusts a role works in, as the older pages name them (spec 7.4, 7.5 institutions; spec 6: admins see all
 * institutions, others only their own). "Admins" is read as the super admin, the platform's administrator: a trust's
 * own admin sees its own trust only, as everywhere else (tenancy). Read-only; trusts are kept in resources/trusts.
 */
export default defineResource({
  name: 'institutions',
  label: { one: 'Institution', many: 'Institutions' },
  tenancy: { trust: 'id' },
  fields: {
    name: { type: 'string', readOnly: true, filter: true, sortable: true, list: true },
    abbreviatedName: { type: 'string', readOnly: true, filter: true, list: true },
    isLive: { type: 'boolean', readOnly: true, filter: true, list: true },
  },
  // Its rows: the select of view.ts beside this file.
  view: true,
  methods: ['find', 'get'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'abbreviatedName'],
  access: { read: everyRole },
});
