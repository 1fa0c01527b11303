import { bandField } from '../bandField';
import { BANK_RATES_READ, HOURS_KIND_LABELS, HOURS_KINDS } from '../../domain/rates';
import { defineResource } from '../define';

/**
 * The bank rates and care locations' rates dated after today: what will change, and when (each takes effect by
 * itself on its day). Read-only, computed by its query (every line; its service keeps those dated after today, by
 * the server's clock in the trust's time zone); a trust card's id is even, a care location's odd.
 */
export default defineResource({
  name: 'upcoming-rate-changes',
  label: { one: 'Upcoming rate change', many: 'Upcoming rate changes' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'band',
  fields: {
    effectiveFrom: { type: 'date', readOnly: true, computed: true, filter: true, sortable: true, list: true },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      readOnly: true,
      filter: true,
      list: true,
      label: 'Care location (all when empty)',
    },
    band: bandField({ readOnly: true, computed: true, filter: true, sortable: true, list: true }),
    hoursKind: {
      type: 'enum',
      values: HOURS_KINDS,
      labels: HOURS_KIND_LABELS,
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Hours',
    },
    hourlyRate: { type: 'money', readOnly: true, computed: true, sortable: true, list: true, label: 'New hourly rate' },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  sort: { field: 'effectiveFrom', order: 'ASC' },
  access: { read: BANK_RATES_READ },
  menu: { group: 'Settings' },
});
