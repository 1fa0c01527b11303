/**
 * npm run bench:first-show: the first showing, after signing in, of two parts of the console whose code is fetched
 * ahead while the browser is idle (src/lazyComponent.tsx preloadWhenIdle; issue 52 item 16): a shift's Candidates tab,
 * clicked on its details page, and the bell's notification panel. The real server as `npm start` runs it (`node
 * server/main.ts`, embedded PGlite in a scratch folder, the demo data seeded, the built console served); Debian's
 * Chromium through playwright-core, a fresh one each run (bench/firstShow/browser.ts). The baseline, in runs alternating
 * with these: the same clicks with the preload off. Each run is checked (the preload happened, or did not); a run
 * failing its check is marked and left out. Writes the first-show section of bench/RESULTS.md.
 *
 * Settings (environment): BENCH_FIRST_SHOW_RUNS (10 of each), BENCH_FIRST_SHOW_SETTLE_MS (3000: the wait on a page
 * before its click), BENCH_QUIET_MAX_SECONDS, BENCH_RESULTS.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureConsoleBuilt } from '../../scripts/consoleBuild.mjs';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { startServerMain } from '../../tests/support/serverMain';
import { machineCpu, waitForQuiet } from '../common/cpu';
import { signIn, type Session } from '../common/lists';
import { elapsedSeconds, log, sleep } from '../common/log';
import { gitCommit } from '../common/machine';
import { defaultResultsFile } from '../common/results';
import { firstShowings, PARTS, type PartName } from './browser';
import { writeFirstShowResults, type FirstShowRun } from './report';

const RUNS = Number(process.env.BENCH_FIRST_SHOW_RUNS ?? 10);
const SETTLE_MS = Number(process.env.BENCH_FIRST_SHOW_SETTLE_MS ?? 3000);
const RESULTS = defaultResultsFile();
const COMMAND = 'npm run bench:first-show';
const CHROMIUM = '/usr/bin/chromium';
/** A demo user who may see a shift's candidates and has notifications. */
const EMAIL = 'trustadmin@bankshift.test';
/** Each part's module in the built console (its chunk is named after it). */
const MODULES: Record<PartName, string> = { candidates: 'CandidatesPage', bell: 'NotificationList' };

const undo: (() => Promise<unknown>)[] = [];
const cleanup = async () => {
  for (const step of undo.splice(0).reverse()) await step().catch((e) => console.error(`clean-up: ${e.message}`));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));

async function main(): Promise<number> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`);
  const commit = gitCommit(['server', 'resources', 'domain', 'src', 'customRoutes', 'providers']);
  const consoleDir = ensureConsoleBuilt();
  const built = builtConsole(consoleDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-bench-first-show-'));
  undo.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  log('starting the server on embedded PGlite, seeding the demo');
  const server = await startServerMain(
    { DATA_DIR: dataDir, CONSOLE_DIR: consoleDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: '1' },
    { timeoutMs: 300_000 },
  );
  undo.push(() => server.stop());
  const api = apiOf(server.url, await signIn(`${server.url}/api/v3/authentication`, EMAIL, DEMO_PASSWORD));
  const shift = await shiftWithCandidates(api);
  const notifications = await notificationsOf(api);
  log(`shift ${shift.id} (${shift.date}, ${shift.candidates} eligible); ${notifications} notification(s) in the panel`);

  const quiet = await waitForQuiet();
  const cpu0 = machineCpu();
  const runs: FirstShowRun[] = [];
  for (let round = 1; round <= RUNS; round++) {
    // Which goes first alternates, so that a change in the machine's load falls on both alike.
    for (const preload of round % 2 ? [true, false] : [false, true]) {
      const shown = await firstShowings({
        baseUrl: server.url,
        email: EMAIL,
        jobId: shift.id,
        preload,
        settleMs: SETTLE_MS,
        chunks: built.chunks,
      }).catch((error: Error) => {
        const failed = { ms: NaN, problem: `the run failed: ${error.message.split('\n')[0]}` };
        return { candidates: failed, bell: failed };
      });
      runs.push({ round, preload, ...shown });
      const say = (p: PartName) =>
        `${p} ${shown[p].ms.toFixed(0)} ms${shown[p].problem ? ` (${shown[p].problem})` : ''}`;
      log(`round ${round}, ${preload ? 'with the preload' : 'without'}: ${PARTS.map(say).join(', ')}`);
    }
  }
  const cpu1 = machineCpu();
  writeFirstShowResults(RESULTS, {
    command: COMMAND,
    commit,
    date: new Date().toISOString().replace('T', ' ').slice(0, 19) + ' UTC',
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}; Node ${process.version}; ${chromiumVersion()}`,
    shift,
    notifications,
    chunks: built.chunks,
    idleCallers: built.idleCallers,
    settleMs: SETTLE_MS,
    quiet,
    busyCores: cpu1.total > cpu0.total ? ((cpu1.busy - cpu0.busy) / (cpu1.total - cpu0.total)) * os.cpus().length : NaN,
    runs,
    totalSeconds: elapsedSeconds(),
  });
  return runs.flatMap((r) => PARTS.filter((p) => r[p].problem)).length;
}

/** The parts' chunks in the build, and how many places in it call requestIdleCallback (the baseline turns it off). */
function builtConsole(consoleDir: string) {
  const assets = fs.readdirSync(path.join(consoleDir, 'assets')).filter((f) => f.endsWith('.js'));
  const chunkOf = (module: string) => {
    const found = assets.filter((f) => new RegExp(`^${module}-[\\w-]+\\.js$`).test(f));
    if (found.length !== 1) throw new Error(`expected one chunk of ${module} in ${consoleDir}, found ${found.length}`);
    return found[0];
  };
  const chunks = Object.fromEntries(PARTS.map((p) => [p, chunkOf(MODULES[p])])) as Record<PartName, string>;
  const idleCallers = assets.reduce(
    (n, f) =>
      n + (fs.readFileSync(path.join(consoleDir, 'assets', f), 'utf8').match(/requestIdleCallback\(/g)?.length ?? 0),
    0,
  );
  return { chunks, idleCallers };
}

/** Debian's wrapper script says more on stderr; the version is the first line it prints. */
const chromiumVersion = () =>
  execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();

type Api = (service: string, query?: Record<string, string | number>) => Promise<any>;

function apiOf(baseUrl: string, session: Session): Api {
  return async (service, query = {}) => {
    const search = new URLSearchParams({ role: String(session.roleId) });
    for (const [k, v] of Object.entries(query)) search.set(k, String(v));
    const res = await fetch(`${baseUrl}/api/v3/${service}?${search}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (!res.ok) throw new Error(`GET ${service} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res.json();
  };
}

/** The first upcoming vacant shift of the demo with eligible candidates, so that its tab shows a table. */
async function shiftWithCandidates(api: Api) {
  const today = new Date().toISOString().slice(0, 10);
  const jobs = await api('jobs', {
    status: 'APPROVED',
    progress: 'vacant',
    'date[$gte]': today,
    '$sort[date]': 1,
    $limit: 100,
  });
  for (const job of jobs.data) {
    const ranked = await api('get-staff-match-score', { jobId: job.id });
    if (ranked.total > 0) return { id: job.id as number, date: job.date as string, candidates: ranked.total as number };
  }
  throw new Error(`none of the demo's ${jobs.data.length} upcoming vacant shifts has eligible candidates`);
}

/** The user's notifications; the demo's are written by the server's scheduler once it runs, so wait for one. */
async function notificationsOf(api: Api) {
  for (let tries = 0; tries < 30; tries++) {
    const { total } = await api('notifications', { $limit: 0 });
    if (total > 0) return total as number;
    await sleep(1000);
  }
  throw new Error(`${EMAIL} has no notification to show in the panel after 30 s`);
}

main()
  .then(async (invalid) => {
    await cleanup();
    if (invalid) {
      console.error(`\n${COMMAND}: ${invalid} showing(s) failed their check; they are marked in ${RESULTS}.`);
      process.exit(1);
    }
    log('done');
  })
  .catch(async (error) => {
    console.error(`\n${COMMAND} failed:`, error);
    await cleanup();
    process.exit(1);
  });
