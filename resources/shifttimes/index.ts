import { DEFAULT_SHIFT_LENGTH, limitsRefusal } from '../../domain/shiftLength';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/**
 * A trust's shift length (System settings > Shift length, domain/shiftLength.ts): the shortest and longest shift it
 * allows, enforced when shifts are posted, published or re-timed. Every manager reads it (the posting form does).
 */
export default defineResource({
  name: 'shifttimes',
  label: { one: 'Shift length', many: 'Shift lengths' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'trustId',
  fields: {
    shortestHours: {
      type: 'number',
      required: true,
      min: 0.25,
      max: 24,
      default: DEFAULT_SHIFT_LENGTH.shortestHours,
      list: true,
      label: 'Shortest shift (hours)',
      help: 'Quarter hours allowed: 7.5 is 7 hours 30 minutes',
    },
    longestHours: {
      type: 'number',
      required: true,
      min: 0.25,
      max: 24,
      default: DEFAULT_SHIFT_LENGTH.longestHours,
      list: true,
      label: 'Longest shift (hours)',
    },
  },
  guard: (row) => {
    const refusal = limitsRefusal(row as { shortestHours?: number; longestHours?: number });
    return refusal ? { status: 400, field: 'shortestHours', message: refusal } : null;
  },
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_SETTINGS'] } },
  paths: ['/system-settings/shift-length'],
  singleton: true,
});
