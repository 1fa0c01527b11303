import { bandField } from '../bandField';
import { PAGE_SIZES } from '../../domain/constants';
import { SHIFT_SKILLS_READ } from '../../domain/skills';
import { bandRangeRefusal, type TemplateMappingKey } from '../../domain/templates';
import { defineResource } from '../define';

/**
 * Job template mappings (spec 3): the templates offered for a trust's shifts of a job title and band range, at a care
 * location and in a care speciality (none: any), one default at most per combination (409: services/skills/
 * templateMappingsService.ts). /jobTemplateMappings/list, 7 a page.
 */
export default defineResource({
  name: 'jobtemplatemappings',
  label: { one: 'Job template mapping', many: 'Job template mappings' },
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
    lowerBand: bandField({ required: true, filter: true, list: true, label: 'Lower band' }),
    upperBand: bandField({ required: true, filter: true, list: true, label: 'Upper band' }),
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      scopedBy: 'trustId',
      filter: true,
      list: true,
      label: 'Care location',
      help: 'Empty for every care location of the trust',
    },
    careSpecialityTypeId: {
      type: 'reference',
      resource: 'care-speciality-types',
      filter: true,
      list: true,
      label: 'Care speciality',
      help: 'Empty for any',
    },
    jobTemplates: {
      type: 'references',
      resource: 'jobtemplates',
      required: true,
      maxItems: 30,
      filter: true,
      list: true,
      label: 'Job templates',
    },
    isDefault: {
      type: 'boolean',
      default: false,
      filter: true,
      list: true,
      label: 'Default',
      help: 'The mapping the shift wizard offers first for its combination',
    },
  },
  pageSize: PAGE_SIZES.templateMappings,
  sort: { field: 'jobTitleId', order: 'ASC' },
  indexes: [['trustId', 'jobTitleId', 'careLocationId']],
  guard: (row) => {
    const refusal = row.lowerBand && row.upperBand ? bandRangeRefusal(row as unknown as TemplateMappingKey) : null;
    return refusal ? { status: 400, field: 'upperBand', message: refusal } : null;
  },
  access: { read: SHIFT_SKILLS_READ, write: { anyOf: ['MANAGE_SKILLS'], feature: 'Shift skills' } },
  paths: ['/jobTemplateMappings/list'],
  menu: { group: 'Skills', order: 6 },
});
