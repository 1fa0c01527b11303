import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MATCH_WEIGHTS,
  exclusionsOf,
  factorValues,
  matchBreakdown,
  weightsRefusal,
  type CandidateFacts,
  type ShiftFacts,
} from '../../domain/matching';

const shift: ShiftFacts = {
  gradeFrom: '5',
  gradeTo: '6',
  skills: [
    { skillId: 1, requirement: 'mandatory', level: 'distant-supervision', learningOpportunity: false },
    { skillId: 2, requirement: 'recommended', level: 'solo', learningOpportunity: false },
    { skillId: 3, requirement: 'not-required', level: 'solo', learningOpportunity: true },
  ],
};
const nurse: CandidateFacts = {
  blocked: false,
  permitted: true,
  engaged: false,
  band: '5',
  skills: [{ skillId: 1, level: 'solo', approved: true }],
  overlapping: false,
  available: null,
  shiftsInDepartment: 0,
  shiftsInCareLocation: 0,
  recentHours: 0,
};

describe('eligibility', () => {
  it('takes a nurse in band holding every mandatory skill endorsed at its level, free and not unavailable', () => {
    expect(exclusionsOf(shift, nurse)).toEqual([]);
    expect(exclusionsOf(shift, { ...nurse, available: true })).toEqual([]);
  });
  it('names each reason a nurse is left out', () => {
    expect(exclusionsOf(shift, { ...nurse, band: '7' })).toEqual([{ reason: 'band' }]);
    expect(exclusionsOf(shift, { ...nurse, band: '4' })).toEqual([{ reason: 'band' }]);
    expect(exclusionsOf(shift, { ...nurse, band: null })).toEqual([{ reason: 'noBand' }]);
    expect(exclusionsOf(shift, { ...nurse, skills: [] })).toEqual([{ reason: 'missingSkill', skillIds: [1] }]);
    expect(
      exclusionsOf(shift, { ...nurse, skills: [{ skillId: 1, level: 'direct-supervision', approved: true }] }),
    ).toEqual([{ reason: 'missingSkill', skillIds: [1] }]);
    expect(exclusionsOf(shift, { ...nurse, skills: [{ skillId: 1, level: 'solo', approved: false }] })).toEqual([
      { reason: 'missingSkill', skillIds: [1] },
    ]);
    expect(exclusionsOf(shift, { ...nurse, overlapping: true, available: false })).toEqual([
      { reason: 'overlap' },
      { reason: 'unavailable' },
    ]);
    expect(exclusionsOf(shift, { ...nurse, blocked: true, permitted: false, engaged: true })).toEqual([
      { reason: 'blocked' },
      { reason: 'rightToWork' },
      { reason: 'engaged' },
    ]);
  });
});

describe('the score', () => {
  it('counts mandatory skills twice, recommended once, half for a skill held below its level', () => {
    expect(factorValues(shift, nurse).skills).toBeCloseTo(2 / 3);
    expect(
      factorValues(shift, {
        ...nurse,
        skills: [...nurse.skills, { skillId: 2, level: 'distant-supervision', approved: true }],
      }).skills,
    ).toBeCloseTo(2.5 / 3);
    expect(
      factorValues(shift, { ...nurse, skills: [...nurse.skills, { skillId: 2, level: 'solo', approved: true }] })
        .skills,
    ).toBe(1);
    expect(factorValues({ ...shift, skills: [] }, nurse).skills).toBe(1);
  });
  it('weighs local experience, learning and fairness', () => {
    const values = factorValues(shift, { ...nurse, shiftsInDepartment: 4, shiftsInCareLocation: 8, recentHours: 75 });
    expect(values.localExp).toBeCloseTo(0.6);
    expect(values.learning).toBe(1);
    expect(values.fairness).toBeCloseTo(0.5);
    expect(
      factorValues(shift, {
        ...nurse,
        shiftsInDepartment: 30,
        shiftsInCareLocation: 30,
        recentHours: 400,
        skills: [...nurse.skills, { skillId: 3, level: 'solo', approved: true }],
      }),
    ).toMatchObject({ localExp: 1, learning: 0, fairness: 0 });
  });
  it('is the weighted share out of 100, with each factor’s points', () => {
    const breakdown = matchBreakdown({ skills: 1, localExp: 0.5, learning: 0, fairness: 0.25 }, DEFAULT_MATCH_WEIGHTS);
    expect(breakdown.score).toBe(65);
    expect(breakdown.factors).toEqual([
      { factor: 'skills', weight: 50, value: 1, points: 50 },
      { factor: 'localExp', weight: 20, value: 0.5, points: 10 },
      { factor: 'learning', weight: 10, value: 0, points: 0 },
      { factor: 'fairness', weight: 20, value: 0.25, points: 5 },
    ]);
    expect(
      matchBreakdown(
        { skills: 0, localExp: 0, learning: 0, fairness: 1 },
        { skillsWeight: 0, localExpWeight: 0, learningWeight: 0, fairnessWeight: 3 },
      ).score,
    ).toBe(100);
  });
  it('refuses weights out of range or all zero', () => {
    expect(weightsRefusal(DEFAULT_MATCH_WEIGHTS)).toBeNull();
    expect(weightsRefusal({ ...DEFAULT_MATCH_WEIGHTS, skillsWeight: 101 })).toMatch(/Skills weight/);
    expect(weightsRefusal({ ...DEFAULT_MATCH_WEIGHTS, fairnessWeight: 1.5 })).toMatch(/Fairness weight/);
    expect(weightsRefusal({ skillsWeight: 0, localExpWeight: 0, learningWeight: 0, fairnessWeight: 0 })).toMatch(
      /At least one/,
    );
  });
});
