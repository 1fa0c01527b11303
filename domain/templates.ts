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
export const MAPPING_COMBINATION = ['trustId', 'jobTitleId', 'careLocationId', 'careSpecialityTypeId', 'lowerBand', 'upperBand'] as const;

/** Why a mapping's band range is refused, or null. */
export const bandRangeRefusal = (m: Pick<TemplateMappingKey, 'lowerBand' | 'upperBand'>) =>
  bandRank(m.lowerBand) > bandRank(m.upperBand) ? 'must not be below the lower band' : null;

/** A shift shape as the wizard's first step has it: the mappings offering templates are matched against it. */
export interface ShiftShape {
  jobTitleTypeId: number;
  careLocationId: number;
  careSpecialityTypeId?: number | null;
  band: { from: Band; to: Band };
}

/**
 * Whether a mapping offers its templates for a shape: the same role; the shape's care location, or a mapping for
 * every care location of the trust (none named); the shape's care speciality or any (none named), every speciality's
 * while the shape names none (a shift is not stored with one: it only narrows the choice); and the shape's band range
 * inside the mapping's (a band 5-6 shift takes a 5-7 mapping's templates, not a 6-7 one's).
 */
export const mappingOffers = (m: Omit<TemplateMappingKey, 'trustId'>, shape: ShiftShape) =>
  m.jobTitleId === shape.jobTitleTypeId &&
  (m.careLocationId === null || m.careLocationId === shape.careLocationId) &&
  (m.careSpecialityTypeId === null || shape.careSpecialityTypeId == null || m.careSpecialityTypeId === shape.careSpecialityTypeId) &&
  bandRank(m.lowerBand) <= bandRank(shape.band.from) &&
  bandRank(shape.band.to) <= bandRank(m.upperBand);

/**
 * The templates offered for a shape, each once: those of its default mappings first (the one the wizard suggests),
 * then the others, in the mappings' order.
 */
export function offeredTemplateIds(mappings: readonly (Omit<TemplateMappingKey, 'trustId'> & { isDefault: boolean; jobTemplates: number[] })[], shape: ShiftShape): number[] {
  const offering = mappings.filter((m) => mappingOffers(m, shape));
  const ordered = [...offering.filter((m) => m.isDefault), ...offering.filter((m) => !m.isDefault)];
  return uniqueTemplates(ordered.flatMap((m) => m.jobTemplates.map((id) => ({ id })))).map((t) => t.id);
}
