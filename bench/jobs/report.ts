/** Writes the jobs section of bench/RESULTS.md: goal table, reading, plans, what the list's indexes buy, details. */
import { QUIET_MAX_SECONDS, type CpuWindow } from '../common/cpu';
import { inlineSql } from '../common/db';
import type { Expected } from '../common/lists';
import type { Measured, Timing } from '../common/load';
import { factLines, type Facts } from '../common/machine';
import type { Captured, StatementCounts } from '../common/protocol';
import { writeSection } from '../common/results';
import type { Context, JobScenario, Who } from './scenarios';

export interface JobProbe {
  scenario: JobScenario;
  query: string;
  page: Captured;
  count: Captured;
  expected: Expected;
  /** The first request of the scenario (cold: nothing cached), in ms. */
  firstMs: number;
  explainPage: string;
  explainCount: string;
  pagePlan: { text: string; ms: number };
  countPlan: { text: string; ms: number };
}

export type JobRunKey = 'sql-page' | 'sql-page-count' | 'ours-nocache' | 'ours-cache';

export interface JobRun {
  key: JobRunKey;
  concurrency: number;
  m: Measured;
  statements: StatementCounts;
  countsInRun?: number;
  requestsInRun?: number;
  serverCpuMs?: number;
  /** The machine's CPU during the run, the bench's own and everyone else's. */
  cpu?: CpuWindow;
}

export interface JobScenarioResult {
  probe: JobProbe;
  runs: JobRun[];
}

export interface WhatIf {
  key: string;
  explainPage: string;
  explainCount: string;
  pageMs: number;
  countMs: number;
  pagePlan: string;
  countPlan: string;
  direct: Measured;
  apiNocache: Measured;
  concurrency: number;
}

interface Data {
  command: string;
  facts: Facts;
  shape: {
    jobs: number;
    applications: number;
    jobsSize: string;
    applicationsSize: string;
    byTrust: { name: string; jobs: number }[];
    nurses: Record<string, number>;
    seedSeconds: number;
    /** Days either side of today the dates spread over. */
    spanDays: number;
    progress: { status: string; progress: string; n: number }[];
    appStatuses: { status: string; n: number }[];
    jobIndexes: string[];
    applicationIndexes: string[];
  };
  timing: Timing;
  cacheWindowSeconds: number;
  concurrency: number[];
  defaultCacheSeconds: number;
  poolMax: number;
  ctx: Context;
  who: Record<Who, string>;
  results: JobScenarioResult[];
  authStatements: Captured[];
  whatIf: WhatIf[];
  candidates: { name: string; why: string }[];
  quietWaits: { key: string; waited: number; busy: number }[];
  totalSeconds: number;
}

const LABELS: Record<JobRunKey, string> = {
  'sql-page': 'direct SQL: page only',
  'sql-page-count': 'direct SQL: page + count (baseline)',
  'ours-nocache': 'API, COUNT_CACHE_SECONDS=0',
  'ours-cache': 'API, default count cache',
};

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v < 1000 ? v.toFixed(1) : v.toFixed(0));
const rate = (v: number) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '–');
const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(v < 0.1 ? 3 : 2));
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)}%`;
const conns = (c: number) => `${c} connection${c === 1 ? '' : 's'}`;

function run(r: JobScenarioResult, key: JobRunKey, c: number): JobRun {
  const v = r.runs.find((v) => v.key === key && v.concurrency === c);
  if (!v) throw new Error(`no run ${key} at ${c} for ${r.probe.scenario.key}`);
  return v;
}

/** Cores of other work on the machine above which a run is marked as disturbed. */
const DISTURBED = 0.25;

/** Cores the server's process used in a run: CPU per answered request × answers per second. */
const serverCores = (v: JobRun) => ((v.serverCpuMs ?? NaN) * v.m.rps) / 1000;

const goal = (ratio: number) => (ratio <= 2 ? 'yes' : '**no**');

function goalTable(d: Data): string[] {
  const lines = [
    '| scenario | conn. | direct SQL page + count: p50 / p95 / p99 ms, req/s | API, default cache: p50 / p95 / p99 ms, req/s | p95 ratio | within 2×? | API, no count cache: p50 / p95 / p99 ms, req/s | p95 ratio | within 2×? |',
    '|---|---:|---|---|---:|:--:|---|---:|:--:|',
  ];
  const cell = (v: JobRun) => `${ms(v.m.p50)} / ${ms(v.m.p95)} / ${ms(v.m.p99)}, ${rate(v.m.rps)}`;
  for (const r of d.results) {
    for (const c of d.concurrency) {
      const base = run(r, 'sql-page-count', c);
      const ca = run(r, 'ours-cache', c);
      const nc = run(r, 'ours-nocache', c);
      const disturbed = [base, ca, nc].some((v) => (v.cpu?.others ?? 0) > DISTURBED) ? ' †' : '';
      lines.push(
        `| ${r.probe.scenario.key}${disturbed} | ${c} | ${cell(base)} | ${cell(ca)} | ${x(ca.m.p95 / base.m.p95)} | ${goal(ca.m.p95 / base.m.p95)} | ${cell(nc)} | ${x(nc.m.p95 / base.m.p95)} | ${goal(nc.m.p95 / base.m.p95)} |`,
      );
    }
  }
  return lines;
}

/** How cheap the SQL of the scenarios that miss the goal is, against the others' (at the lowest concurrency). */
function missSql(lows: { r: JobScenarioResult; base: JobRun }[], missing: Set<string>, low: number): string {
  const sql = (a: { r: JobScenarioResult; base: JobRun }) => `${a.r.probe.scenario.key} ${ms(a.base.m.p50)} ms`;
  const miss = lows.filter((a) => missing.has(a.r.probe.scenario.key));
  const meet = lows.filter((a) => !missing.has(a.r.probe.scenario.key));
  if (!miss.length) return '';
  const cheapest =
    meet.length && Math.max(...miss.map((a) => a.base.m.p50)) < Math.min(...meet.map((a) => a.base.m.p50));
  return (
    `The scenarios that miss the goal have direct page + count p50 at ${conns(low)} of ${miss.map(sql).join(', ')}` +
    (meet.length ? `, against ${meet.map(sql).join(', ')} for those that meet it` : '') +
    (cheapest
      ? ': they are the ones with the cheapest SQL, where the fixed cost of a request, not the SQL, decides the ratio.'
      : '.')
  );
}

/** Every scenario at every concurrency, with those where the API's p95 is more than 2× the direct SQL's. */
function goalRuns(d: Data) {
  const all = d.results.flatMap((r) =>
    d.concurrency.map((c) => ({
      r,
      c,
      base: run(r, 'sql-page-count', c),
      ca: run(r, 'ours-cache', c),
      nc: run(r, 'ours-nocache', c),
    })),
  );
  return {
    all,
    missCache: all.filter((a) => a.ca.m.p95 / a.base.m.p95 > 2),
    missNo: all.filter((a) => a.nc.m.p95 / a.base.m.p95 > 2),
  };
}

/** The section's lead: its goal and whether this run met it, in a few lines. */
function lead(d: Data): string[] {
  const { all, missCache, missNo } = goalRuns(d);
  const list = (xs: typeof all, key: 'ca' | 'nc') =>
    xs.map((a) => `${a.r.probe.scenario.key} at ${a.c} (${x(a[key].m.p95 / a.base.m.p95)})`).join(', ');
  return [
    `**Goal.** The jobs list answers each kind of role (${d.results.length} scenarios, ${d.concurrency.join(' and ')} connections) from ${d.shape.jobs.toLocaleString('en')} shifts ` +
      'with a p95 latency within 2× of the direct SQL it sends (page and count at once), as deployed (with the count cache).',
    `**Verdict: ${missCache.length ? 'missed' : 'met'}.** With the default count cache the API meets it in ${all.length - missCache.length} of ${all.length} measurements` +
      (missCache.length ? `; it misses in ${list(missCache, 'ca')}.` : '.') +
      ` Without the cache (no total kept) it meets it in ${all.length - missNo.length} of ${all.length}` +
      (missNo.length ? `; it misses in ${list(missNo, 'nc')}.` : '.'),
  ];
}

function reading(d: Data): string[] {
  const out: string[] = [];
  const high = Math.max(...d.concurrency);
  const low = Math.min(...d.concurrency);
  const { all, missCache, missNo } = goalRuns(d);
  // Where the time goes at one connection: the fixed cost of a request against the SQL.
  const lows = all.filter((a) => a.c === low);
  const fixed = lows.map((a) => a.nc.m.p50 - a.base.m.p50);
  const cpuLow = lows.map((a) => a.nc.serverCpuMs ?? NaN);
  out.push(
    `**At ${conns(low)}** the API adds ${ms(Math.min(...fixed))}–${ms(Math.max(...fixed))} ms to the direct page + count at p50 (no cache), for the request's own work: ` +
      `JWT check, the user and roles (${d.authStatements.length} statement${d.authStatements.length === 1 ? '' : 's'} when not kept: server/caches.ts), query parsing, and the page and count sent one after the other (the direct baseline sends them together), ` +
      `with ${ms(Math.min(...cpuLow))}–${ms(Math.max(...cpuLow))} ms of server CPU per request. ` +
      lows
        .map(
          (a) =>
            `${a.r.probe.scenario.key}: SQL ${ms(a.base.m.p50)} ms, API ${ms(a.nc.m.p50)} ms (${x(a.nc.m.p50 / a.base.m.p50)}) / ${ms(a.ca.m.p50)} ms cached`,
        )
        .join('; ') +
      '.',
  );
  const highs = all.filter((a) => a.c === high);
  out.push(
    `**At ${conns(high)}** (closed loop, so latency is queueing: connections ÷ throughput) the ratios are throughput ratios. ` +
      highs
        .map(
          (a) =>
            `${a.r.probe.scenario.key}: direct ${rate(a.base.m.rps)} req/s, API ${rate(a.ca.m.rps)} cached (${x(a.ca.m.rps / a.base.m.rps)}), ${rate(a.nc.m.rps)} without cache (${x(a.nc.m.rps / a.base.m.rps)}); ` +
            `server CPU ${ms(a.ca.serverCpuMs ?? NaN)} / ${ms(a.nc.serverCpuMs ?? NaN)} ms per request, so its one event loop was ${pct(serverCores(a.ca), 1)} / ${pct(serverCores(a.nc), 1)} busy`,
        )
        .join('; ') +
      `. The server's process runs its requests on one Node event loop: near 100% busy, it is the bottleneck, whatever the database could do; well below, the wait is elsewhere (the database, or the ${d.facts.nproc} cores shared by the server, PostgreSQL, the load generator and other work).`,
  );
  const apiRuns = d.results.flatMap((r) => r.runs).filter((v) => v.key === 'ours-cache' || v.key === 'ours-nocache');
  const authPer = apiRuns.map((v) => v.statements.auth);
  if (authPer.length && Math.min(...authPer) >= 0.99) {
    out.push(
      `**The API's fixed cost per request.** Every API request, cached or not, sent ${Math.min(...authPer) === Math.max(...authPer) ? n(authPer[0]) : `${n(Math.min(...authPer))}–${n(Math.max(...authPer))}`} statement(s) to load the signed-in user and their roles ` +
        '(server/authentication.ts `getEntity` → server/principal.ts `loadPrincipal`), on the same knex pool as the page and count, ' +
        `and used ${ms(Math.min(...apiRuns.map((v) => v.serverCpuMs ?? NaN)))}–${ms(Math.max(...apiRuns.map((v) => v.serverCpuMs ?? NaN)))} ms of server CPU. ` +
        missSql(lows, new Set([...missCache, ...missNo].map((a) => a.r.probe.scenario.key)), low),
    );
  } else if (authPer.length) {
    out.push(
      `**The API's fixed cost per request.** The signed-in user and their roles are kept between requests (server/caches.ts, until one of their tables changes): API requests sent ${n(Math.max(...authPer))} statement(s) per request at most to load them, ` +
        `and used ${ms(Math.min(...apiRuns.map((v) => v.serverCpuMs ?? NaN)))}–${ms(Math.max(...apiRuns.map((v) => v.serverCpuMs ?? NaN)))} ms of server CPU: JWT check, acting role and permissions, query parsing, Feathers and Koa. ` +
        missSql(lows, new Set([...missCache, ...missNo].map((a) => a.r.probe.scenario.key)), low),
    );
  }
  const runsAll = d.results.flatMap((r) => r.runs);
  const disturbed = runsAll.filter((v) => (v.cpu?.others ?? 0) > DISTURBED);
  const waited = d.quietWaits.filter((q) => q.waited > 2.5);
  out.push(
    `**Other work on the machine.** The bench waits (${QUIET_MAX_SECONDS} s at most) for a quiet machine before each scenario and concurrency${waited.length ? `; it waited ${waited.map((q) => `${q.waited.toFixed(0)} s before ${q.key}`).join(', ')}` : ''}. ` +
      (disturbed.length
        ? `${disturbed.length} of ${runsAll.length} runs still had more than ${DISTURBED} cores of other work beside them (marked † in the table; up to ${Math.max(...disturbed.map((v) => v.cpu!.others)).toFixed(2)} cores): read those ratios with care.`
        : `Other work stayed under ${DISTURBED} cores in every run (largest ${Math.max(0, ...runsAll.map((v) => v.cpu?.others ?? 0)).toFixed(2)}).`),
  );
  const slow = d.results.filter((r) => r.probe.pagePlan.ms > 20 || r.probe.countPlan.ms > 20);
  if (slow.length) {
    out.push(
      `**Slow statements** (EXPLAIN ANALYZE, warm): ` +
        slow
          .map(
            (r) =>
              `${r.probe.scenario.key} page ${ms(r.probe.pagePlan.ms)} ms (${r.probe.explainPage.replace(/; [\d.]+ ms$/, '')}), count ${ms(r.probe.countPlan.ms)} ms (${r.probe.explainCount.replace(/; [\d.]+ ms$/, '')})`,
          )
          .join('; ') +
        '. See "Plans" below for what each does and what fixes it.',
    );
  }
  return out;
}

function whatIfSection(d: Data): string[] {
  if (!d.whatIf.length) return [];
  const lines: string[] = [];
  lines.push("### What the list's indexes buy (server/db/migrations/0007_shift_list_indexes.ts)", '');
  lines.push(
    'After the measurements above (made with them, as deployed), the bench dropped these indexes on the scratch database, ran ANALYZE, and measured the same statements again:',
    '',
  );
  for (const c of d.candidates) lines.push(`- \`${c.name}\` ${c.why}.`);
  lines.push('');
  lines.push(
    `| scenario | page SQL ms with → without | count SQL ms with → without | direct page + count at ${d.whatIf[0].concurrency} conn.: p95 ms, req/s with → without | API without cache at ${d.whatIf[0].concurrency} conn.: p95 ms, req/s with → without | plan without them (page; count) |`,
  );
  lines.push('|---|---|---|---|---|---|');
  for (const w of d.whatIf) {
    const r = d.results.find((r) => r.probe.scenario.key === w.key)!;
    const base = run(r, 'sql-page-count', w.concurrency);
    const nc = run(r, 'ours-nocache', w.concurrency);
    lines.push(
      `| ${w.key} | ${ms(r.probe.pagePlan.ms)} → ${ms(w.pageMs)} | ${ms(r.probe.countPlan.ms)} → ${ms(w.countMs)} | ${ms(base.m.p95)}, ${rate(base.m.rps)} → ${ms(w.direct.p95)}, ${rate(w.direct.rps)} | ` +
        `${ms(nc.m.p95)}, ${rate(nc.m.rps)} → ${ms(w.apiNocache.p95)}, ${rate(w.apiNocache.rps)} | ${w.explainPage.replace(/; [\d.]+ ms$/, '')}; ${w.explainCount.replace(/; [\d.]+ ms$/, '')} |`,
    );
  }
  lines.push('');
  return lines;
}

function scenarioSection(d: Data, r: JobScenarioResult): string[] {
  const p = r.probe;
  const s = p.scenario;
  const lines: string[] = [];
  lines.push(`#### ${s.key}: ${s.title}`, '');
  lines.push(`${s.note} As ${d.who[s.who]}.`, '');
  lines.push(
    `- API (the console's own request for this filter): \`GET /api/v3/jobs?${decodeURIComponent(p.query).replace(/role=\d+/, 'role=<id>')}\``,
  );
  lines.push(
    `- Answer: total ${p.expected.total.toLocaleString('en')}, ${p.expected.rows} rows on the page; the first request (nothing cached) took ${ms(p.firstMs)} ms. Every answer of every run, warm-up included, was checked for this total, row count and first id.`,
  );
  lines.push(`- Page SQL: \`${p.page.sql}\` with \`${JSON.stringify(p.page.bindings)}\``);
  lines.push(`  - EXPLAIN ANALYZE: ${p.explainPage}`);
  lines.push(`- Count SQL: \`${p.count.sql}\` with \`${JSON.stringify(p.count.bindings)}\``);
  lines.push(`  - EXPLAIN ANALYZE: ${p.explainCount}`);
  lines.push('');
  lines.push(
    '| conn. | variant | SQL statements per request | p50 ms | p95 ms | p99 ms | req/s | p95 ratio | req/s ratio | server CPU ms/request | machine CPU: bench / others, cores | answers checked |',
  );
  lines.push('|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const c of d.concurrency) {
    const base = run(r, 'sql-page-count', c);
    for (const key of ['sql-page', 'sql-page-count', 'ours-nocache', 'ours-cache'] as const) {
      const v = run(r, key, c);
      const m = v.m;
      const st = v.statements;
      const bad = m.non2xx || m.mismatches || m.errors;
      const checked = bad
        ? `**INVALID**: ${m.non2xx} non-2xx, ${m.mismatches} wrong, ${m.errors} errors: ${m.sample}`
        : `${m.ok.toLocaleString('en')} in ${m.seconds.toFixed(1)} s, 0 non-2xx${m.timeouts ? `, ${m.timeouts} timeouts` : ''}`;
      const counts =
        v.countsInRun !== undefined && st.count > 0 && st.count < 0.5
          ? ` (${v.countsInRun} counts for ${v.requestsInRun} answers)`
          : '';
      lines.push(
        `| ${c} | ${LABELS[key]} | ${n(st.auth + st.page + st.count + st.other)} = ${n(st.auth)} auth + ${n(st.page)} page + ${n(st.count)} count${st.other ? ` + ${n(st.other)} other` : ''}${counts} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${rate(m.rps)} | ` +
          `${x(m.p95 / base.m.p95)} | ${x(m.rps / base.m.rps)} | ${v.serverCpuMs === undefined ? '' : ms(v.serverCpuMs)} | ${v.cpu ? `${v.cpu.own.toFixed(2)} / ${v.cpu.others.toFixed(2)}` : ''} | ${checked} |`,
      );
    }
  }
  lines.push('');
  return lines;
}

function plansSection(d: Data): string[] {
  const lines: string[] = ["### Plans (EXPLAIN (ANALYZE, BUFFERS), warm, with the list's indexes)", ''];
  for (const r of d.results) {
    const p = r.probe;
    const w = d.whatIf.find((w) => w.key === p.scenario.key);
    lines.push(
      `<details><summary>${p.scenario.key}: page ${ms(p.pagePlan.ms)} ms, count ${ms(p.countPlan.ms)} ms${w ? `; without the list's indexes ${ms(w.pageMs)} ms and ${ms(w.countMs)} ms` : ''}</summary>`,
      '',
    );
    lines.push(
      'Page, as run (bindings inlined):',
      '',
      '```sql',
      inlineSql(p.page),
      '```',
      '',
      '```',
      p.pagePlan.text,
      '```',
      '',
    );
    lines.push('Count:', '', '```', p.countPlan.text, '```', '');
    if (w)
      lines.push(
        "Without the list's indexes, page:",
        '',
        '```',
        w.pagePlan,
        '```',
        '',
        'count:',
        '',
        '```',
        w.countPlan,
        '```',
        '',
      );
    lines.push('</details>', '');
  }
  return lines;
}

export function writeJobsResults(file: string, d: Data, extra: string[] = []) {
  const t = d.timing;
  const sh = d.shape;
  const lines: string[] = [];
  lines.push(`## Jobs list: ${sh.jobs.toLocaleString('en')} shifts, three kinds of role`, '');
  for (const l of lead(d)) lines.push(l, '');
  lines.push(
    `Made by \`${d.command}\` (bench/jobs/run.ts). Overwritten by each run; the numbers below are from the last one.`,
    '',
  );
  lines.push(...factLines(d.facts, d.totalSeconds));
  const prog = sh.progress.map((p) => `${p.status}/${p.progress} ${pct(p.n, sh.jobs)}`).join(', ');
  const apps = sh.appStatuses.map((a) => `${a.status} ${pct(a.n, sh.applications)}`).join(', ');
  lines.push(
    `- Data: ${sh.jobs.toLocaleString('en')} shifts (${sh.jobsSize} with indexes) in ${sh.byTrust.map((b) => `${b.name} ${b.jobs.toLocaleString('en')}`).join(', ')}, ` +
      `over every department of their care locations, dated ${sh.spanDays === 365 ? 'one year back to one year ahead' : `${sh.spanDays} days back to ${sh.spanDays} days ahead`} of ${d.ctx.today}; ${prog}. ` +
      `${sh.applications.toLocaleString('en')} applications (${sh.applicationsSize}; ${(sh.applications / sh.jobs).toFixed(1)} per shift: the bookings plus 0–3 other applicants per published shift) ` +
      `from ${Object.entries(sh.nurses)
        .map(([k, v]) => `${v} bench nurses of ${k}`)
        .join(
          ' and ',
        )}: ${apps}. Demo data otherwise (\`seedDemo(knex, v, { shifts: false })\`); bulk insert and VACUUM ANALYZE took ${sh.seedSeconds.toFixed(0)} s.`,
  );
  lines.push(
    `- Each figure is one continuous closed-loop load at ${d.concurrency.join(' and ')} connection(s): a warm-up of at least ${t.warmup} s that waits until every connection has had an answer (at most ${t.warmupMax} s), ` +
      `then a measured window of ${t.seconds} s (${d.cacheWindowSeconds} s for the API with the cache, longer than its ${d.defaultCacheSeconds} s life, so that an expiry falls inside). ` +
      "HTTP load from autocannon, direct SQL from a loop of as many workers over a `pg.Pool` as large as the server's knex pool " +
      `(${d.poolMax}; at least 2, so page and count run together). The server runs in a child process of the bench; all share the ${d.facts.nproc} cores with PostgreSQL.`,
  );
  lines.push(
    '- **Baseline**: the exact page and count statements the API sends (read off its knex while it answered the same request), run directly with `pg`, both at once. ' +
      '**API, no count cache** (COUNT_CACHE_SECONDS=0) keeps no total: it sends its page, then its count, except that requests arriving while the same count is running share it; **API, default cache** reuses a total for ' +
      `${d.defaultCacheSeconds} s, as deployed. The counts each variant actually sent per request are in the tables below. Both keep the signed-in user and their roles between requests (server/caches.ts), loaded in ${d.authStatements.length} statement${d.authStatements.length === 1 ? '' : 's'} when not kept.`,
  );
  lines.push(
    `- Roles: ${Object.entries(d.who)
      .map(([k, v]) => `**${k}**: ${v}`)
      .join('; ')}.`,
  );
  lines.push(
    `- Indexes on jobs: ${sh.jobIndexes.map((i) => `\`${i.replace(/^CREATE (UNIQUE )?INDEX (\S+) ON public\.\S+ USING btree /, '$2 ')}\``).join(', ')}. On applications: ${sh.applicationIndexes.map((i) => `\`${i.replace(/^CREATE (UNIQUE )?INDEX (\S+) ON public\.\S+ USING btree /, '$2 ')}\``).join(', ')}.`,
  );
  lines.push('');
  lines.push('### The goal: API p95 within 2× of the direct SQL', '');
  lines.push(
    'p50 / p95 / p99 latency in ms and throughput; ratios are API p95 ÷ direct SQL (page + count) p95 in the same run. † = other work on the machine took more than a quarter of a core during one of the runs of that row.',
    '',
  );
  lines.push(...goalTable(d), '');
  lines.push('### Reading', '');
  for (const l of [...reading(d), ...extra]) lines.push(`- ${l}`);
  lines.push('');
  lines.push(...whatIfSection(d));
  lines.push('### Scenarios in detail', '');
  for (const r of d.results) lines.push(...scenarioSection(d, r));
  lines.push(...plansSection(d));
  writeSection(file, 'jobs', lines.join('\n'));
}
