/**
 * Find a staff (/search/staff/persona, GET find-a-staff, issue 13): the nurses of a care location's trust who could
 * work there, ranked by the match score of domain/matching.ts against a shape made of the search's criteria.
 *
 * Criteria (a query string, and a saved search's paramDetails, are the same strings):
 *   - careLocationId (required): where; its trust's nurses who may work there, its trust's weights;
 *   - date (YYYY-MM-DD): who is free that day (no booking on a shift overlapping the day) and permitted to work then;
 *     without it, permission to work is judged today and bookings are not looked at;
 *   - bandFrom, bandTo: a band range (one end alone runs to the other end of the bands); none: any band, or none;
 *   - personaId: a staff persona, whose effective skills (domain/personas.ts) are sought at their levels;
 *   - skills: 'skillId:level' pairs, comma separated, sought besides the persona's (a skill named in both is sought at
 *     the level given here);
 *   - matchingCriteria (true by default): true, a nurse must hold every skill sought at its level (endorsed) to be
 *     found; false, the skills only rank (the skills factor of the score), and no one is left out for them.
 * The score's learning factor is 0 for everyone: a search offers no learning opportunity.
 */
import type { AccessRule } from './access';
import { BANDS, bandRank, isBand, type Band } from './bands';
import type { ShiftSkillNeed } from './matching';
import { SUPERVISION_LEVELS, type SupervisionLevel } from './skills';
import { POST_SHIFT_ACCESS } from './shifts';
import { FIND_STAFF_READ } from './staff';
import { isCalendarDay } from './time';

/**
 * Who may ask how many nurses a search finds (`$limit=0`: the count, no one named): whoever finds staff, and whoever
 * posts or drafts shifts, for the wizard's count of the nurses who could take the shift. Listing them (any other
 * $limit) stays FIND_STAFF_READ's.
 */
export const COUNT_STAFF: AccessRule = { levels: ['ADMIN', 'MANAGER'], oneOf: [FIND_STAFF_READ, POST_SHIFT_ACCESS] };

export const FIND_STAFF_LIMITS = { skills: 50 } as const;

export interface SkillCriterion {
  skillId: number;
  level: SupervisionLevel;
}

export interface FindStaffCriteria {
  careLocationId: number;
  date: string | null;
  bandFrom: Band | null;
  bandTo: Band | null;
  personaId: number | null;
  skills: SkillCriterion[];
  matchingCriteria: boolean;
}

/** The keys a search is made of, as a query string and as a saved search's paramDetails. */
export const CRITERIA_KEYS = [
  'careLocationId',
  'date',
  'bandFrom',
  'bandTo',
  'personaId',
  'skills',
  'matchingCriteria',
] as const;

export interface CriteriaRefusal {
  field: string;
  message: string;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const idOf = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** The skills sought, from 'skillId:level,…': null when one pair is not a skill id and a level. */
function skillsOf(v: string): SkillCriterion[] | null {
  const out = new Map<number, SkillCriterion>();
  for (const pair of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, level] = pair.split(':');
    const skillId = idOf(id);
    if (skillId === null || !(SUPERVISION_LEVELS as readonly string[]).includes(level)) return null;
    out.set(skillId, { skillId, level: level as SupervisionLevel });
  }
  return [...out.values()];
}

/** A search's criteria from its strings, or why they are refused (the field and what it must be). */
export function criteriaOf(raw: Record<string, unknown>): FindStaffCriteria | CriteriaRefusal {
  const unknown = Object.keys(raw).find((k) => !(CRITERIA_KEYS as readonly string[]).includes(k));
  if (unknown) return { field: unknown, message: `${unknown} is not a search criterion` };
  const careLocationId = idOf(raw.careLocationId);
  if (careLocationId === null) return { field: 'careLocationId', message: 'Choose a care location' };
  const date = present(raw.date) ? String(raw.date) : null;
  if (date !== null && !isCalendarDay(date)) return { field: 'date', message: 'date must be a day as YYYY-MM-DD' };
  for (const key of ['bandFrom', 'bandTo'] as const) {
    if (present(raw[key]) && !isBand(String(raw[key])))
      return { field: key, message: `${key} must be one of the bands ${BANDS.join(', ')}` };
  }
  const from = present(raw.bandFrom) ? (String(raw.bandFrom) as Band) : null;
  const to = present(raw.bandTo) ? (String(raw.bandTo) as Band) : null;
  if (from && to && bandRank(from) > bandRank(to))
    return { field: 'bandTo', message: 'The upper band must not be below the lower band' };
  const personaId = present(raw.personaId) ? idOf(raw.personaId) : null;
  if (present(raw.personaId) && personaId === null)
    return { field: 'personaId', message: 'personaId must be the id of a staff persona' };
  const skills = present(raw.skills) ? skillsOf(String(raw.skills)) : [];
  if (skills === null)
    return {
      field: 'skills',
      message: `skills must be skillId:level pairs, comma separated; levels: ${SUPERVISION_LEVELS.join(', ')}`,
    };
  if (skills.length > FIND_STAFF_LIMITS.skills)
    return { field: 'skills', message: `At most ${FIND_STAFF_LIMITS.skills} skills` };
  const flag = raw.matchingCriteria;
  if (present(flag) && !['true', 'false', true, false].includes(flag as string | boolean))
    return { field: 'matchingCriteria', message: 'matchingCriteria must be true or false' };
  return {
    careLocationId,
    date,
    bandFrom: from ?? (to ? BANDS[0] : null),
    bandTo: to ?? (from ? BANDS[BANDS.length - 1] : null),
    personaId,
    skills,
    matchingCriteria: !present(flag) || flag === true || flag === 'true',
  };
}

export const isRefusal = (c: FindStaffCriteria | CriteriaRefusal): c is CriteriaRefusal => 'message' in c;

/** The criteria as strings again: a query string, or a saved search's paramDetails (empty criteria left out). */
export function criteriaStrings(c: FindStaffCriteria): Record<string, string> {
  const out: Record<string, string> = { careLocationId: String(c.careLocationId) };
  if (c.date) out.date = c.date;
  if (c.bandFrom) out.bandFrom = c.bandFrom;
  if (c.bandTo) out.bandTo = c.bandTo;
  if (c.personaId) out.personaId = String(c.personaId);
  if (c.skills.length) out.skills = c.skills.map((s) => `${s.skillId}:${s.level}`).join(',');
  if (!c.matchingCriteria) out.matchingCriteria = 'false';
  return out;
}

/**
 * What the search asks of a nurse, as a shift's skill needs: the persona's skills, then the skills named (which win),
 * by skill id; mandatory when every criterion must match, recommended when they only rank.
 */
export function criteriaNeeds(c: FindStaffCriteria, personaSkills: readonly SkillCriterion[]): ShiftSkillNeed[] {
  const sought = new Map<number, SkillCriterion>();
  for (const s of [...personaSkills, ...c.skills]) sought.set(s.skillId, s);
  const requirement = c.matchingCriteria ? 'mandatory' : 'recommended';
  return [...sought.values()]
    .sort((a, b) => a.skillId - b.skillId)
    .map((s) => ({ skillId: s.skillId, level: s.level, requirement, learningOpportunity: false }));
}
