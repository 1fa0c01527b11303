/** The skills services: staff personas and their resolved skills, job template mappings. */
import type { ServiceClass } from '../../resources';
import { PERSONA_SKILL_SERVICES } from './personaSkills';
import { StaffPersonasService } from './staffPersonasService';
import { TemplateMappingsService } from './templateMappingsService';

export { PERSONA_SKILL_SERVICES };

export const SKILL_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  staffpersonas: StaffPersonasService,
  jobtemplatemappings: TemplateMappingsService,
};
