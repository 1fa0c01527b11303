import { bandField } from '../bandField';
import { BANK_RATES_READ, BANK_RATES_WRITE, rangeRefusal } from '../../domain/rates';
import { defineResource } from '../define';

/** Each band's lowest and highest hourly rate in a trust: no rate, uplift or automatic increase leaves it. */
export default defineResource({
  name: 'trustpayraterangeconfigurations',
  label: { one: 'Pay rate range', many: 'Pay rate ranges' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'band',
  fields: {
    band: bandField({ required: true, filter: true, sortable: true, list: true }),
    minRate: {
      type: 'money',
      required: true,
      min: 0.01,
      max: 500,
      sortable: true,
      list: true,
      label: 'Minimum hourly rate',
    },
    maxRate: {
      type: 'money',
      required: true,
      min: 0.01,
      max: 500,
      sortable: true,
      list: true,
      label: 'Maximum hourly rate',
    },
  },
  unique: [['trustId', 'band']],
  sort: { field: 'band', order: 'ASC' },
  guard: (row) => {
    const refusal = rangeRefusal(row);
    return refusal ? { status: 400, field: 'minRate', message: refusal } : null;
  },
  access: { read: BANK_RATES_READ, write: BANK_RATES_WRITE },
  paths: ['/restrict-range-configuration'],
});
