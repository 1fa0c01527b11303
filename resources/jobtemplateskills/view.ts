/** The select behind resources/jobtemplateskills (read by the server: server/resourceRegistry.ts). */
import { flagOf, intOf, partsView, textOf } from '../partsView';

export default partsView(
  { table: 'jobtemplates', column: 'templateSkills', as: 'jobTemplateId' },
  {
    skillId: intOf('skillId'),
    requirement: textOf('requirement'),
    level: textOf('level'),
    learningOpportunity: flagOf('learningOpportunity'),
    selected: flagOf('selected'),
  },
);
