/** Writes the prediction section of bench/RESULTS.md: goal and verdict, the calibration table, then the details. */
import { MIN_HISTORY, SMOOTHING, type calibration } from '../../domain/fillPrediction';
import { DEMO_HISTORY_DAYS, DEMO_SHIFT_DAYS } from '../../server/db/demoRoles';
import { writeSection } from '../common/results';

export interface Judged {
  trust: string;
  predicted: number;
  baseline: number;
  filled: boolean;
  /** Shifts of the history it was predicted from. */
  history: number;
  hardToFill: boolean;
}

interface Data {
  command: string;
  commit: string;
  date: string;
  machine: string;
  judged: Judged[];
  /** Past shifts posted while their trust's history was too short for a likelihood. */
  unpredicted: number;
  deciles: ReturnType<typeof calibration>;
  totalSeconds: number;
}

/** The goal: within this many points of the actual fill rate in every decile holding at least MIN_SHIFTS shifts. */
export const GOAL_POINTS = 10;
export const MIN_SHIFTS = 10;

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(0)}%`);
const brier = (pairs: { p: number; filled: boolean }[]) =>
  pairs.reduce((sum, { p, filled }) => sum + (p - (filled ? 1 : 0)) ** 2, 0) / Math.max(1, pairs.length);
const rate = (list: Judged[]) => (list.length ? list.filter((j) => j.filled).length / list.length : null);

export function writePredictionResults(file: string, d: Data) {
  const model = brier(d.judged.map((j) => ({ p: j.predicted, filled: j.filled })));
  const base = brier(d.judged.map((j) => ({ p: j.baseline, filled: j.filled })));
  const counted = d.deciles.filter((x) => x.shifts >= MIN_SHIFTS);
  const worst = Math.max(0, ...counted.map((x) => Math.abs((x.predicted ?? 0) - (x.filled ?? 0)) * 100));
  const met = d.judged.length > 0 && worst <= GOAL_POINTS && model < base;
  const hard = d.judged.filter((j) => j.hardToFill);
  const easy = d.judged.filter((j) => !j.hardToFill);
  const lines = [
    '## Fill prediction: calibration on the demo history',
    '',
    `**Goal.** Each past shift of the demo, predicted as it would have been when it was posted (from the shifts that had started by then), is as likely to have filled by its start as predicted: within ${GOAL_POINTS} points of the actual fill rate in every decile of the likelihood holding at least ${MIN_SHIFTS} shifts; and the predictions beat the baseline measured in the same run, the trust's own fill rate so far, on the Brier score (issue 13).`,
    '',
    d.judged.length === 0
      ? '**Verdict: not measured.** No past shift was predicted.'
      : `**Verdict: ${met ? 'met' : 'missed'}.** ${d.judged.length} past shifts predicted (${d.unpredicted} more were posted before their trust had ${MIN_HISTORY} shifts of history, and got no likelihood). The worst decile with ${MIN_SHIFTS} or more shifts is ${worst.toFixed(1)} points from its actual fill rate; the Brier score is ${model.toFixed(3)} against the baseline's ${base.toFixed(3)} (${(model / base).toFixed(2)}×; lower is better). Shifts marked hard to fill when posted filled by their start ${pct(rate(hard))} of the time (${hard.length} shifts), the others ${pct(rate(easy))} (${easy.length}).`,
    '',
    `Made by \`${d.command}\` (bench/prediction/run.ts). Overwritten by each run; the numbers below are from the last one.`,
    '',
    `- Date: ${d.date}, commit ${d.commit}; the whole run took ${(d.totalSeconds / 60).toFixed(1)} min`,
    `- Machine: ${d.machine}; embedded PGlite, the demo as \`npm start\` seeds it (server/db/seedShifts.ts: ${DEMO_SHIFT_DAYS} days either side of today, and past shifts back to ${DEMO_HISTORY_DAYS} days ago; a shift's time to fill is longer at night, at weekends and in every third department, so that its history has differences to learn).`,
    `- Each shift is predicted from the history it would have had when it was posted (median ${median(d.judged.map((j) => j.history))} shifts), by its care location's configuration, else its trust's (the demo's: domain/fillPrediction.ts, server/db/seedPredictions.ts).`,
    `- Smoothing ${SMOOTHING} pseudo-shifts a step, chosen on this same history (domain/fillPrediction.ts SMOOTHING says how): the calibration above is in-sample for that one number, the rest of the method was fixed before.`,
    '',
    '| likelihood | shifts | mean predicted | filled by their start |',
    '|---|---:|---:|---:|',
    ...d.deciles.map((x) => `| ${x.decile} | ${x.shifts} | ${pct(x.predicted)} | ${pct(x.filled)} |`),
    '',
  ];
  writeSection(file, 'prediction', lines.join('\n'));
}

function median(values: number[]) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
