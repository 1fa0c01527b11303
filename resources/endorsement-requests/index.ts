import { PAGE_SIZES } from '../../domain/constants';
import {
  ENDORSEMENT_DECIDE,
  ENDORSEMENT_DECISIONS,
  ENDORSEMENT_REQUEST,
  ENDORSEMENT_STATUS_LABELS,
  ENDORSEMENT_STATUSES,
  ENDORSEMENT_TABS,
  endorsementRefusal,
  MAX_ENDORSED_NURSES,
  MAX_ENDORSEMENT_ITEMS,
  type EndorsementDecision,
} from '../../domain/endorsement';
import { SUPERVISION_LABELS, SUPERVISION_LEVELS } from '../../domain/skills';
import { defineResource, type ActionDefinition } from '../define';

const person = (as: string) => ({ as, table: 'users', columns: ['id', 'firstname', 'lastname'] }) as const;

const decide = (name: EndorsementDecision): ActionDefinition => ({
  label: ENDORSEMENT_DECISIONS[name].label,
  access: ENDORSEMENT_DECIDE,
  refusal: endorsementRefusal,
  input: { reason: { type: 'text', required: ENDORSEMENT_DECISIONS[name].reason, maxLength: 2000, label: 'Reason' } },
  confirm: name === 'reject',
});

/**
 * A manager's endorsement of skills they saw nurses practise (domain/endorsement.ts): skills at supervision levels
 * (endorsementItems) for staff of the trust (endorsementRequestUsers: their memberships, the staff list's ids), decided once by a holder of
 * APPROVE_ENDORSEMENT_REQUESTS. Its service (server/services/staff/endorsementService.ts) checks the nurses and the
 * skills, and on approval records the skills (user-skills).
 */
export default defineResource({
  name: 'endorsement-requests',
  label: { one: 'Endorsement request', many: 'Endorsement requests' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'id',
  fields: {
    endorsementRequestUsers: {
      type: 'references',
      resource: 'get-trust-users',
      required: true,
      maxItems: MAX_ENDORSED_NURSES,
      filter: true,
      list: true,
      label: 'Nurses',
      help: 'Approved staff of the trust',
    },
    endorsementItems: {
      type: 'rows',
      fields: {
        skillId: { type: 'reference', resource: 'skills', required: true, label: 'Skill' },
        level: { type: 'enum', values: SUPERVISION_LEVELS, labels: SUPERVISION_LABELS, required: true, label: 'Level' },
      },
      key: 'skillId',
      required: true,
      maxItems: MAX_ENDORSEMENT_ITEMS,
      list: true,
      label: 'Skills',
      help: 'Each skill at the level of supervision the nurses need for it',
    },
    comment: { type: 'text', maxLength: 2000, list: true, label: 'What you saw' },
    status: {
      type: 'enum',
      values: ENDORSEMENT_STATUSES,
      labels: ENDORSEMENT_STATUS_LABELS,
      readOnly: true,
      default: 'pending',
      filter: true,
      sortable: true,
      list: true,
    },
    requestedBy: {
      type: 'integer',
      readOnly: true,
      filter: true,
      list: true,
      label: 'Requested by',
      embed: person('requester'),
    },
    decidedBy: { type: 'integer', readOnly: true, label: 'Decided by', embed: person('decider') },
    decidedAt: { type: 'datetime', readOnly: true, sortable: true, label: 'Decided at' },
    decisionReason: { type: 'text', readOnly: true, label: 'Reason' },
    // Its trust goes without saying in the trust's own lists.
    trustId: { type: 'reference', resource: 'trusts', required: true, filter: true },
  },
  indexes: [['trustId', 'status', 'createdAt']],
  methods: ['find', 'get', 'create'],
  pageSize: PAGE_SIZES.endorsementRequests,
  // The oldest first: a queue.
  sort: { field: 'createdAt', order: 'ASC' },
  access: { read: ENDORSEMENT_REQUEST, create: ENDORSEMENT_REQUEST },
  lists: Object.values(ENDORSEMENT_TABS).map(({ path, label, filter }) => ({
    group: 'endorsements',
    path,
    label,
    filter,
  })),
  bulk: ['approve'],
  actions: { approve: decide('approve'), reject: decide('reject') },
});
