import { PAGE_SIZES } from '../../domain/constants';
import {
  invitationChangeRefusal,
  INVITATION_STATUSES,
  MANAGER_ROLE_TYPES,
  MANAGERS_MANAGE,
  MANAGERS_READ,
} from '../../domain/managers';
import { defineResource } from '../define';
import { READ_ROLE_TYPE, roleTypeField } from '../roleTypeField';

const INVITED_BY = { as: 'inviter', table: 'users', columns: ['id', 'firstname', 'lastname'] } as const;

/**
 * Invitations to manage a trust (issue 12): a super admin invites a trust's admins, a trust admin (INVITE_MANAGERS)
 * its managers, each to a trust role of the trust (spec 6: a trust admin offers MANAGER-level roles only) and, for a
 * shift manager, a care location. create takes { email, firstname, lastname, trustRoleId, careLocationId } and emails a
 * link to /ManagerVerifyEmail/...; the link works once, for INVITATION_DAYS; resend gives a new link, withdraw ends it.
 * Accepting is authmanagement's (acceptInvitation). The rules: domain/managers.ts; the writes:
 * server/services/trust/invitationsService.ts.
 */
export default defineResource({
  name: 'manager-invitations',
  // The view's own name: manager_invitations is the table it reads.
  table: 'manager_invitations_listed',
  label: { one: 'Invitation', many: 'Invitations' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', readOnly: true, sortable: true, list: true, label: 'Name' },
    firstname: { type: 'string', required: true, minLength: 1, maxLength: 80, label: 'First name' },
    lastname: { type: 'string', required: true, minLength: 1, maxLength: 80, sortable: true, label: 'Last name' },
    email: { type: 'email', required: true, maxLength: 254, sortable: true, list: true },
    trustRoleId: {
      type: 'reference',
      resource: 'trust-roles',
      required: true,
      filter: true,
      list: true,
      label: 'Role',
    },
    roleType: roleTypeField(MANAGER_ROLE_TYPES, READ_ROLE_TYPE),
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      filter: true,
      list: true,
      label: 'Care location',
      help: 'Needed for a shift manager: the care location whose shifts they manage',
    },
    status: {
      type: 'enum',
      values: INVITATION_STATUSES,
      labels: { PENDING: 'Invited', EXPIRED: 'Expired', ACCEPTED: 'Accepted', WITHDRAWN: 'Withdrawn' },
      readOnly: true,
      filter: true,
      sortable: true,
      list: true,
    },
    expiresAt: { type: 'datetime', readOnly: true, sortable: true, list: true, label: 'Link expires' },
    sentAt: { type: 'datetime', readOnly: true, sortable: true, label: 'Last sent' },
    invitedBy: { type: 'integer', readOnly: true, label: 'Invited by', embed: INVITED_BY },
    acceptedAt: { type: 'datetime', readOnly: true, sortable: true, label: 'Accepted' },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true, list: true },
  },
  // Its rows: the select of view.ts beside this file (the server's; the console never reads it).
  view: true,
  creates: 'payload',
  methods: ['find', 'get', 'create'],
  pageSize: PAGE_SIZES.managers,
  sort: { field: 'expiresAt', order: 'DESC' },
  search: ['firstname', 'lastname', 'email'],
  access: { read: MANAGERS_READ, create: MANAGERS_MANAGE },
  lists: [
    {
      group: 'managers',
      path: '/managers/invitations',
      label: 'Invitations',
      filter: { status: ['PENDING', 'EXPIRED'] },
    },
  ],
  actions: {
    resend: {
      label: 'Resend',
      access: MANAGERS_MANAGE,
      refusal: (i) => invitationChangeRefusal(i),
    },
    withdraw: {
      label: 'Withdraw',
      access: MANAGERS_MANAGE,
      refusal: (i) => invitationChangeRefusal(i),
      confirm: true,
    },
  },
});
