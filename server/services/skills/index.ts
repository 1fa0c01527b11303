/** The skills services: the catalogue read, staff personas and their resolved skills, job template mappings. */
import type { ServiceClass } from '../../resources';
import { CATALOGUE_SERVICES } from './catalogue';
import { PERSONA_SKILL_SERVICES } from './personaSkills';
import { StaffPersonasService } from './staffPersonasService';
import { TemplateMappingsService } from './templateMappingsService';

export { CATALOGUE_SERVICES, PERSONA_SKILL_SERVICES };

export const SKILL_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  staffpersonas: StaffPersonasService,
  jobtemplatemappings: TemplateMappingsService,
};
