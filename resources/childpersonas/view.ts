/** The select behind resources/childpersonas (read by the server: server/resourceRegistry.ts). */
import { intOf, partsView } from '../partsView';

export default partsView(
  { table: 'staffpersonas', column: 'childPersonas', as: 'staffPersonaId' },
  { childPersonaId: intOf() },
);
