// npm run bench:smoke: every bench at a tiny scale, so that a change that breaks a bench fails CI rather than the
// next person who runs it. Each bench checks its own answers (the API against the direct SQL, every chat message
// delivered once to the right sockets) and exits non-zero when they are wrong; its figures mean nothing at this
// scale and go to a scratch results file, never to bench/RESULTS.md. Needs PostgreSQL, Redis for the chat bench and
// Debian's Chromium for the first-show bench.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-bench-smoke-')), 'RESULTS.md');
const lists = {
  BENCH_ROWS: '3000',
  // Windows long enough for a few hundred requests whose answers are checked, no longer: each runs the machine flat
  // out, and at a second each they were half the smoke run's CPU.
  BENCH_SECONDS: '0.25',
  BENCH_WARMUP_SECONDS: '0.05',
  BENCH_WARMUP_MAX_SECONDS: '1',
  BENCH_CONCURRENCY: '2',
  BENCH_COUNT_CACHE_SECONDS: '0.25',
};
const BENCHES = {
  skills: lists,
  // Two days either side of today keep a full page of vacant shifts per day with 3,000 shifts.
  jobs: { ...lists, BENCH_SPAN_DAYS: '2', BENCH_WHATIF: '0' },
  uplifts: { ...lists, BENCH_SPAN_DAYS: '2', BENCH_ESCALATIONS: '600' },
  // Enough nurses that a shift asking two mandatory skills of a small catalogue has candidates to rank.
  matching: { ...lists, BENCH_SPAN_DAYS: '30', BENCH_NURSES: '3000', BENCH_CATALOGUE: '40' },
  // The demo's own history on embedded PGlite: small already.
  prediction: {},
  // A plan's worth of rows, twice: each run's shifts, audit entries and timed work are checked.
  plans: { BENCH_PLAN_SHIFTS: '40', BENCH_PLAN_RUNS: '2' },
  // A few hundred shifts a report covers, twice each: each made report is checked against COPY's rows.
  reports: { BENCH_ROWS: '3000', BENCH_SPAN_DAYS: '30', BENCH_REPORT_RUNS: '1' },
  // One round: a fresh browser with the preload and one without, each showing checked (the preload happened or not).
  'first-show': { BENCH_FIRST_SHOW_RUNS: '1' },
  chat: {
    BENCH_CHAT_SOCKETS: '20',
    BENCH_CHAT_ROOMS: '2',
    BENCH_CHAT_RATE: '10',
    BENCH_CHAT_SECONDS: '2',
    BENCH_CHAT_WARMUP_SECONDS: '0',
  },
};

/** The bench wrote its section, opening with its goal and its verdict. */
function writtenWithLead(text, name) {
  const section = text.split(`<!-- bench:${name} -->`)[1]?.split(`<!-- /bench:${name} -->`)[0] ?? '';
  const lead = section.split('Made by')[0];
  return lead.includes('**Goal.**') && /\*\*Verdict: (met|missed|not measured)/.test(lead);
}

let passed = 0;
let failed = 0;
for (const [name, settings] of Object.entries(BENCHES)) {
  const started = Date.now();
  console.log(`bench:${name} (smoke)`);
  const run = spawnSync('npm', ['run', '--silent', `bench:${name}`], {
    cwd: root,
    stdio: 'inherit',
    // Scratch databases of this run's own, so that a smoke run beside another bench run disturbs neither.
    env: {
      ...process.env,
      ...settings,
      BENCH_QUIET_MAX_SECONDS: '0',
      BENCH_RESULTS: results,
      BENCH_DATABASE_SUFFIX: `_smoke_${process.pid}`,
    },
  });
  const ok = run.status === 0 && fs.existsSync(results) && writtenWithLead(fs.readFileSync(results, 'utf8'), name);
  const why =
    ok || run.status !== 0 ? '' : ': its section in the results is missing, or does not open with its goal and verdict';
  console.log(
    `${ok ? 'PASSED' : 'FAILED'} bench:${name} (smoke) in ${Math.round((Date.now() - started) / 1000)}s${why}`,
  );
  if (ok) passed++;
  else failed++;
}
fs.rmSync(path.dirname(results), { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
