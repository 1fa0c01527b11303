/**
 * npm run bench:plans: turning a plan of 500 shifts into real shifts (POST shiftplans with createShifts, issue 14),
 * timed through the API against the same 500 shift rows inserted by one direct multi-row INSERT, in one run.
 *
 * Makes a scratch database bankshift_bench_plans and starts the real server in a child process with the demo data but
 * no demo shifts. The plan is the demo's planner template (Northfield General's "General wards: standard week", 19
 * planned shifts) repeated to BENCH_PLAN_SHIFTS rows, posted by the demo bank officer for a week still to come, a new
 * week each time. After each post the bench checks what it made (one shift per row, on the plan, with its audit entry
 * and its timed work), then reads those shifts back and inserts copies of them (every column but the id) with one
 * INSERT ... VALUES statement over a connection already open, and again as one JSON document (how the API inserts
 * them), deleting the copies each time. The two are timed alternately,
 * BENCH_PLAN_RUNS times after one warm-up each; the medians are compared. Writes the plans section of bench/RESULTS.md.
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_PLAN_SHIFTS (500), BENCH_PLAN_RUNS (15), BENCH_RESULTS.
 */
import { performance } from 'node:perf_hooks';
import { mondayFrom, type PlannedShift } from '../../domain/shiftPlan';
import { addDays } from '../../domain/time';
import { benchDatabaseName } from '../common/db';
import { signIn } from '../common/lists';
import { elapsedSeconds, log } from '../common/log';
import { benchMain } from '../common/main';
import { machineFacts } from '../common/machine';
import { defaultResultsFile } from '../common/results';
import { scratchServers } from '../common/scratch';
import { writePlanResults, type PlanRun } from './report';

const DB_NAME = benchDatabaseName('bankshift_bench_plans');
const SHIFTS = Number(process.env.BENCH_PLAN_SHIFTS ?? 500);
const RUNS = Number(process.env.BENCH_PLAN_RUNS ?? 15);
const RESULTS = defaultResultsFile();
const COMMAND = 'npm run bench:plans';
const PLANNER = 'bankofficer@bankshift.test';
const TEMPLATE = 'General wards: standard week';

benchMain(COMMAND, RESULTS, async (bench) => {
  const { commit, servers, setup } = await scratchServers(bench, DB_NAME, 'shiftplans');
  const url = servers.ready.urls['ours-nocache'];
  const session = await signIn(servers.ready.authUrl, PLANNER);
  const template = (
    await setup.query(`select "careLocationId", jobs from planner_templates where name = $1`, [TEMPLATE])
  ).rows[0];
  if (!template) throw new Error(`the demo's planner template "${TEMPLATE}" is missing`);
  const shape = template.jobs as PlannedShift[];
  const rows = Array.from({ length: SHIFTS }, (_, i) => shape[i % shape.length]);
  const today = (await setup.query(`select current_date::text as d`)).rows[0].d as string;
  const firstWeek = mondayFrom(addDays(today, 7));
  const client = await setup.connect();
  const runs: PlanRun[] = [];
  let invalid = 0;
  try {
    for (let k = 0; k <= RUNS; k++) {
      const weekStart = addDays(firstWeek, 7 * k);
      const body = JSON.stringify({ careLocationId: template.careLocationId, weekStart, rows, createShifts: true });
      let answer: any;
      let status = 0;
      let apiMs = 0;
      const statements = await servers.capture('ours-nocache', async () => {
        const t0 = performance.now();
        const res = await fetch(`${url}?role=${session.roleId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
          body,
        });
        answer = await res.json();
        apiMs = performance.now() - t0;
        status = res.status;
      });
      const problem =
        status !== 201
          ? `the API answered ${status} ${JSON.stringify(answer).slice(0, 300)}`
          : await checkPlan(client, answer.id, SHIFTS);
      if (problem) {
        invalid++;
        log(`week of ${weekStart}: ${problem}`);
      }
      const { directMs, documentMs } = await directInserts(client, answer?.id);
      log(
        `${k === 0 ? 'warm-up' : `run ${k}`}: API ${apiMs.toFixed(0)} ms (${statements.length} statements), direct INSERT ${directMs.toFixed(1)} ms, as one JSON document ${documentMs.toFixed(1)} ms`,
      );
      if (k > 0) runs.push({ weekStart, apiMs, directMs, documentMs, statements: statements.length, valid: !problem });
    }
    writePlanResults(RESULTS, {
      command: COMMAND,
      facts: await machineFacts(setup, commit),
      shifts: SHIFTS,
      template: { name: TEMPLATE, rows: shape.length },
      runs,
      totalSeconds: elapsedSeconds(),
    });
  } finally {
    client.release();
  }
  return invalid;
});

type Client = { query: (sql: string, values?: unknown[]) => Promise<{ rows: any[] }> };

/** What the plan should have made: a shift per row on the plan, each audited, each with its end scheduled. */
async function checkPlan(client: Client, planId: number, expected: number): Promise<string | undefined> {
  const [{ shifts, audited, scheduled }] = (
    await client.query(
      `select count(*)::int as shifts,
              (select count(*)::int from audit_logs a where a.service = 'jobs' and a.method = 'create' and a."recordId" in (select id from jobs where "shiftPlanId" = $1)) as audited,
              (select count(*)::int from scheduled_tasks t where t.key in (select 'job:' || id || ':ended' from jobs where "shiftPlanId" = $1)) as scheduled
         from jobs where "shiftPlanId" = $1`,
      [planId],
    )
  ).rows;
  if (shifts !== expected) return `${shifts} shifts on the plan, expected ${expected}`;
  if (audited !== expected) return `${audited} of ${expected} shifts audited`;
  if (scheduled !== expected) return `${scheduled} of ${expected} shifts with their end scheduled`;
  return undefined;
}

/**
 * The plan's shifts inserted again as they are stored (every column but the id), twice, each copy timed alone and then
 * deleted: by one multi-row INSERT of bound values (the goal's baseline), and as one JSON document the database reads
 * as rows (json_populate_recordset: how the API's write path inserts them, server/writes.ts).
 */
async function directInserts(
  client: Client,
  planId: number | undefined,
): Promise<{ directMs: number; documentMs: number }> {
  const stored = planId
    ? (await client.query(`select * from jobs where "shiftPlanId" = $1 order by id`, [planId])).rows
    : [];
  if (!stored.length) return { directMs: Number.NaN, documentMs: Number.NaN };
  const columns = Object.keys(stored[0]).filter((c) => c !== 'id');
  const names = columns.map((c) => `"${c}"`).join(', ');
  const values: unknown[] = [];
  const tuples = stored.map(
    (row) =>
      `(${columns.map((c) => `$${values.push(typeof row[c] === 'object' && row[c] !== null && !(row[c] instanceof Date) ? JSON.stringify(row[c]) : row[c])}`).join(', ')})`,
  );
  const directMs = await timedCopy(
    client,
    `insert into jobs (${names}) values ${tuples.join(', ')} returning id`,
    values,
  );
  const document = JSON.stringify(stored.map(({ id: _, ...row }) => row));
  const documentMs = await timedCopy(
    client,
    `insert into jobs (${names}) select ${names} from json_populate_recordset(null::jobs, $1::json) returning id`,
    [document],
  );
  return { directMs, documentMs };
}

async function timedCopy(client: Client, sql: string, values: unknown[]): Promise<number> {
  const t0 = performance.now();
  const inserted = await client.query(sql, values);
  const ms = performance.now() - t0;
  await client.query(`delete from jobs where id = any($1)`, [inserted.rows.map((r) => r.id)]);
  return ms;
}
