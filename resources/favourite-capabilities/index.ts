import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/**
 * A manager's favourite skills (spec 3 Favourite capability: capabilityId, a skill): their own list, at their trust,
 * of the skills they ask for most, offered first where a shift's skills are chosen. Each user sees and keeps only
 * their own (owner); a skill once each. 6 a page (spec 9).
 */
export default defineResource({
  name: 'favourite-capabilities',
  label: { one: 'Favourite skill', many: 'Favourite skills' },
  tenancy: { trust: 'trustId' },
  owner: 'userId',
  recordRepresentation: 'capabilityId',
  fields: {
    capabilityId: {
      type: 'reference',
      resource: 'skills',
      required: true,
      filter: true,
      sortable: true,
      list: true,
      label: 'Skill',
    },
    userId: {
      type: 'integer',
      readOnly: true,
      label: 'Owner',
      embed: { as: 'user', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    // Their own trust's: not a column of the list.
    trustId: { type: 'reference', resource: 'trusts', required: true, filter: true, label: 'Trust' },
  },
  methods: ['find', 'get', 'create', 'remove'],
  unique: [['trustId', 'userId', 'capabilityId']],
  pageSize: PAGE_SIZES.favouriteSkills,
  // The latest kept first.
  sort: { field: 'createdAt', order: 'DESC' },
  access: { read: consoleReaders, write: consoleReaders },
  menu: { group: 'Skills', order: 8 },
});
