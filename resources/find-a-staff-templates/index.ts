import { criteriaOf, isRefusal } from '../../domain/findStaff';
import { FIND_STAFF_READ } from '../../domain/staff';
import { defineResource, jsonOf } from '../define';

/**
 * A saved search of Find a staff (spec 3 Find-a-staff template: name, paramDetails): its criteria as the search's
 * own strings (domain/findStaff.ts), kept by the user who saved it (owner) and run again from /search/staff/persona.
 * A name once per user.
 */
export default defineResource({
  name: 'find-a-staff-templates',
  label: { one: 'Saved staff search', many: 'Saved staff searches' },
  tenancy: { trust: 'trustId' },
  owner: 'userId',
  fields: {
    name: { type: 'string', required: true, maxLength: 120, filter: true, sortable: true, list: true },
    paramDetails: jsonOf<Record<string, string>>({
      required: true,
      label: 'Criteria',
      help: 'The search, as careLocationId, date, bandFrom, bandTo, personaId, skills and matchingCriteria',
    }),
    userId: {
      type: 'integer',
      readOnly: true,
      label: 'Owner',
      embed: { as: 'user', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    trustId: { type: 'reference', resource: 'trusts', required: true, filter: true, label: 'Trust' },
  },
  unique: [['userId', 'name']],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  guard: (row) => {
    if (row.paramDetails === undefined) return null;
    const details = row.paramDetails;
    if (details === null || typeof details !== 'object' || Array.isArray(details))
      return { status: 400, field: 'paramDetails', message: 'The criteria must be an object' };
    const criteria = criteriaOf(details as Record<string, unknown>);
    return isRefusal(criteria)
      ? { status: 400, field: 'paramDetails', message: `${criteria.field}: ${criteria.message}` }
      : null;
  },
  access: { read: FIND_STAFF_READ, write: FIND_STAFF_READ },
});
