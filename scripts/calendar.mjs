// The API suite on other days: every test must pass whatever the date (a weekend, a bank holiday, a month's or a
// year's end, a clock change). `npm run test:calendar -- DAYS...` runs the suite on embedded PGlite once per day,
// the whole process's clock moved to that day (tests/support/shiftedClock.mjs), two days at a time, and prints a line
// per day. A day is YYYY-MM-DD or a range FIRST..LAST; with none it takes the days of CALENDAR_DAYS below.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clockModule = pathToFileURL(path.join(root, 'tests/support/shiftedClock.mjs')).href;

/**
 * Fourteen consecutive days over Christmas and the new year (weekends, bank holidays at 25 and 28 December and
 * 1 January, a month's and a year's end), and the last Sundays of March and October, when the clocks change.
 */
export const CALENDAR_DAYS = ['2026-12-21..2027-01-03', '2027-03-28', '2027-10-31'];
/** The day npm test runs the API suite on PGlite: the spring clock change, a Sunday between Good Friday and Easter Monday. */
export const CI_SHIFTED_DAY = '2027-03-28';

/** The environment of a process whose clock reads `day` (its children's too). */
export function clockOn(day) {
  return {
    TEST_NOW: day,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${clockModule}`].filter(Boolean).join(' '),
  };
}

function daysOf(specs) {
  return specs.flatMap((spec) => {
    const [first, last = first] = spec.split('..');
    const days = [];
    for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000)
      days.push(new Date(t).toISOString().slice(0, 10));
    if (!days.length) throw new Error(`${spec} names no day`);
    return days;
  });
}

/** Runs the API suite on PGlite on one day; answers its closing counts. */
function apiSuiteOn(day) {
  const started = Date.now();
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', '--project', 'api'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TEST_DATABASE_URL: '', CI: 'true', ...clockOn(day) },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const plain = stripVTControlCharacters(output);
      const count = (word) => Number(plain.match(new RegExp(`Tests\\s+.*?(\\d+) ${word}`))?.[1] ?? 0);
      const failures = [...plain.matchAll(/^\s*FAIL\s+.*$/gm)].map((m) => m[0].trim());
      resolve({
        day,
        ok: status === 0,
        passed: count('passed'),
        failed: count('failed') || (status === 0 ? 0 : 1),
        seconds: Math.round((Date.now() - started) / 1000),
        failures,
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const queue = daysOf(process.argv.length > 2 ? process.argv.slice(2) : CALENDAR_DAYS);
  const weekday = (day) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const results = [];
  const lane = async () => {
    for (let day; (day = queue.shift());) {
      const r = await apiSuiteOn(day);
      console.log(
        `${r.ok ? 'PASSED' : 'FAILED'}  ${weekday(day)} ${day}: ${r.passed} passed, ${r.failed} failed (${r.seconds}s)${r.failures.map((f) => `\n    ${f}`).join('')}`,
      );
      results.push(r);
    }
  };
  await Promise.all([lane(), lane()]);
  const total = (field) => results.reduce((sum, r) => sum + r[field], 0);
  console.log(`${results.length} days: ${results.filter((r) => r.ok).length} passed whole`);
  console.log(`${total('passed')} passed, ${total('failed')} failed`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
