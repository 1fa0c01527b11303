/**
 * Model jobs (spec 3 Model job: name, careLocationId, careSpecialityTypeId, jobTitleTypeId, lowerBand, upperBand,
 * jobTemplateId, skills; issue 13): a reusable shape of shift, with no day or time, whose eligible candidates are
 * ranked as a shift's are (domain/matching.ts: no one engaged, no overlap, permission judged today, every shift in the
 * care location counting as local experience). /modelJobList, 4 a page (spec 9); the 'Model Shifts' feature.
 *
 * What a model job asks: its own skills, then its job template's selected skills (spec 5) that it does not name, each
 * skill once (spec 5: a model job's skill list is de-duplicated by skill; its own list is stored so, the last row given
 * for a skill winning, as a shift's does: resources/model-jobs `onRepeat`). The template's skills count
 * only where the trust has the 'Shift skills' feature (spec 5: model job template mappings load only then).
 */
import type { AccessRule } from './access';
import type { ShiftSkillNeed } from './matching';
import { countedTemplateSkills, type TemplateSkill } from './templates';

export const MODEL_JOBS_READ: AccessRule = {
  levels: ['ADMIN', 'MANAGER'],
  anyOf: ['VIEW_MODAL_SHIFTS', 'MANAGE_MODAL_SHIFTS'],
  feature: 'Model Shifts',
};
export const MODEL_JOBS_WRITE: AccessRule = {
  levels: ['ADMIN', 'MANAGER'],
  anyOf: ['MANAGE_MODAL_SHIFTS'],
  feature: 'Model Shifts',
};

/** The skills a model job asks: its own, then its template's counted ones it does not name. */
export function modelJobNeeds(own: readonly ShiftSkillNeed[], template: readonly TemplateSkill[]): ShiftSkillNeed[] {
  const out = new Map<number, ShiftSkillNeed>();
  for (const s of own)
    if (!out.has(s.skillId))
      out.set(s.skillId, {
        skillId: s.skillId,
        requirement: s.requirement,
        level: s.level,
        learningOpportunity: !!s.learningOpportunity,
      });
  for (const s of countedTemplateSkills(template)) {
    if (!out.has(s.skillId))
      out.set(s.skillId, {
        skillId: s.skillId,
        requirement: s.requirement,
        level: s.level,
        learningOpportunity: s.learningOpportunity,
      });
  }
  return [...out.values()];
}
