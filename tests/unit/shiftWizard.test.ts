import { describe, expect, it } from 'vitest';
import {
  creationPayloads,
  dateProblems,
  draftJobSkills,
  emptyDraft,
  firstOpenStep,
  MAX_DISCREET_DATES,
  nextStep,
  previousStep,
  stepProblems,
  WIZARD_STEPS,
  type PostingDraft,
} from '../../domain/shiftWizard';
import { draftFromSearch, draftToSearch } from '../../domain/wizardAddress';
import { readCreationPayload } from '../../server/services/jobs/payload';

const TODAY = '2026-11-28';
const complete = (): PostingDraft => ({
  careLocationId: 1,
  departmentId: 2,
  jobTitleTypeId: 3,
  band: { from: '5', to: '6' },
  jobTemplateId: 7,
  personaId: 9,
  skills: [
    {
      skillId: 10,
      requirement: 'mandatory',
      level: 'solo',
      learningOpportunity: false,
      from: 'template',
      selected: true,
    },
    {
      skillId: 11,
      requirement: 'recommended',
      level: 'solo',
      learningOpportunity: false,
      from: 'template',
      selected: false,
    },
    {
      skillId: 12,
      requirement: 'recommended',
      level: 'direct-supervision',
      learningOpportunity: true,
      from: 'added',
      selected: false,
    },
    {
      skillId: 10,
      requirement: 'not-required',
      level: 'no-experience',
      learningOpportunity: false,
      from: 'added',
      selected: false,
    },
  ],
  shift: 'Long day',
  shiftTime: { start: '07:30', end: '20:00' },
  dates: ['2026-12-01', '2026-12-02', '2026-12-05'],
  vacancies: 2,
  fulfilment: 'Manual',
  budgetCode: 'W7-BANK',
  comment: 'Ward 7, bay B',
});

describe("the wizard's draft in the address", () => {
  it('comes back whole from its search parameter', () => {
    expect(draftFromSearch(draftToSearch(complete()))).toEqual(complete());
    expect(draftFromSearch(`?${draftToSearch(emptyDraft())}`)).toEqual({
      ...emptyDraft(),
      jobTemplateId: null,
      personaId: null,
    });
  });

  it('keeps only fields of their type from whatever the address holds, and starts empty on nonsense', () => {
    const typed = `draft=${encodeURIComponent(JSON.stringify({ careLocationId: 'x', departmentId: 4, band: { from: '12', to: '6' }, skills: [{ skillId: 'a' }, { skillId: 3, requirement: 'mandatory', level: 'solo' }], dates: ['2026-12-01', 7], vacancies: 1.5, fulfilment: 'Whenever', admin: true }))}`;
    expect(draftFromSearch(typed)).toEqual({
      departmentId: 4,
      band: { from: undefined, to: '6' },
      jobTemplateId: null,
      personaId: null,
      skills: [
        {
          skillId: 3,
          requirement: 'mandatory',
          level: 'solo',
          learningOpportunity: false,
          from: 'added',
          selected: false,
        },
      ],
      dates: ['2026-12-01'],
    });
    expect(draftFromSearch('draft=%7Bnot%20json')).toEqual(emptyDraft());
    expect(draftFromSearch('')).toEqual({ ...emptyDraft(), jobTemplateId: null, personaId: null });
  });
});

describe('the shift wizard', () => {
  it('goes through the steps in the order of the issue, Back undoing Next', () => {
    expect(WIZARD_STEPS).toEqual([
      'template',
      'selected-template',
      'add-capability',
      'teach-persona',
      'staff-skills',
      'shift-summary',
    ]);
    expect(nextStep('template')).toBe('selected-template');
    expect(nextStep('shift-summary')).toBeUndefined();
    expect(previousStep('template')).toBeUndefined();
    for (const step of WIZARD_STEPS.slice(0, -1)) expect(previousStep(nextStep(step)!)).toBe(step);
  });

  it('needs the care location, department, role and a band range on the first step, and names each', () => {
    expect(stepProblems('template', emptyDraft(), TODAY).map((p) => p.field)).toEqual([
      'careLocationId',
      'departmentId',
      'jobTitleTypeId',
      'band',
    ]);
    const upsideDown = { ...complete(), band: { from: '7', to: '5' } } as PostingDraft;
    expect(stepProblems('template', upsideDown, TODAY)).toEqual([
      { field: 'band', message: 'The lowest band must not be above the highest' },
    ]);
    expect(stepProblems('template', complete(), TODAY)).toEqual([]);
  });

  it('lets the template and persona steps on without a choice (a shift may have neither)', () => {
    const draft = { ...complete(), jobTemplateId: null, personaId: null };
    for (const step of ['selected-template', 'teach-persona', 'staff-skills'] as const)
      expect(stepProblems(step, draft, TODAY)).toEqual([]);
  });

  it("counts the template skills only when selected, each skill once, a skill added again replacing the template's (spec 5)", () => {
    expect(draftJobSkills(complete())).toEqual([
      { skillId: 10, requirement: 'not-required', level: 'no-experience', learningOpportunity: false },
      { skillId: 12, requirement: 'recommended', level: 'direct-supervision', learningOpportunity: true },
    ]);
  });

  it('names each bad discreet date: not a day, in the past, twice', () => {
    expect(dateProblems(['2026-12-01', '2026-02-30', '2026-11-27', '2026-12-01', TODAY], TODAY)).toEqual([
      { field: 'dates.1', message: '2026-02-30 is not a date (YYYY-MM-DD)' },
      { field: 'dates.2', message: '2026-11-27 is in the past' },
      { field: 'dates.3', message: '2026-12-01 is given twice' },
    ]);
    expect(dateProblems([], TODAY)).toEqual([{ field: 'dates', message: 'Choose at least one date' }]);
    const many = Array.from(
      { length: MAX_DISCREET_DATES + 1 },
      (_, i) => `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
    );
    expect(dateProblems(many, TODAY)).toEqual([
      { field: 'dates', message: `At most ${MAX_DISCREET_DATES} dates at once` },
    ]);
  });

  it('checks the whole shift on the summary: times, vacancies, fulfilment and autofill days', () => {
    const fields = (d: Partial<PostingDraft>) =>
      stepProblems('shift-summary', { ...complete(), ...d }, TODAY).map((p) => p.field);
    expect(fields({})).toEqual([]);
    expect(fields({ shiftTime: { start: '7:30', end: '20:00' } })).toEqual(['shiftTime']);
    expect(fields({ shiftTime: { start: '08:00', end: '08:00' } })).toEqual(['shiftTime']);
    expect(fields({ vacancies: 0 })).toEqual(['vacancies']);
    expect(fields({ vacancies: 1.5 })).toEqual(['vacancies']);
    expect(fields({ fulfilment: undefined })).toEqual(['fulfilment']);
    expect(fields({ fulfilment: 'Autofill' })).toEqual(['autofillDays']);
    expect(fields({ fulfilment: 'Autofill', autofillDays: 3 })).toEqual([]);
    expect(fields({ departmentId: undefined })).toEqual(['departmentId']);
  });

  it('resumes at the first step with something missing', () => {
    expect(firstOpenStep(emptyDraft(), TODAY)).toBe('template');
    expect(firstOpenStep({ ...complete(), vacancies: undefined }, TODAY)).toBe('shift-summary');
    expect(firstOpenStep(complete(), TODAY)).toBeUndefined();
  });

  it("posts one shift per date, each a payload the API's creation rules take as it is", () => {
    const payloads = creationPayloads(complete(), TODAY, false);
    expect(payloads.map((p) => p.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-05']);
    for (const payload of payloads) {
      const { fields, skills } = readCreationPayload(payload);
      expect(fields).toMatchObject({
        careLocationId: 1,
        departmentId: 2,
        gradeFrom: '5',
        gradeTo: '6',
        startTime: '07:30',
        endTime: '20:00',
        fulfilment: 'Manual',
        vacancies: 2,
        jobTemplateId: 7,
        personaId: 9,
        comments: 'Ward 7, bay B',
      });
      expect(fields.status).toBeUndefined();
      expect(skills.map((s) => [s.skillId, s.requirement])).toEqual([
        [10, 'not-required'],
        [12, 'recommended'],
      ]);
    }
    expect(
      readCreationPayload(creationPayloads({ ...complete(), fulfilment: 'Autofill', autofillDays: 4 }, TODAY, true)[0])
        .fields,
    ).toMatchObject({ status: 'DRAFT', fulfilment: 'Autofill', autofillDays: 4 });
    expect(() => creationPayloads({ ...complete(), dates: ['2026-11-01'] }, TODAY, false)).toThrow(
      'dates.0: 2026-11-01 is in the past',
    );
  });
});
