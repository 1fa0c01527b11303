/** Writes the first-show section of bench/RESULTS.md: goal and verdict, the summary, then how it is measured and each run. */
import { median, writeSection } from '../common/results';
import { PARTS, type PartName, type Shown } from './browser';

export type FirstShowRun = { round: number; preload: boolean } & Record<PartName, Shown>;

interface Data {
  command: string;
  commit: string;
  date: string;
  machine: string;
  shift: { id: number; date: string; candidates: number };
  notifications: number;
  chunks: Record<PartName, string>;
  /** Places in the built console that call requestIdleCallback: the baseline holds only if preloadWhenIdle is the one. */
  idleCallers: number;
  settleMs: number;
  quiet: { waited: number; busy: number };
  /** Cores busy on the whole machine over the runs (the browser and the server included). */
  busyCores: number;
  runs: FirstShowRun[];
  totalSeconds: number;
}

/** The goal: with the preload, each first showing at least this many times as fast as without it (medians). */
export const GOAL_SPEEDUP = 1.5;

const TITLES: Record<PartName, string> = { candidates: "a shift's Candidates tab", bell: "the bell's panel" };
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '–');
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.95 * values.length) - 1] ?? NaN;
/** Which run the nearest-rank p95 of `n` runs is, in words. */
const p95Rank = (n: number) =>
  ['their slowest', 'the second slowest', 'the third slowest'][n - Math.ceil(0.95 * n)] ??
  `the ${Math.ceil(0.95 * n)}th fastest`;
const fromClick = (v: number | undefined, none: string) => (v === undefined ? none : `${v > 0 ? '+' : ''}${ms(v)}`);

export function writeFirstShowResults(file: string, d: Data) {
  const summary = PARTS.map((part) => {
    const counted = (preload: boolean) => d.runs.filter((r) => r.preload === preload && !r[part].problem);
    const [withIt, without] = [true, false].map((preload) => counted(preload).map((r) => r[part].ms));
    const data = [true, false].map((preload) => median(counted(preload).flatMap((r) => r[part].dataMs ?? [])));
    const speedup = median(without) / median(withIt);
    return { part, withIt, without, data, speedup, measured: withIt.length > 0 && without.length > 0 };
  });
  const measured = summary.every((s) => s.measured);
  const met = measured && summary.every((s) => s.speedup >= GOAL_SPEEDUP);
  const left = d.runs.flatMap((r) => PARTS.filter((p) => r[p].problem)).length;
  const rounds = Math.max(0, ...d.runs.map((r) => r.round));
  const lines = [
    "## First showing: a shift's Candidates tab and the bell's panel",
    '',
    `**Goal.** The first time after signing in, a shift's Candidates tab (clicked on the shift's details page) and the bell's notification panel each show their content at least ${GOAL_SPEEDUP}× as fast with their code fetched ahead while the browser is idle (the preload: src/lazyComponent.tsx \`preloadWhenIdle\`) as the same click without it, measured in the same run: the median with the preload at most 1/${GOAL_SPEEDUP} of the median without (issue 52 item 16).`,
    '',
    !measured
      ? '**Verdict: not measured.** A part has no run that passed its check with the preload and without it.'
      : `**Verdict: ${met ? 'met' : 'missed'}.** ${summary.map((s) => `${s.part === 'candidates' ? 'Candidates tab' : "the bell's panel"}: median ${ms(median(s.withIt))} ms with the preload against ${ms(median(s.without))} ms without, ${s.speedup.toFixed(2)}× as fast`).join('; ')} (${rounds} run${rounds === 1 ? '' : 's'} of each${left ? `; ${left} showing(s) that failed their check left out` : ''}).`,
    '',
    `Made by \`${d.command}\` (bench/firstShow/run.ts). Overwritten by each run; the numbers below are from the last one.`,
    '',
    `- Date: ${d.date}, commit ${d.commit}; the whole run took ${(d.totalSeconds / 60).toFixed(1)} min`,
    `- Machine: ${d.machine}`,
    `- The machine over the runs: ${d.busyCores.toFixed(2)} cores busy on average, the browser and the server included (before them it waited ${d.quiet.waited.toFixed(0)} s for a quiet machine, then ${d.quiet.busy.toFixed(2)} cores busy). The two kinds of run alternate, each round starting with the other, so that a change of load falls on both alike.`,
    '',
    '| part | with the preload: median (p95), ms | without it (baseline): median (p95), ms | without ÷ with | of which its data request, median with / without, ms | runs counted (with / without) |',
    '|---|---:|---:|---:|---:|---:|',
    ...summary.map(
      (s) =>
        `| ${TITLES[s.part]} | ${ms(median(s.withIt))} (${ms(p95(s.withIt))}) | ${ms(median(s.without))} (${ms(p95(s.without))}) | ${s.speedup.toFixed(2)}× | ${s.data.map(ms).join(' / ')} | ${s.withIt.length} / ${s.without.length} |`,
    ),
    '',
    `The p95 is by nearest rank: of ${rounds} run${rounds === 1 ? '' : 's'}, ${p95Rank(rounds)}. The data request is the part's own call to the API after the click (\`get-staff-match-score\`; a page of \`notifications\`), from the browser asking to its having the whole answer: what the showing waits for besides the code and React.`,
    '',
    '### How it is measured',
    '',
    `- The server as \`npm start\` runs it: \`node server/main.ts\` on embedded PGlite in a scratch folder (deleted at the end), the demo data seeded, serving the built console (\`dist/\`, built first if its sources changed), on 127.0.0.1.`,
    `- Each run is a fresh Debian Chromium (headless, through playwright-core, as tests/e2e/browser.ts opens it: a profile of its own, so nothing cached; 1366×850; reduced motion, so the console draws no transitions and the time is the loading alone). It signs in through the console as the demo trust admin, waits ${(d.settleMs / 1000).toFixed(1)} s on the landing page and clicks the bell; then opens shift ${d.shift.id} (${d.shift.date}, the first upcoming vacant demo shift with eligible candidates: ${d.shift.candidates}) at \`/jobs/${d.shift.id}/details\`, waits ${(d.settleMs / 1000).toFixed(1)} s and clicks its Candidates tab (\`/jobs/${d.shift.id}/eligible-candidates\`). The wait is a reader's glance at the page; the preload starts once the browser is idle, within 2 s.`,
    `- Timed in the page: from the click event's time stamp to the first animation frame in which the content is visible (\`checkVisibility()\`), the frame that draws it: for the tab, the first row of its table of eligible nurses; for the panel, its first notification card (the trust admin has ${d.notifications}). It covers fetching the part's code where it is not there yet, its data (\`get-staff-match-score\`, \`notifications\`), and React showing it.`,
    `- The baseline: the same run with the preload off. Before any of the page's scripts run, the browser is given a \`requestIdleCallback\` that never calls back; the built console calls it in ${d.idleCallers} place${d.idleCallers === 1 ? '' : 's'}${d.idleCallers === 1 ? ' (preloadWhenIdle)' : ' (**not only preloadWhenIdle: the baseline turns off more than the preload**)'}, so nothing is fetched ahead and each part's code is fetched on its first showing, as before the preload. No production code is changed for it.`,
    `- Each showing is checked by the browser's requests for the part's chunk (${PARTS.map((p) => `\`${d.chunks[p]}\``).join(', ')}): with the preload it must have arrived before the click, without it it must not have been asked for before the click. A showing that fails is marked below and left out of the figures; the bench then exits with 1.`,
    '',
    '### Each run',
    '',
    "Times in ms; the chunk columns say when the browser asked for the part's chunk and had it, in ms from the click (negative: before it).",
    '',
    '| round | preload | Candidates tab | its chunk asked / arrived | bell panel | its chunk asked / arrived |',
    '|---:|---|---:|---|---:|---|',
    ...d.runs.map(
      (r) =>
        `| ${r.round} | ${r.preload ? 'with' : 'without'} | ${PARTS.map((p) => `${ms(r[p].ms)}${r[p].problem ? ` (**${r[p].problem}**)` : ''} | ${fromClick(r[p].askedMs, 'not asked')} / ${fromClick(r[p].arrivedMs, '–')}`).join(' | ')} |`,
    ),
    '',
  ];
  writeSection(file, 'first-show', lines.join('\n'));
}
