import { DEFAULT_SKILL_LEVEL } from '../../domain/skills';
import { defineResource } from '../define';
import { LEVEL, REQUIREMENT } from '../skillNeeds';
import { consoleReaders } from '../rules';

/** The skills a shift asks for (spec 3, "Job skill"): one row per skill, its requirement and whether it is a learning opportunity. */
export default defineResource({
  name: 'job-skills',
  label: { one: 'Shift skill', many: 'Shift skills' },
  // Managed on the shift's pages (customRoutes/jobs), not as a list of their own.
  views: false,
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'skillId',
  fields: {
    jobId: { type: 'reference', resource: 'jobs', required: true, filter: true, list: true },
    skillId: { type: 'reference', resource: 'skills', required: true, filter: true, list: true },
    requirement: { ...REQUIREMENT, default: 'mandatory', filter: true, list: true },
    // The least independent level the shift accepts (domain/matching.ts).
    level: { ...LEVEL, default: DEFAULT_SKILL_LEVEL, filter: true, list: true },
    learningOpportunity: { type: 'boolean', default: false, filter: true, list: true },
    trustId: { type: 'reference', resource: 'trusts', readOnly: true, filter: true },
    careLocationId: { type: 'reference', resource: 'care-locations', readOnly: true, filter: true },
  },
  unique: [['jobId', 'skillId']],
  access: { read: consoleReaders, write: { anyOf: ['EDIT_SHIFTS'] } },
});
