import { USER_PERSONAS_READ, USER_PERSONAS_WRITE } from '../../domain/personas';
import { defineResource } from '../define';

/**
 * The staff personas a nurse is recognised as at a trust (spec 7.5 user-personas): kept on the nurse's profile by those
 * who manage staff, where the trust has 'Shift skills'. The nurse must be one of the trust's (400); the persona the
 * trust's or the shared catalogue's (400); each persona once per nurse (409).
 */
export default defineResource({
  name: 'user-personas',
  label: { one: "Nurse's persona", many: "Nurses' personas" },
  // Kept on the nurse's profile (customRoutes/staff), where the nurse is known.
  views: false,
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'staffPersonaId',
  methods: ['find', 'get', 'create', 'remove'],
  fields: {
    userId: {
      type: 'integer',
      min: 1,
      required: true,
      filter: true,
      label: 'Nurse',
      embed: { as: 'nurse', table: 'users', columns: ['id', 'firstname', 'lastname'] },
    },
    staffPersonaId: {
      type: 'reference',
      resource: 'staffpersonas',
      required: true,
      filter: true,
      list: true,
      label: 'Staff persona',
    },
  },
  unique: [['trustId', 'userId', 'staffPersonaId']],
  sort: { field: 'createdAt', order: 'DESC' },
  subject: 'userId',
  access: { read: USER_PERSONAS_READ, write: USER_PERSONAS_WRITE },
});
