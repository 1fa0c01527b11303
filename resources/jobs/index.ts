import { bandField } from '../bandField';
import { PAGE_SIZES } from '../../domain/constants';
import {
  CLOCK_TIME_PATTERN,
  BUDGET_CODE_LENGTH,
  CANCEL_SHIFT,
  cancelRefusal,
  FULFILMENT_LABELS,
  FULFILMENTS,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  MAX_VACANCIES,
  PROGRESS,
  PROGRESS_ACTIONS,
  PROGRESS_LABELS,
  progressAccess,
  progressRefusal,
  POST_SHIFT_ACCESS,
  PUBLISH_SHIFT,
  publishRefusal,
  RATE_ESCALATION_STATUS_LABELS,
  RATE_ESCALATION_STATUSES,
  ROSTER_ID_LENGTH,
  SHIFT_READ,
  type JobRate,
  type ProgressAction,
} from '../../domain/shifts';
import { defineResource, jsonOf } from '../define';

/**
 * Shifts (the spec's jobs). The jobs service (server/services/jobs) gives them their behaviour: the creation
 * payload, drafts, cancellation, progress steps and who sees which shifts.
 */
export default defineResource({
  name: 'jobs',
  label: { one: 'Shift', many: 'Shifts' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  fields: {
    title: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    jobTitleTypeId: { type: 'reference', resource: 'job-title-types', filter: true, list: true, label: 'Job title' },
    trustId: { type: 'reference', resource: 'trusts', required: true, filter: true },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      required: true,
      filter: true,
      sortable: true,
      list: true,
    },
    departmentId: {
      type: 'reference',
      resource: 'departments',
      scopedBy: 'careLocationId',
      required: true,
      filter: true,
      list: true,
      label: 'Area',
    },
    gradeFrom: bandField({ required: true, filter: true, list: true, label: 'Band from' }),
    gradeTo: bandField({ required: true, filter: true, list: true, label: 'Band to' }),
    date: { type: 'date', required: true, filter: true, sortable: true, list: true },
    startTime: { type: 'string', required: true, pattern: CLOCK_TIME_PATTERN, maxLength: 5, list: true },
    endTime: { type: 'string', required: true, pattern: CLOCK_TIME_PATTERN, maxLength: 5, list: true },
    shift: { type: 'enum', values: ['Day', 'Night'], readOnly: true, computed: true, filter: true, list: true },
    startsAt: { type: 'datetime', readOnly: true, computed: true, filter: true, sortable: true },
    endsAt: { type: 'datetime', readOnly: true, computed: true, filter: true },
    vacancies: { type: 'integer', required: true, min: 1, max: MAX_VACANCIES, filter: true, list: true },
    confirmedCount: { type: 'integer', readOnly: true, default: 0, filter: true, list: true, label: 'Confirmed' },
    fulfilment: {
      type: 'enum',
      values: FULFILMENTS,
      labels: FULFILMENT_LABELS,
      default: 'Manual',
      filter: true,
      list: true,
    },
    autofillDays: { type: 'integer', min: 2, max: 4 },
    rate: jsonOf<JobRate>(),
    tier: { type: 'integer', min: 1, max: 3, default: 1, filter: true, list: true },
    // The approved uplifts, pounds an hour on top of the rate (domain/rates.ts): set by rate escalations only.
    uplift: { type: 'money', readOnly: true, default: 0, label: 'Uplift per hour' },
    comments: { type: 'text', maxLength: 2000 },
    // The template and persona the shift was posted from: one a shift names is kept (409 on its removal).
    jobTemplateId: { type: 'reference', resource: 'jobtemplates', filter: true, label: 'Job template' },
    personaId: { type: 'reference', resource: 'staffpersonas', filter: true, label: 'Persona' },
    // The trust's cost centre the shift is paid from, and the external rota's own id of the shift (spec 3).
    budgetCode: { type: 'string', maxLength: BUDGET_CODE_LENGTH, filter: true, label: 'Budget code' },
    healthRosterShiftId: { type: 'string', maxLength: ROSTER_ID_LENGTH, label: 'Health roster shift id' },
    // The drafted shift checklist's items ticked on a draft (domain/draftChecklist.ts).
    checklistItemIds: {
      type: 'references',
      resource: 'drafted-shift-checklist-configuration',
      maxItems: 50,
      default: [],
      label: 'Checklist ticked',
    },
    status: {
      type: 'enum',
      values: JOB_STATUSES,
      labels: JOB_STATUS_LABELS,
      default: 'APPROVED',
      filter: true,
      list: true,
    },
    progress: {
      type: 'enum',
      values: PROGRESS,
      labels: PROGRESS_LABELS,
      default: 'vacant',
      readOnly: true,
      filter: true,
      sortable: true,
      list: true,
    },
    rateEscalationStatus: {
      type: 'enum',
      values: RATE_ESCALATION_STATUSES,
      labels: RATE_ESCALATION_STATUS_LABELS,
      default: 'noUplift',
      readOnly: true,
      filter: true,
      label: 'Rate status',
    },
    // Worked out when the shift is posted, and again each night while it is open (domain/fillPrediction.ts).
    hardToFill: { type: 'boolean', default: false, readOnly: true, filter: true, label: 'Hard to fill' },
    cancellationReasonId: { type: 'reference', resource: 'reports-cancellation-reasons', filter: true },
    cancelledAt: { type: 'datetime', readOnly: true },
    managerId: {
      type: 'integer',
      readOnly: true,
      filter: true,
      label: 'Posted by',
      embed: { as: 'manager', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    filledAt: { type: 'datetime', readOnly: true },
    rotaShiftId: { type: 'string', maxLength: 64 },
    shiftPlanId: { type: 'integer', min: 1 },
    optimaBookingReference: { type: 'string', maxLength: 64, readOnly: true },
  },
  indexes: [
    ['trustId', 'date'],
    ['careLocationId', 'date'],
    ['progress', 'date'],
    // A department's recent shifts, for the fill rates of the uplift list's suggestion (server/services/rates/upliftList.ts).
    ['departmentId', 'startsAt'],
  ],
  pageSize: PAGE_SIZES.default,
  sort: { field: 'date', order: 'ASC' },
  search: ['title'],
  creates: 'payload',
  access: {
    read: SHIFT_READ,
    create: POST_SHIFT_ACCESS,
    patch: {
      anyOf: [
        'EDIT_SHIFTS',
        'CANCEL_SHIFTS',
        'PUBLISH_DRAFTED_SHIFTS',
        'POST_A_SHIFT',
        'DRAFT_A_SHIFT',
        'APPROVE_TIMESHEETS',
      ],
    },
    remove: { anyOf: ['EDIT_SHIFTS', 'POST_A_SHIFT', 'DRAFT_A_SHIFT'] },
  },
  // The spec's API changes a shift's status by patching it (7.5): that patch and each action are one command
  // (server/services/jobs/jobsService.ts), the action's refusal asked under the shift's lock.
  actions: {
    publishDraft: {
      label: 'Publish',
      access: PUBLISH_SHIFT,
      refusal: publishRefusal,
      confirm: true,
    },
    cancel: {
      label: 'Cancel shift',
      access: CANCEL_SHIFT,
      refusal: cancelRefusal,
      input: {
        cancellationReasonId: {
          type: 'reference',
          resource: 'reports-cancellation-reasons',
          required: true,
          label: 'Reason',
        },
      },
      confirm: true,
    },
    // The progress steps a manager takes (approving worked time, sending it back, completing).
    ...Object.fromEntries(
      Object.entries(PROGRESS_ACTIONS).map(([name, step]) => [
        name,
        {
          label: step.label,
          access: progressAccess(name as ProgressAction),
          refusal: progressRefusal(name as ProgressAction),
          // Approved time is paid: the console asks first, showing the time it approves (issue 52.15).
          confirm: name === 'approveWorkedTime',
        },
      ]),
    ),
  },
});
