/** The select behind resources/model-job-skills (read by the server: server/resourceRegistry.ts). */
import { flagOf, intOf, partsView, textOf } from '../partsView';

export default partsView(
  { table: 'model_jobs', column: 'skills', as: 'modelJobId' },
  {
    skillId: intOf('skillId'),
    requirement: textOf('requirement'),
    level: textOf('level'),
    learningOpportunity: flagOf('learningOpportunity'),
    // The parent's, which tenancy reads.
    careLocationId: 'p."careLocationId"',
  },
);
