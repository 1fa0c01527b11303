import { ESCALATION_READ } from '../../domain/rateEscalations';
import { RATE_ESCALATION_STATUS_LABELS, RATE_ESCALATION_STATUSES } from '../../domain/shifts';
import { defineResource } from '../define';

const computed = { readOnly: true, computed: true } as const;

/**
 * The shift's rate escalation history (spec 3 Job.rateEscalationHistory): one entry per step of each escalation, written
 * by the rate escalations service with the step's audit entry, and one per step of the shift's automatic increase (kind
 * automatic, by the system, with the rate before and after); its last entry's status is the shift's rate status.
 */
export default defineResource({
  name: 'rate-escalation-history',
  label: { one: 'Rate escalation step', many: 'Rate escalation history' },
  views: false,
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'status',
  methods: ['find', 'get'],
  fields: {
    jobId: { type: 'reference', resource: 'jobs', ...computed, filter: true, list: true, label: 'Shift' },
    rateEscalationId: {
      type: 'reference',
      resource: 'rate-escalations',
      ...computed,
      filter: true,
      list: true,
      label: 'Escalation',
    },
    kind: {
      type: 'enum',
      values: ['escalation', 'automatic'],
      labels: { escalation: 'Uplift request', automatic: 'Automatic increase' },
      default: 'escalation',
      ...computed,
      filter: true,
      list: true,
    },
    status: {
      type: 'enum',
      values: RATE_ESCALATION_STATUSES,
      labels: RATE_ESCALATION_STATUS_LABELS,
      ...computed,
      filter: true,
      list: true,
    },
    userId: {
      type: 'integer',
      ...computed,
      filter: true,
      label: 'By',
      embed: { as: 'user', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    reason: { type: 'string', readOnly: true, maxLength: 1000, list: true },
    comment: { type: 'text', readOnly: true, maxLength: 2000, list: true },
    rateFrom: { type: 'money', readOnly: true, label: 'Rate before' },
    rateTo: { type: 'money', readOnly: true, label: 'Rate after' },
    trustId: { type: 'reference', resource: 'trusts', ...computed, filter: true },
    careLocationId: { type: 'reference', resource: 'care-locations', ...computed, filter: true },
  },
  indexes: [['jobId', 'createdAt']],
  sort: { field: 'createdAt', order: 'ASC' },
  access: { read: ESCALATION_READ },
});
