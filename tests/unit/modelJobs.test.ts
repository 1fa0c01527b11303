import { describe, expect, it } from 'vitest';
import type { ShiftSkillNeed } from '../../domain/matching';
import { modelJobNeeds } from '../../domain/modelJobs';
import type { TemplateSkill } from '../../domain/templates';

const need = (skillId: number, requirement: ShiftSkillNeed['requirement'] = 'mandatory'): ShiftSkillNeed => ({
  skillId,
  requirement,
  level: 'solo',
  learningOpportunity: false,
});
const templateSkill = (skillId: number, selected: boolean): TemplateSkill => ({
  skillId,
  requirement: 'recommended',
  level: 'direct-supervision',
  learningOpportunity: true,
  selected,
});

describe("a model shift's skills", () => {
  it("are its own, then its template's selected ones it does not name, each skill once (the first kept)", () => {
    const needs = modelJobNeeds(
      [need(1), need(2, 'recommended'), need(1, 'not-required')],
      [templateSkill(2, true), templateSkill(3, true), templateSkill(4, false), templateSkill(3, true)],
    );
    expect(needs).toEqual([
      need(1),
      need(2, 'recommended'),
      { skillId: 3, requirement: 'recommended', level: 'direct-supervision', learningOpportunity: true },
    ]);
  });

  it('are the template’s alone when it names none, and none without either', () => {
    expect(modelJobNeeds([], [templateSkill(5, true)]).map((n) => n.skillId)).toEqual([5]);
    expect(modelJobNeeds([], [])).toEqual([]);
  });
});
