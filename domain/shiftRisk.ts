/**
 * A shift's risk score and its mitigation (spec 4: risk scores 0 to 4, coloured 0 pale, 1 green, 2 amber, 3 and 4 red;
 * mitigation values mitigated, nonMitigatable). The spec names them only; this is our reading, one rule for the shift
 * list and the shift's details.
 *
 * The score is how likely a posted shift is to start with a place still empty, from its fill prediction (hardToFill,
 * domain/fillPrediction.ts) and how soon it starts:
 *   - 0 (pale): nothing at risk: a draft, a cancelled shift, one that has started, or one with every place booked;
 *   - otherwise 1 for an open place, plus 1 when the shift is hard to fill, plus 1 when it starts within
 *     SOON_HOURS (3 days) or 2 when within IMMINENT_HOURS (a day), at most 4. So an open shift likely to fill, days
 *     away, is 1 (green); hard to fill or starting in 3 days, 2 (amber); hard to fill and starting in 3 days, or any
 *     open shift starting within a day, 3 (red); hard to fill and starting within a day, 4 (red).
 *
 * Its mitigation, for a shift at risk (a score of 2 or more):
 *   - nonMitigatable: it starts within NON_MITIGATABLE_HOURS (4 hours): too soon for an uplift's approvals and an offer
 *     to reach a nurse in time; the office fills it by hand;
 *   - mitigated: its pay has already moved to help: an uplift pending or approved at some step, or a pay tier above
 *     the first;
 *   - none yet (null): nothing done so far; the uplift list may suggest an increase.
 */
import type { Progress, RateEscalationStatus } from './shifts';

export const RISK_SCORES = [0, 1, 2, 3, 4] as const;
export type RiskScore = (typeof RISK_SCORES)[number];
export type RiskColour = 'pale' | 'green' | 'amber' | 'red';
export const RISK_COLOURS: Record<RiskScore, RiskColour> = { 0: 'pale', 1: 'green', 2: 'amber', 3: 'red', 4: 'red' };
export const RISK_LABELS: Record<RiskScore, string> = {
  0: 'Nothing at risk',
  1: 'Low risk',
  2: 'At risk',
  3: 'High risk',
  4: 'Critical risk',
};

export const RISK_MITIGATIONS = ['mitigated', 'nonMitigatable'] as const;
export type RiskMitigation = (typeof RISK_MITIGATIONS)[number];
export const RISK_MITIGATION_LABELS: Record<RiskMitigation, string> = {
  mitigated: 'Pay raised',
  nonMitigatable: 'Too soon to mitigate',
};

export const SOON_HOURS = 72;
export const IMMINENT_HOURS = 24;
export const NON_MITIGATABLE_HOURS = 4;

export interface RiskInput {
  status: string;
  progress: Progress;
  vacancies: number;
  confirmedCount: number | null;
  hardToFill: boolean | null;
  startsAt: string | Date;
  tier: number | null;
  rateEscalationStatus: RateEscalationStatus | null;
}

const hoursUntil = (when: string | Date, now: Date) => (new Date(when).getTime() - now.getTime()) / 3_600_000;

export function riskScore(shift: RiskInput, now: Date): RiskScore {
  const hours = hoursUntil(shift.startsAt, now);
  const open = shift.vacancies - (shift.confirmedCount ?? 0);
  if (shift.status !== 'APPROVED' || shift.progress !== 'vacant' || open <= 0 || hours <= 0) return 0;
  const soon = hours <= IMMINENT_HOURS ? 2 : hours <= SOON_HOURS ? 1 : 0;
  return Math.min(4, 1 + (shift.hardToFill ? 1 : 0) + soon) as RiskScore;
}

const PAY_MOVING: readonly (RateEscalationStatus | null)[] = ['pending', 'intermediate_approved', 'approved'];

export function riskMitigation(shift: RiskInput, now: Date): RiskMitigation | null {
  if (riskScore(shift, now) < 2) return null;
  if (hoursUntil(shift.startsAt, now) <= NON_MITIGATABLE_HOURS) return 'nonMitigatable';
  return (shift.tier ?? 1) > 1 || PAY_MOVING.includes(shift.rateEscalationStatus) ? 'mitigated' : null;
}
