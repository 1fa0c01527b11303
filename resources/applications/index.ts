import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  DECIDE_APPLICANTS,
  decisionRefusal,
} from '../../domain/shifts';
import { defineResource } from '../define';

/** A nurse's application for a shift, or a manager's offer of one; confirming it books the nurse. */
export default defineResource({
  name: 'applications',
  label: { one: 'Application', many: 'Applications' },
  // Managed on the shift's pages (customRoutes/jobs), not as a list of their own.
  views: false,
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'id',
  methods: ['find', 'get', 'create', 'patch'],
  fields: {
    jobId: { type: 'reference', resource: 'jobs', required: true, filter: true, list: true },
    userId: {
      type: 'integer',
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Nurse',
      // Managers contact the nurses who applied: the applicants page shows their email.
      embed: { as: 'nurse', table: 'users', columns: ['id', 'firstname', 'lastname', 'email'] },
    },
    status: {
      type: 'enum',
      values: APPLICATION_STATUSES,
      labels: APPLICATION_STATUS_LABELS,
      readOnly: true,
      computed: true,
      filter: true,
      sortable: true,
      list: true,
    },
    active: { type: 'boolean', readOnly: true, default: true, filter: true },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, computed: true, filter: true },
    careLocationId: { type: 'reference', resource: 'care-locations', readOnly: true, computed: true, filter: true },
    decidedAt: { type: 'datetime', readOnly: true },
    decidedBy: { type: 'integer', readOnly: true },
    offeredBy: { type: 'integer', readOnly: true },
    offerExpiresAt: { type: 'datetime', readOnly: true },
  },
  unique: [['jobId', 'userId']],
  indexes: [['userId', 'status']],
  sort: { field: 'createdAt', order: 'ASC' },
  access: {
    read: { oneOf: [{ levels: ['NURSE'] }, { anyOf: ['VIEW_SHIFT_APPLICANTS', 'CONFIRM_APPLICANTS'] }] },
    create: { levels: ['NURSE'] },
    patch: { oneOf: [{ levels: ['NURSE'] }, DECIDE_APPLICANTS] },
  },
  // A manager's decisions on an applicant (a nurse's own answers stay the patch of spec 7.5).
  actions: {
    confirm: {
      label: 'Confirm',
      access: DECIDE_APPLICANTS,
      refusal: decisionRefusal('confirmed'),
    },
    reject: {
      label: 'Reject',
      access: DECIDE_APPLICANTS,
      refusal: decisionRefusal('rejected'),
      confirm: true,
    },
  },
});
