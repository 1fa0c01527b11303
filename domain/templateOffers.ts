/**
 * The job templates a template mapping offers the shift wizard for a shift's shape. Apart from domain/templates.ts
 * so that it loads with the wizard only (templates' rules load with every page, through the resource definitions).
 */
import { bandRank, type Band } from './bands';
import { uniqueTemplates, type TemplateMappingKey } from './templates';

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
  (m.careSpecialityTypeId === null ||
    shape.careSpecialityTypeId == null ||
    m.careSpecialityTypeId === shape.careSpecialityTypeId) &&
  bandRank(m.lowerBand) <= bandRank(shape.band.from) &&
  bandRank(shape.band.to) <= bandRank(m.upperBand);

/**
 * The templates offered for a shape, each once: those of its default mappings first (the one the wizard suggests),
 * then the others, in the mappings' order.
 */
export function offeredTemplateIds(
  mappings: readonly (Omit<TemplateMappingKey, 'trustId'> & { isDefault: boolean; jobTemplates: number[] })[],
  shape: ShiftShape,
): number[] {
  const offering = mappings.filter((m) => mappingOffers(m, shape));
  const ordered = [...offering.filter((m) => m.isDefault), ...offering.filter((m) => !m.isDefault)];
  return uniqueTemplates(ordered.flatMap((m) => m.jobTemplates.map((id) => ({ id })))).map((t) => t.id);
}
