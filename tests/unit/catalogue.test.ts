import { describe, expect, it } from 'vitest';
import { groupByTag, searchByName, searchRank, searchRefusal, SEARCH } from '../../domain/catalogue';

describe('a catalogue search', () => {
  it('ranks the name typed, then names starting with it, then a word starting with it, then containing it', () => {
    expect(searchRank('Venepuncture', 'venepuncture')).toBe(4);
    expect(searchRank('Venepuncture', 'VENE')).toBe(3);
    expect(searchRank('Paediatric life support', 'life')).toBe(2);
    expect(searchRank('Intravenous therapy', 'venous')).toBe(1);
    expect(searchRank('Tracheostomy care', 'ventilation')).toBe(0);
  });

  it('ignores case, accents and spacing', () => {
    expect(searchRank('Soins  Médicaux', 'soins medicaux')).toBe(4);
    expect(searchRank('Médicaments', 'med')).toBe(3);
  });

  it('answers the best first, then by name, at most the limit', () => {
    const items = ['Ventilation', 'Non-invasive ventilation', 'Prevent falls', 'Ventricular drains', 'Airway'].map(
      (name, id) => ({ id, name }),
    );
    expect(searchByName(items, 'vent').map((i) => i.name)).toEqual([
      'Ventilation',
      'Ventricular drains',
      'Non-invasive ventilation',
      'Prevent falls',
    ]);
    expect(searchByName(items, 'vent', 2).map((i) => i.name)).toEqual(['Ventilation', 'Ventricular drains']);
    const many = Array.from({ length: 30 }, (_, id) => ({ id, name: `Skill ${id}` }));
    expect(searchByName(many, 'skill')).toHaveLength(SEARCH.perKind);
  });

  it(`needs ${SEARCH.minLength} characters or more, and ${SEARCH.maxLength} at most`, () => {
    expect(searchRefusal(undefined)).toMatch(/2 characters or more/);
    expect(searchRefusal(' v ')).toMatch(/2 characters or more/);
    expect(searchRefusal('ve')).toBeNull();
    expect(searchRefusal('v'.repeat(81))).toMatch(/80 characters or fewer/);
  });
});

describe('the skills by grouping tag', () => {
  const tags = [
    { id: 1, name: 'Critical care' },
    { id: 2, name: 'Clinical' },
    { id: 3, name: 'Paediatrics' },
  ];
  const skill = (id: number, name: string, groupingTags: number[]) => ({
    id,
    name,
    groupingTags,
    expertLevelTag: null,
  });

  it('puts a skill in each of its tags, by tag and skill name, tags carrying none left out, the untagged last', () => {
    const groups = groupByTag(
      [
        skill(1, 'Ventilation', [1]),
        skill(2, 'Arterial lines', [1, 2]),
        skill(3, 'Venepuncture', [2]),
        skill(4, 'Fire safety', []),
        skill(5, 'Gone tag', [99]),
      ],
      tags,
    );
    expect(groups.map((g) => [g.tag?.name ?? null, g.skills.map((s) => s.name)])).toEqual([
      ['Clinical', ['Arterial lines', 'Venepuncture']],
      ['Critical care', ['Arterial lines', 'Ventilation']],
      [null, ['Fire safety', 'Gone tag']],
    ]);
  });

  it('has no untagged group when every skill is tagged', () => {
    expect(groupByTag([skill(1, 'Ventilation', [1])], tags).map((g) => g.tag?.id)).toEqual([1]);
  });
});
