import { SHIFT_SKILLS_READ } from '../../domain/skills';
import { defineResource } from '../define';

/**
 * Which templates a job template mapping offers, one row each (spec 7.5 jobtemplatemappingjobtemplates): read-only,
 * computed from the mappings' own jobTemplates (view.ts), which their form writes. id: the mapping's id × 1000 + the
 * template's position in it.
 */
export default defineResource({
  name: 'jobtemplatemappingjobtemplates',
  label: { one: "Mapping's job template", many: "Mappings' job templates" },
  tenancy: { trust: 'trustId' },
  views: false,
  recordRepresentation: 'jobTemplateId',
  fields: {
    jobTemplateMappingId: {
      type: 'reference',
      resource: 'jobtemplatemappings',
      readOnly: true,
      computed: true,
      filter: true,
      sortable: true,
      list: true,
      label: 'Mapping',
    },
    jobTemplateId: {
      type: 'reference',
      resource: 'jobtemplates',
      readOnly: true,
      computed: true,
      filter: true,
      list: true,
      label: 'Job template',
    },
  },
  view: true,
  sort: { field: 'jobTemplateMappingId', order: 'ASC' },
  access: { read: SHIFT_SKILLS_READ },
});
