/**
 * npm run bench:uplifts: the uplift list (GET job-rates, /jobs/list/job-rates) on 1,000,000 shifts and 200,000 rate
 * escalations, as each of its three data views (operational manager, rate manager, shift manager), through the API
 * and as the same SQL run directly with pg, at 1 and 50 connections, in one run.
 *
 * Makes a scratch database bankshift_bench_uplifts, starts the real server twice in a child process (count cache off
 * / default) with the demo data but no demo shifts, bulk-inserts the shifts and applications of the jobs bench
 * (bench/jobs/seed.ts) and the escalations (bench/uplifts/seed.ts), ANALYZEs, reads the SQL one API request sends
 * (its page, its count and the figures of the page's rows), checks the API's answer against that SQL run directly,
 * then measures back to back: the direct SQL (page and count together, then the figures together: the least the
 * answer needs), and the API without and with the count cache. Writes the uplifts section of bench/RESULTS.md.
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_ROWS (1000000 shifts), BENCH_ESCALATIONS (200000),
 * BENCH_SPAN_DAYS (365), BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (2), BENCH_WARMUP_MAX_SECONDS (10),
 * BENCH_CONCURRENCY (1,50), BENCH_RESULTS (bench/RESULTS.md), BENCH_QUIET_MAX_SECONDS (90).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PAGE_SIZES } from '../../domain/constants';
import { upliftQueryOf } from '../../domain/jobList';
import { filterQuery } from '../../providers/filterQuery';
import { queryString } from '../../providers/httpClient';
import { CpuMeter, waitForQuiet } from '../common/cpu';
import { backendPids, benchDatabaseName, explain, quiet } from '../common/db';
import { canceller, checker, say, signIn, type Expected, type Session } from '../common/lists';
import { cacheWindowTiming, loadHttp, loadSql, timingFromEnv, type Measured } from '../common/load';
import { elapsedSeconds, log } from '../common/log';
import { benchMain } from '../common/main';
import { scratchServers } from '../common/scratch';
import { machineFacts } from '../common/machine';
import { APP_NAMES, withAppName, type Captured } from '../common/protocol';
import { defaultResultsFile } from '../common/results';
import { insertNurses, trustRoleId } from '../common/users';
import { bulkInsertJobs } from '../jobs/seed';
import { writeUpliftResults, type UpliftProbe, type UpliftRun, type ViewKey } from './report';
import { bulkInsertEscalations } from './seed';

const DB_NAME = benchDatabaseName('bankshift_bench_uplifts');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ESCALATIONS = Number(process.env.BENCH_ESCALATIONS ?? 200_000);
const SPAN_DAYS = Number(process.env.BENCH_SPAN_DAYS ?? 365);
const TIMING = timingFromEnv();
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,50').split(',').map(Number);
const RESULTS = defaultResultsFile();
const COMMAND = 'npm run bench:uplifts';
const PAGE_ROWS = PAGE_SIZES.jobs;

/** The three data views of spec 6, each as the demo role that has it. */
const VIEWS: Record<ViewKey, { email: string; label: string }> = {
  operationalManager: {
    email: 'opsmanager@bankshift.test',
    label: "operational manager's (opsmanager: RATE_ESCALATION_INTERMEDIATE_APPROVAL, VIEW_NON_PARTICIPANTS_SHIFTS)",
  },
  rateManager: {
    email: 'ratemanager@bankshift.test',
    label: "rate manager's (ratemanager: RATE_ESCALATION_APPROVAL, VIEW_RATE_ESCALATED_SHIFTS)",
  },
  shiftManager: {
    email: 'shiftmanager@bankshift.test',
    label: "shift manager's (shiftmanager: ESCALATE_RATE_FOR_A_SHIFT, one care location)",
  },
};

/** Which part of the answer a statement is: the page, its count, or the figures of the page's rows (auth aside). */
function partOf(sql: string): 'auth' | 'page' | 'count' | 'figures' {
  const s = sql.toLowerCase();
  if (/from "users"|"user_roles"|from "ended_sessions"/.test(s)) return 'auth';
  const onJobs = s.includes('from "jobs"') && !s.includes('group by');
  if (onJobs && /\bcount\(/.test(s)) return 'count';
  if (onJobs && /\blimit\b/.test(s)) return 'page';
  return 'figures';
}

benchMain(COMMAND, RESULTS, async (bench) => {
  const { admin } = bench;
  let invalid = 0;
  const { db, commit, servers, setup } = await scratchServers(bench, DB_NAME, 'job-rates');
  const { urls, authUrl, defaultCacheSeconds, poolMax } = servers.ready;

  const seedStart = performance.now();
  const client = await setup.connect();
  let shape;
  try {
    const trusts = (await client.query(`select id, name from trusts where "isLive" order by id`)).rows as {
      id: number;
      name: string;
    }[];
    const nf = await insertNurses(client, 1000, 'nf-nurse', [await trustRoleId(client, trusts[0].name, 'NURSE')]);
    const sg = await insertNurses(client, 600, 'sg-nurse', [await trustRoleId(client, trusts[1].name, 'NURSE')]);
    log(`inserting ${ROWS.toLocaleString('en')} shifts and their applications`);
    const seeded = await bulkInsertJobs(
      client,
      ROWS,
      { [trusts[0].id]: nf, [trusts[1].id]: sg },
      (what, done, of) => {
        if (done === of || done % 200_000 === 0)
          log(`  ${what}: ${done.toLocaleString('en')} of ${of.toLocaleString('en')}`);
      },
      SPAN_DAYS,
    );
    log(`inserting ${ESCALATIONS.toLocaleString('en')} rate escalations`);
    const escalations = await bulkInsertEscalations(client, ESCALATIONS);
    for (const table of ['jobs', 'applications', 'rate_escalations']) await client.query(`vacuum (analyze) ${table}`);
    shape = {
      jobs: seeded.jobs,
      applications: seeded.applications,
      escalations,
      rateStatuses: (
        await client.query(
          `select "rateEscalationStatus" as status, count(*)::int as n from jobs group by 1 order by 2 desc`,
        )
      ).rows,
      seedSeconds: (performance.now() - seedStart) / 1000,
    };
  } finally {
    client.release();
  }
  log(
    `jobs: ${shape.jobs.toLocaleString('en')}; escalations: ${shape.escalations.toLocaleString('en')}; seeded in ${shape.seedSeconds.toFixed(0)} s`,
  );

  const today = (await setup.query(`select current_date::text as d`)).rows[0].d as string;
  const sessions = {} as Record<ViewKey, Session>;
  for (const view of Object.keys(VIEWS) as ViewKey[]) sessions[view] = await signIn(authUrl, VIEWS[view].email);
  const queryOf = (view: ViewKey) =>
    queryString({
      ...filterQuery(upliftQueryOf({}, today)),
      $limit: PAGE_ROWS,
      $skip: 0,
      $sort: { startsAt: 1 },
      role: sessions[view].roleId,
    });
  const headersOf = (view: ViewKey) => ({ authorization: `Bearer ${sessions[view].token}` });

  // The SQL one request sends, read off the server's knex; the API's answer checked against it run directly.
  const probes: UpliftProbe[] = [];
  for (const view of Object.keys(VIEWS) as ViewKey[]) {
    const url = `${urls['ours-nocache']}?${queryOf(view)}`;
    let body: any;
    const statements = await servers.capture('ours-nocache', async () => {
      const res = await fetch(url, { headers: headersOf(view) });
      body = await res.json();
      if (res.status !== 200) throw new Error(`${view}: the API answered ${res.status} ${JSON.stringify(body)}`);
    });
    const parts = { page: [] as Captured[], count: [] as Captured[], figures: [] as Captured[] };
    for (const q of statements) {
      const part = partOf(q.sql);
      if (part !== 'auth') parts[part].push(q);
    }
    if (parts.page.length !== 1 || parts.count.length !== 1) {
      throw new Error(`${view}: expected one page and one count; read ${statements.map((q) => q.sql).join(' | ')}`);
    }
    const pageRows = (await setup.query(parts.page[0].sql, parts.page[0].bindings as unknown[])).rows;
    const total = Number((await setup.query(parts.count[0].sql, parts.count[0].bindings as unknown[])).rows[0].total);
    const expected: Expected = { total, rows: pageRows.length, firstId: pageRows[0]?.id };
    const problem =
      checker(expected)(body) ??
      (body.data.every((r: any) => 'fillRisk' in r && 'escalation' in r) ? undefined : 'rows without their figures');
    if (problem) throw new Error(`${view}: the API disagrees with the direct SQL: ${problem}`);
    if (expected.rows !== PAGE_ROWS)
      throw new Error(`${view}: the page holds ${expected.rows} rows, not a full page of ${PAGE_ROWS}`);
    probes.push({
      view,
      label: VIEWS[view].label,
      url,
      expected,
      page: parts.page[0],
      count: parts.count[0],
      figures: parts.figures,
      explainPage: await explain(setup, parts.page[0]),
      explainCount: await explain(setup, parts.count[0]),
    });
    log(
      `${view}: total ${total.toLocaleString('en')}; page ${probes.at(-1)!.explainPage}; count ${probes.at(-1)!.explainCount}; ${parts.figures.length} statements of figures`,
    );
  }

  const { cancel, settle } = canceller(admin, () => servers);
  const meter = new CpuMeter(async () => [servers.pid, ...(await backendPids(admin, DB_NAME))]);
  const cacheTiming = cacheWindowTiming(TIMING, defaultCacheSeconds);
  const run = async (probe: UpliftProbe, c: number, variant: UpliftRun['variant']): Promise<Measured> => {
    if (variant === 'direct') {
      const pool = quiet(
        new pg.Pool({
          connectionString: withAppName(db.url, APP_NAMES.direct),
          max: Math.max(2, Math.min(c, poolMax)),
        }),
      );
      const q = (s: Captured) => pool.query(s.sql, s.bindings as unknown[]);
      try {
        return await loadSql({
          pool,
          concurrency: c,
          timing: TIMING,
          work: async () => {
            const [page, count] = await Promise.all([q(probe.page), q(probe.count)]);
            await Promise.all(probe.figures.map(q));
            if (Number(count.rows[0].total) !== probe.expected.total) return `total ${count.rows[0].total}`;
            return page.rows.length === probe.expected.rows && page.rows[0]?.id === probe.expected.firstId
              ? undefined
              : 'wrong page';
          },
          cancel: () => cancel(APP_NAMES.direct),
          window: { onOpen: () => meter.start(), onClose: async () => void (await meter.stop()) },
        });
      } finally {
        await pool.end();
      }
    }
    const url = probe.url.replace(urls['ours-nocache'], urls[variant]);
    const primed = await fetch(url, { headers: headersOf(probe.view) });
    if (primed.status !== 200) throw new Error(`${variant} answered ${primed.status} to ${url}`);
    await primed.arrayBuffer();
    const m = await loadHttp({
      url,
      connections: c,
      timing: variant === 'ours-cache' ? cacheTiming : TIMING,
      headers: headersOf(probe.view),
      check: checker(probe.expected),
      window: { onOpen: () => meter.start(), onClose: async () => void (await meter.stop()) },
    });
    await settle(variant);
    return m;
  };

  const runs: UpliftRun[] = [];
  for (const probe of probes) {
    log(`view ${probe.view}`);
    for (const c of CONCURRENCY) {
      await waitForQuiet();
      log(`  ${c} connection${c === 1 ? '' : 's'}`);
      for (const variant of ['direct', 'ours-nocache', 'ours-cache'] as const) {
        const m = await run(probe, c, variant);
        say(variant, m);
        if (m.non2xx || m.mismatches || m.errors) invalid++;
        runs.push({ view: probe.view, concurrency: c, variant, m });
      }
    }
  }

  writeUpliftResults(RESULTS, {
    command: COMMAND,
    facts: await machineFacts(setup, commit),
    shape,
    timing: TIMING,
    cacheWindowSeconds: cacheTiming.seconds,
    defaultCacheSeconds,
    poolMax,
    concurrency: CONCURRENCY,
    probes,
    runs,
    totalSeconds: elapsedSeconds(),
  });
  log(`wrote ${RESULTS}`);
  return invalid;
});
