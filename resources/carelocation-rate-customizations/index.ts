import { BANK_RATES_READ, BANK_RATES_WRITE } from '../../domain/rates';
import { defineResource } from '../define';
import { RATE_LINE_FIELDS } from '../rateLines';

/**
 * A care location's own hourly rate for a band and kind of hours, from a date: it wins over the trust's bank rate
 * there (domain/rates.ts). The spec's pay rate configuration pages.
 */
export default defineResource({
  name: 'carelocation-rate-customizations',
  label: { one: 'Pay rate configuration', many: 'Pay rate configurations' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'band',
  fields: RATE_LINE_FIELDS,
  unique: [['careLocationId', 'band', 'hoursKind', 'effectiveFrom']],
  sort: { field: 'band', order: 'ASC' },
  access: { read: BANK_RATES_READ, write: BANK_RATES_WRITE },
  paths: ['/pay-rate-configuration'],
  formPaths: { create: '/add-new-rate-configuration', edit: '/:id/rate-configuration' },
});
