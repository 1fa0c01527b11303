import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/** The bands a trust uses. */
export default defineResource({
  name: 'trust-band-types',
  label: { one: 'Trust band', many: 'Trust bands' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'bandTypeId',
  fields: {
    bandTypeId: { type: 'reference', resource: 'band-types', required: true, filter: true, list: true },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['trustId', 'bandTypeId']],
  bulk: ['isActive'],
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_TRUST_BANDS'] } },
  menu: { group: 'Organization', order: 5 },
  // The spec's path of this list (spec 2.3, 2.4).
  paths: ['/trust/bands'],
});
