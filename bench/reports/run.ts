/**
 * npm run bench:reports: making manager reports 2 (shift fill) and 3 (staff hours) over 1,000,000 shifts and their
 * applications (issue 15), timed and measured through the API against the same query run by PostgreSQL's
 * `COPY (query) TO STDOUT WITH CSV` in one run.
 *
 * Makes a scratch database bankshift_bench_reports: the demo data without shifts (seeded by the bench's server child),
 * 1,600 bench nurses, BENCH_ROWS shifts and their applications (bench/jobs/seed.ts) and the worked time of every past
 * booked shift whose time was logged (time records, as the demo writes them). Then the child is stopped and the server
 * runs as deployed, alone in a process of its own (`node --import tsx server/main.ts`, PostgreSQL, its scheduler on).
 * The demo bank officer asks for each report over the care location with the most shifts and the longest range a
 * report may cover (REPORT_MAX_DAYS back from today); the bench times the request from its POST to COMPLETED (polled
 * every 10 ms) and reads the server's peak resident memory over that time (VmHWM, reset before each request through
 * /proc/<pid>/clear_refs). Alternately, the baseline: the report's own SQL (reportQuery, its bindings inlined) run
 * by `psql -c "COPY (...) TO STDOUT WITH CSV"` into a file, timed by psql (`\timing`) on its open connection. BENCH_REPORT_RUNS times each after a warm-up; medians.
 * Each made report is checked: COMPLETED, as many rows as COPY wrote.
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_ROWS (1000000), BENCH_SPAN_DAYS (365), BENCH_REPORT_RUNS (5),
 * BENCH_RESULTS.
 */
import { spawn } from 'node:child_process';
import type pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MANAGER_REPORTS, REPORT_MAX_DAYS, type ReportType } from '../../domain/reports';
import { addDays } from '../../domain/time';
import { reportQuery } from '../../server/services/reports/queries';
import { benchDatabaseName, inlineSql } from '../common/db';
import { bulkInsertJobs } from '../jobs/seed';
import { signIn, type Session } from '../common/lists';
import { elapsedSeconds, log, sleep } from '../common/log';
import { benchMain } from '../common/main';
import { machineFacts } from '../common/machine';
import { defaultResultsFile } from '../common/results';
import { scratchServers } from '../common/scratch';
import { insertNurses, trustRoleId } from '../common/users';
import { GOAL_MEMORY_MB, writeReportResults, type ReportRun } from './report';
import { insertTimeRecords } from './seed';
import { startServerProcess } from './server';

const DB_NAME = benchDatabaseName('bankshift_bench_reports');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SPAN_DAYS = Number(process.env.BENCH_SPAN_DAYS ?? 365);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const RESULTS = defaultResultsFile();
const COMMAND = 'npm run bench:reports';
const OFFICER = 'bankofficer@bankshift.test';
const REPORTS: ReportType[] = ['ManagerReport2', 'ManagerReport3'];

benchMain(COMMAND, RESULTS, async (bench) => {
  const { db, commit, servers, setup } = await scratchServers(bench, DB_NAME, 'report-visualization-requests');
  const seedStart = performance.now();
  const client = await setup.connect();
  let seeded;
  try {
    const trusts = (await client.query(`select id, name from trusts where "isLive" order by id`)).rows as {
      id: number;
      name: string;
    }[];
    const nurses = {
      [trusts[0].id]: await insertNurses(client, 1000, 'nf-nurse', [
        await trustRoleId(client, trusts[0].name, 'NURSE'),
      ]),
      [trusts[1].id]: await insertNurses(client, 600, 'sg-nurse', [await trustRoleId(client, trusts[1].name, 'NURSE')]),
    };
    seeded = await bulkInsertJobs(
      client,
      ROWS,
      nurses,
      (what, done, of) => log(`${what}: ${done.toLocaleString('en-GB')} of ${of.toLocaleString('en-GB')}`),
      SPAN_DAYS,
    );
    seeded = { ...seeded, timeRecords: await insertTimeRecords(client) };
    log('VACUUM ANALYZE');
    await client.query('vacuum analyze');
  } finally {
    client.release();
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(
    `seeded ${seeded.jobs.toLocaleString('en-GB')} shifts, ${seeded.applications.toLocaleString('en-GB')} applications, ${seeded.timeRecords.toLocaleString('en-GB')} time records in ${seedSeconds.toFixed(0)} s`,
  );
  await servers.close();

  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-bench-reports-'));
  bench.onCleanup(async () => fs.rmSync(files, { recursive: true, force: true }));
  const server = await startServerProcess(db.url, path.join(files, 'data'));
  bench.onCleanup(() => server.stop());
  const session = await signIn(`${server.url}/api/v3/authentication`, OFFICER);
  const today = (await setup.query(`select current_date::text as d`)).rows[0].d as string;
  const range = { startDate: addDays(today, -(REPORT_MAX_DAYS - 1)), endDate: today };
  const place = (
    await setup.query(
      `select c.id, c.name, count(*)::int as shifts, count(*) filter (where j.date between $2 and $3)::int as "inRange"
       from jobs j join care_locations c on c.id = j."careLocationId" where j."trustId" = $1 group by c.id, c.name order by 3 desc limit 1`,
      [session.trustId, range.startDate, range.endDate],
    )
  ).rows[0];
  log(
    `${OFFICER} asks for reports over ${place.name} (${place.shifts.toLocaleString('en-GB')} shifts, ${place.inRange.toLocaleString('en-GB')} from ${range.startDate} to ${range.endDate})`,
  );

  const runs: ReportRun[] = [];
  const plans: Record<string, { copy: string; cursor: string }> = {};
  let invalid = 0;
  for (const reportType of REPORTS) {
    const query = reportQuery(reportType, { careLocationId: place.id, ...range, trustId: session.trustId!, today });
    const copySql = `COPY (${inlineSql(query)}) TO STDOUT WITH CSV`;
    plans[reportType] = {
      copy: await planOf(setup, inlineSql(query)),
      cursor: await planOf(setup, `DECLARE bench_plan CURSOR WITH HOLD FOR ${inlineSql(query)}`),
    };
    for (let k = 0; k <= RUNS; k++) {
      const copy = await timedCopy(db.url, copySql, path.join(files, 'copy.csv'));
      const made = await timedReport(server, session, {
        reportType,
        requestParams: { careLocationId: place.id, ...range },
      });
      const problem =
        made.status !== 'COMPLETED'
          ? `${made.status}: ${made.reason}`
          : made.rowCount !== copy.rows
            ? `${made.rowCount} rows, COPY wrote ${copy.rows}`
            : undefined;
      if (problem) {
        invalid++;
        log(`${reportType}: ${problem}`);
      }
      log(
        `${reportType} ${k === 0 ? 'warm-up' : `run ${k}`}: API ${made.ms.toFixed(0)} ms (peak ${made.peakMb.toFixed(0)} MB, at rest ${made.restMb.toFixed(0)} MB), COPY ${copy.ms.toFixed(0)} ms, ${copy.rows} rows`,
      );
      if (k > 0)
        runs.push({
          reportType,
          apiMs: made.ms,
          madeMs: made.madeMs,
          copyMs: copy.ms,
          rows: copy.rows,
          peakMb: made.peakMb,
          restMb: made.restMb,
          valid: !problem,
        });
    }
  }
  writeReportResults(RESULTS, {
    command: COMMAND,
    facts: await machineFacts(setup, commit),
    seeded: { ...seeded, seconds: seedSeconds },
    place: { ...place, ...range },
    titles: Object.fromEntries(REPORTS.map((t) => [t, MANAGER_REPORTS[t].title])),
    runs,
    plans,
    totalSeconds: elapsedSeconds(),
  });
  if (runs.some((r) => r.peakMb >= GOAL_MEMORY_MB)) log(`the server's peak memory reached ${GOAL_MEMORY_MB} MB`);
  return invalid;
});

/** A plan's shape as EXPLAIN gives it: its nodes, outermost first, and the parallel workers it plans. */
async function planOf(pool: pg.Pool, sql: string): Promise<string> {
  const [
    {
      'QUERY PLAN': [root],
    },
  ] = (await pool.query(`explain (format json) ${sql}`)).rows;
  const nodes: string[] = [];
  let workers = 0;
  const walk = (node: any) => {
    nodes.push(node['Node Type']);
    workers += node['Workers Planned'] ?? 0;
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root.Plan);
  return `${workers ? `parallel (${workers} workers planned)` : 'serial'}: ${nodes.join(' → ')}`;
}

/**
 * The baseline: the query run by PostgreSQL straight into a CSV file through psql, timed by psql itself on its open
 * connection (`\timing`: from sending the COPY to its last row written); answers that time and the rows written.
 */
async function timedCopy(url: string, sql: string, file: string): Promise<{ ms: number; rows: number }> {
  const out = fs.openSync(file, 'w');
  const code = await new Promise<number | null>((resolve, reject) => {
    const psql = spawn('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', '\\timing on', '-c', sql], {
      stdio: ['ignore', out, 'inherit'],
    });
    psql.on('error', reject);
    psql.on('exit', resolve);
  });
  fs.closeSync(out);
  if (code !== 0) throw new Error(`psql COPY failed (exit ${code})`);
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const timing = /^Time: ([\d.]+) ms/.exec(lines.at(-1) ?? '');
  if (!timing) throw new Error(`psql did not time the COPY: ${lines.at(-1)}`);
  return { ms: Number(timing[1]), rows: lines.length - 1 };
}

interface Made {
  status: string;
  reason: string | null;
  rowCount: number | null;
  /** From the POST to the answer saying COMPLETED (or FAILED). */
  ms: number;
  /** The request's own createdAt to completedAt, as the server recorded them. */
  madeMs: number;
  peakMb: number;
  restMb: number;
}

/** Asks for a report and polls it every 10 ms until it is made; the server's peak memory over that time. */
async function timedReport(
  server: Awaited<ReturnType<typeof startServerProcess>>,
  session: Session,
  body: object,
): Promise<Made> {
  const api = `${server.url}/api/v3/report-visualization-requests`;
  const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
  await sleep(200);
  const restMb = server.memory().rssMb;
  server.resetPeak();
  const t0 = performance.now();
  const res = await fetch(`${api}?role=${session.roleId}`, { method: 'POST', headers, body: JSON.stringify(body) });
  let request = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`the report was refused: ${res.status} ${JSON.stringify(request)}`);
  while (request.status === 'PENDING') {
    await sleep(10);
    request = await (await fetch(`${api}/${request.id}?role=${session.roleId}`, { headers })).json();
  }
  const ms = performance.now() - t0;
  const { peakMb } = server.memory();
  await fetch(`${api}/${request.id}?role=${session.roleId}`, { method: 'DELETE', headers });
  const madeMs = request.completedAt ? Date.parse(request.completedAt) - Date.parse(request.createdAt) : Number.NaN;
  return { status: request.status, reason: request.reason, rowCount: request.rowCount, ms, madeMs, peakMb, restMb };
}
