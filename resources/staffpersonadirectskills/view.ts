/** The select behind resources/staffpersonadirectskills (read by the server: server/resourceRegistry.ts). */
import { intOf, partsView, textOf } from '../partsView';

export default partsView(
  { table: 'staffpersonas', column: 'directSkills', as: 'staffPersonaId' },
  { skillId: intOf('skillId'), level: textOf('level') },
);
