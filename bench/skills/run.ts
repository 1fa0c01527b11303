/**
 * npm run bench:skills: list queries on 1,000,000 skills, through the API and as direct SQL, in one run.
 *
 * Makes a scratch database bankshift_bench, starts the real server (twice: count cache off and default)
 * and a plain Feathers KnexService in a child process, bulk-inserts the rows, then for each scenario and
 * concurrency measures, back to back: the API's own SQL run directly with pg (page alone; page + count),
 * ours without and with the count cache, and the plain service. Writes bench/RESULTS.md; drops the database.
 *
 * Settings (environment): BENCH_DATABASE_URL (a PostgreSQL to create the scratch database on, default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROWS (1000000), BENCH_SECONDS (8 per measured window),
 * BENCH_WARMUP_SECONDS (2: the least warm-up; it also waits for every connection's first answer, up to
 * BENCH_WARMUP_MAX_SECONDS, 10), BENCH_CONCURRENCY (1,50), BENCH_RESULTS (bench/RESULTS.md; only its skills section is rewritten).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Servers } from '../common/children';
import { ADMIN_URL, benchDatabaseName, connectAdmin, databaseUrl, explain, quiet, redact } from '../common/db';
import { cacheWindowTiming, loadHttp, loadSql, type Measured, type Timing } from '../common/load';
import { gitCommit, machineFacts } from '../common/machine';
import {
  APP_NAMES,
  classify,
  withAppName,
  type Captured,
  type StatementCounts,
  type Taken,
  type VariantName,
} from '../common/protocol';
import { canceller, checker, perRequest, say, signIn, type Session } from '../common/lists';
import { log as logLine, started } from '../common/log';
import { defaultResultsFile } from '../common/results';
import { writeResults, type Probe, type RareProbe, type ScenarioResult, type VariantResult } from './report';
import { SCENARIOS, type Scenario, type Who } from './scenarios';
import { bulkInsertSkills } from './seed';

const DB_NAME = benchDatabaseName('bankshift_bench');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const WARMUP_MAX = Number(process.env.BENCH_WARMUP_MAX_SECONDS ?? 10);
const TIMING: Timing = { warmup: WARMUP, warmupMax: Math.max(WARMUP, WARMUP_MAX), seconds: SECONDS };
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,50').split(',').map(Number);
const AUTH_TIMING: Timing = { warmup: 1, warmupMax: 5, seconds: Math.max(1, Math.round(SECONDS / 2)) };
const RESULTS = defaultResultsFile();
const log = (message: string) => logLine(message);
const t0 = started;

async function main() {
  const admin = await connectAdmin('npm run bench:skills');
  const benchUrl = databaseUrl(ADMIN_URL, DB_NAME);
  let servers: Servers | undefined;
  let direct: pg.Pool | undefined;
  let invalid = 0;
  const cleanup = async () => {
    await servers?.close().catch(() => undefined);
    await direct?.end().catch(() => undefined);
    direct = undefined;
    await admin
      .query(`drop database if exists ${DB_NAME} with (force)`)
      .catch((e) => console.error('could not drop the bench database:', e.message));
    await admin.end().catch(() => undefined);
  };
  process.once('SIGINT', () => {
    console.error('\ninterrupted: stopping the servers and dropping the bench database');
    void cleanup().finally(() => process.exit(130));
  });

  try {
    log(`PostgreSQL reachable at ${redact(ADMIN_URL)}; (re)creating database ${DB_NAME}`);
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);

    log(
      'starting the servers (ours without count cache, ours with the default cache, plain KnexService) and seeding the demo data',
    );
    const commit = gitCommit();
    servers = await Servers.start(benchUrl, { resource: 'skills', plain: true });
    const { urls, authUrl, defaultCacheSeconds, poolMax, jwtVerifyMicros } = servers.ready;

    direct = quiet(new pg.Pool({ connectionString: withAppName(benchUrl, 'bench-setup'), max: 4 }));
    log(`inserting ${ROWS.toLocaleString('en')} skills`);
    const seedStart = performance.now();
    const client = await direct.connect();
    try {
      await bulkInsertSkills(client, ROWS, (done) => log(`  ${done.toLocaleString('en')} rows`));
      log('VACUUM (ANALYZE) skills');
      await client.query('vacuum (analyze) skills');
    } finally {
      client.release();
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const tableRows = Number((await direct.query('select count(*) as n from skills')).rows[0].n);
    const tableSize = (await direct.query(`select pg_size_pretty(pg_total_relation_size('skills')) as s`)).rows[0]
      .s as string;
    log(
      `skills holds ${tableRows.toLocaleString('en')} rows (${tableSize} with indexes), seeded in ${seedSeconds.toFixed(0)} s`,
    );

    const sessions: Record<Who, Session> = {
      superadmin: await signIn(authUrl, 'superadmin@bankshift.test'),
      trustadmin: await signIn(authUrl, 'trustadmin@bankshift.test'),
    };
    const trustOfTrustAdmin = sessions.trustadmin.trustId;
    if (trustOfTrustAdmin === null) throw new Error('the trust admin has no trust');
    const headersOf = (who: Who) => ({ authorization: `Bearer ${sessions[who].token}` });
    const urlOf = (variant: VariantName, s: Scenario) =>
      variant === 'plain'
        ? `${urls.plain}?${s.plain(trustOfTrustAdmin)}`
        : `${urls[variant]}?role=${sessions[s.who].roleId}&${s.ours}`;

    // The SQL the API runs, read off its knex as it answers one request; checked against direct answers.
    const probes: Probe[] = [];
    let authStatements: Captured[] = [];
    for (const s of SCENARIOS) {
      let oursBody: any;
      const ours = await servers.capture('ours-nocache', async () => {
        const res = await fetch(urlOf('ours-nocache', s), { headers: headersOf(s.who) });
        oursBody = await res.json();
        if (res.status !== 200) throw new Error(`${s.key}: the API answered ${res.status} ${JSON.stringify(oursBody)}`);
      });
      let plainBody: any;
      const plain = await servers.capture('plain', async () => {
        const res = await fetch(urlOf('plain', s));
        plainBody = await res.json();
        if (res.status !== 200)
          throw new Error(`${s.key}: the plain service answered ${res.status} ${JSON.stringify(plainBody)}`);
      });
      const pick = (list: Captured[], kind: keyof StatementCounts) =>
        list.filter((q) => classify(q.sql, 'skills') === kind);
      const page = pick(ours, 'page')[0];
      const count = pick(ours, 'count')[0] ?? pick(plain, 'count')[0];
      if (!page || !count) throw new Error(`${s.key}: could not read the page and count statements off the servers`);
      if (!authStatements.length) authStatements = pick(ours, 'auth');
      const pageRows = (await direct.query(page.sql, page.bindings as unknown[])).rows;
      const total = Number((await direct.query(count.sql, count.bindings as unknown[])).rows[0].total);
      const expected = { total, rows: pageRows.length, firstId: pageRows[0]?.id as number | undefined };
      for (const [who, body] of [
        ['ours', oursBody],
        ['plain', plainBody],
      ] as const) {
        const problem = checker(expected)(body);
        if (problem)
          throw new Error(`${s.key}: ${who} disagrees with the direct SQL: ${problem}; the page read as ${page.sql}`);
      }
      probes.push({
        scenario: s,
        page,
        count,
        countFromOurs: pick(ours, 'count').length > 0,
        plainPage: pick(plain, 'page')[0],
        plainCount: pick(plain, 'count')[0],
        expected,
        explainPage: await explain(direct, page),
        explainCount: await explain(direct, count),
      });
      log(`${s.key}: total ${total.toLocaleString('en')}, page of ${pageRows.length}; ${probes.at(-1)!.explainCount}`);
    }
    if (authStatements.length === 0) throw new Error('could not read the sign-in statements off the server');

    // Observed once, not under load: a search whose page is not full, on the instance without the cache.
    const rareQuery = 'name[$ilike]=%25ePMA%25&$sort[name]=1&$limit=6&$skip=0';
    let rareMs = 0;
    let rareBody: any;
    const rareStatements = await servers.capture('ours-nocache', async () => {
      const started = performance.now();
      const res = await fetch(`${urls['ours-nocache']}?role=${sessions.superadmin.roleId}&${rareQuery}`, {
        headers: headersOf('superadmin'),
      });
      rareBody = await res.json();
      rareMs = performance.now() - started;
      if (res.status !== 200)
        throw new Error(`rare search: the API answered ${res.status} ${JSON.stringify(rareBody)}`);
    });
    const rarePage = rareStatements.find((q) => classify(q.sql, 'skills') === 'page')!;
    const rareCount = rareStatements.find((q) => classify(q.sql, 'skills') === 'count');
    const rare: RareProbe = {
      query: decodeURIComponent(rareQuery),
      apiMs: rareMs,
      total: rareBody.total,
      rows: rareBody.data.length,
      counted: !!rareCount,
      explainPage: await explain(direct, rarePage, false),
      explainCount: rareCount ? await explain(direct, rareCount) : undefined,
    };
    log(
      `rare search ${rare.query}: ${rare.rows} row(s) in ${rareMs.toFixed(0)} ms; count sent: ${rare.counted}; page ${rare.explainPage}`,
    );

    const { cancel, settle } = canceller(admin, () => servers);
    // The direct loop runs `c` workers over as many connections as the servers' knex pools have (2 at least, for
    // page + count at once), so the database sees the same number of connections under either.
    const directPoolSize = (c: number) => Math.max(2, Math.min(c, poolMax));
    const cacheTiming = cacheWindowTiming(TIMING, defaultCacheSeconds);

    const results: ScenarioResult[] = [];
    for (const probe of probes) {
      const s = probe.scenario;
      log(`scenario ${s.key}: ${s.title}`);
      const result: ScenarioResult = { probe, runs: [] };
      for (const c of CONCURRENCY) {
        log(`  ${c} connection${c === 1 ? '' : 's'}`);
        const pool = quiet(
          new pg.Pool({ connectionString: withAppName(benchUrl, APP_NAMES.direct), max: directPoolSize(c) }),
        );
        const sqlVariants: [VariantResult['key'], (p: pg.Pool) => Promise<string | undefined>, StatementCounts][] = [
          [
            'sql-page',
            async (p) => {
              const r = await p.query(probe.page.sql, probe.page.bindings as unknown[]);
              return r.rows.length === probe.expected.rows && r.rows[0]?.id === probe.expected.firstId
                ? undefined
                : 'wrong page';
            },
            { auth: 0, page: 1, count: 0, other: 0 },
          ],
          [
            'sql-page-count',
            async (p) => {
              const [r, n] = await Promise.all([
                p.query(probe.page.sql, probe.page.bindings as unknown[]),
                p.query(probe.count.sql, probe.count.bindings as unknown[]),
              ]);
              if (Number(n.rows[0].total) !== probe.expected.total) return `total ${n.rows[0].total}`;
              return r.rows.length === probe.expected.rows && r.rows[0]?.id === probe.expected.firstId
                ? undefined
                : 'wrong page';
            },
            { auth: 0, page: 1, count: 1, other: 0 },
          ],
        ];
        for (const [key, work, statements] of sqlVariants) {
          const m = await loadSql({
            pool,
            concurrency: c,
            timing: TIMING,
            work,
            cancel: () => cancel(APP_NAMES.direct),
          });
          say(key, m);
          result.runs.push({ key, concurrency: c, m, statements });
          if (m.mismatches || m.errors) invalid++;
        }
        await pool.end();

        for (const variant of ['ours-nocache', 'ours-cache', 'plain'] as const) {
          let taken: Taken | undefined;
          // One request first: the plain start of a list (and, for ours with the cache, a total to reuse).
          const primed = await fetch(urlOf(variant, s), { headers: variant === 'plain' ? {} : headersOf(s.who) });
          if (primed.status !== 200) throw new Error(`${variant} answered ${primed.status} to ${urlOf(variant, s)}`);
          await primed.arrayBuffer();
          const m = await loadHttp({
            url: urlOf(variant, s),
            connections: c,
            timing: variant === 'ours-cache' ? cacheTiming : TIMING,
            headers: variant === 'plain' ? {} : headersOf(s.who),
            check: checker(probe.expected),
            window: {
              onOpen: async () => void (await servers!.take(variant)),
              onClose: async () => void (taken = await servers!.take(variant)),
            },
          });
          await settle(variant);
          const statements = perRequest(taken!.counts, Math.max(1, taken!.requests));
          say(
            variant,
            m,
            `  SQL/request: ${statements.auth.toFixed(2)} auth + ${statements.page.toFixed(2)} page + ${statements.count.toFixed(3)} count (${taken!.issued.count} counts sent in the window, ${taken!.requests} requests answered); server CPU ${(taken!.cpuMicros / 1000 / Math.max(1, taken!.requests)).toFixed(2)} ms/request`,
          );
          result.runs.push({
            key: variant,
            concurrency: c,
            m,
            statements,
            countsInRun: taken!.issued.count,
            requestsInRun: taken!.requests,
            serverCpuMs: taken!.cpuMicros / 1000 / Math.max(1, taken!.requests),
          });
          if (m.non2xx || m.mismatches || m.errors) invalid++;
        }
      }
      results.push(result);
    }

    // What checking the caller (the user, their roles, an ended token) costs the database on every API request, as direct SQL.
    log(`the statement(s) that check the caller on every request (${authStatements.length}), as direct SQL`);
    const authRuns: { concurrency: number; m: Measured }[] = [];
    // The user's statements find the user; the lookup of ended sessions finds none (the bench's token is live).
    const findsRows = (q: Captured) => !/from "ended_sessions"/i.test(q.sql);
    for (const c of CONCURRENCY) {
      const pool = quiet(
        new pg.Pool({ connectionString: withAppName(benchUrl, APP_NAMES.direct), max: directPoolSize(c) }),
      );
      const work = async (p: pg.Pool) => {
        for (const q of authStatements) {
          const found = (await p.query(q.sql, q.bindings as unknown[])).rows.length > 0;
          if (found !== findsRows(q)) return found ? 'a live token found among the ended sessions' : 'no user';
        }
        return undefined;
      };
      const m = await loadSql({
        pool,
        concurrency: c,
        timing: AUTH_TIMING,
        work,
        cancel: () => cancel(APP_NAMES.direct),
      });
      await pool.end();
      say(`auth statements, ${c} conn`, m);
      authRuns.push({ concurrency: c, m });
      if (m.mismatches || m.errors) invalid++;
    }

    const facts = await machineFacts(direct, commit);
    await writeResults(RESULTS, {
      facts,
      settings: {
        rows: tableRows,
        tableSize,
        seedSeconds,
        timing: TIMING,
        cacheWindowSeconds: cacheTiming.seconds,
        concurrency: CONCURRENCY,
        defaultCacheSeconds,
        poolMax,
      },
      results,
      auth: { statements: authStatements, runs: authRuns },
      rare,
      jwtVerifyMicros,
      totalSeconds: (performance.now() - t0) / 1000,
    });
    log(`wrote ${path.relative(process.cwd(), RESULTS)}`);
  } finally {
    log('stopping the servers and dropping the bench database');
    await cleanup();
  }
  if (invalid) {
    console.error(
      `\nnpm run bench:skills: ${invalid} run(s) had non-2xx answers, wrong answers or errors; their figures are marked in ${RESULTS}.`,
    );
    process.exit(1);
  }
  log('done');
}

main().catch((error) => {
  console.error('\nnpm run bench:skills failed:', error);
  process.exit(1);
});
