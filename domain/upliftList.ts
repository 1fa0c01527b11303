/**
 * The uplift list (/jobs/list/job-rates, spec 3, 6): which shifts a role finds there, the decision a role takes on a
 * row, and the uplift the product suggests. The server's query is the same row rule (server/services/rates/
 * upliftList.ts); tests/api/upliftList.test.ts holds the two to the same answer for every demo role.
 *
 * The list holds published shifts that have not started (the only ones whose rate can still change), each within
 * what the role sees of shifts at all (domain/shiftVisibility.ts): those starting after the current minute (a shift
 * starting within the minute is as good as started, and the list's query stays the same for a minute, so that its
 * count is kept rather than run again on every page). Its rows are the union of the data views the
 * role's permissions add (spec 6):
 * - operational manager's data (RATE_ESCALATION_INTERMEDIATE_APPROVAL or VIEW_NON_PARTICIPANTS_SHIFTS): the shifts
 *   at the first step of the chain (pending, intermediate_approved, intermediate_rejected) and the shifts without a
 *   participant, which are the ones at risk;
 * - rate manager's data (RATE_ESCALATION_APPROVAL): every escalated shift (any rate status but noUplift); a role that
 *   adds it with VIEW_RATE_ESCALATED_SHIFTS alone gets that permission's row rule: the shifts whose latest escalation
 *   is intermediate_approved and which have no application or a refused one (domain/shifts.ts isRateEscalatedShift);
 * - shift manager's data (a role that adds neither): every shift it sees, to escalate.
 */
import type { ActingRole } from './access';
import { ESCALATION_STEPS, stepsFrom, type EscalationStatus, type EscalationStep } from './rateEscalations';
import {
  hasNoParticipants,
  isRateEscalatedShift,
  tierPercent,
  TIERS,
  type RateEscalationStatus,
  type Tier,
} from './shifts';

export const UPLIFT_VIEWS = ['operationalManager', 'rateManager', 'shiftManager'] as const;
export type UpliftView = (typeof UPLIFT_VIEWS)[number];

/** The data views a role's permissions add (spec 6), in that order. */
export function upliftViewsOf(permissions: readonly string[]): UpliftView[] {
  const holds = (p: string) => permissions.includes(p);
  const views: UpliftView[] = [];
  if (holds('RATE_ESCALATION_INTERMEDIATE_APPROVAL') || holds('VIEW_NON_PARTICIPANTS_SHIFTS'))
    views.push('operationalManager');
  if (holds('RATE_ESCALATION_APPROVAL') || holds('VIEW_RATE_ESCALATED_SHIFTS')) views.push('rateManager');
  return views.length ? views : ['shiftManager'];
}

/** The rate statuses of the first step of the chain (operational manager's data). */
export const FIRST_STEP_STATUSES: RateEscalationStatus[] = [
  'pending',
  'intermediate_approved',
  'intermediate_rejected',
];

/** A rate manager's rows are narrowed to VIEW_RATE_ESCALATED_SHIFTS's rule when no RATE_ESCALATION_APPROVAL adds them. */
export const escalatedOnly = (permissions: readonly string[]) =>
  permissions.includes('VIEW_RATE_ESCALATED_SHIFTS') && !permissions.includes('RATE_ESCALATION_APPROVAL');

export interface UpliftShift {
  status: string;
  startsAt: string | Date;
  rateEscalationStatus: string;
  applications: { active: boolean; status: string }[];
}

/** The list holds the shifts starting after this: the end of the current minute. */
export const listedAfter = (now: Date) => new Date(Math.ceil(now.getTime() / 60_000) * 60_000);

/** Whether a shift the role sees is a row of its uplift list at `now` (the rule above). */
export function inUpliftList(role: Pick<ActingRole, 'permissions'>, shift: UpliftShift, now: Date): boolean {
  if (shift.status !== 'APPROVED' || new Date(shift.startsAt).getTime() <= listedAfter(now).getTime()) return false;
  const unattended = () => hasNoParticipants(shift.applications);
  return upliftViewsOf(role.permissions).some((view) => {
    if (view === 'shiftManager') return true;
    if (view === 'operationalManager')
      return FIRST_STEP_STATUSES.includes(shift.rateEscalationStatus as RateEscalationStatus) || unattended();
    if (escalatedOnly(role.permissions)) return isRateEscalatedShift(shift);
    return shift.rateEscalationStatus !== 'noUplift';
  });
}

/** The decision a role takes on an undecided escalation when it approves or rejects it, or null: not its to take. */
export function decisionOf(
  escalation: { status: EscalationStatus; needsIntermediateApproval: boolean; requestedBy: number },
  role: Pick<ActingRole, 'permissions'>,
  userId: number,
  verdict: 'approve' | 'reject',
): EscalationStep | null {
  if (escalation.requestedBy === userId) return null;
  const steps: EscalationStep[] =
    verdict === 'approve' ? ['intermediateApprove', 'approve'] : ['intermediateReject', 'reject'];
  return (
    steps.find(
      (step) =>
        role.permissions.includes(ESCALATION_STEPS[step].by) &&
        stepsFrom(step, escalation.needsIntermediateApproval).includes(escalation.status),
    ) ?? null
  );
}

/** What a row of the uplift list holds besides its shift: its latest escalation and the figures that decide one. */
export interface UpliftFigures {
  escalation: {
    id: number;
    status: EscalationStatus;
    tier: number;
    proposedTier: number | null;
    increaseValue: number | null;
    comments: string | null;
    needsIntermediateApproval: boolean;
    requestedBy: number;
    extraCost: number;
  } | null;
  openPlaces: number;
  thresholdFactor: number | null;
  fillRisk: number;
  suggest: Suggestion | null;
}

// ---- The suggested uplift (the `suggest` column) ----

/** How far back a department's fill rate is read, in days. */
export const FILL_HISTORY_DAYS = 28;
/** Time pressure grows over the last two weeks before a shift starts, from none to full. */
export const RISK_HORIZON_HOURS = 14 * 24;
/** Beyond the top tier, an uplift is suggested as an increase of this percent of the current rate. */
export const TOP_TIER_STEP_PERCENT = 5;

/** A department's recent shifts at one tier: how many started, how many of them were filled. */
export interface TierFill {
  posted: number;
  filled: number;
}

/** A fill rate with no history is a coin toss: (filled + 1) / (posted + 2), which moves to the real rate as shifts accrue. */
export const fillRate = (fill: TierFill | undefined) => ((fill?.filled ?? 0) + 1) / ((fill?.posted ?? 0) + 2);

/** Time pressure, 0 (two weeks or more to go) to 1 (starting now). */
export const urgency = (hoursToStart: number) => Math.min(1, Math.max(0, 1 - hoursToStart / RISK_HORIZON_HOURS));

export interface FillRiskInput {
  hoursToStart: number;
  openPlaces: number;
  vacancies: number;
}

/**
 * The risk (0 to 1) that a shift's open places stay empty at a tier: the department's recent miss rate at that tier,
 * times the time pressure, times the share of places still open. Two decimals.
 */
export function fillRisk(shift: FillRiskInput, fill: TierFill | undefined): number {
  if (shift.openPlaces <= 0 || shift.vacancies <= 0) return 0;
  const risk = (1 - fillRate(fill)) * urgency(shift.hoursToStart) * Math.min(1, shift.openPlaces / shift.vacancies);
  return Math.round(risk * 100) / 100;
}

export interface Suggestion {
  /** The tier suggested (the current one when only an increase beyond the top tier is). */
  tier: Tier;
  /** What it adds, pounds an hour on the current rate. */
  perHour: number;
}

/**
 * The uplift suggested for a shift, or null: none while its risk at its tier is within that tier's threshold factor
 * (rate-escalation-tier-configurations; a tier without one suggests nothing). Otherwise the lowest higher tier whose
 * risk, at that tier's fill rate, is within its own threshold, else the top tier; a shift at the top tier still over
 * its threshold gets an increase of TOP_TIER_STEP_PERCENT of its current rate.
 */
export function suggestUplift(
  shift: FillRiskInput & { tier: Tier; currentRate: number },
  fills: Partial<Record<Tier, TierFill>>,
  thresholds: Partial<Record<Tier, number>>,
): Suggestion | null {
  const threshold = thresholds[shift.tier];
  if (threshold === undefined || fillRisk(shift, fills[shift.tier]) <= threshold) return null;
  const perHourAt = (tier: Tier) => Math.round(shift.currentRate * (tierPercent(tier) - tierPercent(shift.tier))) / 100;
  const higher = TIERS.filter((tier) => tier > shift.tier);
  if (!higher.length) return { tier: shift.tier, perHour: Math.round(shift.currentRate * TOP_TIER_STEP_PERCENT) / 100 };
  const enough = higher.find(
    (tier) => thresholds[tier] !== undefined && fillRisk(shift, fills[tier]) <= thresholds[tier]!,
  );
  const tier = enough ?? higher[higher.length - 1];
  return { tier, perHour: perHourAt(tier) };
}
