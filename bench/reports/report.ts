/** Writes the reports section of bench/RESULTS.md: goal and verdict, then each run and the details. */
import { factLines, type Facts } from '../common/machine';
import { median, writeSection } from '../common/results';

export interface ReportRun {
  reportType: string;
  /** From the POST to the answer saying it is made. */
  apiMs: number;
  /** The request's createdAt to completedAt, as the server recorded them. */
  madeMs: number;
  copyMs: number;
  rows: number;
  /** The server process's peak resident memory while the report was asked for and made, and its memory before. */
  peakMb: number;
  restMb: number;
  valid: boolean;
}

interface Data {
  command: string;
  facts: Facts;
  seeded: {
    jobs: number;
    applications: number;
    timeRecords: number;
    byTrust: { name: string; jobs: number }[];
    seconds: number;
  };
  place: { name: string; shifts: number; inRange: number; startDate: string; endDate: string };
  titles: Record<string, string>;
  runs: ReportRun[];
  /** Each report's plan as COPY runs it and as the server's cursor does (EXPLAIN of DECLARE ... CURSOR WITH HOLD). */
  plans: Record<string, { copy: string; cursor: string }>;
  totalSeconds: number;
}

/** The goals (issue 15): within this many times COPY's time, and the server's peak memory under this. */
export const GOAL_RATIO = 3;
export const GOAL_MEMORY_MB = 300;

const n = (x: number) => x.toLocaleString('en-GB');

export function writeReportResults(file: string, d: Data) {
  const types = Object.keys(d.titles);
  const summary = types.map((type) => {
    const valid = d.runs.filter((r) => r.reportType === type && r.valid);
    const api = median(valid.map((r) => r.apiMs));
    const copy = median(valid.map((r) => r.copyMs));
    const peak = Math.max(...valid.map((r) => r.peakMb));
    return {
      type,
      valid: valid.length,
      of: d.runs.filter((r) => r.reportType === type).length,
      api,
      copy,
      ratio: api / copy,
      made: median(valid.map((r) => r.madeMs)),
      peak,
      rows: valid[0]?.rows ?? 0,
    };
  });
  const measured = summary.every((s) => s.valid > 0);
  const met = measured && summary.every((s) => s.ratio <= GOAL_RATIO && s.peak < GOAL_MEMORY_MB);
  const verdict = !measured
    ? '**Verdict: not measured.** A report was not made as expected in any run.'
    : `**Verdict: ${met ? 'met' : 'missed'}.** ${summary
        .map(
          (s) =>
            `${d.titles[s.type]} (${s.type}): median ${s.api.toFixed(0)} ms through the API against ${s.copy.toFixed(0)} ms for COPY, ${s.ratio.toFixed(2)}×; the server's peak ${s.peak.toFixed(0)} MB`,
        )
        .join('. ')}.`;
  const lines = [
    `## Manager reports over ${n(d.seeded.jobs)} shifts`,
    '',
    `**Goal.** Making ManagerReport2 (shift fill) and ManagerReport3 (staff hours) over ${n(d.seeded.jobs)} shifts and ${n(d.seeded.applications)} applications takes within ${GOAL_RATIO}× the time of \`COPY (the same query) TO STDOUT WITH CSV\` run directly in the same run, and the server's peak memory stays under ${GOAL_MEMORY_MB} MB (issue 15).`,
    '',
    verdict,
    '',
    `Made by \`${d.command}\` (bench/reports/run.ts). Overwritten by each run; the numbers below are from the last one.`,
    '',
    ...factLines(d.facts, d.totalSeconds),
    `- Data: ${n(d.seeded.jobs)} shifts (${d.seeded.byTrust.map((t) => `${t.name} ${n(t.jobs)}`).join(', ')}; bench/jobs/seed.ts, a year back to a year ahead), ${n(d.seeded.applications)} applications, ${n(d.seeded.timeRecords)} time records (every booked nurse of a past shift whose time was logged; bench/reports/seed.ts); seeded and analysed in ${d.seeded.seconds.toFixed(0)} s.`,
    `- Each report covers ${d.place.name}, the care location with the most shifts (${n(d.place.shifts)}), from ${d.place.startDate} to ${d.place.endDate}, the longest range a report may cover: ${n(d.place.inRange)} shifts in range.`,
    "- The API's time runs from the POST to the poll (every 10 ms) that reads COMPLETED: the request stored, the task scheduled and claimed, the query read through a server-side cursor 1,000 rows at a time, each batch written to both the streamed XLSX workbook and the CSV, progress saved and pushed, the files renamed, the request completed. The server runs alone in its own process (`node --import tsx server/main.ts`, as `npm start` runs it), PostgreSQL pool already warm.",
    '- The baseline: the report\'s own statement (`reportQuery` of server/services/reports/queries.ts, its bindings inlined) run by `psql -c "COPY (...) TO STDOUT WITH CSV"` into a file, timed by psql itself (`\\timing`: from sending the statement to its last row written, on a connection already open). The two alternate, each after a warm-up.',
    "- Memory: the server process's peak resident set (VmHWM of /proc/<pid>/status, reset through clear_refs just before each request), against its resident set just before.",
    '- Each run is checked: the request COMPLETED with as many rows as COPY wrote; a run that fails the check is marked and left out of the medians.',
    '',
    '| report | runs | rows | API median (ms) | made, as recorded (ms) | COPY median (ms) | ratio | peak memory (MB) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...summary.map(
      (s) =>
        `| ${s.type} | ${s.valid} of ${s.of} | ${n(s.rows)} | ${s.api.toFixed(0)} | ${s.made.toFixed(0)} | ${s.copy.toFixed(0)} | ${s.ratio.toFixed(2)}× | ${s.peak.toFixed(0)} |`,
    ),
    '',
    '### The plans',
    '',
    "The server reads a report through a cursor (`DECLARE ... CURSOR WITH HOLD`, server/db/cursor.ts), which PostgreSQL plans for its first rows (`cursor_tuple_fraction`) and never runs in parallel; COPY's statement is planned for all its rows. Where the two plans differ, their times may differ either way: a ratio under 1 is the cursor's plan beating COPY's, not less work done.",
    '',
    ...types.flatMap((type) => [
      `- ${type}, COPY: ${d.plans[type]?.copy}`,
      `- ${type}, the cursor: ${d.plans[type]?.cursor}`,
    ]),
    '',
    '### Each run',
    '',
    '| report | run | API (ms) | COPY (ms) | ratio | rows | memory before → peak (MB) |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...d.runs.map(
      (r) =>
        `| ${r.reportType} | ${d.runs.filter((x) => x.reportType === r.reportType).indexOf(r) + 1} | ${r.apiMs.toFixed(0)} | ${r.copyMs.toFixed(0)} | ${(r.apiMs / r.copyMs).toFixed(2)}×${r.valid ? '' : ' (wrong result)'} | ${n(r.rows)} | ${r.restMb.toFixed(0)} → ${r.peakMb.toFixed(0)} |`,
    ),
    '',
  ];
  writeSection(file, 'reports', lines.join('\n'));
}
