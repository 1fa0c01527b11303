/** Writes the plans section of bench/RESULTS.md: goal and verdict, then each run and the details. */
import { factLines, type Facts } from '../common/machine';
import { median, writeSection } from '../common/results';

export interface PlanRun {
  weekStart: string;
  apiMs: number;
  directMs: number;
  /** The same rows as one JSON document read as rows (json_populate_recordset), as the API's write path inserts them. */
  documentMs: number;
  /** SQL statements the server sent for the request, signing-in checks included. */
  statements: number;
  valid: boolean;
}

interface Data {
  command: string;
  facts: Facts;
  shifts: number;
  template: { name: string; rows: number };
  runs: PlanRun[];
  totalSeconds: number;
}

/** The goal (issue 14): the API within this many times the direct INSERT. */
export const GOAL_RATIO = 3;

export function writePlanResults(file: string, d: Data) {
  const valid = d.runs.filter((r) => r.valid);
  const api = median(valid.map((r) => r.apiMs));
  const direct = median(valid.map((r) => r.directMs));
  const document = median(valid.map((r) => r.documentMs));
  const ratio = api / direct;
  const verdict = !valid.length
    ? "**Verdict: not measured.** No run made the plan's shifts as expected."
    : `**Verdict: ${ratio <= GOAL_RATIO ? 'met' : 'missed'}.** Median ${api.toFixed(0)} ms through the API against ${direct.toFixed(1)} ms for the direct INSERT: ${ratio.toFixed(2)}× (${valid.length} runs${valid.length < d.runs.length ? `; ${d.runs.length - valid.length} runs with wrong results left out` : ''}).`;
  const lines = [
    `## Shift plans: a plan of ${d.shifts} shifts turned into shifts`,
    '',
    `**Goal.** \`POST shiftplans\` with \`createShifts\` turns a plan of ${d.shifts} shifts into real shifts within ${GOAL_RATIO}× the time of inserting the same ${d.shifts} shift rows with one direct multi-row INSERT, measured in the same run (issue 14).`,
    '',
    verdict,
    '',
    `Made by \`${d.command}\` (bench/plans/run.ts). Overwritten by each run; the numbers below are from the last one.`,
    '',
    ...factLines(d.facts, d.totalSeconds),
    `- The plan: the demo's planner template "${d.template.name}" (${d.template.rows} planned shifts of Northfield General, no named nurses) repeated to ${d.shifts} rows, posted by the demo bank officer for a week still to come, a new week each run, over HTTP to the real server (a child process, PostgreSQL pool already warm). The API's time is the whole request: signing-in checks, every row checked by the shifts' own rules, the shifts, their audit entries and their timed work written in one transaction, the plan record, the answer.`,
    `- The baseline: the shifts that run made, read back and inserted again (every column but the id) by one \`INSERT ... VALUES\` of ${d.shifts} rows on an open connection, timed alone, then deleted. It writes no audit entry, no timed work and checks nothing.`,
    '- Each run is checked: one shift per row on the plan, each with its audit entry and its end scheduled; a run that fails the check is marked and left out of the medians.',
    `- A second baseline: the same rows inserted as one JSON document that the database reads as rows (\`json_populate_recordset\`), which is how the API's write path inserts them (server/writes.ts): binding ${d.shifts} rows' values costs more than reading them from one document. Median ${document.toFixed(1)} ms, so the API takes ${(api / document).toFixed(2)}× the least its own way of inserting costs: the rest is the checks, the audit entries, the timed work, the plan record and the request.`,
    '',
    '| run | week | API (ms) | direct INSERT (ms) | ratio | as one JSON document (ms) | statements |',
    '|---:|---|---:|---:|---:|---:|---:|',
    ...d.runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.weekStart} | ${r.apiMs.toFixed(0)} | ${r.directMs.toFixed(1)} | ${(r.apiMs / r.directMs).toFixed(2)}×${r.valid ? '' : ' (wrong result)'} | ${r.documentMs.toFixed(1)} | ${r.statements} |`,
    ),
    '',
  ];
  writeSection(file, 'plans', lines.join('\n'));
}
