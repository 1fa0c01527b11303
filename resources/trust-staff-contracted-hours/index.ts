import { STAFF_MANAGE, STAFF_READ } from '../../domain/staff';
import { defineResource } from '../define';

/**
 * A staff member's contracted hours at a trust (spec 7.5 trust-staff-contracted-hours): how many hours a week they are
 * contracted for from a day on (a new row when it changes: the history stays), with a note. Kept on the staff member's
 * profile by those who manage staff.
 */
export default defineResource({
  name: 'trust-staff-contracted-hours',
  label: { one: 'Contracted hours', many: 'Contracted hours' },
  // Kept on the staff member's profile (customRoutes/staff), where the person is known.
  views: false,
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'hoursPerWeek',
  fields: {
    userId: {
      type: 'integer',
      min: 1,
      required: true,
      filter: true,
      label: 'Staff member',
      embed: { as: 'member', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    hoursPerWeek: { type: 'number', required: true, min: 0, max: 60, list: true, label: 'Hours a week' },
    effectiveFrom: { type: 'date', required: true, filter: true, sortable: true, list: true, label: 'From' },
    note: { type: 'text', maxLength: 500, list: true },
  },
  unique: [['trustId', 'userId', 'effectiveFrom']],
  sort: { field: 'effectiveFrom', order: 'DESC' },
  subject: 'userId',
  access: { read: STAFF_READ, write: STAFF_MANAGE },
});
