import { PLAN_SHIFTS, readPlannedShifts, type PlannedShift } from '../../domain/shiftPlan';
import { defineResource, jsonOf } from '../define';

/**
 * A planner template (spec 3: name, jobs, planner): a week's planned shifts of one care location kept by week day
 * (domain/shiftPlan.ts), saved from /createNewPlan and applied to any week from its summary, /savedTemplate/summary/:id.
 * planner: the grid's layout, the departments shown as its rows in order.
 */
export default defineResource({
  name: 'planner-templates',
  label: { one: 'Planner template', many: 'Planner templates' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      required: true,
      filter: true,
      list: true,
      label: 'Care location',
    },
    jobs: jsonOf<PlannedShift[]>({ required: true, label: 'Planned shifts' }),
    planner: jsonOf<{ departmentIds: number[] }>({ label: 'Layout' }),
  },
  unique: [['trustId', 'name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  rowPath: '/savedTemplate/summary/:id',
  guard: (row) => {
    if (row.jobs === undefined) return null;
    const [problem] = readPlannedShifts(row.jobs).problems;
    return problem
      ? { status: 400, field: 'jobs', message: `${problem.field.replace(/^rows/, 'jobs')}: ${problem.message}` }
      : null;
  },
  access: { read: PLAN_SHIFTS, write: PLAN_SHIFTS },
  menu: { group: 'Shifts' },
});
