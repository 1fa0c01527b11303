import { describe, expect, it } from 'vitest';
import { criteriaNeeds, criteriaOf, criteriaStrings, isRefusal, type FindStaffCriteria } from '../../domain/findStaff';
import { exclusionsOf } from '../../domain/matching';

const ok = (raw: Record<string, unknown>) => {
  const c = criteriaOf(raw);
  if (isRefusal(c)) throw new Error(c.message);
  return c;
};
const refusedField = (raw: Record<string, unknown>) => {
  const c = criteriaOf(raw);
  return isRefusal(c) ? c.field : null;
};

describe('a search for staff', () => {
  it('reads its criteria from strings or values, every skill once, the last level named winning', () => {
    expect(
      ok({
        careLocationId: '4',
        skills: '7:solo, 9:direct-supervision,7:distant-supervision',
        matchingCriteria: 'false',
      }),
    ).toEqual({
      careLocationId: 4,
      date: null,
      bandFrom: null,
      bandTo: null,
      personaId: null,
      skills: [
        { skillId: 7, level: 'distant-supervision' },
        { skillId: 9, level: 'direct-supervision' },
      ],
      matchingCriteria: false,
    });
    expect(ok({ careLocationId: 4, personaId: 12, date: '2026-12-01' })).toMatchObject({
      personaId: 12,
      date: '2026-12-01',
      matchingCriteria: true,
    });
  });

  it('runs one end of a band range to the other end of the bands', () => {
    expect(ok({ careLocationId: '1', bandFrom: '6' })).toMatchObject({ bandFrom: '6', bandTo: '9' });
    expect(ok({ careLocationId: '1', bandTo: '5' })).toMatchObject({ bandFrom: '2', bandTo: '5' });
  });

  it('refuses, naming the field: no care location, a bad day, band, range, persona, skill pair or flag, an unknown key', () => {
    expect(refusedField({})).toBe('careLocationId');
    expect(refusedField({ careLocationId: '0' })).toBe('careLocationId');
    expect(refusedField({ careLocationId: '1', date: '2026-02-29' })).toBe('date');
    expect(refusedField({ careLocationId: '1', bandFrom: '10' })).toBe('bandFrom');
    expect(refusedField({ careLocationId: '1', bandFrom: '8a', bandTo: '7' })).toBe('bandTo');
    expect(refusedField({ careLocationId: '1', personaId: 'x' })).toBe('personaId');
    expect(refusedField({ careLocationId: '1', skills: '7' })).toBe('skills');
    expect(refusedField({ careLocationId: '1', skills: '7:expert' })).toBe('skills');
    expect(
      refusedField({ careLocationId: '1', skills: Array.from({ length: 51 }, (_, i) => `${i + 1}:solo`).join(',') }),
    ).toBe('skills');
    expect(refusedField({ careLocationId: '1', matchingCriteria: 'yes' })).toBe('matchingCriteria');
    expect(refusedField({ careLocationId: '1', everyone: 'true' })).toBe('everyone');
  });

  it('writes its criteria back as the strings they were read from', () => {
    const raw = {
      careLocationId: '4',
      date: '2026-12-01',
      bandFrom: '5',
      bandTo: '6',
      personaId: '3',
      skills: '7:solo,9:direct-supervision',
      matchingCriteria: 'false',
    };
    expect(criteriaStrings(ok(raw))).toEqual(raw);
    expect(criteriaStrings(ok({ careLocationId: '4' }))).toEqual({ careLocationId: '4' });
  });

  it("seeks the persona's skills and those named (which win), mandatory only when every criterion must match", () => {
    const c: FindStaffCriteria = ok({ careLocationId: '1', skills: '7:direct-supervision' });
    const needs = criteriaNeeds(c, [
      { skillId: 7, level: 'solo' },
      { skillId: 3, level: 'solo' },
    ]);
    expect(needs).toEqual([
      { skillId: 3, level: 'solo', requirement: 'mandatory', learningOpportunity: false },
      { skillId: 7, level: 'direct-supervision', requirement: 'mandatory', learningOpportunity: false },
    ]);
    expect(criteriaNeeds({ ...c, matchingCriteria: false }, []).map((n) => n.requirement)).toEqual(['recommended']);
  });

  it('has no band rule without a band range: a nurse with no band recorded is found', () => {
    const nurse = {
      blocked: false,
      permitted: true,
      engaged: false,
      band: null,
      skills: [],
      overlapping: false,
      available: null,
      shiftsInDepartment: 0,
      shiftsInCareLocation: 0,
      recentHours: 0,
    };
    expect(exclusionsOf({ gradeFrom: null, gradeTo: null, skills: [] }, nurse)).toEqual([]);
    expect(exclusionsOf({ gradeFrom: '5', gradeTo: '6', skills: [] }, nurse)).toEqual([{ reason: 'noBand' }]);
  });
});
