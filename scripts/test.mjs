// npm test: every suite, in order. Suites whose service is missing are skipped, and said so plainly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const CHROMIUM = '/usr/bin/chromium';

const suites = [
  { name: 'unit (domain rules)', project: 'unit' },
  { name: 'api on embedded PGlite', project: 'api', env: { TEST_DATABASE_URL: '' } },
  {
    name: 'api on PostgreSQL',
    project: 'api',
    skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  },
  {
    name: 'multi-instance realtime (PostgreSQL + Redis)',
    project: 'realtime',
    skip:
      (!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL) &&
      'TEST_DATABASE_URL and REDIS_URL are both needed (e.g. REDIS_URL=redis://127.0.0.1:6379)',
  },
  { name: 'ui (Vitest + Testing Library)', project: 'ui' },
  { name: 'e2e (Chromium)', project: 'e2e', skip: !fs.existsSync(CHROMIUM) && `Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)` },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let failedSuites = 0;

for (const suite of suites) {
  if (suite.skip) {
    lines.push(`SKIPPED  ${suite.name}: ${suite.skip}`);
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  const report = path.join(os.tmpdir(), `bankshift-${suite.project}-${process.pid}.json`);
  const r = spawnSync(
    process.execPath,
    [vitest, 'run', '--project', suite.project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...suite.env } },
  );
  const counts = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  fs.rmSync(report, { force: true });
  const passed = counts?.numPassedTests ?? 0;
  const failed = (counts?.numFailedTests ?? 0) + (r.status !== 0 && !counts?.numFailedTests ? 1 : 0);
  const skipped = (counts?.numPendingTests ?? 0) + (counts?.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (r.status !== 0) failedSuites++;
  lines.push(`${r.status === 0 ? 'PASSED ' : 'FAILED '}  ${suite.name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

console.log('\n=== Summary ===');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites ? 1 : 0);
