import { PAGE_SIZES } from '../../domain/constants';
import { CLOCK_TIME_PATTERN, endsWhenItStarts } from '../../domain/shifts';
import { defineResource } from '../define';
import { ORDERED_ACTIVE } from '../trustLists';
import { consoleReaders } from '../rules';

const TIME = {
  type: 'string',
  required: true,
  pattern: CLOCK_TIME_PATTERN,
  maxLength: 5,
  list: true,
} as const;

/**
 * A trust's named shift times (Early 07:00-15:00, Long day, Night...): the times its shifts are usually posted at, read
 * whole (unpaginated, spec 7.5), in their order. A name is unique in the trust.
 */
export default defineResource({
  name: 'master-shift-times',
  label: { one: 'Master shift time', many: 'Master shift times' },
  tenancy: { trust: 'trustId' },
  fields: {
    name: { type: 'string', required: true, maxLength: 80, filter: true, sortable: true, list: true },
    startTime: { ...TIME, label: 'Starts', help: 'HH:MM, 24-hour clock' },
    endTime: { ...TIME, label: 'Ends', help: 'HH:MM; at or before the start is the next day' },
    ...ORDERED_ACTIVE,
  },
  unique: [['trustId', 'name']],
  pageSize: PAGE_SIZES.reasons,
  sort: { field: 'position', order: 'ASC' },
  search: ['name'],
  paginate: false,
  guard: (row) =>
    typeof row.startTime === 'string' && typeof row.endTime === 'string' && endsWhenItStarts(row.startTime, row.endTime)
      ? { status: 400, field: 'endTime', message: 'a shift time must end at another time than it starts' }
      : null,
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_SETTINGS'] } },
  menu: { group: 'Settings' },
});
