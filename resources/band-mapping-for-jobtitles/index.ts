import { BAND_LABELS, BANDS } from '../../domain/bands';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/**
 * Band mapping for job titles (spec 3 Band mapping: bands, jobTitle): the bands a trust posts a job title's shifts
 * at (a Staff Nurse at 5 and 6, say), one mapping per job title; the shift forms offer those bands for the title.
 * Read by the trust's console roles, kept by those who manage its job titles.
 */
export default defineResource({
  name: 'band-mapping-for-jobtitles',
  label: { one: 'Band mapping', many: 'Band mappings' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'jobTitle',
  fields: {
    jobTitle: {
      type: 'reference',
      resource: 'job-title-types',
      scopedBy: 'trustId',
      required: true,
      filter: true,
      sortable: true,
      list: true,
      label: 'Job title',
    },
    bands: {
      type: 'strings',
      values: BANDS,
      labels: BAND_LABELS,
      required: true,
      maxItems: BANDS.length,
      filter: true,
      list: true,
      label: 'Bands',
    },
  },
  unique: [['trustId', 'jobTitle']],
  sort: { field: 'jobTitle', order: 'ASC' },
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_JOB_TITLES'] } },
  menu: { group: 'Organization' },
});
