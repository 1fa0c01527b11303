// npm test: every suite. Suites whose service is missing are skipped, and said so plainly; with CI=true they fail.
//
// In CI (CI=true) a browser test that fails is run once more: one that passes only then is listed as FLAKY with
// its first error, and counted on the line before the closing one; one that fails twice fails the run. Unit, API
// and UI tests are not retried.
//
// Two suites run at a time (the size budget and the bench smoke run are commands, not Vitest projects: their
// counts come from their closing lines). A suite starts when one ends, longest first by their times on a
// 2-core machine, so that the work ends together rather than one long suite running alone at the end. Alone, each
// suite keeps 1.0 to 1.4 of the two cores busy (its test process, its server, a browser), so two at a time fill the
// machine; three kept about eight threads runnable on two cores, slowing every step four- or five-fold (a first
// `npm start`, 17 s alone, passed 90 s), which only turns waits into failures. The console is built once, for the
// size budget and both browser suites. Each suite's output is printed whole when it ends; nothing interleaves.
// TEST_LANES=1 runs them one by one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CI_SHIFTED_DAY, clockOn } from './calendar.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const CHROMIUM = '/usr/bin/chromium';
const GNU_TIME = '/usr/bin/time';

const suites = {
  unit: { name: 'unit (domain rules)', project: 'unit' },
  // On another day than today's, so that a test that holds only on some days fails on every run (scripts/calendar.mjs);
  // the PostgreSQL run keeps today's clock, as its server's now() is today's.
  apiPglite: {
    name: `api on embedded PGlite, the clock on ${CI_SHIFTED_DAY}`,
    project: 'api',
    env: { TEST_DATABASE_URL: '', ...clockOn(CI_SHIFTED_DAY) },
  },
  apiPostgres: {
    name: 'api on PostgreSQL',
    project: 'api',
    skip:
      !process.env.TEST_DATABASE_URL &&
      'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  },
  realtime: {
    name: 'multi-instance realtime (PostgreSQL + Redis)',
    project: 'realtime',
    skip:
      (!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL) &&
      'TEST_DATABASE_URL and REDIS_URL are both needed (e.g. REDIS_URL=redis://127.0.0.1:6379)',
  },
  benchSmoke: {
    name: 'bench smoke (every bench at a tiny scale, answers checked)',
    command: [path.join(root, 'scripts/benchSmoke.mjs')],
    skip:
      (!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL) &&
      'PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL) are both needed',
    // The first-show bench serves the built console: built once, before, so that no suite builds it under another.
    console: true,
  },
  typecheck: { name: 'typecheck (tsc, the whole project)', command: [path.join(root, 'scripts/typecheck.mjs')] },
  lint: { name: 'lint (Prettier and ESLint, the whole tree)', command: [path.join(root, 'scripts/lint.mjs')] },
  sizeBudget: {
    name: 'size budget (JavaScript of the sign-in and landing pages, brotli and gzip)',
    command: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/sizeBudget.ts')],
    console: true,
  },
  ui: { name: 'ui (Vitest + Testing Library)', project: 'ui' },
  e2e: { name: 'e2e (Chromium)', project: 'e2e', browser: true },
  a11y: { name: 'accessibility sweep (axe-core in Chromium, WCAG 2.2 AA)', project: 'a11y', browser: true },
};
// Browser suites need Chromium and the built console (built once, below); in CI a failed browser test runs again.
for (const suite of Object.values(suites).filter((s) => s.browser)) {
  suite.console = true;
  suite.skip = !fs.existsSync(CHROMIUM) && `Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`;
  suite.retry = process.env.CI === 'true' ? 1 : 0;
}
const order = Object.keys(suites);
/** Longest first, by their times two at a time on this 2-core machine (a11y 955 s, e2e 543, ui 403, api on PGlite 286, ...). */
const LONGEST_FIRST = [
  'a11y',
  'e2e',
  'ui',
  'apiPglite',
  'benchSmoke',
  'apiPostgres',
  'typecheck',
  'lint',
  'realtime',
  'unit',
  'sizeBudget',
];
const AT_A_TIME = process.env.TEST_LANES === '1' ? 1 : 2;

const started = Date.now();
/** The machine's busy and idle CPU seconds so far (Linux /proc/stat), to say how busy the run kept it. */
function machineCpu() {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  return { busy: (ticks.reduce((a, b) => a + b, 0) - idle) / 100, idle: idle / 100 };
}
const cpuAtStart = machineCpu();
const clock = () => `${Math.round((Date.now() - started) / 1000)}s`;

/** The console, built once for the size budget and the browser suites (when its sources changed). */
let consoleBuild;
function consoleBuilt() {
  consoleBuild ??= new Promise((resolve, reject) => {
    const build = spawn(
      process.execPath,
      ['-e', "import('./scripts/consoleBuild.mjs').then((m) => m.ensureConsoleBuilt())"],
      { cwd: root, stdio: 'inherit' },
    );
    build.on('close', (status) => (status === 0 ? resolve() : reject(new Error('The console build failed'))));
  });
  return consoleBuild;
}

/** Runs one suite, its output kept aside until it ends; answers its counts. */
async function run(key) {
  const suite = suites[key];
  if (suite.console && !suite.skip) {
    try {
      await consoleBuilt();
    } catch (error) {
      return { key, ok: false, failed: 1, line: `FAILED   ${suite.name}: ${error.message}` };
    }
  }
  // In CI (CI=true) a suite may not be skipped: the service it needs is missing, and that fails the run.
  if (suite.skip && process.env.CI === 'true')
    return { key, ok: false, failed: 1, line: `FAILED   ${suite.name}: skipped in CI: ${suite.skip}` };
  if (suite.skip) return { key, line: `SKIPPED  ${suite.name}: ${suite.skip}` };
  console.log(`[${clock()}] ${suite.name}: started`);
  const suiteStarted = Date.now();
  const report = path.join(os.tmpdir(), `bankshift-${key}-${process.pid}.json`);
  const log = path.join(os.tmpdir(), `bankshift-${key}-${process.pid}.log`);
  const out = fs.openSync(log, 'w');
  const args = suite.command ?? [
    vitest,
    'run',
    '--project',
    suite.project,
    ...(suite.retry ? [`--retry=${suite.retry}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  // The CPU a suite's processes spend (user + system, from GNU time where the machine has it), whatever else runs
  // beside it. It counts the processes the suite waits for: not a database server's, nor Chromium's renderers
  // (the machine's busy time in the summary holds them).
  const cpuFile = path.join(os.tmpdir(), `bankshift-${key}-${process.pid}.cpu`);
  const [command, ...rest] = fs.existsSync(GNU_TIME)
    ? [GNU_TIME, '-f', '%U %S', '-o', cpuFile, process.execPath, ...args]
    : [process.execPath, ...args];
  const child = spawn(command, rest, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...suite.env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(out);
      console.log(`\n=== ${suite.name} (ended at ${clock()}) ===`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      const counts = fs.existsSync(report)
        ? JSON.parse(fs.readFileSync(report, 'utf8'))
        : closingCounts(fs.readFileSync(log, 'utf8'));
      fs.rmSync(report, { force: true });
      fs.rmSync(log, { force: true });
      const passed = counts?.numPassedTests ?? 0;
      const failed = (counts?.numFailedTests ?? 0) + (status !== 0 && !counts?.numFailedTests ? 1 : 0);
      const skipped = (counts?.numPendingTests ?? 0) + (counts?.numTodoTests ?? 0);
      const seconds = Math.round((Date.now() - suiteStarted) / 1000);
      const cpu = fs.existsSync(cpuFile)
        ? fs.readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number)
        : [];
      fs.rmSync(cpuFile, { force: true });
      const cpuSeconds = cpu.length === 2 && cpu.every(Number.isFinite) ? Math.round(cpu[0] + cpu[1]) : undefined;
      const line = `${status === 0 ? 'PASSED ' : 'FAILED '}  ${suite.name}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds}s${cpuSeconds === undefined ? '' : `, ${cpuSeconds}s CPU`})`;
      const flaky = flakyTests(counts);
      resolve({
        key,
        passed,
        failed,
        skipped,
        flaky,
        seconds,
        cpuSeconds,
        timed: timedTests(key, counts),
        ok: status === 0,
        line: [line, ...failures(counts)].join('\n'),
      });
    });
  });
}

/** A command suite's counts, from its closing line 'N passed, N failed'. */
function closingCounts(output) {
  const m = output.match(/^(\d+) passed, (\d+) failed$/m);
  return m && { numPassedTests: Number(m[1]), numFailedTests: Number(m[2]) };
}

/** The tests of a Vitest JSON report that hold, each as a summary entry with the first lines of its first error. */
function testsWhere(report, holds) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter(holds).map((test) => {
      const error = (test.failureMessages?.[0] ?? '')
        .split('\n')
        .slice(0, 6)
        .map((l) => `           ${l}`);
      return [`  - ${path.relative(root, file.name)}: ${test.fullName}`, ...error].join('\n');
    }),
  );
}

const failures = (report) => testsWhere(report, (test) => test.status === 'failed');

/** Tests that passed on their retry: Vitest keeps the errors of the failed tries of a test that then passed. */
const flakyTests = (report) =>
  testsWhere(report, (test) => test.status === 'passed' && test.failureMessages?.length > 0);

/** Each test of a Vitest JSON report with its time: the suite, the file and the test's name. */
const timedTests = (key, report) =>
  (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      key,
      seconds: (test.duration ?? 0) / 1000,
      name: `${path.relative(root, file.name)}: ${test.fullName}`,
    })),
  );

/** The summary's table: a row per suite (its wall time, the CPU its processes spent, its tests), then the slowest tests. */
function table(results) {
  const rows = results.map((r) => [
    r.key,
    r.ok === false ? 'FAILED' : r.ok ? 'passed' : 'skipped',
    r.seconds === undefined ? '' : `${r.seconds}s`,
    r.cpuSeconds === undefined ? '' : `${r.cpuSeconds}s`,
    String(r.passed ?? 0),
    String(r.failed ?? 0),
    String(r.flaky?.length ?? 0),
  ]);
  const head = ['suite', 'result', 'wall', 'CPU', 'passed', 'failed', 'flaky'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const format = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const slowest = results
    .flatMap((r) => r.timed ?? [])
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
    .map((t) => `${t.seconds.toFixed(1).padStart(7)}s  ${t.key}  ${t.name}`);
  return [format(head), ...rows.map(format), '', 'The 10 slowest tests:', ...slowest].join('\n');
}

// A suite not yet timed runs last.
const queue = [...LONGEST_FIRST, ...order.filter((key) => !LONGEST_FIRST.includes(key))];
async function runner() {
  const results = [];
  for (let key; (key = queue.shift());) results.push(await run(key));
  return results;
}

const runners = Array.from({ length: AT_A_TIME }, runner);
const results = (await Promise.all(runners)).flat().sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
const total = (field) => results.reduce((sum, r) => sum + (r[field] ?? 0), 0);
const cpuAtEnd = machineCpu();
const machine =
  cpuAtStart && cpuAtEnd
    ? `; the machine's ${os.availableParallelism()} cores were busy ${Math.round(cpuAtEnd.busy - cpuAtStart.busy)}s and idle ${Math.round(cpuAtEnd.idle - cpuAtStart.idle)}s`
    : '';
console.log(`\n=== Summary (${clock()}${machine}) ===`);
for (const r of results) console.log(r.line);
console.log(`\n${table(results)}\n`);
const flaky = results.flatMap((r) => r.flaky ?? []);
if (flaky.length) console.log(['FLAKY (passed only when run again):', ...flaky].join('\n'));
console.log(`${flaky.length} flaky`);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(results.some((r) => r.ok === false) ? 1 : 0);
