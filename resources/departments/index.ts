import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/** Departments (the spec's "areas") of a care location. */
export default defineResource({
  name: 'departments',
  label: { one: 'Department', many: 'Departments' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    costCode: { type: 'string', maxLength: 32, filter: true, list: true },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['careLocationId', 'name']],
  pageSize: PAGE_SIZES.departments,
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'costCode'],
  bulk: ['isActive'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_CARE_LOCATIONS'] } },
  menu: { group: 'Organization', order: 3 },
});
