import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES } from '../../domain/account';
import { PAGE_SIZES } from '../../domain/constants';
import {
  decisionRefusal,
  DOCUMENT_TYPE_VALUES,
  DOCUMENT_TYPES,
  EVIDENCE_DECIDE,
  EVIDENCE_DECISIONS,
  EVIDENCE_READ,
  EVIDENCE_STATUSES,
  EVIDENCE_TABS,
  type EvidenceDecision,
} from '../../domain/rightToWork';
import { NURSE_FIELDS, SHOWN } from '../nurseFields';
import { defineResource, jsonOf, type ActionDefinition } from '../define';
import type { EvidenceFileAnswer } from './evidence';

const decide = (name: EvidenceDecision): ActionDefinition => ({
  label: EVIDENCE_DECISIONS[name].label,
  access: EVIDENCE_DECIDE,
  refusal: decisionRefusal,
  input: { reason: { type: 'text', required: EVIDENCE_DECISIONS[name].reason, maxLength: 2000, label: 'Reason' } },
  confirm: name !== 'approve',
});

/**
 * Right-to-work evidence a nurse sends a trust's bank (domain/rightToWork.ts), with the nurse's name and membership: a
 * view of right_to_work_requests. The nurse sends it as multipart/form-data (documentType, documentNumber, expiresOn
 * and up to four files in `files`), under their NURSE role even while it awaits approval; the New applicants tabs list
 * it for the bank office, who decide it once. Its service (server/services/staff/rightToWorkService.ts) writes the table,
 * stores the files and answers them as signed links that live a quarter of an hour.
 */
export default defineResource({
  name: 'righttoworkrequests',
  label: { one: 'Right-to-work request', many: 'Right-to-work requests' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'lastname',
  fields: {
    ...NURSE_FIELDS,
    staffNumber: { type: 'string', readOnly: true, filter: true, label: 'Staff number' },
    memberStatus: {
      type: 'enum',
      values: APPROVAL_STATUSES,
      labels: APPROVAL_STATUS_LABELS,
      readOnly: true,
      filter: true,
      label: 'Membership',
    },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      readOnly: true,
      filter: true,
      label: 'Care location',
    },
    documentType: { type: 'enum', values: DOCUMENT_TYPE_VALUES, labels: DOCUMENT_TYPES, ...SHOWN, label: 'Document' },
    documentNumber: { type: 'string', readOnly: true, filter: true, label: 'Document number' },
    expiresOn: { type: 'date', ...SHOWN, label: 'Permission ends', help: 'None: no time limit' },
    files: jsonOf<EvidenceFileAnswer[]>({ readOnly: true, label: 'Evidence' }),
    status: { type: 'enum', values: EVIDENCE_STATUSES, labels: APPROVAL_STATUS_LABELS, ...SHOWN, label: 'Status' },
    decidedBy: {
      type: 'integer',
      readOnly: true,
      label: 'Decided by',
      embed: { as: 'decider', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    decidedAt: { type: 'datetime', readOnly: true, sortable: true, label: 'Decided at' },
    decisionReason: { type: 'text', readOnly: true, label: 'Reason' },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true, list: true },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  methods: ['find', 'get', 'create'],
  creates: 'payload',
  pageSize: PAGE_SIZES.rightToWorkRequests,
  // The oldest first: a queue.
  sort: { field: 'createdAt', order: 'ASC' },
  search: ['firstname', 'lastname', 'email', 'documentNumber'],
  access: {
    read: { oneOf: [EVIDENCE_READ, { levels: ['NURSE'] }], applicants: true },
    create: { levels: ['NURSE'], applicants: true },
  },
  lists: Object.values(EVIDENCE_TABS).map(({ path, label, filter }) => ({
    group: 'rightToWorkRequests',
    path,
    label,
    filter,
  })),
  actions: { approve: decide('approve'), decline: decide('decline'), ban: decide('ban') },
});
