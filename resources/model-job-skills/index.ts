import { MODEL_JOBS_READ } from '../../domain/modelJobs';
import { defineResource } from '../define';
import { LEVEL, REQUIREMENT } from '../skillNeeds';

const computed = { readOnly: true, computed: true, filter: true, list: true } as const;

/**
 * A model job's own skills, one row each (spec 7.5 model-job-skills): read-only, computed from the model jobs' skills
 * (view.ts), which their form writes. id: the model job's id × 1000 + the skill's position in it.
 */
export default defineResource({
  name: 'model-job-skills',
  label: { one: 'Model shift skill', many: 'Model shift skills' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  views: false,
  recordRepresentation: 'skillId',
  fields: {
    modelJobId: { type: 'reference', resource: 'model-jobs', ...computed, sortable: true, label: 'Model shift' },
    skillId: { type: 'reference', resource: 'skills', ...computed, label: 'Skill' },
    requirement: { ...REQUIREMENT, ...computed, label: 'Requirement' },
    level: { ...LEVEL, ...computed, label: 'Level' },
    learningOpportunity: { type: 'boolean', ...computed, label: 'Learning opportunity' },
    careLocationId: { type: 'reference', resource: 'care-locations', readOnly: true, filter: true },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
  },
  view: true,
  sort: { field: 'modelJobId', order: 'ASC' },
  access: { read: MODEL_JOBS_READ },
});
