/**
 * Fill prediction (issue 13, "job matching predictions"): how likely a shift is to be filled by its start, from the
 * trust's own history of similar shifts.
 *
 * History: the trust's shifts that started within the configuration's `historyDays` before now, posted (not drafts)
 * and not cancelled. One filled by its start had every vacancy booked by then (filledAt at or before startsAt).
 *
 * A shift is described by five features, in this order: its lead time (how long before its start it was posted: under
 * a day, 1 to 3 days, 3 to 7, 7 to 14, over 14), day or night, its department, its day of the week and its rate
 * (standard; uplifted by up to 10% of its starting rate; or by more). The order is the features' strength on the
 * demo's history (bench/RESULTS.md, prediction): the step that narrows first has the most shifts behind it, so the
 * strongest feature goes first. The likelihood is built up feature by feature,
 * each step narrowing "similar shifts" to those sharing one more feature:
 *   p0 = (filled + PRIOR.shifts x PRIOR.likelihood) / (shifts + PRIOR.shifts)      every shift of the trust
 *   pk = (filled_k + SMOOTHING x p(k-1)) / (shifts_k + SMOOTHING)                 sharing the first k features
 * so a step with many similar shifts moves the estimate to their fill rate, and a step with few barely moves it
 * (a smoothed, hierarchical frequency: no step's handful of shifts swings the answer). The last estimate is the
 * likelihood; each step is shown, with its shifts and filled ones, as the prediction's basis.
 *
 * A trust with fewer than MIN_HISTORY shifts in its history gets no likelihood (null: not enough history yet), and
 * none of its shifts is hard to fill: an estimate from a handful of shifts, or from the prior alone, would mark shifts
 * at random (a threshold over the prior's 50% would mark every shift of a new trust).
 *
 * A shift is hard to fill when its likelihood is under the threshold of its care location's configuration, else
 * its trust's (job-prediction-configurations), else DEFAULT_PREDICTION's.
 */
import type { AccessRule } from './access';

export const PREDICTION_FEATURES = ['lead', 'period', 'department', 'weekday', 'rate'] as const;
export type PredictionFeature = (typeof PREDICTION_FEATURES)[number];
export const PREDICTION_FEATURE_LABELS: Record<PredictionFeature | 'trust', string> = {
  trust: 'All shifts of the trust',
  lead: 'Posted as far ahead',
  period: 'And day or night alike',
  department: 'And in the same department',
  weekday: 'And on the same day of the week',
  rate: 'And at a like rate',
};

/** Lead times, by the hours between posting and start: a band's upper bound (the last has none). */
export const LEAD_BANDS = [
  { band: 'underADay', upTo: 24, label: 'Under a day' },
  { band: 'oneToThreeDays', upTo: 72, label: '1 to 3 days' },
  { band: 'threeToSevenDays', upTo: 168, label: '3 to 7 days' },
  { band: 'oneToTwoWeeks', upTo: 336, label: '7 to 14 days' },
  { band: 'overTwoWeeks', upTo: Infinity, label: 'Over 14 days' },
] as const;
export type LeadBand = (typeof LEAD_BANDS)[number]['band'];

/** Rates, by the increase of the current rate over the starting one. */
export const RATE_BANDS = [
  { band: 'standard', upTo: 0, label: 'Standard rate' },
  { band: 'uplifted', upTo: 0.1, label: 'Uplifted by up to 10%' },
  { band: 'high', upTo: Infinity, label: 'Uplifted by more than 10%' },
] as const;
export type RateBand = (typeof RATE_BANDS)[number]['band'];

/**
 * Pseudo-shifts each step's estimate is drawn toward the one before with, and the trust's own prior; the shifts a
 * trust's history needs for a likelihood. SMOOTHING 30 was the best calibrated of 10, 20 and 30 on the demo's 180 days
 * of history (worst decile about 8 points from its fill rate, against 11 for 20 and 13 for 10; bench/RESULTS.md).
 */
export const SMOOTHING = 30;
export const PRIOR = { shifts: 10, likelihood: 0.5 } as const;
export const MIN_HISTORY = 30;

/** A trust's defaults while neither it nor the care location has a configuration. */
export const DEFAULT_PREDICTION = { threshold: 50, historyDays: 180 } as const;
export const PREDICTION_LIMITS = { historyDays: { min: 28, max: 730 }, threshold: { min: 0, max: 100 } } as const;

/** Who reads the predictions' configuration: the console roles; who keeps it: MANAGE_SETTINGS. Both need the feature. */
export const PREDICTION_FEATURE = 'Eligible candidates and weight adjuster';
export const PREDICTION_READ: AccessRule = { levels: ['ADMIN', 'MANAGER'], feature: PREDICTION_FEATURE };
export const PREDICTION_WRITE: AccessRule = { anyOf: ['MANAGE_SETTINGS'], feature: PREDICTION_FEATURE };

export type Period = 'Day' | 'Night';

/** What the prediction reads of a shift. */
export interface ShiftFeatures {
  department: number;
  period: Period;
  /** 0 Sunday to 6 Saturday, of the shift's date. */
  weekday: number;
  lead: LeadBand;
  rate: RateBand;
}

/** A shift's lead band from when it was posted and when it starts. */
export function leadBand(postedAt: Date, startsAt: Date): LeadBand {
  const hours = (startsAt.getTime() - postedAt.getTime()) / 3_600_000;
  return LEAD_BANDS.find((b) => hours < b.upTo)!.band;
}

/** A shift's rate band from its rate (start and current, pounds per hour). */
export function rateBand(rate: { start: number; current: number } | null | undefined): RateBand {
  if (!rate || !(rate.start > 0)) return 'standard';
  const rise = (rate.current - rate.start) / rate.start;
  return RATE_BANDS.find((b) => rise <= b.upTo)!.band;
}

/** Filled by its start: its last vacancy booked (filledAt) at or before it started (the history's SQL says the same). */
export const filledByStart = (shift: { filledAt: Date | string | null; startsAt: Date | string }) =>
  shift.filledAt != null && new Date(shift.filledAt) <= new Date(shift.startsAt);

/** The history's shifts sharing every feature: how many, and how many filled by their start. */
export interface HistoryCell extends ShiftFeatures {
  shifts: number;
  filled: number;
}

export interface BasisStep {
  step: PredictionFeature | 'trust';
  shifts: number;
  filled: number;
  /** The estimate after this step, 0 to 1. */
  likelihood: number;
}

export interface FillPrediction {
  /** 0 to 1, two decimals; null while the trust's history holds fewer than MIN_HISTORY shifts. */
  likelihood: number | null;
  basis: BasisStep[];
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The likelihood that `shift` fills by its start, from the trust's `history` (the rule above). */
export function predictFill(shift: ShiftFeatures, history: readonly HistoryCell[]): FillPrediction {
  const basis: BasisStep[] = [];
  let similar = history;
  let estimate = PRIOR.likelihood;
  const step = (name: BasisStep['step'], weight: number) => {
    const shifts = similar.reduce((n, c) => n + c.shifts, 0);
    const filled = similar.reduce((n, c) => n + c.filled, 0);
    estimate = (filled + weight * estimate) / (shifts + weight);
    basis.push({ step: name, shifts, filled, likelihood: round2(estimate) });
  };
  step('trust', PRIOR.shifts);
  if (basis[0].shifts < MIN_HISTORY) return { likelihood: null, basis };
  for (const feature of PREDICTION_FEATURES) {
    similar = similar.filter((s) => s[feature] === shift[feature]);
    step(feature, SMOOTHING);
  }
  return { likelihood: round2(estimate), basis };
}

/** Whether a likelihood (0 to 1) is under a threshold (a percentage); never without a likelihood. */
export const isHardToFill = (likelihood: number | null, threshold: number) =>
  likelihood != null && likelihood * 100 < threshold;

/** Calibration: shifts by decile of predicted likelihood, against how many filled. */
export function calibration(pairs: readonly { predicted: number; filled: boolean }[]) {
  return Array.from({ length: 10 }, (_, d) => {
    const inDecile = pairs.filter((p) => Math.min(9, Math.floor(p.predicted * 10)) === d);
    const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
    return {
      decile: `${d * 10}-${d * 10 + 10}%`,
      shifts: inDecile.length,
      predicted: mean(inDecile.map((p) => p.predicted)),
      filled: mean(inDecile.map((p) => (p.filled ? 1 : 0))),
    };
  });
}
