import { PAGE_SIZES } from '../../domain/constants';
import { BANK_RATES_READ, BANK_RATES_WRITE } from '../../domain/rates';
import { defineResource } from '../define';

/**
 * A trust's extra bank holidays: days it pays as bank holiday hours beside England and Wales's own, which are worked
 * out for every year (domain/bankHolidays.ts): a one-off holiday proclaimed after the rules were written, or a day the
 * trust observes. One per date.
 */
export default defineResource({
  name: 'trust-bank-holidays',
  label: { one: 'Extra bank holiday', many: 'Extra bank holidays' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'name',
  fields: {
    date: { type: 'date', required: true, filter: true, sortable: true, list: true },
    name: { type: 'string', required: true, maxLength: 120, filter: true, sortable: true, list: true },
  },
  unique: [['trustId', 'date']],
  pageSize: PAGE_SIZES.reasons,
  sort: { field: 'date', order: 'DESC' },
  search: ['name'],
  access: { read: BANK_RATES_READ, write: BANK_RATES_WRITE },
  menu: { group: 'Settings' },
});
