/**
 * The shift creation payload (spec 3, "Job creation payload") read into the jobs table's fields and the
 * shift's skills, with the rules that span several fields. Field-by-field checks stay with the definition.
 */
import { BadRequest } from '@feathersjs/errors';
import { bandRank, isBand } from '../../../domain/bands';
import {
  AUTOFILL_DAYS,
  dedupeSkills,
  FULFILMENTS,
  isAutofillDays,
  isFulfilment,
  rateOf,
  type Fulfilment,
  type JobRate,
} from '../../../domain/shifts';
import {
  DEFAULT_SKILL_LEVEL,
  SKILL_REQUIREMENTS,
  SUPERVISION_LEVELS,
  type SkillRequirement,
  type SupervisionLevel,
} from '../../../domain/skills';

const PAYLOAD_KEYS = new Set([
  'careLocation',
  'careLocationId',
  'departmentId',
  'area',
  'vacancies',
  'autofill',
  'urgent',
  'fulfillment',
  'grade',
  'jobTemplateId',
  'title',
  'jobTitleTypeId',
  'rate',
  'rotaShiftId',
  'comments',
  'shift',
  'shiftTime',
  'date',
  'jobSkills',
  'shiftPlanId',
  'tier',
  'personaId',
  'status',
  'trustId',
  'budgetCode',
  'healthRosterShiftId',
  'checklistItemIds',
]);

export interface JobSkillInput {
  skillId: number;
  requirement: SkillRequirement;
  /** The least independent level the shift accepts (domain/matching.ts). */
  level: SupervisionLevel;
  learningOpportunity: boolean;
}

type Problem = { field: string; message: string };
/** A 400 naming each field that does not fit. */
export const fail = (problems: Problem[]) =>
  new BadRequest(problems.map((p) => `${p.field}: ${p.message}`).join('; '), { errors: problems });

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function fulfilmentOf(
  data: Record<string, unknown>,
  problems: Problem[],
): { fulfilment: Fulfilment; autofillDays: number | null } {
  const given = data.fulfillment;
  const fulfilment: Fulfilment | undefined = isFulfilment(given)
    ? given
    : given !== undefined && given !== null
      ? (problems.push({ field: 'fulfillment', message: `must be one of ${FULFILMENTS.join(', ')}` }), undefined)
      : data.urgent === true
        ? 'Urgent'
        : data.autofill !== undefined && data.autofill !== null
          ? 'Autofill'
          : 'Manual';
  if (fulfilment !== 'Autofill') return { fulfilment: fulfilment ?? 'Manual', autofillDays: null };
  if (!isAutofillDays(data.autofill)) {
    problems.push({
      field: 'autofill',
      message: `Autofill needs the days before the shift: ${AUTOFILL_DAYS.slice(0, -1).join(', ')} or ${AUTOFILL_DAYS.at(-1)}`,
    });
  }
  return { fulfilment, autofillDays: data.autofill as number };
}

function rateFrom(value: unknown, problems: Problem[]): JobRate {
  if (value === undefined || value === null) return rateOf();
  if (!isObject(value)) {
    problems.push({ field: 'rate', message: 'must be { start, limit, current, allowAutoIncrease }' });
    return rateOf();
  }
  const unknown = Object.keys(value).filter((k) => !['start', 'limit', 'current', 'allowAutoIncrease'].includes(k));
  if (unknown.length) problems.push({ field: 'rate', message: `has unknown fields: ${unknown.join(', ')}` });
  const rate = rateOf(value as Partial<JobRate>);
  // A rate not given starts where the shift starts.
  if (value.current === undefined) rate.current = rate.start;
  for (const k of ['start', 'limit', 'current'] as const) {
    if (typeof rate[k] !== 'number' || !Number.isFinite(rate[k]) || rate[k] <= 0 || rate[k] > 1000) {
      problems.push({ field: `rate.${k}`, message: 'must be an amount between 0 and 1000' });
    }
  }
  if (typeof rate.allowAutoIncrease !== 'boolean')
    problems.push({ field: 'rate.allowAutoIncrease', message: 'must be true or false' });
  if (rate.start > rate.limit) problems.push({ field: 'rate.start', message: 'must not be above the limit' });
  if (rate.current < rate.start || rate.current > rate.limit)
    problems.push({ field: 'rate.current', message: 'must be between the start and the limit' });
  return rate;
}

/** A shift's skills as a body gives them under `field`, each problem named; one per skill (spec 5). */
export function skillsFrom(value: unknown, problems: Problem[], field = 'jobSkills'): JobSkillInput[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 100) {
    problems.push({ field, message: 'must be a list of at most 100 skills' });
    return [];
  }
  const skills: JobSkillInput[] = [];
  value.forEach((s, i) => {
    const requirement = isObject(s) ? (s.requirement ?? 'mandatory') : undefined;
    const level = isObject(s) ? (s.level ?? DEFAULT_SKILL_LEVEL) : undefined;
    if (!isObject(s) || !Number.isInteger(s.skillId) || (s.skillId as number) <= 0) {
      problems.push({ field: `${field}.${i}.skillId`, message: 'must be the id of a skill' });
    } else if (!SKILL_REQUIREMENTS.includes(requirement as SkillRequirement)) {
      problems.push({ field: `${field}.${i}.requirement`, message: `must be one of ${SKILL_REQUIREMENTS.join(', ')}` });
    } else if (!SUPERVISION_LEVELS.includes(level as SupervisionLevel)) {
      problems.push({ field: `${field}.${i}.level`, message: `must be one of ${SUPERVISION_LEVELS.join(', ')}` });
    } else if (s.learningOpportunity !== undefined && typeof s.learningOpportunity !== 'boolean') {
      problems.push({ field: `${field}.${i}.learningOpportunity`, message: 'must be true or false' });
    } else {
      skills.push({
        skillId: s.skillId as number,
        requirement: requirement as SkillRequirement,
        level: level as SupervisionLevel,
        learningOpportunity: !!s.learningOpportunity,
      });
    }
  });
  // Spec 5: a job's skill list is de-duplicated by skill.
  return dedupeSkills(skills);
}

/** The table fields and skills of a creation payload; 400 naming each field that does not fit. */
export function readCreationPayload(data: unknown): { fields: Record<string, unknown>; skills: JobSkillInput[] } {
  if (!isObject(data)) throw fail([{ field: '', message: 'The body must be a JSON object' }]);
  const problems: Problem[] = [];
  for (const key of Object.keys(data))
    if (!PAYLOAD_KEYS.has(key)) problems.push({ field: key, message: 'is not part of a shift' });

  const grade = data.grade;
  if (!isObject(grade) || !isBand(grade.from) || !isBand(grade.to)) {
    problems.push({ field: 'grade', message: 'must be { from, to } with bands 2 to 9 (8a to 8d)' });
  } else if (bandRank(grade.from) > bandRank(grade.to)) {
    problems.push({ field: 'grade', message: 'from must not be above to' });
  }
  const shiftTime = data.shiftTime;
  if (!isObject(shiftTime) || typeof shiftTime.start !== 'string' || typeof shiftTime.end !== 'string') {
    problems.push({ field: 'shiftTime', message: 'must be { start, end } as HH:mm' });
  }
  const { fulfilment, autofillDays } = fulfilmentOf(data, problems);
  const rate = rateFrom(data.rate, problems);
  const skills = skillsFrom(data.jobSkills, problems);
  if (problems.length) throw fail(problems);

  const fields: Record<string, unknown> = {
    careLocationId: data.careLocationId,
    departmentId: data.departmentId,
    vacancies: data.vacancies,
    gradeFrom: (grade as { from: string }).from,
    gradeTo: (grade as { to: string }).to,
    title: data.title,
    jobTitleTypeId: data.jobTitleTypeId,
    date: data.date,
    startTime: (shiftTime as { start: string }).start,
    endTime: (shiftTime as { end: string }).end,
    fulfilment,
    autofillDays,
    rate,
    comments: data.comments,
    jobTemplateId: data.jobTemplateId,
    personaId: data.personaId,
    rotaShiftId: data.rotaShiftId,
    shiftPlanId: data.shiftPlanId,
    tier: data.tier,
    status: data.status,
    trustId: data.trustId,
    budgetCode: data.budgetCode,
    healthRosterShiftId: data.healthRosterShiftId,
    checklistItemIds: data.checklistItemIds,
  };
  return { fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), skills };
}
