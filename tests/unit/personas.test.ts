import { describe, expect, it } from 'vitest';
import { effectiveSkills, meetsLevel, personasReached, wouldCycle, type PersonaParts } from '../../domain/personas';

const none: PersonaParts = { directSkills: [], children: [], combinations: [], catalogue: [] };

describe('supervision levels', () => {
  it('are met by the level asked or a more independent one', () => {
    expect(meetsLevel('solo', 'distant-supervision')).toBe(true);
    expect(meetsLevel('distant-supervision', 'distant-supervision')).toBe(true);
    expect(meetsLevel('direct-supervision', 'distant-supervision')).toBe(false);
    expect(meetsLevel('no-experience', 'direct-supervision')).toBe(false);
    expect(meetsLevel('direct-supervision', 'no-experience')).toBe(true);
  });
});

describe('a persona’s effective skills', () => {
  it('gathers its direct skills, its children’s (and theirs) and its combinations’ catalogue skills, once each', () => {
    const parts: PersonaParts = {
      directSkills: [
        { staffPersonaId: 1, skillId: 10, level: 'solo' },
        { staffPersonaId: 2, skillId: 11, level: 'distant-supervision' },
        { staffPersonaId: 3, skillId: 12, level: 'direct-supervision' },
      ],
      children: [
        { staffPersonaId: 1, childPersonaId: 2 },
        { staffPersonaId: 2, childPersonaId: 3 },
      ],
      combinations: [{ staffPersonaId: 1, skillGroupingTagId: 7, expertLevelTagId: 8, level: 'distant-supervision' }],
      catalogue: [
        { id: 20, groupingTags: [7, 9], expertLevelTag: 8 },
        { id: 21, groupingTags: [7], expertLevelTag: 5 },
        { id: 22, groupingTags: [9], expertLevelTag: 8 },
      ],
    };
    expect(effectiveSkills(1, parts)).toEqual([
      { skillId: 10, level: 'solo', origin: { kind: 'direct' } },
      { skillId: 11, level: 'distant-supervision', origin: { kind: 'child', personaId: 2 } },
      { skillId: 12, level: 'direct-supervision', origin: { kind: 'child', personaId: 2 } },
      {
        skillId: 20,
        level: 'distant-supervision',
        origin: { kind: 'combination', skillGroupingTagId: 7, expertLevelTagId: 8 },
      },
    ]);
    expect(effectiveSkills(3, parts)).toEqual([
      { skillId: 12, level: 'direct-supervision', origin: { kind: 'direct' } },
    ]);
    expect(effectiveSkills(4, parts)).toEqual([]);
  });

  it('keeps a direct skill’s own level over what it inherits, and the most independent of inherited ones', () => {
    const parts: PersonaParts = {
      ...none,
      directSkills: [
        { staffPersonaId: 1, skillId: 10, level: 'direct-supervision' },
        { staffPersonaId: 2, skillId: 10, level: 'solo' },
        { staffPersonaId: 2, skillId: 11, level: 'direct-supervision' },
        { staffPersonaId: 3, skillId: 11, level: 'solo' },
      ],
      children: [
        { staffPersonaId: 1, childPersonaId: 2 },
        { staffPersonaId: 1, childPersonaId: 3 },
      ],
    };
    expect(effectiveSkills(1, parts).map((s) => [s.skillId, s.level])).toEqual([
      [10, 'direct-supervision'],
      [11, 'solo'],
    ]);
  });

  it('ends even on a cycle the API would have refused', () => {
    const parts: PersonaParts = {
      ...none,
      directSkills: [{ staffPersonaId: 2, skillId: 5, level: 'solo' }],
      children: [
        { staffPersonaId: 1, childPersonaId: 2 },
        { staffPersonaId: 2, childPersonaId: 1 },
      ],
    };
    expect(effectiveSkills(1, parts).map((s) => s.skillId)).toEqual([5]);
  });
});

describe('cycles', () => {
  const children = [
    { staffPersonaId: 1, childPersonaId: 2 },
    { staffPersonaId: 2, childPersonaId: 3 },
  ];
  it('are a persona made its own child, directly or through its descendants', () => {
    expect(wouldCycle(1, 1, children)).toBe(true);
    expect(wouldCycle(3, 1, children)).toBe(true);
    expect(wouldCycle(2, 1, children)).toBe(true);
    expect(wouldCycle(1, 3, children)).toBe(false);
    expect(wouldCycle(4, 1, children)).toBe(false);
  });
  it('reads the personas a resolution reaches', () => {
    expect(personasReached(1, children).sort()).toEqual([1, 2, 3]);
    expect(personasReached(3, children)).toEqual([3]);
  });
});
