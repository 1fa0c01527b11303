import { defineResource } from '../define';
import { consoleReaders, superAdminOnly } from '../rules';

export default defineResource({
  name: 'band-types',
  label: { one: 'Band', many: 'Bands' },
  tenancy: 'global',
  recordRepresentation: 'name',
  fields: {
    number: {
      type: 'string',
      required: true,
      maxLength: 8,
      filter: true,
      sortable: true,
      list: true,
      help: 'The Agenda for Change band: 2 to 9, 8a to 8d',
    },
    name: { type: 'string', required: true, maxLength: 64, filter: true, sortable: true, list: true },
    spinePoints: { type: 'strings', maxItems: 20, list: true, help: 'Pay spine points within the band' },
  },
  unique: [['number']],
  sort: { field: 'number', order: 'ASC' },
  search: ['name', 'number'],
  access: { read: consoleReaders, write: superAdminOnly },
  menu: { group: 'Settings' },
});
