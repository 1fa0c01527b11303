import { PAGE_SIZES } from '../../domain/constants';
import { PERSONA_MAPPINGS_READ } from '../../domain/personas';
import { defineResource } from '../define';
import staffPersonaMappings from '../staffpersonamappings';

/**
 * The persona mappings as the spec's other service reads them (spec 7.5 persona-mappings), 6 a page (spec 9's other
 * reading): the same rows as staffpersonamappings, read-only (view.ts); they are written there.
 */
export default defineResource({
  name: 'persona-mappings',
  label: { one: 'Persona mapping', many: 'Persona mappings' },
  tenancy: { trust: 'trustId' },
  views: false,
  recordRepresentation: 'jobTitleId',
  fields: staffPersonaMappings.fields,
  view: true,
  pageSize: PAGE_SIZES.personaMappingsAlt,
  sort: { field: 'jobTitleId', order: 'ASC' },
  access: { read: PERSONA_MAPPINGS_READ },
  feature: 'Shift skills',
});
