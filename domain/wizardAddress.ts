/**
 * The shift wizard's draft in the address (?draft=…): written and read back, whatever the address holds. Only the
 * wizard's screens read and write it.
 */
import { isBand } from './bands';
import { BUDGET_CODE_LENGTH, FULFILMENTS, ROSTER_ID_LENGTH, type Fulfilment } from './shifts';
import { emptyDraft, MAX_DISCREET_DATES, type DraftSkill, type PostingDraft } from './shiftWizard';
import type { SkillRequirement, SupervisionLevel } from './skills';

/** The search parameter holding the wizard's draft: a reloaded or shared step loses nothing. */
export const DRAFT_PARAM = 'draft';

/** The draft as its search parameter's value (JSON; empty fields left out). */
export const draftToSearch = (draft: PostingDraft) =>
  new URLSearchParams({ [DRAFT_PARAM]: JSON.stringify(draft) }).toString();

const id = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined);
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : undefined);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The draft a search string holds, whatever was typed or pasted into the address bar: each field kept only when of
 * its type (a value of the right type but wrong is kept, for its step to name), everything else dropped.
 */
export function draftFromSearch(search: string): PostingDraft {
  let raw: Record<string, unknown> = {};
  try {
    raw = record(JSON.parse(new URLSearchParams(search).get(DRAFT_PARAM) ?? '{}'));
  } catch {
    return emptyDraft();
  }
  const band = record(raw.band);
  const time = record(raw.shiftTime);
  const skills = (Array.isArray(raw.skills) ? raw.skills : []).map(record).flatMap((s): DraftSkill[] => {
    const skillId = id(s.skillId);
    if (!skillId) return [];
    return [
      {
        skillId,
        requirement: s.requirement as SkillRequirement,
        level: s.level as SupervisionLevel,
        learningOpportunity: s.learningOpportunity === true,
        from: s.from === 'template' ? 'template' : 'added',
        selected: s.selected === true,
      },
    ];
  });
  const draft: PostingDraft = {
    careLocationId: id(raw.careLocationId),
    departmentId: id(raw.departmentId),
    jobTitleTypeId: id(raw.jobTitleTypeId),
    title: text(raw.title, 160),
    band:
      isBand(band.from) || isBand(band.to)
        ? { from: isBand(band.from) ? band.from : undefined, to: isBand(band.to) ? band.to : undefined }
        : undefined,
    careSpecialityTypeId: id(raw.careSpecialityTypeId),
    jobTemplateId: id(raw.jobTemplateId) ?? null,
    skills,
    personaId: id(raw.personaId) ?? null,
    shift: text(raw.shift, 40),
    shiftTime:
      typeof time.start === 'string' || typeof time.end === 'string'
        ? { start: text(time.start, 5), end: text(time.end, 5) }
        : undefined,
    dates: (Array.isArray(raw.dates) ? raw.dates : [])
      .filter((d): d is string => typeof d === 'string')
      .slice(0, MAX_DISCREET_DATES + 1),
    vacancies: Number.isInteger(raw.vacancies) ? (raw.vacancies as number) : undefined,
    fulfilment: FULFILMENTS.includes(raw.fulfilment as Fulfilment) ? (raw.fulfilment as Fulfilment) : undefined,
    autofillDays: Number.isInteger(raw.autofillDays) ? (raw.autofillDays as number) : undefined,
    budgetCode: text(raw.budgetCode, BUDGET_CODE_LENGTH + 1),
    healthRosterShiftId: text(raw.healthRosterShiftId, ROSTER_ID_LENGTH + 1),
    comment: text(raw.comment, 2001),
  };
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as PostingDraft;
}
