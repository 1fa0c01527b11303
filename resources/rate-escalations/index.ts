import {
  ESCALATE_RATE,
  ESCALATION_READ,
  ESCALATION_STATUSES,
  ESCALATION_STEPS,
  stateRefusal,
  stepAccess,
  type EscalationStep,
} from '../../domain/rateEscalations';
import { RATE_ESCALATION_STATUS_LABELS } from '../../domain/shifts';
import { defineResource, type ActionDefinition, type Field } from '../define';

const computed = { readOnly: true, computed: true } as const;
const money = (label: string, help?: string) =>
  ({ type: 'money', readOnly: true, sortable: true, list: true, label, help }) as const;

/** What a step takes: the reason an approver picks from the trust's list, and a comment. */
function inputOf(step: EscalationStep): Record<string, Field> {
  const reason = ESCALATION_STEPS[step].reason;
  return {
    // A reason of the shift's trust (the escalation's trustId).
    ...(reason
      ? {
          reasonId: {
            type: 'reference',
            resource: `${reason}-reasons-configuration`,
            scopedBy: 'trustId',
            required: true,
            label: 'Reason',
          },
        }
      : {}),
    comment: { type: 'text', maxLength: 2000 },
  };
}

/**
 * A rate escalation (uplift) of a shift, raised by a manager and decided along its approval chain
 * (domain/rateEscalations.ts). Raised with the shift's whole checklist ticked, a proposed tier or increase, and its
 * cost; each step is a declared action, an entry of the shift's rate escalation history and of the audit log.
 */
export default defineResource({
  name: 'rate-escalations',
  label: { one: 'Rate escalation', many: 'Rate escalations' },
  // Shown on the shift's rates pages and the uplift list (customRoutes/jobs/rates).
  views: false,
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'id',
  methods: ['find', 'get', 'create'],
  fields: {
    jobId: { type: 'reference', resource: 'jobs', required: true, filter: true, list: true, label: 'Shift' },
    proposedTier: { type: 'integer', min: 1, max: 3, filter: true, list: true, label: 'Proposed tier' },
    increaseValue: {
      type: 'money',
      min: 0.01,
      max: 100,
      filter: true,
      sortable: true,
      list: true,
      label: 'Increase Value',
      help: 'Pounds an hour on top of the rate',
    },
    reason: { type: 'text', required: true, maxLength: 1000 },
    comments: { type: 'text', maxLength: 2000 },
    checklistItemIds: { type: 'references', resource: 'rate-escalation-checklist-items', label: 'Checklist ticked' },
    status: {
      type: 'enum',
      values: ESCALATION_STATUSES,
      labels: RATE_ESCALATION_STATUS_LABELS,
      ...computed,
      default: 'pending',
      filter: true,
      sortable: true,
      list: true,
    },
    tier: { type: 'integer', ...computed, filter: true, list: true, label: 'Tier when raised' },
    needsIntermediateApproval: { type: 'boolean', ...computed, filter: true },
    sameApproverBothSteps: { type: 'boolean', ...computed, label: 'One approver may take both steps' },
    requestedBy: {
      type: 'integer',
      ...computed,
      filter: true,
      label: 'Raised by',
      embed: { as: 'requester', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    hourlyRateBefore: { ...money('Rate before'), ...computed },
    hourlyRateAfter: { ...money('Rate after'), ...computed },
    extraCost: {
      ...money(
        'Added cost',
        'What the uplift adds to the bill: the pay of the open places at the new rate less at the old',
      ),
      ...computed,
    },
    decidedBy: {
      type: 'integer',
      readOnly: true,
      filter: true,
      label: 'Last decided by',
      embed: { as: 'decider', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    decidedAt: { type: 'datetime', readOnly: true, sortable: true },
    trustId: { type: 'reference', resource: 'trusts', ...computed, filter: true },
    careLocationId: { type: 'reference', resource: 'care-locations', ...computed, filter: true },
  },
  indexes: [
    ['jobId', 'createdAt'],
    ['trustId', 'status'],
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  access: { read: ESCALATION_READ, create: ESCALATE_RATE },
  actions: {
    ...Object.fromEntries(
      (Object.keys(ESCALATION_STEPS) as EscalationStep[]).map((step): [string, ActionDefinition] => [
        step,
        {
          label: ESCALATION_STEPS[step].label,
          access: stepAccess(step),
          refusal: stateRefusal(step),
          input: inputOf(step),
          confirm: step !== 'approve',
        },
      ]),
    ),
    // Whoever reads an escalation may comment on it, in any state: it stays where it is on the chain.
    comment: {
      label: 'Comment',
      access: ESCALATION_READ,
      input: { comment: { type: 'text', required: true, maxLength: 2000 } },
    },
  },
});
