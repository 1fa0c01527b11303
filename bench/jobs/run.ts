/**
 * npm run bench:jobs: the shift (jobs) list on 1,000,000 shifts, through the API and as the same SQL run
 * directly with pg, as three kinds of role, in one run.
 *
 * Makes a scratch database bankshift_bench_jobs, starts the real server twice in a child process (count cache
 * off / default, as the skills bench does) with the demo data but no demo shifts, adds bench nurses and a role
 * holding only VIEW_NON_PARTICIPANTS_SHIFTS, bulk-inserts the shifts and their applications (bench/jobs/seed.ts),
 * ANALYZEs, then for each scenario and concurrency measures back to back: the API's own page and count SQL run
 * directly (page alone; page + count), and the API without and with the count cache. Reads the plans with
 * EXPLAIN ANALYZE, and tries the index changes the plans call for on the scratch database (never on the
 * server's code) to show what they would buy. Writes the jobs section of bench/RESULTS.md; drops the database.
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_ROWS (1000000 shifts), BENCH_SPAN_DAYS (365: the
 * shifts' dates spread that many days either side of today; trials with fewer rows use fewer days), BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (2),
 * BENCH_WARMUP_MAX_SECONDS (10), BENCH_CONCURRENCY (1,50), BENCH_RESULTS (bench/RESULTS.md), BENCH_WHATIF (1: drop
 * the list's indexes and measure again; 0 skips that part), BENCH_PLANS_ONLY (1: seed and read the plans only), BENCH_QUIET_MAX_SECONDS (90:
 * the longest wait for a quiet machine before each scenario and concurrency; 0 does not wait).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Servers } from '../common/children';
import { CpuMeter, waitForQuiet, type CpuWindow } from '../common/cpu';
import {
  ADMIN_URL,
  backendPids,
  benchDatabaseName,
  connectAdmin,
  explain,
  explainText,
  quiet,
  redact,
  scratchDatabase,
} from '../common/db';
import { canceller, checker, perRequest, say, signIn, type Session } from '../common/lists';
import { cacheWindowTiming, loadHttp, loadSql, type Measured, type Timing } from '../common/load';
import { elapsedSeconds, log } from '../common/log';
import { gitCommit, machineFacts } from '../common/machine';
import { APP_NAMES, classify, withAppName, type Captured, type StatementCounts, type Taken } from '../common/protocol';
import { defaultResultsFile } from '../common/results';
import { insertNurses, trustRoleId, userWithRole } from '../common/users';
import { writeJobsResults, type JobProbe, type JobRun, type JobScenarioResult, type WhatIf } from './report';
import { consoleQuery, PAGE_ROWS, SCENARIOS, WHO, type Context, type Who } from './scenarios';
import { bulkInsertJobs } from './seed';

const DB_NAME = benchDatabaseName('bankshift_bench_jobs');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
/** Days either side of today the shifts spread over; a trial with fewer rows keeps a full page per day with fewer days. */
const SPAN_DAYS = Number(process.env.BENCH_SPAN_DAYS ?? 365);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const WARMUP_MAX = Number(process.env.BENCH_WARMUP_MAX_SECONDS ?? 10);
const TIMING: Timing = { warmup: WARMUP, warmupMax: Math.max(WARMUP, WARMUP_MAX), seconds: SECONDS };
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,50').split(',').map(Number);
const WHATIF = process.env.BENCH_WHATIF !== '0';
/** 1: seed, read the plans (and those without the list's indexes), and stop: no load, no report. */
const PLANS_ONLY = process.env.BENCH_PLANS_ONLY === '1';
const RESULTS = defaultResultsFile();
const COMMAND = 'npm run bench:jobs';

/** The jobs list's indexes (server/db/migrations/0007_shift_list_indexes.ts), dropped after the measurements to show what they buy. */
export const LIST_INDEXES: { name: string; why: string }[] = [
  {
    name: 'jobs_trustid_progress_date_startsat_id_idx',
    why: "(trustId, progress, date, startsAt, id) carrying careLocationId and the columns of the list's other filters and of its visibility rule: the list's equality filters (trust, progress), its dates, then its order (start, asked as date, start, id): a page comes straight off the index in order, and a count, filtered or not, reads a narrow range of the index only",
  },
  {
    name: 'jobs_carelocationid_progress_date_startsat_id_idx',
    why: '(careLocationId, progress, date, startsAt, id): the same for a role tied to one care location (tenancy adds careLocationId = ...)',
  },
  {
    name: 'applications_jobid_participating_idx',
    why: '(jobId) where the application is participating: the NOT EXISTS of VIEW_NON_PARTICIPANTS_SHIFTS probes only participating applications, each probe one small index lookup with no heap visit',
  },
];

async function main() {
  const admin = await connectAdmin(COMMAND);
  let servers: Servers | undefined;
  let setup: pg.Pool | undefined;
  let db: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let invalid = 0;
  const cleanup = async () => {
    await servers?.close().catch(() => undefined);
    await setup?.end().catch(() => undefined);
    setup = undefined;
    await db?.drop().catch((e) => console.error('could not drop the bench database:', e.message));
    await admin.end().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and dropping the bench database`);
      void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }

  try {
    log(`PostgreSQL reachable at ${redact(ADMIN_URL)}; (re)creating database ${DB_NAME}`);
    db = await scratchDatabase(admin, DB_NAME);
    log('starting the server twice (count cache off / default) in a child process; demo data without shifts');
    const commit = gitCommit();
    servers = await Servers.start(db.url, { resource: 'jobs', plain: false, shifts: false });
    const { urls, authUrl, defaultCacheSeconds, poolMax } = servers.ready;

    setup = quiet(new pg.Pool({ connectionString: withAppName(db.url, 'bench-setup'), max: 4 }));
    const seedStart = performance.now();
    const client = await setup.connect();
    let seeded;
    let nurseCounts: Record<string, number> = {};
    try {
      const trusts = (await client.query(`select id, name from trusts where "isLive" order by id`)).rows as {
        id: number;
        name: string;
      }[];
      const nf = await insertNurses(client, 1000, 'nf-nurse', [await trustRoleId(client, trusts[0].name, 'NURSE')]);
      const sg = await insertNurses(client, 600, 'sg-nurse', [await trustRoleId(client, trusts[1].name, 'NURSE')]);
      nurseCounts = { [trusts[0].name]: nf.length, [trusts[1].name]: sg.length };
      await userWithRole(client, {
        trustName: trusts[0].name,
        roleName: 'Shift viewer (no participants)',
        roleType: 'OPERATIONAL-MANAGER',
        permissions: ['VIEW_NON_PARTICIPANTS_SHIFTS'],
        email: WHO.viewer.email,
      });
      log(`inserting ${ROWS.toLocaleString('en')} shifts and their applications`);
      seeded = await bulkInsertJobs(
        client,
        ROWS,
        { [trusts[0].id]: nf, [trusts[1].id]: sg },
        (what, done, of) => {
          if (done === of || done % 200_000 === 0)
            log(`  ${what}: ${done.toLocaleString('en')} of ${of.toLocaleString('en')}`);
        },
        SPAN_DAYS,
      );
      log('VACUUM (ANALYZE) jobs, applications');
      await client.query('vacuum (analyze) jobs');
      await client.query('vacuum (analyze) applications');
    } finally {
      client.release();
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const size = async (t: string) =>
      (await setup!.query(`select pg_size_pretty(pg_total_relation_size($1)) as s`, [t])).rows[0].s as string;
    const shape = {
      jobs: seeded.jobs,
      applications: seeded.applications,
      jobsSize: await size('jobs'),
      applicationsSize: await size('applications'),
      byTrust: seeded.byTrust,
      nurses: nurseCounts,
      seedSeconds,
      spanDays: SPAN_DAYS,
      progress: (await setup.query(`select status, progress, count(*)::int as n from jobs group by 1, 2 order by 1, 2`))
        .rows,
      appStatuses: (await setup.query(`select status, count(*)::int as n from applications group by 1 order by 2 desc`))
        .rows,
      jobIndexes: (
        await setup.query(`select indexdef from pg_indexes where tablename = 'jobs' order by indexname`)
      ).rows.map((r) => r.indexdef as string),
      applicationIndexes: (
        await setup.query(`select indexdef from pg_indexes where tablename = 'applications' order by indexname`)
      ).rows.map((r) => r.indexdef as string),
    };
    log(
      `jobs: ${shape.jobs.toLocaleString('en')} rows (${shape.jobsSize}); applications: ${shape.applications.toLocaleString('en')} (${shape.applicationsSize}); seeded in ${seedSeconds.toFixed(0)} s`,
    );

    const sessions = {} as Record<Who, Session>;
    for (const who of Object.keys(WHO) as Who[]) sessions[who] = await signIn(authUrl, WHO[who].email);
    const ctxRow = (
      await setup.query(
        `select current_date::text as today, (current_date + 30)::text as "monthEnd",
                array(select d.id from departments d join care_locations cl on cl.id = d."careLocationId"
                      where cl.name = 'Northfield General Hospital' order by d.id limit 3) as departments`,
      )
    ).rows[0];
    const ctx: Context = { today: ctxRow.today, monthEnd: ctxRow.monthEnd, departments: ctxRow.departments };
    const headersOf = (who: Who) => ({ authorization: `Bearer ${sessions[who].token}` });
    const urlOf = (variant: 'ours-nocache' | 'ours-cache', query: string) => `${urls[variant]}?${query}`;

    // The SQL the API runs, read off its knex as it answers one request; checked against direct answers.
    const probes: JobProbe[] = [];
    let authStatements: Captured[] = [];
    for (const s of SCENARIOS) {
      const query = consoleQuery(s.filter(ctx), ctx.today, sessions[s.who].roleId);
      let body: any;
      const started = performance.now();
      const statements = await servers.capture('ours-nocache', async () => {
        const res = await fetch(urlOf('ours-nocache', query), { headers: headersOf(s.who) });
        body = await res.json();
        if (res.status !== 200) throw new Error(`${s.key}: the API answered ${res.status} ${JSON.stringify(body)}`);
      });
      const firstMs = performance.now() - started;
      const pick = (kind: keyof StatementCounts) => statements.filter((q) => classify(q.sql, 'jobs') === kind);
      const page = pick('page')[0];
      const count = pick('count')[0];
      if (!authStatements.length) authStatements = pick('auth');
      if (!page || !count)
        throw new Error(
          `${s.key}: expected a full page and a count; read ${statements.length} statements: ${statements.map((q) => q.sql).join(' | ')}`,
        );
      const pageRows = (await setup.query(page.sql, page.bindings as unknown[])).rows;
      const total = Number((await setup.query(count.sql, count.bindings as unknown[])).rows[0].total);
      const expected = { total, rows: pageRows.length, firstId: pageRows[0]?.id as number | undefined };
      const problem = checker(expected)(body);
      if (problem)
        throw new Error(`${s.key}: the API disagrees with the direct SQL: ${problem}; the page read as ${page.sql}`);
      if (expected.rows !== PAGE_ROWS)
        throw new Error(
          `${s.key}: the page holds ${expected.rows} rows, not a full page of ${PAGE_ROWS}: the data does not fit the scenario`,
        );
      const [pagePlan, countPlan] = [await explainText(setup, page), await explainText(setup, count)];
      probes.push({
        scenario: s,
        query,
        page,
        count,
        expected,
        firstMs,
        explainPage: await explain(setup, page),
        explainCount: await explain(setup, count),
        pagePlan,
        countPlan,
      });
      log(
        `${s.key}: total ${total.toLocaleString('en')}, page of ${expected.rows}; page ${probes.at(-1)!.explainPage}; count ${probes.at(-1)!.explainCount}`,
      );
    }

    if (PLANS_ONLY) {
      log("BENCH_PLANS_ONLY=1: the plans without the list's indexes, then no load and no report");
      for (const ix of LIST_INDEXES) await setup.query(`drop index "${ix.name}"`);
      await setup.query('analyze jobs');
      await setup.query('analyze applications');
      for (const probe of probes)
        log(
          `${probe.scenario.key} without the list's indexes: page ${await explain(setup, probe.page)}; count ${await explain(setup, probe.count)}`,
        );
      return;
    }

    const { cancel, settle } = canceller(admin, () => servers);
    // CPU of everything else on the machine during each run: on 2 cores, another job's work shows in the figures.
    // CPU of everything else on the machine during each measured window (the pools' backends still connected):
    // on 2 cores, another job's work shows in the figures.
    const meter = new CpuMeter(async () => [servers!.pid, ...(await backendPids(admin, DB_NAME))]);
    const quietWaits: { key: string; waited: number; busy: number }[] = [];
    const directPoolSize = (c: number) => Math.max(2, Math.min(c, poolMax));
    const cacheTiming = cacheWindowTiming(TIMING, defaultCacheSeconds);
    const sqlWork = (probe: JobProbe, withCount: boolean) => async (p: pg.Pool) => {
      const [r, n] = await Promise.all([
        p.query(probe.page.sql, probe.page.bindings as unknown[]),
        withCount ? p.query(probe.count.sql, probe.count.bindings as unknown[]) : Promise.resolve(undefined),
      ]);
      if (n && Number(n.rows[0].total) !== probe.expected.total) return `total ${n.rows[0].total}`;
      return r.rows.length === probe.expected.rows && r.rows[0]?.id === probe.expected.firstId
        ? undefined
        : 'wrong page';
    };
    const measureSql = async (probe: JobProbe, c: number, withCount: boolean) => {
      const pool = quiet(
        new pg.Pool({ connectionString: withAppName(db!.url, APP_NAMES.direct), max: directPoolSize(c) }),
      );
      let cpu: CpuWindow | undefined;
      try {
        const m = await loadSql({
          pool,
          concurrency: c,
          timing: TIMING,
          work: sqlWork(probe, withCount),
          cancel: () => cancel(APP_NAMES.direct),
          window: { onOpen: () => meter.start(), onClose: async () => void (cpu = await meter.stop()) },
        });
        return { m, cpu: cpu! };
      } finally {
        await pool.end();
      }
    };
    const measureApi = async (probe: JobProbe, variant: 'ours-nocache' | 'ours-cache', c: number) => {
      const s = probe.scenario;
      let taken: Taken | undefined;
      let cpu: CpuWindow | undefined;
      const url = urlOf(variant, probe.query);
      const primed = await fetch(url, { headers: headersOf(s.who) });
      if (primed.status !== 200) throw new Error(`${variant} answered ${primed.status} to ${url}`);
      await primed.arrayBuffer();
      const m = await loadHttp({
        url,
        connections: c,
        timing: variant === 'ours-cache' ? cacheTiming : TIMING,
        headers: headersOf(s.who),
        check: checker(probe.expected),
        window: {
          onOpen: async () => {
            await servers!.take(variant);
            await meter.start();
          },
          onClose: async () => {
            taken = await servers!.take(variant);
            cpu = await meter.stop();
          },
        },
      });
      await settle(variant);
      return { m, taken: taken!, cpu: cpu! };
    };

    const results: JobScenarioResult[] = [];
    for (const probe of probes) {
      const s = probe.scenario;
      log(`scenario ${s.key}: ${s.title}`);
      const runs: JobRun[] = [];
      for (const c of CONCURRENCY) {
        const q = await waitForQuiet();
        quietWaits.push({ key: `${s.key} at ${c}`, ...q });
        log(
          `  ${c} connection${c === 1 ? '' : 's'}${q.waited > 2.5 ? ` (waited ${q.waited.toFixed(0)} s for the machine to be quiet; last sample ${q.busy.toFixed(2)} cores busy)` : ''}`,
        );
        for (const [key, withCount] of [
          ['sql-page', false],
          ['sql-page-count', true],
        ] as const) {
          const { m, cpu } = await measureSql(probe, c, withCount);
          say(key, m, `  others' CPU ${cpu.others.toFixed(2)} cores`);
          runs.push({
            key,
            concurrency: c,
            m,
            statements: { auth: 0, page: 1, count: withCount ? 1 : 0, other: 0 },
            cpu,
          });
          if (m.mismatches || m.errors) invalid++;
        }
        for (const variant of ['ours-nocache', 'ours-cache'] as const) {
          const { m, taken, cpu: window } = await measureApi(probe, variant, c);
          const statements = perRequest(taken.counts, Math.max(1, taken.requests));
          const cpu = taken.cpuMicros / 1000 / Math.max(1, taken.requests);
          say(
            variant,
            m,
            `  SQL/request: ${statements.auth.toFixed(2)} auth + ${statements.page.toFixed(2)} page + ${statements.count.toFixed(3)} count + ${statements.other.toFixed(2)} other; server CPU ${cpu.toFixed(2)} ms/request; others' CPU ${window.others.toFixed(2)} cores`,
          );
          runs.push({
            key: variant,
            concurrency: c,
            m,
            statements,
            countsInRun: taken.issued.count,
            requestsInRun: taken.requests,
            serverCpuMs: cpu,
            cpu: window,
          });
          if (m.non2xx || m.mismatches || m.errors) invalid++;
        }
      }
      results.push({ probe, runs });
    }

    // What the list's indexes buy: the same statements without them, EXPLAIN ANALYZE and a direct page + count loop.
    const whatIf: WhatIf[] = [];
    if (WHATIF) {
      log("dropping the list's indexes on the scratch database and measuring again");
      for (const ix of LIST_INDEXES) await setup.query(`drop index "${ix.name}"`);
      await setup.query('analyze jobs');
      await setup.query('analyze applications');
      const high = Math.max(...CONCURRENCY);
      for (const probe of probes) {
        const page = await explainText(setup, probe.page);
        const count = await explainText(setup, probe.count);
        const { m } = await measureSql(probe, high, true);
        say(`${probe.scenario.key} without the list's indexes`, m);
        if (m.mismatches || m.errors) invalid++;
        // The API too, without the cache (no total kept; only requests that miss together share a count).
        const api = await measureApi(probe, 'ours-nocache', high);
        say(`${probe.scenario.key} API, no cache`, api.m);
        if (api.m.non2xx || api.m.mismatches || api.m.errors) invalid++;
        whatIf.push({
          key: probe.scenario.key,
          explainPage: await explain(setup, probe.page),
          explainCount: await explain(setup, probe.count),
          pageMs: page.ms,
          countMs: count.ms,
          pagePlan: page.text,
          countPlan: count.text,
          direct: m,
          apiNocache: api.m,
          concurrency: high,
        });
      }
    }

    const facts = await machineFacts(setup, commit);
    writeJobsResults(RESULTS, {
      command: COMMAND,
      facts,
      shape,
      timing: TIMING,
      cacheWindowSeconds: cacheTiming.seconds,
      concurrency: CONCURRENCY,
      defaultCacheSeconds,
      poolMax,
      ctx,
      who: Object.fromEntries(Object.entries(WHO).map(([k, v]) => [k, v.label])) as Record<Who, string>,
      results,
      authStatements,
      whatIf,
      candidates: LIST_INDEXES,
      quietWaits,
      totalSeconds: elapsedSeconds(),
    });
    log(`wrote ${RESULTS}`);
  } finally {
    log('stopping the servers and dropping the bench database');
    await cleanup();
  }
  if (invalid) {
    console.error(
      `\n${COMMAND}: ${invalid} run(s) had non-2xx answers, wrong answers or errors; their figures are marked in ${RESULTS}.`,
    );
    process.exit(1);
  }
  log('done');
}

main().catch((error) => {
  console.error(`\n${COMMAND} failed:`, error);
  process.exit(1);
});

export type { Measured };
