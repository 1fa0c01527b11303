import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/** Why a shift was cancelled: a trust's list, picked when cancelling. */
export default defineResource({
  name: 'reports-cancellation-reasons',
  label: { one: 'Cancellation reason', many: 'Cancellation reasons' },
  tenancy: { trust: 'trustId' },
  fields: {
    name: { type: 'string', required: true, maxLength: 120, filter: true, sortable: true, list: true },
    description: { type: 'text', maxLength: 1000 },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['trustId', 'name']],
  pageSize: PAGE_SIZES.reasons,
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  bulk: ['isActive'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_SETTINGS'] } },
  menu: { group: 'Settings' },
  // The spec's path of this list (Settings -> Cancellation Reasons, spec 2.3).
  paths: ['/reportCancellation/new'],
});
