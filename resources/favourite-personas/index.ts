import { PAGE_SIZES } from '../../domain/constants';
import { SHIFT_SKILLS_READ } from '../../domain/skills';
import { defineResource } from '../define';

/**
 * A manager's favourite personas (spec 7.5 favourite-personas: create, remove): their own list, at their trust, of the
 * personas they post shifts for most. Each user sees and keeps only their own (owner); a persona once each; where the
 * trust has shift skills.
 */
export default defineResource({
  name: 'favourite-personas',
  label: { one: 'Favourite persona', many: 'Favourite personas' },
  tenancy: { trust: 'trustId' },
  owner: 'userId',
  recordRepresentation: 'staffPersonaId',
  fields: {
    staffPersonaId: {
      type: 'reference',
      resource: 'staffpersonas',
      required: true,
      filter: true,
      sortable: true,
      list: true,
      label: 'Persona',
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
  unique: [['trustId', 'userId', 'staffPersonaId']],
  pageSize: PAGE_SIZES.favouriteSkills,
  // The latest kept first.
  sort: { field: 'createdAt', order: 'DESC' },
  access: { read: SHIFT_SKILLS_READ, write: SHIFT_SKILLS_READ },
  menu: { group: 'Skills', order: 9 },
});
