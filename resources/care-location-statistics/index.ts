import { TRUST_STATISTICS_ACCESS } from '../../domain/trustStatistics';
import { defineResource } from '../define';

const count = { type: 'integer', readOnly: true, computed: true, sortable: true, list: true } as const;

/**
 * Each care location at a glance, over all its shifts so far: its departments, the shifts published and cancelled,
 * the places they offered and how many were filled. A read-only family computed by its query (a view); the trust
 * admins who read the trust's statistics read it (spec 4's landing page, per care location).
 */
export default defineResource({
  name: 'care-location-statistics',
  label: { one: 'Care location statistics', many: 'Care location statistics' },
  tenancy: { trust: 'trustId', careLocation: 'id' },
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', readOnly: true, computed: true, filter: true, sortable: true, list: true },
    departments: { ...count, filter: true },
    shiftsPublished: { ...count, filter: true },
    shiftsCancelled: count,
    placesOffered: count,
    placesFilled: count,
    fillRate: {
      type: 'number',
      readOnly: true,
      sortable: true,
      filter: true,
      list: true,
      help: 'Places filled of places offered, in per cent',
    },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  access: { read: TRUST_STATISTICS_ACCESS },
  menu: { group: 'Organization', order: 6 },
});
