/**
 * Job templates (spec 3, 5): a reusable set of skills a shift asks for, each with its requirement, its level and
 * whether the shift is a learning opportunity for it, and marked selected or not. Only its selected skills count
 * (spec 5): they are what a shift posted from the template asks. A template mapping offers templates for shifts of a
 * job title, a band range, a care location and a care speciality; of the mappings of one such combination, one at most
 * is the default (the template the shift wizard picks first).
 */
import { bandRank, type Band } from './bands';
import type { SkillRequirement, SupervisionLevel } from './skills';

export interface TemplateSkill {
  skillId: number;
  requirement: SkillRequirement;
  level: SupervisionLevel;
  learningOpportunity: boolean;
  selected: boolean;
}

/** The skills a template gives a shift: its selected ones (spec 5), one per skill (the first listed). */
export function countedTemplateSkills<S extends TemplateSkill>(skills: readonly S[]): S[] {
  const seen = new Set<number>();
  return skills.filter((s) => s.selected && !seen.has(s.skillId) && seen.add(s.skillId));
}

/** A list of templates with each template once (spec 5: de-duplicated by id), in the order first met. */
export function uniqueTemplates<T extends { id: number }>(templates: readonly T[]): T[] {
  const seen = new Set<number>();
  return templates.filter((t) => !seen.has(t.id) && seen.add(t.id));
}

export interface TemplateMappingKey {
  trustId: number | null;
  jobTitleId: number;
  careLocationId: number | null;
  careSpecialityTypeId: number | null;
  lowerBand: Band;
  upperBand: Band;
}

/** The fields naming a mapping's combination: one default mapping at most for each. */
export const MAPPING_COMBINATION = [
  'trustId',
  'jobTitleId',
  'careLocationId',
  'careSpecialityTypeId',
  'lowerBand',
  'upperBand',
] as const;

/** Why a mapping's band range is refused, or null. */
export const bandRangeRefusal = (m: Pick<TemplateMappingKey, 'lowerBand' | 'upperBand'>) =>
  bandRank(m.lowerBand) > bandRank(m.upperBand) ? 'must not be below the lower band' : null;
