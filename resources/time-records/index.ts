import { defineResource } from '../define';

/**
 * Worked time of a booked nurse on a shift: once every booked nurse's time is in, the shift is ready for approval.
 * Corrected or removed by its nurse or a manager who approves timesheets, until then or once sent back.
 */
export default defineResource({
  name: 'time-records',
  label: { one: 'Time record', many: 'Time records' },
  // Managed on the shift's pages (customRoutes/jobs), not as a list of their own.
  views: false,
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'id',
  methods: ['find', 'get', 'create', 'patch', 'remove'],
  fields: {
    jobId: { type: 'reference', resource: 'jobs', required: true, filter: true, list: true },
    userId: {
      type: 'integer',
      min: 1,
      filter: true,
      list: true,
      label: 'Nurse',
      help: 'Given by a manager entering time for a nurse',
      // A manager reads each nurse's worked time by name before approving it (issue 52.15).
      embed: { as: 'nurse', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    startedAt: { type: 'datetime', required: true, list: true },
    endedAt: { type: 'datetime', required: true, list: true },
    breakMinutes: { type: 'integer', min: 0, max: 240, default: 0, list: true },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
    careLocationId: { type: 'reference', resource: 'care-locations', readOnly: true, filter: true },
    enteredBy: { type: 'integer', readOnly: true },
  },
  unique: [['jobId', 'userId']],
  sort: { field: 'createdAt', order: 'DESC' },
  access: {
    read: { oneOf: [{ levels: ['NURSE'] }, { anyOf: ['APPROVE_TIMESHEETS', 'VIEW_SHIFT_APPLICANTS'] }] },
    create: { oneOf: [{ levels: ['NURSE'] }, { anyOf: ['APPROVE_TIMESHEETS'] }] },
    patch: { oneOf: [{ levels: ['NURSE'] }, { anyOf: ['APPROVE_TIMESHEETS'] }] },
    remove: { oneOf: [{ levels: ['NURSE'] }, { anyOf: ['APPROVE_TIMESHEETS'] }] },
  },
});
