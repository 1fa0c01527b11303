import { defineResource } from '../define';
import { consoleReaders } from '../rules';

export default defineResource({
  name: 'job-title-types',
  label: { one: 'Job title', many: 'Job titles' },
  tenancy: { trust: 'trustId' },
  fields: {
    name: { type: 'string', required: true, maxLength: 120, filter: true, sortable: true, list: true },
    code: { type: 'string', maxLength: 32, filter: true, list: true },
    description: { type: 'text', maxLength: 2000 },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['trustId', 'name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'code'],
  bulk: ['isActive'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_JOB_TITLES'] } },
  menu: { group: 'Organization' },
  // The spec's path of this list (spec 2.3, 2.4).
  paths: ['/trust/job/titles/type'],
});
