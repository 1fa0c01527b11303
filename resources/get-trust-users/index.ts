import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES } from '../../domain/account';
import { PAGE_SIZES } from '../../domain/constants';
import { ERASE, erasedRefusal } from '../../domain/erasure';
import {
  APPROVAL_STEPS,
  approvalRefusal,
  deleteRefusal,
  editRefusal,
  restoreRefusal,
  STAFF_LISTS,
  STAFF_MANAGE,
  STAFF_READ,
  STAFF_TABS,
  type ApprovalStep,
  type StaffTab,
} from '../../domain/staff';
import { NURSE_FIELDS, SHOWN, STAFF_DETAILS } from '../nurseFields';
import { defineResource, type ActionDefinition, type FixedList } from '../define';

/** An approval step as a declared action: its reason asked where the step needs one (domain/staff.ts). */
const step = (name: ApprovalStep): ActionDefinition => ({
  label: APPROVAL_STEPS[name].label,
  access: STAFF_MANAGE,
  refusal: (member) => approvalRefusal(name, member),
  input: { reason: { type: 'text', required: APPROVAL_STEPS[name].reason, maxLength: 2000, label: 'Reason' } },
  confirm: name !== 'approve',
});

/** A staff list's tabs (spec 2.4: /userList/pendingStaff ..., /nurseUsers/pendingUser ...). */
const tabs = (group: keyof typeof STAFF_LISTS): FixedList[] =>
  (Object.keys(STAFF_TABS) as StaffTab[]).map((tab) => ({
    group,
    path: STAFF_LISTS[group][tab],
    label: STAFF_TABS[tab].label,
    filter: STAFF_TABS[tab].filter,
  }));

/**
 * The staff of a trust's bank (spec 7.5 get-trust-users): one row per nurse's membership (their NURSE role), with what
 * the trust knows of them and their approval (domain/staff.ts). Read off the accounts and roles it joins (a view);
 * its actions (approve, decline, ban, lift a ban, delete, restore) are the staff service's, which writes the role.
 */
export default defineResource({
  name: 'get-trust-users',
  label: { one: 'Staff member', many: 'Staff' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', readOnly: true, sortable: true, label: 'Name' },
    ...NURSE_FIELDS,
    phoneNumber: { type: 'string', readOnly: true, label: 'Phone' },
    staffNumber: { type: 'string', ...SHOWN, label: 'Staff number' },
    jobTitleTypeId: { type: 'reference', resource: 'job-title-types', ...SHOWN, label: 'Job title' },
    bandTypeId: { type: 'reference', resource: 'band-types', ...SHOWN, label: 'Band' },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      ...SHOWN,
      label: 'Care location',
      help: 'None: every care location of the trust',
    },
    approvalStatus: {
      type: 'enum',
      values: APPROVAL_STATUSES,
      labels: APPROVAL_STATUS_LABELS,
      ...SHOWN,
      label: 'Approval',
    },
    isVerified: { type: 'boolean', readOnly: true, filter: true, label: 'Email verified' },
    deleted: { type: 'boolean', readOnly: true, filter: true },
    erased: { type: 'boolean', readOnly: true, filter: true, label: 'Erased on request' },
    deletedAt: { type: 'datetime', readOnly: true, sortable: true },
    decidedBy: {
      type: 'integer',
      readOnly: true,
      label: 'Decided by',
      embed: { as: 'decider', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    decidedAt: { type: 'datetime', readOnly: true, sortable: true, label: 'Decided at' },
    decisionReason: { type: 'text', readOnly: true, label: 'Reason' },
    rightToWorkApproved: { type: 'boolean', readOnly: true, filter: true, label: 'Right to work checked' },
    hasContractedHours: { type: 'boolean', readOnly: true, filter: true, label: 'Contracted hours recorded' },
    rightToWorkEndsOn: {
      type: 'date',
      readOnly: true,
      filter: true,
      sortable: true,
      label: 'Permission ends',
      help: 'None: no time limit',
    },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true, list: true },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  pageSize: PAGE_SIZES.users,
  sort: { field: 'lastname', order: 'ASC' },
  search: ['firstname', 'lastname', 'email', 'staffNumber'],
  access: { read: STAFF_READ },
  lists: [...tabs('userList'), ...tabs('nurseUsers')],
  // Approving several applicants at once: each judged by the server on its own.
  bulk: ['approve'],
  actions: {
    approve: step('approve'),
    decline: step('decline'),
    ban: step('ban'),
    liftBan: step('liftBan'),
    deleteMember: {
      label: 'Delete',
      access: STAFF_MANAGE,
      refusal: deleteRefusal,
      input: { reason: { type: 'text', maxLength: 2000, label: 'Reason' } },
      confirm: true,
    },
    editDetails: {
      label: 'Edit details',
      access: STAFF_MANAGE,
      refusal: editRefusal,
      prefill: true,
      input: STAFF_DETAILS,
    },
    restoreMember: {
      label: 'Restore',
      access: { levels: ['ADMIN'], anyOf: ['MANAGE_USERS'] },
      // An erased person's record stays deleted.
      refusal: (member) => erasedRefusal(member) ?? restoreRefusal(member),
      confirm: true,
    },
    erase: {
      label: 'Erase personal data',
      access: ERASE,
      refusal: erasedRefusal,
      input: {
        reason: {
          type: 'text',
          required: true,
          maxLength: 2000,
          label: 'Request',
          help: 'When and how the person asked',
        },
      },
      confirm: true,
    },
  },
});
