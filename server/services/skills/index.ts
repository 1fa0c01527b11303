/** The skills services: the catalogue read, the bank's capability and competency, staff personas and their resolved skills, job template mappings. */
import type { ServiceClass } from '../../resources';
import { CAPABILITY_SERVICES } from './capability';
import { CATALOGUE_SERVICES } from './catalogue';
import { PERSONA_SKILL_SERVICES } from './personaSkills';
import { StaffPersonasService } from './staffPersonasService';
import { TemplateMappingsService } from './templateMappingsService';

export { CAPABILITY_SERVICES, CATALOGUE_SERVICES, PERSONA_SKILL_SERVICES };

export const SKILL_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  staffpersonas: StaffPersonasService,
  jobtemplatemappings: TemplateMappingsService,
};
