import { PLAN_SHIFTS, type PlannedShift } from '../../domain/shiftPlan';
import { defineResource, jsonOf } from '../define';

/**
 * A shift plan (spec 3, 4): a week of planned shifts of one care location, made at /createNewPlan and saved as a
 * planner template, turned into shifts, or both (spec 4's two flags). Made from a payload of its own (the plans
 * service, server/services/jobs/shiftPlansService.ts: every row's shift and named nurse in one transaction, all or
 * none); kept as the record of what was planned, each shift it made naming it (jobs.shiftPlanId).
 */
export default defineResource({
  name: 'shiftplans',
  label: { one: 'Shift plan', many: 'Shift plans' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  methods: ['find', 'get', 'create'],
  creates: 'payload',
  fields: {
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      required: true,
      filter: true,
      list: true,
      label: 'Care location',
    },
    weekStart: { type: 'date', required: true, filter: true, sortable: true, list: true, label: 'Week of' },
    rows: jsonOf<PlannedShift[]>({ required: true, label: 'Planned shifts' }),
    shiftCount: { type: 'integer', readOnly: true, default: 0, list: true, label: 'Shifts created' },
    bookedCount: { type: 'integer', readOnly: true, default: 0, list: true, label: 'Nurses booked' },
    plannerTemplateId: {
      type: 'reference',
      resource: 'planner-templates',
      readOnly: true,
      list: true,
      label: 'Saved as template',
    },
    createdBy: {
      type: 'integer',
      readOnly: true,
      label: 'Planned by',
      embed: { as: 'planner', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
  },
  sort: { field: 'weekStart', order: 'DESC' },
  access: { read: PLAN_SHIFTS, write: PLAN_SHIFTS },
});
