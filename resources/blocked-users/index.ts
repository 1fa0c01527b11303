import { BLOCK_READ, BLOCK_STATUS_LABELS, BLOCK_STATUSES, BLOCK_WRITE, unblockRefusal } from '../../domain/blocking';
import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';

const nurse = { as: 'nurse', table: 'users', columns: ['id', 'firstname', 'lastname', 'email'] } as const;
const person = (as: string) => ({ as, table: 'users', columns: ['id', 'firstname', 'lastname'] }) as const;

/**
 * A nurse blocked from a trust's shifts, or one care location's (domain/blocking.ts), with a reason from the trust's
 * list. Made by a bank officer (BLOCK_USERS); lifted by the unblock action, and kept as history. While it is in force
 * the server refuses the nurse's applications, offers to them and their confirmation there.
 */
export default defineResource({
  name: 'blocked-users',
  label: { one: 'Blocked nurse', many: 'Blocked nurses' },
  // Blocks are made and lifted from a nurse's profile (the staff screens), where the nurse is known.
  views: false,
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'id',
  methods: ['find', 'get', 'create'],
  fields: {
    userId: { type: 'integer', min: 1, required: true, filter: true, list: true, label: 'Nurse', embed: nurse },
    trustId: { type: 'reference', resource: 'trusts', required: true, filter: true, list: true },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      scopedBy: 'trustId',
      filter: true,
      list: true,
      label: 'Care location',
      help: 'Leave empty to block the nurse from every care location of the trust',
    },
    reasonId: {
      type: 'reference',
      resource: 'blocked-users-reasons',
      scopedBy: 'trustId',
      required: true,
      filter: true,
      list: true,
      label: 'Reason',
    },
    comment: { type: 'text', maxLength: 2000 },
    status: {
      type: 'enum',
      values: BLOCK_STATUSES,
      labels: BLOCK_STATUS_LABELS,
      readOnly: true,
      default: 'blocked',
      filter: true,
      sortable: true,
      list: true,
    },
    blockedBy: { type: 'integer', readOnly: true, label: 'Blocked by', embed: person('blocker') },
    unblockedBy: { type: 'integer', readOnly: true, label: 'Unblocked by', embed: person('unblocker') },
    unblockedAt: { type: 'datetime', readOnly: true, sortable: true, label: 'Unblocked at' },
    unblockComment: { type: 'text', readOnly: true, maxLength: 2000, label: 'Why unblocked' },
    withdrawnApplications: { type: 'integer', readOnly: true, label: 'Applications withdrawn' },
  },
  indexes: [['userId', 'status']],
  subject: 'userId',
  pageSize: PAGE_SIZES.users,
  sort: { field: 'createdAt', order: 'DESC' },
  access: { read: BLOCK_READ, create: BLOCK_WRITE },
  actions: {
    unblock: {
      label: 'Unblock',
      access: BLOCK_WRITE,
      refusal: unblockRefusal,
      input: { comment: { type: 'text', required: true, maxLength: 2000, label: 'Why unblocked' } },
      confirm: true,
    },
  },
});
