import { ESCALATION_READ } from '../../domain/rateEscalations';
import { defineResource } from '../define';

const computed = { readOnly: true, computed: true } as const;

/**
 * Comments on a rate escalation (spec 3 Job.rateEscalationComments; the uplift notification "commented" of spec 4):
 * whoever reads an escalation may comment on it (its `comment` action), without moving it along the chain.
 */
export default defineResource({
  name: 'rate-escalation-comments',
  label: { one: 'Rate escalation comment', many: 'Rate escalation comments' },
  views: false,
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'comment',
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
    userId: {
      type: 'integer',
      ...computed,
      filter: true,
      label: 'By',
      embed: { as: 'user', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    comment: { type: 'text', readOnly: true, maxLength: 2000, list: true },
    trustId: { type: 'reference', resource: 'trusts', ...computed, filter: true },
    careLocationId: { type: 'reference', resource: 'care-locations', ...computed, filter: true },
  },
  indexes: [['rateEscalationId', 'createdAt']],
  sort: { field: 'createdAt', order: 'ASC' },
  access: { read: ESCALATION_READ },
});
