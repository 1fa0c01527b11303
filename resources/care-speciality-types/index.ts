import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders, superAdminOnly } from '../rules';

export default defineResource({
  name: 'care-speciality-types',
  label: { one: 'Care speciality', many: 'Care specialities' },
  tenancy: 'global',
  fields: {
    name: { type: 'string', required: true, maxLength: 120, filter: true, sortable: true, list: true },
    description: { type: 'text', maxLength: 2000 },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['name']],
  pageSize: PAGE_SIZES.careSpecialities,
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  bulk: ['isActive'],
  access: { read: consoleReaders, write: superAdminOnly },
  menu: { group: 'Settings' },
  // The spec's path of this list (spec 2.3, 2.4).
  paths: ['/care/speciality/configuration'],
});
