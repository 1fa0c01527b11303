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
    fillRate: { type: 'number', readOnly: true, sortable: true, filter: true, list: true, help: 'Places filled of places offered, in per cent' },
  },
  view: `select cl.id, cl."trustId", cl.name, cl."createdAt", cl."updatedAt",
      (select count(*) from departments d where d."careLocationId" = cl.id)::int as departments,
      count(j.id) filter (where j.status = 'APPROVED')::int as "shiftsPublished",
      count(j.id) filter (where j.status = 'CANCELLED')::int as "shiftsCancelled",
      coalesce(sum(j.vacancies) filter (where j.status = 'APPROVED'), 0)::int as "placesOffered",
      coalesce(sum(j."confirmedCount") filter (where j.status = 'APPROVED'), 0)::int as "placesFilled",
      round(100.0 * sum(j."confirmedCount") filter (where j.status = 'APPROVED')
        / nullif(sum(j.vacancies) filter (where j.status = 'APPROVED'), 0), 1)::float8 as "fillRate"
    from care_locations cl left join jobs j on j."careLocationId" = cl.id
    group by cl.id`,
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  access: { read: TRUST_STATISTICS_ACCESS },
  menu: { group: 'Organization', order: 6 },
});
