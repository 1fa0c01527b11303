/**
 * npm run bench:matching: a shift's eligible candidates (GET get-staff-match-score, /jobs/{id}/eligible-candidates)
 * among 50,000 nurses of one trust with 20 skills each and a year of shift history, through the API and as the one SQL
 * statement that ranks them run directly with pg, at 1 connection, in one run (issue 13).
 *
 * Makes a scratch database bankshift_bench_matching, starts the real server in a child process with the demo data but
 * no demo shifts, inserts the nurses (bench/common/users.ts), the shifts and applications of the jobs bench
 * (bench/jobs/seed.ts) as their history, their bands and skills (bench/matching/seed.ts), and gives one vacant shift
 * two mandatory skills, two recommended and a learning opportunity; ANALYZEs, reads the statement that ranks the
 * candidates off the server's knex, checks the API's first page against it run directly, then measures both back to
 * back, and the API with its count cache off and as deployed (the count of the nurses who see the shift kept like a
 * list's total). Then the shift's fill prediction at 1 connection, its trust's history counted on every ask and as
 * deployed (FILL_HISTORY_SECONDS). Writes the matching section of bench/RESULTS.md.
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_NURSES (50000), BENCH_SKILLS_PER_NURSE (20), BENCH_CATALOGUE
 * (200), BENCH_ROWS (1000000 shifts over BENCH_SPAN_DAYS, 365, either side of today), BENCH_SECONDS (8),
 * BENCH_WARMUP_SECONDS (2), BENCH_WARMUP_MAX_SECONDS (10), BENCH_CONCURRENCY (1), BENCH_RESULTS, BENCH_QUIET_MAX_SECONDS.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { CpuMeter, waitForQuiet } from '../common/cpu';
import { backendPids, benchDatabaseName, explain, explainText, quiet } from '../common/db';
import { canceller, say, signIn } from '../common/lists';
import { loadHttp, loadSql, timingFromEnv, type Measured } from '../common/load';
import { elapsedSeconds, log } from '../common/log';
import { benchMain } from '../common/main';
import { scratchServers } from '../common/scratch';
import { machineFacts } from '../common/machine';
import { APP_NAMES, withAppName } from '../common/protocol';
import { defaultResultsFile } from '../common/results';
import { insertNurses, trustRoleId } from '../common/users';
import { bulkInsertJobs } from '../jobs/seed';
import { writeMatchingResults, type MatchingRun, type PredictionRun } from './report';
import { seedSkills } from './seed';

const DB_NAME = benchDatabaseName('bankshift_bench_matching');
const NURSES = Number(process.env.BENCH_NURSES ?? 50_000);
const PER_NURSE = Number(process.env.BENCH_SKILLS_PER_NURSE ?? 20);
const CATALOGUE = Number(process.env.BENCH_CATALOGUE ?? 200);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SPAN_DAYS = Number(process.env.BENCH_SPAN_DAYS ?? 365);
const TIMING = timingFromEnv();
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1').split(',').map(Number);
const RESULTS = defaultResultsFile();
const COMMAND = 'npm run bench:matching';

benchMain(COMMAND, RESULTS, async (bench) => {
  const { admin } = bench;
  let invalid = 0;
  const { db, commit, servers, setup } = await scratchServers(bench, DB_NAME, 'get-staff-match-score');
  const { urls, authUrl, poolMax } = servers.ready;

  const seedStart = performance.now();
  const client = await setup.connect();
  let shape;
  let jobId: number;
  try {
    const trusts = (await client.query(`select id, name from trusts where "isLive" order by id`)).rows as {
      id: number;
      name: string;
    }[];
    log(`inserting ${NURSES.toLocaleString('en')} nurses of ${trusts[0].name}`);
    const nurses = await insertNurses(client, NURSES, 'mt-nurse', [await trustRoleId(client, trusts[0].name, 'NURSE')]);
    const others = await insertNurses(client, 600, 'mt-sg-nurse', [await trustRoleId(client, trusts[1].name, 'NURSE')]);
    log(`inserting ${ROWS.toLocaleString('en')} shifts and their applications (the nurses' history)`);
    await bulkInsertJobs(
      client,
      ROWS,
      { [trusts[0].id]: nurses, [trusts[1].id]: others },
      (what, done, of) => {
        if (done === of || done % 200_000 === 0)
          log(`  ${what}: ${done.toLocaleString('en')} of ${of.toLocaleString('en')}`);
      },
      SPAN_DAYS,
    );
    log(`giving each nurse a band and ${PER_NURSE} of ${CATALOGUE} skills`);
    const skills = await seedSkills(client, trusts[0].id, nurses, CATALOGUE, PER_NURSE);
    // The shift: vacant, a few days ahead, bands 5 to 6, asking five of the catalogue's skills.
    const target = (
      await client.query(
        `select id from jobs where "trustId" = $1 and status = 'APPROVED' and progress = 'vacant' and "confirmedCount" = 0 and date > current_date + 2 order by date, id limit 1`,
        [trusts[0].id],
      )
    ).rows[0];
    if (!target) throw new Error('no vacant shift ahead to match');
    jobId = target.id;
    await client.query(`update jobs set "gradeFrom" = '5', "gradeTo" = '6' where id = $1`, [jobId]);
    await client.query(
      `insert into job_skills ("jobId", "skillId", requirement, level, "learningOpportunity", "trustId", "careLocationId")
       select $1, s.skill, s.requirement, s.level, s.learning, j."trustId", j."careLocationId"
       from jobs j, unnest($2::int[], $3::text[], $4::text[], $5::bool[]) as s(skill, requirement, level, learning) where j.id = $1`,
      [
        jobId,
        skills.slice(0, 5),
        ['mandatory', 'mandatory', 'recommended', 'recommended', 'not-required'],
        ['distant-supervision', 'distant-supervision', 'solo', 'solo', 'solo'],
        [false, false, false, false, true],
      ],
    );
    for (const table of ['jobs', 'applications', 'user_skills', 'user_roles', 'users'])
      await client.query(`vacuum (analyze) ${table}`);
    const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
    shape = {
      nurses: nurses.length,
      userSkills: await count(`select count(*) as n from user_skills`),
      jobs: await count(`select count(*) as n from jobs`),
      confirmedPast: await count(
        `select count(*) as n from applications a join jobs j on j.id = a."jobId" where a.status = 'confirmed' and j."endsAt" < now() and j."trustId" = ${trusts[0].id}`,
      ),
      seedSeconds: (performance.now() - seedStart) / 1000,
    };
  } finally {
    client.release();
  }
  log(
    `nurses ${shape.nurses.toLocaleString('en')}, their skills ${shape.userSkills.toLocaleString('en')}, shifts ${shape.jobs.toLocaleString('en')}; seeded in ${shape.seedSeconds.toFixed(0)} s`,
  );

  const session = await signIn(authUrl, 'trustadmin@bankshift.test');
  const headers = { authorization: `Bearer ${session.token}` };
  const url = `${urls['ours-nocache']}?jobId=${jobId}&role=${session.roleId}`;
  let body: any;
  const statements = await servers.capture('ours-nocache', async () => {
    const res = await fetch(url, { headers });
    body = await res.json();
    if (res.status !== 200) throw new Error(`the API answered ${res.status} ${JSON.stringify(body)}`);
  });
  const ranking = statements.find((q) => q.sql.includes('with need as'));
  if (!ranking) throw new Error(`no ranking statement among ${statements.map((q) => q.sql.slice(0, 60)).join(' | ')}`);
  const direct = (await setup.query(ranking.sql, ranking.bindings as unknown[])).rows;
  const expected = { total: Number(direct[0]?.total ?? 0), userIds: direct.map((r) => r.userId as number) };
  if (!expected.total) throw new Error('the shift has no eligible candidate: nothing to rank');
  const check = (answer: any): string | undefined => {
    if (!answer || !Array.isArray(answer.data)) return `no data: ${JSON.stringify(answer).slice(0, 200)}`;
    if (answer.total !== expected.total) return `total ${answer.total}, expected ${expected.total}`;
    const ids = answer.data.map((c: any) => c.userId).join(',');
    return ids === expected.userIds.join(',') ? undefined : `candidates ${ids}, expected ${expected.userIds.join(',')}`;
  };
  const problem = check(body);
  if (problem) throw new Error(`the API disagrees with the direct SQL: ${problem}`);
  const plan = await explain(setup, ranking);
  const planText = (await explainText(setup, ranking)).text;
  if (process.env.BENCH_EXPLAIN) console.log(planText);
  log(
    `candidates ${expected.total.toLocaleString('en')} (excluded: ${JSON.stringify(body.excluded)}); ranking ${plan}; ${statements.length} statements a request`,
  );

  const { cancel, settle } = canceller(admin, () => servers);
  const meter = new CpuMeter(async () => [servers.pid, ...(await backendPids(admin, DB_NAME))]);
  const window = { onOpen: () => meter.start(), onClose: async () => void (await meter.stop()) };
  const run = async (c: number, variant: MatchingRun['variant']): Promise<Measured> => {
    if (variant === 'direct') {
      const pool = quiet(
        new pg.Pool({
          connectionString: withAppName(db.url, APP_NAMES.direct),
          max: Math.max(2, Math.min(c, poolMax)),
        }),
      );
      try {
        return await loadSql({
          pool,
          concurrency: c,
          timing: TIMING,
          work: async () => {
            const { rows } = await pool.query(ranking.sql, ranking.bindings as unknown[]);
            return rows.map((r) => r.userId).join(',') === expected.userIds.join(',') ? undefined : 'wrong page';
          },
          cancel: () => cancel(APP_NAMES.direct),
          window,
        });
      } finally {
        await pool.end();
      }
    }
    const at = variant === 'api' ? url.replace(urls['ours-nocache'], urls['ours-cache']) : url;
    const m = await loadHttp({ url: at, connections: c, timing: TIMING, headers, check, window });
    await settle(variant === 'api' ? 'ours-cache' : 'ours-nocache');
    return m;
  };

  const runs: MatchingRun[] = [];
  for (const c of CONCURRENCY) {
    await waitForQuiet();
    log(`${c} connection${c === 1 ? '' : 's'}`);
    for (const variant of ['direct', 'api-nocache', 'api'] as const) {
      const m = await run(c, variant);
      say(variant, m);
      if (m.non2xx || m.mismatches || m.errors) invalid++;
      runs.push({ concurrency: c, variant, m });
    }
  }

  // The same shift's fill prediction (what posting a shift also asks): its trust's history counted on every ask (the
  // server without caches) and as deployed (counted once a quarter of an hour, FILL_HISTORY_SECONDS).
  const predictionUrl = (variant: 'api-nocache' | 'api') =>
    `${urls[variant === 'api' ? 'ours-cache' : 'ours-nocache'].replace('get-staff-match-score', 'job-fill-predictions')}?jobId=${jobId}&role=${session.roleId}`;
  const first = await (await fetch(predictionUrl('api-nocache'), { headers })).json();
  if (first.jobId !== jobId || !Array.isArray(first.basis))
    throw new Error(`no prediction: ${JSON.stringify(first).slice(0, 200)}`);
  // The shift's, built over as many steps as the first answer (its history moves on with the clock, by a shift or two).
  const predicted = (answer: any) =>
    answer?.jobId === jobId && answer?.basis?.length === first.basis.length
      ? undefined
      : `prediction ${JSON.stringify(answer).slice(0, 120)}`;
  const predictionRuns: PredictionRun[] = [];
  for (const variant of ['api-nocache', 'api'] as const) {
    await waitForQuiet();
    const m = await loadHttp({
      url: predictionUrl(variant),
      connections: 1,
      timing: TIMING,
      headers,
      check: predicted,
      window,
    });
    say(`prediction ${variant}`, m);
    if (m.non2xx || m.mismatches || m.errors) invalid++;
    predictionRuns.push({ variant, m });
  }

  writeMatchingResults(RESULTS, {
    prediction: { history: first.basis[0].shifts, likelihood: first.likelihood, runs: predictionRuns },
    command: COMMAND,
    facts: await machineFacts(setup, commit),
    shape: { ...shape, catalogue: CATALOGUE, perNurse: PER_NURSE, spanDays: SPAN_DAYS },
    timing: TIMING,
    poolMax,
    concurrency: CONCURRENCY,
    candidates: expected.total,
    excluded: body.excluded,
    statements: statements.length,
    ranking,
    plan,
    planText,
    runs,
    totalSeconds: elapsedSeconds(),
  });
  log(`wrote ${RESULTS}`);
  return invalid;
});
