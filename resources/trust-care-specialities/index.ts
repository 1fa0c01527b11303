import { PAGE_SIZES } from '../../domain/constants';
import { defineResource } from '../define';

/** The care specialities a trust offers (spec 5: loaded only with VIEW_TRUST_CARE_SPECIALITIES). */
export default defineResource({
  name: 'trust-care-specialities',
  label: { one: 'Trust care speciality', many: 'Trust care specialities' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'careSpecialityTypeId',
  fields: {
    careSpecialityTypeId: {
      type: 'reference',
      resource: 'care-speciality-types',
      required: true,
      filter: true,
      list: true,
    },
    isActive: { type: 'boolean', default: true, filter: true, list: true },
  },
  unique: [['trustId', 'careSpecialityTypeId']],
  pageSize: PAGE_SIZES.careSpecialities,
  bulk: ['isActive'],
  access: {
    read: { anyOf: ['VIEW_TRUST_CARE_SPECIALITIES'] },
    write: { anyOf: ['MANAGE_TRUST_CARE_SPECIALITIES'] },
  },
  menu: { group: 'Organization', order: 4 },
  // The spec's path of this list (spec 2.3, 2.4).
  paths: ['/trust-care-specialities'],
});
