import { describe, expect, it } from 'vitest';
import { bandRangeRefusal, countedTemplateSkills, uniqueTemplates, type TemplateSkill } from '../../domain/templates';

const skill = (skillId: number, selected: boolean, requirement: TemplateSkill['requirement'] = 'mandatory'): TemplateSkill => ({
  skillId,
  requirement,
  level: 'solo',
  learningOpportunity: false,
  selected,
});

describe('job templates (spec 5)', () => {
  it('count only their selected skills, each skill once (the first listed)', () => {
    const counted = countedTemplateSkills([skill(1, true), skill(2, false), skill(1, true, 'recommended'), skill(3, true), skill(2, true, 'recommended')]);
    expect(counted.map((s) => [s.skillId, s.requirement])).toEqual([[1, 'mandatory'], [3, 'mandatory'], [2, 'recommended']]);
    expect(countedTemplateSkills([skill(1, false)])).toEqual([]);
  });

  it('are listed once each, in the order first met', () => {
    expect(uniqueTemplates([{ id: 3 }, { id: 1 }, { id: 3 }, { id: 2 }, { id: 1 }]).map((t) => t.id)).toEqual([3, 1, 2]);
  });

  it("are mapped for a band range whose upper band is not below its lower one (8a above 7)", () => {
    expect(bandRangeRefusal({ lowerBand: '5', upperBand: '6' })).toBeNull();
    expect(bandRangeRefusal({ lowerBand: '6', upperBand: '6' })).toBeNull();
    expect(bandRangeRefusal({ lowerBand: '7', upperBand: '8a' })).toBeNull();
    expect(bandRangeRefusal({ lowerBand: '8a', upperBand: '7' })).toBe('must not be below the lower band');
  });
});
