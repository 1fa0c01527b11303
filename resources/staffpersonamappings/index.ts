import { PAGE_SIZES } from '../../domain/constants';
import { PERSONA_MAPPINGS_READ } from '../../domain/personas';
import { defineResource } from '../define';

/**
 * Persona mappings (spec 3): the staff personas a trust's shifts for a job title ask for, at one care location (or at
 * every one of the trust's when none is named), for some care specialities (or any). The shift wizard offers a
 * shift's persona from the mappings of its job title and care location. /personaMappings/list, 7 a page (spec 9; the
 * other reading, 6, is persona-mappings').
 */
export default defineResource({
  name: 'staffpersonamappings',
  label: { one: 'Persona mapping', many: 'Persona mappings' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'jobTitleId',
  fields: {
    jobTitleId: {
      type: 'reference',
      resource: 'job-title-types',
      scopedBy: 'trustId',
      required: true,
      filter: true,
      sortable: true,
      list: true,
      label: 'Job title',
    },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      scopedBy: 'trustId',
      filter: true,
      list: true,
      label: 'Care location',
      help: 'Empty for every care location of the trust',
    },
    careSpecialities: {
      type: 'references',
      resource: 'care-speciality-types',
      maxItems: 30,
      filter: true,
      list: true,
      label: 'Care specialities',
      help: 'Empty for any',
    },
    staffPersonas: {
      type: 'references',
      resource: 'staffpersonas',
      required: true,
      maxItems: 30,
      filter: true,
      list: true,
      label: 'Staff personas',
    },
  },
  pageSize: PAGE_SIZES.personaMappings,
  sort: { field: 'jobTitleId', order: 'ASC' },
  indexes: [['trustId', 'jobTitleId', 'careLocationId']],
  access: { read: PERSONA_MAPPINGS_READ, write: { anyOf: ['MANAGE_PERSONAS'] } },
  feature: 'Shift skills',
  paths: ['/personaMappings/list'],
  menu: { group: 'Skills', order: 4 },
});
