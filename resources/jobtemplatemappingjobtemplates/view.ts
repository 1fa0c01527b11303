/** The select behind resources/jobtemplatemappingjobtemplates (read by the server: server/resourceRegistry.ts). */
import { intOf, partsView } from '../partsView';

export default partsView(
  { table: 'jobtemplatemappings', column: 'jobTemplates', as: 'jobTemplateMappingId' },
  { jobTemplateId: intOf() },
);
