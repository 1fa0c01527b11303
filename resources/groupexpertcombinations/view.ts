/** The select behind resources/groupexpertcombinations (read by the server: server/resourceRegistry.ts). */
import { intOf, partsView, textOf } from '../partsView';

export default partsView(
  { table: 'staffpersonas', column: 'groupExpertCombinations', as: 'staffPersonaId' },
  {
    skillGroupingTagId: intOf('skillGroupingTagId'),
    expertLevelTagId: intOf('expertLevelTagId'),
    level: textOf('level'),
  },
);
