/**
 * Matching a nurse to a shift, explained (issue 13). Eligibility first, then a score out of 100 from the trust's
 * weights, with its breakdown by factor. The server ranks candidates in SQL with these very constants
 * (server/services/matching/candidates.ts), and explains each one with `matchBreakdown`; a test holds the two equal.
 *
 * Eligible: a nurse of the shift's trust, approved and active there, who sees the shift's care location (as for any
 * offer: server/services/jobs/eligibility.ts), and
 *   - who is not blocked there, and whose permission to work in the UK holds on the shift's day;
 *   - who has not already applied for the shift, been offered it or been booked on it;
 *   - whose band is within the shift's band range (a nurse without a recorded band is not);
 *   - who holds every mandatory skill of the shift, endorsed, at the level the shift asks or a more independent one;
 *   - who is booked on no overlapping shift;
 *   - who has not said they cannot work that day (domain/availability.ts: a day not known leaves nobody out).
 *
 * Score = 100 x (sum of weight x factor) / (sum of weights), each factor between 0 and 1:
 *   - skills: the shift's mandatory (worth 2) and recommended (worth 1) skills, each fully met (1) when held endorsed at
 *     its level, half met (0.5) when held endorsed below it, else 0; the share of the worth met. A shift asking no
 *     skills: 1.
 *   - local experience: shifts the nurse worked in the last 365 days in the shift's department (1 each) and elsewhere
 *     in its care location (0.5 each), capped at 10.
 *   - learning: the share of the shift's learning opportunities the nurse does not hold at their level yet (a shift
 *     offering none: 0 for everyone).
 *   - fairness: 1 - (hours worked in the last 28 days / 150), not below 0: who worked less lately ranks higher.
 * Ties: fewer recent hours first, then the lower user id (a stable order for paging).
 *
 * The same ranking serves what is not one shift (a model job, a search for staff: findStaff.ts): a shape with no
 * shift has no one already engaged on it; with no times, no overlapping booking; with no day, permission to work is
 * judged today and availability is not asked; with no department, every shift in the care location counts in full;
 * with no band range, any band (or none) will do.
 */
import { bandRank, isBand, type Band } from './bands';
import { meetsLevel } from './personas';
import type { SkillRequirement, SupervisionLevel } from './skills';

export const MATCH_FACTORS = ['skills', 'localExp', 'learning', 'fairness'] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];
export const MATCH_FACTOR_LABELS: Record<MatchFactor, string> = {
  skills: 'Skills',
  localExp: 'Local experience',
  learning: 'Learning',
  fairness: 'Fairness',
};

/** A trust's weights (staffmatchweightsettings): whole numbers 0 to 100, not all 0. */
export type MatchWeights = Record<`${MatchFactor}Weight`, number>;
export const DEFAULT_MATCH_WEIGHTS: MatchWeights = {
  skillsWeight: 50,
  localExpWeight: 20,
  learningWeight: 10,
  fairnessWeight: 20,
};

export const MATCHING = {
  /** Worth of a skill in the skills factor, by requirement (not-required skills are not counted). */
  requirementWorth: { mandatory: 2, recommended: 1, 'not-required': 0 } satisfies Record<SkillRequirement, number>,
  /** Credit of a skill held endorsed below the level asked. */
  belowLevelCredit: 0.5,
  /** Local experience: days looked back, credit of a shift elsewhere in the care location, and the cap. */
  localExpDays: 365,
  careLocationCredit: 0.5,
  localExpCap: 10,
  /** Fairness: days looked back and the hours that zero it. */
  fairnessDays: 28,
  fairnessCapHours: 150,
} as const;

export interface ShiftSkillNeed {
  skillId: number;
  requirement: SkillRequirement;
  level: SupervisionLevel;
  learningOpportunity: boolean;
}

export interface HeldSkillLevel {
  skillId: number;
  level: SupervisionLevel;
  approved: boolean;
}

/** What is known of one nurse for one shift. */
export interface CandidateFacts {
  blocked: boolean;
  /** Whether the nurse's permission to work in the UK holds on the shift's day. */
  permitted: boolean;
  /** Already applied, offered or booked on this shift. */
  engaged: boolean;
  band: string | null;
  skills: readonly HeldSkillLevel[];
  overlapping: boolean;
  /** null: the nurse's availability is not known. */
  available: boolean | null;
  shiftsInDepartment: number;
  /** Shifts in the care location, its department's included. */
  shiftsInCareLocation: number;
  recentHours: number;
}

export interface ShiftFacts {
  /** null: no band range (any band, or none). */
  gradeFrom: Band | null;
  gradeTo: Band | null;
  skills: readonly ShiftSkillNeed[];
}

export const EXCLUSIONS = [
  'blocked',
  'rightToWork',
  'engaged',
  'band',
  'noBand',
  'missingSkill',
  'overlap',
  'unavailable',
] as const;
export type ExclusionReason = (typeof EXCLUSIONS)[number];
export const EXCLUSION_LABELS: Record<ExclusionReason, string> = {
  blocked: 'Blocked at this trust or care location',
  rightToWork: "Permission to work in the UK ends before the shift's day",
  engaged: 'Already applied, offered or booked on this shift',
  band: "Band outside the shift's range",
  noBand: 'No band recorded',
  missingSkill: 'A mandatory skill missing or below its level',
  overlap: 'Booked on an overlapping shift',
  unavailable: 'Not available that day',
};

export interface Exclusion {
  reason: ExclusionReason;
  /** For missingSkill: the skills missing or held below their level. */
  skillIds?: number[];
}

const meets = (held: HeldSkillLevel | undefined, need: ShiftSkillNeed) =>
  !!held && held.approved && meetsLevel(held.level, need.level);

/** Why a nurse (already a standing nurse of the trust) is not eligible for the shift: empty when eligible. */
export function exclusionsOf(shift: ShiftFacts, nurse: CandidateFacts): Exclusion[] {
  const out: Exclusion[] = [];
  if (nurse.blocked) out.push({ reason: 'blocked' });
  if (!nurse.permitted) out.push({ reason: 'rightToWork' });
  if (nurse.engaged) out.push({ reason: 'engaged' });
  const { gradeFrom, gradeTo } = shift;
  if (gradeFrom !== null && gradeTo !== null) {
    if (nurse.band === null || !isBand(nurse.band)) out.push({ reason: 'noBand' });
    else if (bandRank(nurse.band) < bandRank(gradeFrom) || bandRank(nurse.band) > bandRank(gradeTo))
      out.push({ reason: 'band' });
  }
  const held = new Map(nurse.skills.map((s) => [s.skillId, s]));
  const missing = shift.skills
    .filter((n) => n.requirement === 'mandatory' && !meets(held.get(n.skillId), n))
    .map((n) => n.skillId);
  if (missing.length) out.push({ reason: 'missingSkill', skillIds: missing });
  if (nurse.overlapping) out.push({ reason: 'overlap' });
  if (nurse.available === false) out.push({ reason: 'unavailable' });
  return out;
}

/** Each factor's value, between 0 and 1, for an eligible nurse. */
export function factorValues(shift: ShiftFacts, nurse: CandidateFacts): Record<MatchFactor, number> {
  const held = new Map(nurse.skills.map((s) => [s.skillId, s]));
  const counted = shift.skills.filter((n) => MATCHING.requirementWorth[n.requirement] > 0);
  const worth = counted.reduce((sum, n) => sum + MATCHING.requirementWorth[n.requirement], 0);
  const met = counted.reduce((sum, n) => {
    const h = held.get(n.skillId);
    const credit = meets(h, n) ? 1 : h?.approved ? MATCHING.belowLevelCredit : 0;
    return sum + MATCHING.requirementWorth[n.requirement] * credit;
  }, 0);
  const learning = shift.skills.filter((n) => n.learningOpportunity);
  const lacking = learning.filter((n) => !meets(held.get(n.skillId), n)).length;
  const local =
    nurse.shiftsInDepartment + MATCHING.careLocationCredit * (nurse.shiftsInCareLocation - nurse.shiftsInDepartment);
  return {
    skills: worth === 0 ? 1 : met / worth,
    localExp: Math.min(1, local / MATCHING.localExpCap),
    learning: learning.length === 0 ? 0 : lacking / learning.length,
    fairness: Math.max(0, 1 - nurse.recentHours / MATCHING.fairnessCapHours),
  };
}

export interface FactorScore {
  factor: MatchFactor;
  weight: number;
  /** The factor's value, 0 to 1. */
  value: number;
  /** Its share of the score, in points out of 100. */
  points: number;
}

export interface MatchBreakdown {
  score: number;
  factors: FactorScore[];
}

/** The sum of the weights: what the weighted factors are shared out of. */
export const weightTotal = (weights: MatchWeights) => MATCH_FACTORS.reduce((sum, f) => sum + weights[`${f}Weight`], 0);

/** The score out of 100 (two decimals) and each factor's part of it. */
export function matchBreakdown(values: Record<MatchFactor, number>, weights: MatchWeights): MatchBreakdown {
  const total = weightTotal(weights);
  const factors = MATCH_FACTORS.map((factor) => {
    const weight = weights[`${factor}Weight`];
    return { factor, weight, value: values[factor], points: total === 0 ? 0 : (100 * weight * values[factor]) / total };
  });
  return {
    score: round2(factors.reduce((sum, f) => sum + f.points, 0)),
    factors: factors.map((f) => ({ ...f, points: round2(f.points) })),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Why a set of weights cannot be saved, or null. */
export function weightsRefusal(weights: MatchWeights): string | null {
  for (const f of MATCH_FACTORS) {
    const w = weights[`${f}Weight`];
    if (!Number.isInteger(w) || w < 0 || w > 100)
      return `${MATCH_FACTOR_LABELS[f]} weight must be a whole number from 0 to 100`;
  }
  return weightTotal(weights) === 0 ? 'At least one weight must be above 0' : null;
}
