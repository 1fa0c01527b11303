import { bandField } from '../bandField';
import { PAGE_SIZES } from '../../domain/constants';
import { MODEL_JOBS_READ, MODEL_JOBS_WRITE } from '../../domain/modelJobs';
import { bandRangeRefusal, type TemplateMappingKey } from '../../domain/templates';
import { defineResource } from '../define';
import { skillNeedFields } from '../skillNeeds';

/**
 * Model jobs (domain/modelJobs.ts): a trust's reusable shapes of shift, each with its eligible candidates
 * (/modelJobs/:id/eligibleCandidateList, model-job-staff-match-score). /modelJobList, 4 a page; created at
 * /modelJobs/new and changed at /modelJobs/edit/:id.
 */
export default defineResource({
  name: 'model-jobs',
  label: { one: 'Model shift', many: 'Model shifts' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  fields: {
    name: { type: 'string', required: true, maxLength: 160, filter: true, sortable: true, list: true },
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      scopedBy: 'trustId',
      required: true,
      filter: true,
      list: true,
      label: 'Care location',
    },
    careSpecialityTypeId: {
      type: 'reference',
      resource: 'care-speciality-types',
      filter: true,
      list: true,
      label: 'Care speciality',
    },
    jobTitleTypeId: {
      type: 'reference',
      resource: 'job-title-types',
      scopedBy: 'trustId',
      filter: true,
      list: true,
      label: 'Job title',
    },
    lowerBand: bandField({ required: true, filter: true, list: true, label: 'Lower band' }),
    upperBand: bandField({ required: true, filter: true, list: true, label: 'Upper band' }),
    jobTemplateId: {
      type: 'reference',
      resource: 'jobtemplates',
      filter: true,
      label: 'Job template',
      help: "Its selected skills are asked too, where the trust has 'Shift skills'",
    },
    skills: {
      type: 'rows',
      label: 'Skills',
      key: 'skillId',
      onRepeat: 'lastWins',
      maxItems: 100,
      fields: {
        ...skillNeedFields,
      },
    },
  },
  unique: [['trustId', 'name']],
  pageSize: PAGE_SIZES.modelJobs,
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  guard: (row) => {
    const refusal = row.lowerBand && row.upperBand ? bandRangeRefusal(row as unknown as TemplateMappingKey) : null;
    return refusal ? { status: 400, field: 'upperBand', message: refusal } : null;
  },
  access: { read: MODEL_JOBS_READ, write: MODEL_JOBS_WRITE },
  paths: ['/modelJobList'],
  formPaths: { create: '/modelJobs/new', edit: '/modelJobs/edit/:id' },
  // A model shift's row opens its candidates; its record stays at /model-jobs/:id/show.
  rowPath: '/modelJobs/:id/eligibleCandidateList',
});
