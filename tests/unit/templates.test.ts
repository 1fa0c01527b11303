import { describe, expect, it } from 'vitest';
import { mappingOffers, offeredTemplateIds, type ShiftShape } from '../../domain/templateOffers';
import { bandRangeRefusal, countedTemplateSkills, uniqueTemplates, type TemplateSkill } from '../../domain/templates';

const skill = (
  skillId: number,
  selected: boolean,
  requirement: TemplateSkill['requirement'] = 'mandatory',
): TemplateSkill => ({
  skillId,
  requirement,
  level: 'solo',
  learningOpportunity: false,
  selected,
});

describe('job templates (spec 5)', () => {
  it('count only their selected skills, each skill once (the first listed)', () => {
    const counted = countedTemplateSkills([
      skill(1, true),
      skill(2, false),
      skill(1, true, 'recommended'),
      skill(3, true),
      skill(2, true, 'recommended'),
    ]);
    expect(counted.map((s) => [s.skillId, s.requirement])).toEqual([
      [1, 'mandatory'],
      [3, 'mandatory'],
      [2, 'recommended'],
    ]);
    expect(countedTemplateSkills([skill(1, false)])).toEqual([]);
  });

  it('are listed once each, in the order first met', () => {
    expect(uniqueTemplates([{ id: 3 }, { id: 1 }, { id: 3 }, { id: 2 }, { id: 1 }]).map((t) => t.id)).toEqual([
      3, 1, 2,
    ]);
  });

  it('are mapped for a band range whose upper band is not below its lower one (8a above 7)', () => {
    expect(bandRangeRefusal({ lowerBand: '5', upperBand: '6' })).toBeNull();
    expect(bandRangeRefusal({ lowerBand: '6', upperBand: '6' })).toBeNull();
    expect(bandRangeRefusal({ lowerBand: '7', upperBand: '8a' })).toBeNull();
    expect(bandRangeRefusal({ lowerBand: '8a', upperBand: '7' })).toBe('must not be below the lower band');
  });
});

describe('the templates a mapping offers the shift wizard', () => {
  const shape: ShiftShape = { jobTitleTypeId: 3, careLocationId: 10, band: { from: '5', to: '6' } };
  const mapping = (over: Partial<Parameters<typeof mappingOffers>[0]> = {}) => ({
    jobTitleId: 3,
    careLocationId: 10,
    careSpecialityTypeId: null,
    lowerBand: '5' as const,
    upperBand: '7' as const,
    ...over,
  });

  it('needs the same role, the care location or every one, the speciality or any (every one while none is chosen), and the band range inside its own', () => {
    expect(mappingOffers(mapping(), shape)).toBe(true);
    expect(mappingOffers(mapping({ careLocationId: null }), shape)).toBe(true);
    expect(mappingOffers(mapping({ jobTitleId: 4 }), shape)).toBe(false);
    expect(mappingOffers(mapping({ careLocationId: 11 }), shape)).toBe(false);
    expect(mappingOffers(mapping({ careSpecialityTypeId: 2 }), shape)).toBe(true);
    expect(mappingOffers(mapping({ careSpecialityTypeId: 2 }), { ...shape, careSpecialityTypeId: 2 })).toBe(true);
    expect(mappingOffers(mapping({ careSpecialityTypeId: 2 }), { ...shape, careSpecialityTypeId: 3 })).toBe(false);
    expect(mappingOffers(mapping(), { ...shape, careSpecialityTypeId: 3 })).toBe(true);
    expect(mappingOffers(mapping({ lowerBand: '6' }), shape)).toBe(false);
    expect(mappingOffers(mapping({ upperBand: '5' }), shape)).toBe(false);
    expect(mappingOffers(mapping({ lowerBand: '5', upperBand: '6' }), shape)).toBe(true);
  });

  it("lists each template once, the default mappings' first", () => {
    const mappings = [
      { ...mapping(), isDefault: false, jobTemplates: [1, 2] },
      { ...mapping({ careLocationId: null }), isDefault: true, jobTemplates: [2, 3] },
      { ...mapping({ jobTitleId: 9 }), isDefault: true, jobTemplates: [4] },
    ];
    expect(offeredTemplateIds(mappings, shape)).toEqual([2, 3, 1]);
  });
});
