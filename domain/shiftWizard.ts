/**
 * The shift wizard (spec 2.4 "Shift creation", issue 14): one step per route under /shifts/new, each with what it
 * needs before Next, and the posting draft (spec 3 "Job posting draft") the steps fill in. Posting a draft on several
 * discreet dates makes one shift per date, all or none (the API's rule: server/services/jobs): the dates are checked
 * here first so that each bad one is named.
 */
import { bandRank, isBand, type Band } from './bands';
import {
  AUTOFILL_DAYS,
  BUDGET_CODE_LENGTH,
  dedupeSkills,
  endsWhenItStarts,
  FULFILMENTS,
  isClockTime,
  MAX_VACANCIES,
  ROSTER_ID_LENGTH,
  type Fulfilment,
} from './shifts';

export { MAX_VACANCIES };
import { SKILL_REQUIREMENTS, SUPERVISION_LEVELS, type SkillRequirement, type SupervisionLevel } from './skills';
import { isCalendarDay } from './time';

/** The steps in their order, each at /shifts/new/<step>. */
export const WIZARD_STEPS = [
  'template',
  'selected-template',
  'add-capability',
  'teach-persona',
  'staff-skills',
  'shift-summary',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_TITLES: Record<WizardStep, string> = {
  template: 'Shift and template',
  'selected-template': 'Template skills',
  'add-capability': 'Add capabilities',
  'teach-persona': 'Staff persona',
  'staff-skills': 'Staff skills',
  'shift-summary': 'Shift summary',
};

export const isWizardStep = (v: unknown): v is WizardStep => (WIZARD_STEPS as readonly unknown[]).includes(v);
export const nextStep = (step: WizardStep): WizardStep | undefined => WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1];
export const previousStep = (step: WizardStep): WizardStep | undefined => WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1];

/** The most dates one posting takes: a month of a ward's rota. */
export const MAX_DISCREET_DATES = 31;

export interface DraftSkill {
  skillId: number;
  requirement: SkillRequirement;
  level: SupervisionLevel;
  learningOpportunity: boolean;
  /** Where it came from: the template's (counted only when selected) or added on the capability step. */
  from: 'template' | 'added';
  selected: boolean;
}

/** The job posting draft (spec 3): what the steps gather, kept whole between them. */
export interface PostingDraft {
  careLocationId?: number;
  departmentId?: number;
  /** The role: a job title. */
  jobTitleTypeId?: number;
  title?: string;
  band?: { from?: Band; to?: Band };
  careSpecialityTypeId?: number;
  jobTemplateId?: number | null;
  skills: DraftSkill[];
  personaId?: number | null;
  /** The shift's name among the trust's master shift times (Early, Late, Night...), or 'Custom'. */
  shift?: string;
  shiftTime?: { start?: string; end?: string };
  dates: string[];
  vacancies?: number;
  fulfilment?: Fulfilment;
  autofillDays?: number;
  budgetCode?: string;
  healthRosterShiftId?: string;
  comment?: string;
}

export const emptyDraft = (): PostingDraft => ({ skills: [], dates: [] });

export type Problem = { field: string; message: string };

/**
 * The skills a posted shift asks: the template's selected ones and the added ones, each skill once (spec 5), a skill
 * added again on the capability step replacing the template's (dedupeSkills: the last entry wins).
 */
export const draftJobSkills = (draft: Pick<PostingDraft, 'skills'>) =>
  dedupeSkills(draft.skills.filter((s) => s.from === 'added' || s.selected)).map(
    ({ skillId, requirement, level, learningOpportunity }) => ({
      skillId,
      requirement,
      level,
      learningOpportunity,
    }),
  );

/** What stops Next on a step (none: the step is done). Steps with no required field never stop it. */
export function stepProblems(step: WizardStep, draft: PostingDraft, today: string): Problem[] {
  const problems: Problem[] = [];
  const need = (ok: unknown, field: string, message: string) => {
    if (!ok) problems.push({ field, message });
  };
  if (step === 'template') {
    need(draft.careLocationId, 'careLocationId', 'Choose the care location');
    need(draft.departmentId, 'departmentId', 'Choose the department');
    need(draft.jobTitleTypeId, 'jobTitleTypeId', 'Choose the role');
    need(isBand(draft.band?.from) && isBand(draft.band?.to), 'band', 'Choose the band range');
    if (isBand(draft.band?.from) && isBand(draft.band?.to) && bandRank(draft.band.from) > bandRank(draft.band.to)) {
      problems.push({ field: 'band', message: 'The lowest band must not be above the highest' });
    }
  }
  if (step === 'add-capability') {
    draft.skills.forEach((s, i) => {
      need(
        SKILL_REQUIREMENTS.includes(s.requirement),
        `skills.${i}.requirement`,
        `Choose one of ${SKILL_REQUIREMENTS.join(', ')}`,
      );
      need(SUPERVISION_LEVELS.includes(s.level), `skills.${i}.level`, `Choose one of ${SUPERVISION_LEVELS.join(', ')}`);
    });
  }
  if (step === 'shift-summary') problems.push(...summaryProblems(draft, today));
  return problems;
}

/** Everything the summary step checks before posting: the steps before it, then the shift's own fields. */
function summaryProblems(draft: PostingDraft, today: string): Problem[] {
  const problems = stepProblems('template', draft, today);
  const { start, end } = draft.shiftTime ?? {};
  if (!isClockTime(start) || !isClockTime(end))
    problems.push({ field: 'shiftTime', message: 'Give the start and end as HH:mm' });
  else if (endsWhenItStarts(start, end))
    problems.push({ field: 'shiftTime', message: 'A shift must not end when it starts' });
  problems.push(...dateProblems(draft.dates, today));
  const v = draft.vacancies;
  if (!Number.isInteger(v) || v! < 1 || v! > MAX_VACANCIES)
    problems.push({ field: 'vacancies', message: `Give between 1 and ${MAX_VACANCIES} vacancies` });
  if (!draft.fulfilment || !FULFILMENTS.includes(draft.fulfilment))
    problems.push({ field: 'fulfilment', message: 'Choose how the shift is filled' });
  else if (draft.fulfilment === 'Autofill' && !AUTOFILL_DAYS.includes(draft.autofillDays as 2)) {
    problems.push({ field: 'autofillDays', message: 'Autofill needs the days before the shift: 2, 3 or 4' });
  }
  if ((draft.budgetCode ?? '').length > BUDGET_CODE_LENGTH)
    problems.push({ field: 'budgetCode', message: `At most ${BUDGET_CODE_LENGTH} characters` });
  if ((draft.healthRosterShiftId ?? '').length > ROSTER_ID_LENGTH)
    problems.push({ field: 'healthRosterShiftId', message: `At most ${ROSTER_ID_LENGTH} characters` });
  if ((draft.comment ?? '').length > 2000) problems.push({ field: 'comment', message: 'At most 2,000 characters' });
  return problems;
}

/** Each bad discreet date named: not a day, in the past, given twice; and none or too many. */
export function dateProblems(dates: readonly string[], today: string): Problem[] {
  if (!dates.length) return [{ field: 'dates', message: 'Choose at least one date' }];
  if (dates.length > MAX_DISCREET_DATES)
    return [{ field: 'dates', message: `At most ${MAX_DISCREET_DATES} dates at once` }];
  const seen = new Set<string>();
  return dates.flatMap((date, i): Problem[] => {
    const field = `dates.${i}`;
    if (!isCalendarDay(date)) return [{ field, message: `${String(date)} is not a date (YYYY-MM-DD)` }];
    if (date < today) return [{ field, message: `${date} is in the past` }];
    if (seen.has(date)) return [{ field, message: `${date} is given twice` }];
    seen.add(date);
    return [];
  });
}

/** The first step with something missing (where a reloaded or shared wizard resumes), or undefined when it can post. */
export const firstOpenStep = (draft: PostingDraft, today: string): WizardStep | undefined =>
  WIZARD_STEPS.find((step) => stepProblems(step, draft, today).length > 0);

/**
 * The shifts a complete draft posts: one creation payload (spec 3 "Job creation payload") per discreet date, as a
 * draft (status DRAFT) when `asDraft`. Throws on an incomplete draft: the summary step checks it first.
 */
export function creationPayloads(draft: PostingDraft, today: string, asDraft: boolean): Record<string, unknown>[] {
  const problems = stepProblems('shift-summary', draft, today);
  if (problems.length) throw new Error(problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  return draft.dates.map((date) => payloadOn(draft, date, asDraft));
}

/** A draft the summary step passed, as the creation payload of its shift on `date`. */
export function payloadOn(draft: PostingDraft, date: string, asDraft: boolean): Record<string, unknown> {
  return {
    careLocationId: draft.careLocationId,
    departmentId: draft.departmentId,
    jobTitleTypeId: draft.jobTitleTypeId,
    ...(draft.title ? { title: draft.title } : {}),
    grade: { from: draft.band!.from, to: draft.band!.to },
    ...(draft.jobTemplateId ? { jobTemplateId: draft.jobTemplateId } : {}),
    ...(draft.personaId ? { personaId: draft.personaId } : {}),
    jobSkills: draftJobSkills(draft),
    shiftTime: { start: draft.shiftTime!.start, end: draft.shiftTime!.end },
    date,
    vacancies: draft.vacancies,
    fulfillment: draft.fulfilment,
    ...(draft.fulfilment === 'Autofill' ? { autofill: draft.autofillDays } : {}),
    ...(draft.comment ? { comments: draft.comment } : {}),
    ...(draft.budgetCode ? { budgetCode: draft.budgetCode } : {}),
    ...(draft.healthRosterShiftId ? { healthRosterShiftId: draft.healthRosterShiftId } : {}),
    ...(asDraft ? { status: 'DRAFT' } : {}),
  };
}
