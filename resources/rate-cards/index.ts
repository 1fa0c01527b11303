import { BANK_RATES_READ, BANK_RATES_WRITE } from '../../domain/rates';
import { defineResource } from '../define';
import { RATE_LINE_FIELDS } from '../rateLines';

/**
 * A trust's bank rates: an hourly rate per band and kind of hours from a date (domain/rates.ts). A line dated in the
 * future is an upcoming change and takes effect by itself that day; each must lie in the band's pay range.
 */
export default defineResource({
  name: 'rate-cards',
  label: { one: 'Bank rate', many: 'Bank rates' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'band',
  fields: RATE_LINE_FIELDS,
  unique: [['trustId', 'band', 'hoursKind', 'effectiveFrom']],
  sort: { field: 'band', order: 'ASC' },
  access: { read: BANK_RATES_READ, write: BANK_RATES_WRITE },
  paths: ['/system-settings/bank-rates'],
});
