import { BLOCK_READ } from '../../domain/blocking';
import { trustList } from '../trustLists';

/** Why a nurse is blocked (spec 2.6): a trust's list, one picked with every block. Kept at /blockedReason/new (spec 2.3). */
export default trustList({
  name: 'blocked-users-reasons',
  label: { one: 'Blocking reason', many: 'Blocking reasons' },
  help: 'e.g. "Did not attend a booked shift"',
  fields: { description: { type: 'text', maxLength: 1000 } },
  access: { read: BLOCK_READ, write: { anyOf: ['MANAGE_SETTINGS'] } },
  paths: ['/blockedReason/new'],
});
