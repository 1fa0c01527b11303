/** Writes the skills section of bench/RESULTS.md: the command, the machine, a table per scenario, the ratios and a plain reading. */
import type { Measured, Timing } from '../common/load';
import { factLines, type Facts } from '../common/machine';
import type { Captured, StatementCounts, VariantName } from '../common/protocol';
import { writeSection } from '../common/results';
import type { Scenario } from './scenarios';

export interface Probe {
  scenario: Scenario;
  page: Captured;
  count: Captured;
  /** Whether ours sent the count (otherwise it is the plain service's, for the baseline). */
  countFromOurs: boolean;
  plainPage?: Captured;
  plainCount?: Captured;
  expected: { total: number; rows: number; firstId: number | undefined };
  explainPage: string;
  explainCount: string;
}

/** A search whose page is not full, requested once (not under load). */
export interface RareProbe {
  query: string;
  apiMs: number;
  total: number;
  rows: number;
  /** Whether ours sent a COUNT although the page was not full. */
  counted: boolean;
  explainPage: string;
  explainCount?: string;
}

export interface VariantResult {
  key: 'sql-page' | 'sql-page-count' | VariantName;
  concurrency: number;
  m: Measured;
  /** Statements per request, by kind. */
  statements: StatementCounts;
  /** COUNT statements the server sent during the measured window (for answered requests or not). */
  countsInRun?: number;
  /** Requests the server answered (2xx) during the measured window. */
  requestsInRun?: number;
  /** CPU of the servers' Node process per request received, in the window. */
  serverCpuMs?: number;
}

export interface ScenarioResult {
  probe: Probe;
  runs: VariantResult[];
}

interface Data {
  facts: Facts;
  settings: {
    rows: number;
    tableSize: string;
    seedSeconds: number;
    timing: Timing;
    cacheWindowSeconds: number;
    concurrency: number[];
    defaultCacheSeconds: number;
    poolMax: number;
  };
  results: ScenarioResult[];
  auth: { statements: Captured[]; runs: { concurrency: number; m: Measured }[] };
  rare: RareProbe;
  jwtVerifyMicros: { asConfigured: number; keyObject: number };
  totalSeconds: number;
}

const LABELS: Record<VariantResult['key'], string> = {
  'sql-page': 'direct SQL: page only',
  'sql-page-count': 'direct SQL: page + count (baseline)',
  'ours-nocache': 'ours, COUNT_CACHE_SECONDS=0',
  'ours-cache': 'ours, default count cache',
  plain: 'plain @feathersjs/knex service',
};

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v < 1000 ? v.toFixed(1) : v.toFixed(0));
const rate = (v: number) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const x = (v: number) => (Number.isFinite(v) ? (v < 0.1 ? `${v.toFixed(3)}×` : `${v.toFixed(2)}×`) : '–');
const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(v < 0.1 ? 3 : 2));
const sqlPerRequest = (s: StatementCounts) =>
  `${n(s.auth + s.page + s.count + s.other)} = ${n(s.auth)} auth + ${n(s.page)} page + ${n(s.count)} count${s.other ? ` + ${n(s.other)} other` : ''}`;
const inline = (q: Captured | undefined) => (q ? `\`${q.sql}\` with \`${JSON.stringify(q.bindings)}\`` : '(none)');
const conns = (c: number) => `${c} connection${c === 1 ? '' : 's'}`;

function run(r: ScenarioResult, key: VariantResult['key'], c: number): VariantResult {
  const v = r.runs.find((v) => v.key === key && v.concurrency === c);
  if (!v) throw new Error(`no run ${key} at ${c} for ${r.probe.scenario.key}`);
  return v;
}

function summary(results: ScenarioResult[], concurrency: number[]): string[] {
  const lines = [
    '| scenario | connections | direct SQL page + count | ours, no cache | ours, default cache | plain knex service | COUNTs per request: plain / ours no cache / ours cache |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    for (const c of concurrency) {
      const base = run(r, 'sql-page-count', c);
      const cell = (key: VariantResult['key']) => {
        const v = run(r, key, c);
        return `${rate(v.m.rps)} req/s (${x(v.m.rps / base.m.rps)}), p95 ${ms(v.m.p95)} ms`;
      };
      const counts = (['plain', 'ours-nocache', 'ours-cache'] as const)
        .map((k) => n(run(r, k, c).statements.count))
        .join(' / ');
      lines.push(
        `| ${r.probe.scenario.key} | ${c} | ${rate(base.m.rps)} req/s, p95 ${ms(base.m.p95)} ms | ${cell('ours-nocache')} | ${cell('ours-cache')} | ${cell('plain')} | ${counts} |`,
      );
    }
  }
  return lines;
}

function scenarioSection(r: ScenarioResult, concurrency: number[]): string {
  const p = r.probe;
  const s = p.scenario;
  const lines: string[] = [];
  lines.push(`#### ${s.key}: ${s.title}`, '');
  lines.push(`${s.note}`, '');
  lines.push(`- API: \`GET /api/v3/skills?role=<id>&${decodeURIComponent(s.ours)}\``);
  lines.push(
    `- Plain service: \`GET /api/skills?${decodeURIComponent(s.plain(1)).replace('trustId]=1', 'trustId]=<trust>')}\``,
  );
  lines.push(
    `- Answer: total ${p.expected.total.toLocaleString('en')}, ${p.expected.rows} row(s) on the page. Every answer of every run, warm-up included, was checked for this total, row count and first id.`,
  );
  lines.push(`- Page SQL (ours): ${inline(p.page)}`);
  lines.push(`  - EXPLAIN ANALYZE: ${p.explainPage}`);
  lines.push(
    `- Count SQL (${p.countFromOurs ? 'ours' : "the plain service's; ours sent none on the probe"}): ${inline(p.count)}`,
  );
  lines.push(`  - EXPLAIN ANALYZE: ${p.explainCount}`);
  if (p.plainPage) lines.push(`- Plain service's SQL: ${inline(p.plainPage)}, then ${inline(p.plainCount)}`);
  lines.push('');
  lines.push(
    '| conn. | variant | SQL statements per request | p50 ms | p95 ms | p99 ms | req/s | p50 ratio | p95 ratio | req/s ratio | req/s ratio to page only | server CPU ms/request | answers checked |',
  );
  lines.push('|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const c of concurrency) {
    const base = run(r, 'sql-page-count', c);
    const pageOnly = run(r, 'sql-page', c);
    for (const key of ['sql-page', 'sql-page-count', 'ours-nocache', 'ours-cache', 'plain'] as const) {
      const v = run(r, key, c);
      const m = v.m;
      const bad = m.non2xx || m.mismatches || m.errors;
      const checked = bad
        ? `**INVALID**: ${m.non2xx} non-2xx, ${m.mismatches} wrong, ${m.errors} errors: ${m.sample}`
        : `${m.ok.toLocaleString('en')} in ${m.seconds.toFixed(1)} s, 0 non-2xx${m.timeouts ? `, ${m.timeouts} timeouts` : ''}`;
      const counts =
        v.countsInRun !== undefined && v.statements.count > 0 && v.statements.count < 0.5
          ? ` (${v.countsInRun} counts sent for ${v.requestsInRun} answers)`
          : '';
      lines.push(
        `| ${c} | ${LABELS[key]} | ${sqlPerRequest(v.statements)}${counts} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${rate(m.rps)} | ` +
          `${x(m.p50 / base.m.p50)} | ${x(m.p95 / base.m.p95)} | ${x(m.rps / base.m.rps)} | ${x(m.rps / pageOnly.m.rps)} | ${v.serverCpuMs === undefined ? '' : ms(v.serverCpuMs)} | ${checked} |`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

/** How many counts ours with the cache sent in each window at the highest concurrency, against one per expiry. */
function stampedes(d: Data) {
  const high = Math.max(...d.settings.concurrency);
  return d.results
    .filter((r) => r.probe.expected.rows === 6)
    .map((r) => {
      const ca = run(r, 'ours-cache', high);
      const expiries = Math.ceil(ca.m.seconds / d.settings.defaultCacheSeconds);
      return {
        key: r.probe.scenario.key,
        counts: ca.countsInRun ?? 0,
        expiries,
        seconds: ca.m.seconds,
        answered: ca.requestsInRun ?? 0,
      };
    });
}

/** The section's lead: its goal and whether this run met it, in a few lines. */
function lead(d: Data): string[] {
  const { results, settings } = d;
  const low = Math.min(...settings.concurrency);
  const high = Math.max(...settings.concurrency);
  const counted = results.filter((r) => r.probe.expected.rows === 6);
  const short = results.filter((r) => r.probe.expected.rows < 6);
  const span = (values: number[], f: (v: number) => string = x) => {
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    return hi / lo < 1.15 ? f((lo + hi) / 2) : `${f(lo)}–${f(hi)}`;
  };
  const ratio = (r: ScenarioResult, a: VariantResult['key'], b: VariantResult['key'], c: number) =>
    run(r, a, c).m.rps / run(r, b, c).m.rps;
  const met = counted.every((r) =>
    settings.concurrency.every(
      (c) => ratio(r, 'ours-cache', 'plain', c) >= 1 && ratio(r, 'ours-cache', 'sql-page-count', c) >= 1,
    ),
  );
  const out = [
    `**Goal.** A full page of a list, with its total, from a table of ${settings.rows.toLocaleString('en')} rows: the API (as deployed, with its count cache) serves at least the throughput of a plain ` +
      '`@feathersjs/knex` service and of the direct SQL it sends (page + count), at every concurrency measured.',
  ];
  if (!counted.length) return out;
  out.push(
    `**Verdict: ${met ? 'met' : 'missed'}.** On full pages of a big list the COUNT is the cost. With the default cache ours skips it and serves ${span(counted.map((r) => ratio(r, 'ours-cache', 'plain', high)))} ` +
      `the plain service's throughput at ${high} connections${low < high ? ` (${span(counted.map((r) => ratio(r, 'ours-cache', 'plain', low)))} at ${low})` : ''}, and ${span(counted.map((r) => ratio(r, 'ours-cache', 'sql-page-count', high)))} ` +
      `the direct SQL page + count. ` +
      (counted.every((r) => run(r, 'ours-nocache', high).statements.count > 0.9)
        ? `Without the cache ours does the work plain does (page and count on every request) and scores ${span(counted.map((r) => ratio(r, 'ours-nocache', 'plain', high)))} plain at ${high} connections` +
          (counted.every((r) => Math.abs(ratio(r, 'ours-nocache', 'plain', high) - 1) < 0.15)
            ? ', about the same.'
            : '.')
        : `Without the cache (COUNT_CACHE_SECONDS=0) ours keeps no total, but requests that miss together share the count already running ` +
          `(${span(
            counted.map((r) => run(r, 'ours-nocache', high).statements.count),
            n,
          )} COUNT per request at ${high} connections, 1 at ${low}), ` +
          `so it still serves ${span(counted.map((r) => ratio(r, 'ours-nocache', 'plain', high)))} plain at ${high} connections and the same as plain at ${low}.`) +
      (short.length
        ? ` Where no count is needed, ${short.every((r) => ratio(r, 'ours-cache', 'plain', high) >= 1) ? 'ours keeps up with' : 'ours is slower than'} plain: ` +
          `${span(short.map((r) => ratio(r, 'ours-cache', 'plain', high)))} its throughput at ${high} connections, with the fixed cost of authentication on every request.`
        : ''),
  );
  return out;
}

/** Plain sentences from the figures of this run. */
function reading(d: Data): string[] {
  const { results, settings, auth, rare } = d;
  const out: string[] = [];
  const low = Math.min(...settings.concurrency);
  const high = Math.max(...settings.concurrency);
  const counted = results.filter((r) => r.probe.expected.rows === 6);
  const short = results.filter((r) => r.probe.expected.rows < 6);

  for (const r of counted) {
    const key = r.probe.scenario.key;
    const page = run(r, 'sql-page', high);
    const base = run(r, 'sql-page-count', high);
    const nc = run(r, 'ours-nocache', high);
    const ca = run(r, 'ours-cache', high);
    const pl = run(r, 'plain', high);
    out.push(
      `**${key} at ${high} connections.** Counting decides everything: as direct SQL the page alone runs at ${rate(page.m.rps)} req/s and page + count at ${rate(base.m.rps)} ` +
        `(${(page.m.rps / base.m.rps).toFixed(0)}× fewer). The plain service counts every request: ${rate(pl.m.rps)} req/s, p95 ${ms(pl.m.p95)} ms (${x(pl.m.rps / base.m.rps)} the baseline). ` +
        (nc.statements.count > 0.9
          ? `Ours without the cache does the same work: ${rate(nc.m.rps)} req/s (${x(nc.m.rps / pl.m.rps)} plain); counting every request is the same work whoever sends it, and the database is saturated by it. `
          : `Ours without the cache sent ${n(nc.statements.count)} COUNT per request (${nc.countsInRun} in ${nc.m.seconds.toFixed(0)} s): requests that miss together wait for the one count already running, ` +
            `so it does ${rate(nc.m.rps)} req/s (${x(nc.m.rps / pl.m.rps)} plain), each answer waiting for a fresh count (p50 ${ms(nc.m.p50)} ms). `) +
        `Ours with the cache answers ${rate(ca.m.rps)} req/s with p95 ${ms(ca.m.p95)} ms: ${x(ca.m.rps / pl.m.rps)} plain and ${x(ca.m.rps / base.m.rps)} the page + count baseline. ` +
        `It is then bounded by the page and by its own ${ms(ca.serverCpuMs ?? NaN)} ms of server CPU per request, and reaches ${x(ca.m.rps / page.m.rps)} of the page-only figure.`,
    );
    const ncL = run(r, 'ours-nocache', low);
    const plL = run(r, 'plain', low);
    const caL = run(r, 'ours-cache', low);
    const baseL = run(r, 'sql-page-count', low);
    const pageL = run(r, 'sql-page', low);
    out.push(
      `**${key} at ${conns(low)}.** Without the cache ours answers in p50 ${ms(ncL.m.p50)} ms, plain in ${ms(plL.m.p50)} ms, the direct page + count in ${ms(baseL.m.p50)} ms (ours ${x(ncL.m.p50 / baseL.m.p50)}). ` +
        (Math.abs(ncL.m.p50 / plL.m.p50 - 1) < 0.1
          ? 'The count dominates both, and they are level (within 10%). '
          : ncL.m.p50 < plL.m.p50
            ? 'Ours is faster here. '
            : `Plain is faster here: ours adds the fixed cost of its requests (see ${short[0]?.probe.scenario.key ?? 'below'}) to the same page and count. `) +
        `With the cache ours answers in p50 ${ms(caL.m.p50)} ms (${x(caL.m.p50 / baseL.m.p50)} the baseline; the page alone takes ${ms(pageL.m.p50)} ms).`,
    );
  }

  const authLow = auth.runs.find((a) => a.concurrency === low);
  for (const r of short) {
    const key = r.probe.scenario.key;
    const parts = settings.concurrency.map((c) => {
      const ca = run(r, 'ours-cache', c);
      const pl = run(r, 'plain', c);
      const base = run(r, 'sql-page-count', c);
      return (
        `at ${conns(c)} ours does ${rate(ca.m.rps)} req/s (p50 ${ms(ca.m.p50)} ms, ${ms(ca.serverCpuMs ?? NaN)} ms of server CPU per request), plain ${rate(pl.m.rps)} ` +
        `(p50 ${ms(pl.m.p50)} ms, ${ms(pl.serverCpuMs ?? NaN)} ms CPU), direct SQL page + count ${rate(base.m.rps)}`
      );
    });
    const nc = run(r, 'ours-nocache', high);
    const oursToPlain = run(r, 'ours-cache', high).m.rps / run(r, 'plain', high).m.rps;
    out.push(
      (oursToPlain < 1
        ? `**${key}: where ours is not better.** When the SQL is cheap, the fixed cost of a request decides, and ours is ${x(1 / oursToPlain)} slower than plain: `
        : `**${key}: the fixed cost of a request.** When the SQL is cheap, the fixed cost of a request decides, and ours still does ${x(oursToPlain)} plain's throughput: `) +
        `${parts.join('; ')}. ` +
        `Plain has no authentication at all; each request to ours verifies a JWT, finds the user and their roles (kept between requests, server/caches.ts; ${auth.statements.length} statement${auth.statements.length === 1 ? '' : 's'} when not kept${authLow ? `, p50 ${ms(authLow.m.p50)} ms as direct SQL` : ''}), ` +
        'resolves the acting role and checks its permissions; see "Costs found in the server".' +
        (nc.statements.count > 0.5
          ? ` And ours without the cache sent ${n(nc.statements.count)} COUNT per request here although no page was full: see below.`
          : ''),
    );
  }

  for (const r of short) {
    const nc = run(r, 'ours-nocache', high);
    const pl = run(r, 'plain', high);
    if (nc.statements.count < 0.5) {
      out.push(
        `**Short pages.** In ${r.probe.scenario.key} (${r.probe.expected.rows} row on the page) ours sent ${n(nc.statements.count)} COUNT per request even without the cache, the plain service ${n(pl.statements.count)}.` +
          (rare && !rare.counted ? ` The same for the rare search \`${rare.query}\`: no COUNT.` : ''),
      );
    }
  }

  const st = stampedes(d).filter((s) => s.counts > s.expiries);
  if (st.length) {
    out.push(
      `**The cache under load.** With single flight ours would send one count per expiry; at ${high} connections it sent ` +
        st
          .map(
            (s) =>
              `${s.counts} in ${s.seconds.toFixed(0)} s on ${s.key} (at most ${s.expiries} expir${s.expiries === 1 ? 'y' : 'ies'})`,
          )
          .join(', ') +
        '. When a cached total expires, every request that arrives before the new count finishes starts its own count of the table. ' +
        'It is still far ahead of counting every request, but each expiry costs a burst of full scans, which shows in its p95.',
    );
  }
  if (rare && rare.counted) {
    out.push(
      `**A short page is not always free of the count.** Ours started a count although the page turned out short (on PostgreSQL it starts the count alongside the page whenever the total is not cached), ` +
        `so "a page that is not full tells its total" saves the count only on PGlite, or when a total is cached. ` +
        `One request for \`${rare.query}\` (${rare.rows} row, total ${rare.total}) took ${ms(rare.apiMs)} ms and still sent a COUNT (${rare.explainCount ?? ''}).`,
    );
  }
  return out;
}

/** Performance costs in the server that the run measured (not fixed here). */
function costs(d: Data): string[] {
  const { results, settings, auth, rare, jwtVerifyMicros: jwt } = d;
  const out: string[] = [];
  const high = Math.max(...settings.concurrency);
  const low = Math.min(...settings.concurrency);
  const short = results.find((r) => r.probe.expected.rows < 6);
  const cpu = short
    ? { ours: run(short, 'ours-cache', high).serverCpuMs ?? NaN, plain: run(short, 'plain', high).serverCpuMs ?? NaN }
    : undefined;
  if (jwt.asConfigured < 3 * jwt.keyObject) {
    out.push(
      `JWT verification is cheap: ${ms(jwt.asConfigured)} µs per token through the server's \`verifyAccessToken\` (${ms(jwt.keyObject)} µs when handed a KeyObject secret).`,
    );
  } else
    out.push(
      `**JWT verification costs ${ms(jwt.asConfigured / 1000)} ms of CPU per request** (server/authentication.ts: the authentication service is given the secret as a string). ` +
        'jsonwebtoken 9 then tries, on every verify, to parse the string as a PEM public key (`createPublicKey`, which throws) before it makes an HMAC key. ' +
        `Measured here through the server's own \`verifyAccessToken\`: ${ms(jwt.asConfigured)} µs per token as configured, ${ms(jwt.keyObject)} µs with the same secret passed as a \`crypto.createSecretKey\` KeyObject ` +
        '(`verifyAccessToken(token, {}, key)`; the service refuses a non-string `secret` in its configuration, so the key would be passed as the override).' +
        (cpu
          ? ` In ${short!.probe.scenario.key} at ${high} connections ours used ${ms(cpu.ours)} ms of server CPU per request and plain ${ms(cpu.plain)} ms; the JWT alone is ${((jwt.asConfigured / 1000 / cpu.ours) * 100).toFixed(0)}% of ours.`
          : ''),
    );
  const a = auth.runs.map((r) => `p50 ${ms(r.m.p50)} ms and ${rate(r.m.rps)}/s at ${conns(r.concurrency)}`).join('; ');
  out.push(
    `**The signed-in user and their roles** (server/authentication.ts \`TokenStrategy.getEntity\` → server/principal.ts \`loadPrincipal\`: ${auth.statements.length === 1 ? '1 statement' : `${auth.statements.length} statements, one after the other`}) are kept between requests (server/caches.ts) until one of their tables changes. ` +
      `A cached list request is ${results[0] ? sqlPerRequest(run(results[0], 'ours-cache', low).statements) : ''} statements. As direct SQL ${auth.statements.length === 1 ? 'it takes' : 'they take'} ${a}; ` +
      'it runs on the same knex pool (10 connections) that the page and count need.',
  );
  const st = stampedes(d).filter((s) => s.counts > s.expiries);
  if (st.length) {
    out.push(
      `**No single flight in the count cache** (server/services/resourceService.ts \`find\` with server/services/tableCache.ts): every request that misses starts its own count. ` +
        `At ${high} connections: ${st.map((s) => `${s.key} ${s.counts} counts in ${s.seconds.toFixed(0)} s, one per expiry (at most ${s.expiries}) would do`).join('; ')}. ` +
        'Each count here is a scan of most of the table, so every expiry under load is a burst of full scans.',
    );
  }
  if (short) {
    const nc = run(short, 'ours-nocache', high);
    if (nc.statements.count > 0.5) {
      out.push(
        `**A short page still counts when the total is not cached** (server/services/resourceService.ts \`find\`: \`countNow\` is decided before the page is read, so on PostgreSQL the count always starts). ` +
          `${short.probe.scenario.key}: ${n(nc.statements.count)} COUNT per request without the cache, every page holding ${short.probe.expected.rows} row.` +
          (rare?.explainCount
            ? ` Cheap there; for the rare search below the wasted count is ${rare.explainCount}.`
            : ''),
      );
    }
  }
  if (rare && /Index Scan using \S*name\S*/.test(rare.explainPage)) {
    out.push(
      `**A rare \`$ilike\` match walks the whole name index.** \`${rare.query}\` matches ${rare.total} row: PostgreSQL reads skills in name order through the name index hoping to find 6 matches early, ` +
        `and so visits every row (${rare.explainPage}). The API request took ${ms(rare.apiMs)} ms. No index serves a leading-wildcard \`$ilike\`; a trigram index (pg_trgm, GIN) on the searched columns would turn this into an index lookup and a small sort.`,
    );
  } else if (rare) {
    out.push(
      `**A rare \`$ilike\` match** (\`${rare.query}\`, ${rare.total} row): ${rare.explainPage}; the API request took ${ms(rare.apiMs)} ms.`,
    );
  }
  const counted = results.filter((r) => r.probe.expected.rows === 6);
  if (counted.length && counted.every((r) => /Seq Scan/.test(r.probe.explainCount))) {
    out.push(
      `**Every count is a full scan** (${counted.map((r) => `${r.probe.scenario.key}: ${r.probe.explainCount}`).join('; ')}). ` +
        '`status` has no index, but with 60–90% of rows matching no index would make these counts cheap, and a leading-wildcard `$ilike` cannot use a b-tree. ' +
        'Keeping totals (the count cache) and sharing a running count among requests is what keeps list totals affordable on a big table.',
    );
  }
  return out;
}

export async function writeResults(file: string, d: Data) {
  const { facts, settings, results, auth } = d;
  const t = settings.timing;
  const lines: string[] = [];
  lines.push(`## Skills list queries on ${settings.rows.toLocaleString('en')} rows`, '');
  for (const l of lead(d)) lines.push(l, '');
  lines.push(
    'Made by `npm run bench:skills` (bench/skills/run.ts). Overwritten by each run; the numbers below are from the last one.',
    '',
  );
  lines.push(...factLines(facts, d.totalSeconds));
  lines.push(
    `- Data: ${settings.rows.toLocaleString('en')} rows in \`skills\` (${settings.tableSize} with indexes; bulk insert and VACUUM ANALYZE took ${settings.seedSeconds.toFixed(0)} s): ` +
      'a third each in the shared catalogue and the two demo trusts, 90% Active, ~100-character descriptions, one or two grouping tags, an expert level on 90%.',
  );
  lines.push(
    `- Each figure is one continuous closed-loop load at ${settings.concurrency.join(' and ')} connection(s): a warm-up of at least ${t.warmup} s that also waits until every connection has had an answer ` +
      `(so a saturated variant is measured with its queue full; at most ${t.warmupMax} s), then a measured window of ${t.seconds} s ` +
      `(${settings.cacheWindowSeconds} s for ours with the cache, longer than the cache's ${settings.defaultCacheSeconds} s, so that an expiry falls inside). Each HTTP variant gets one request before its warm-up. ` +
      'Only answers inside the window count; work still in flight when it closes is abandoned and cancelled in the database before the next run. ' +
      'All variants of a scenario run back to back. HTTP load comes from autocannon, the direct SQL from a loop of the same number of workers over a `pg.Pool`; latencies are per request.',
  );
  lines.push('');
  lines.push('### What is compared', '');
  lines.push(
    '- **direct SQL: page only** and **direct SQL: page + count**: the exact statements the API sends (read off its knex while it answered the same request), run with `pg` from the bench process. ' +
      "Page + count sends both at once on two connections, the least a paged answer needs. The loop runs as many workers as there are connections, over a pool as large as the servers' knex pools (at least 2), so the database sees the same number of connections either way. **Ratios are to page + count** unless said otherwise.",
  );
  lines.push(
    `- **ours**: the real server (\`createServer\`, REST on Koa, JWT, acting role, permissions, tenancy), knex pool of ${settings.poolMax} (DATABASE_POOL_MAX), ` +
      `once with \`COUNT_CACHE_SECONDS=0\` (no total is kept) and once with the default ${settings.defaultCacheSeconds} s cache.`,
  );
  lines.push(
    `- **plain @feathersjs/knex service**: \`new KnexService({ Model: knex, name: 'skills', paginate: { default: 6, max: 1000 } })\` on a plain Feathers Koa app, no authentication, knex pool of ${settings.poolMax}. ` +
      'It runs the page, then a COUNT, on every request. It is asked the same question: the trust scope as `$or`, and the id tie-break ours adds as `$sort[id]=1`.',
  );
  lines.push(
    '- The three servers run in one child process, so the load generator does not share their event loop; autocannon, the `pg` loop, the servers and PostgreSQL share the same cores. ' +
      "Statements per request are counted per answered request (each request's knex `query` events, attributed through AsyncLocalStorage) over the requests answered in the window; server CPU is `process.cpuUsage()` over the window divided by those requests.",
  );
  lines.push(
    `- Ours also loads the signed-in user on every request: ${auth.statements.map((q) => `\`${q.sql}\``).join(' and ')}.`,
  );
  lines.push('');
  lines.push('### Summary', '');
  lines.push(
    'Throughput with its ratio to direct SQL page + count in the same run, p95 latency, and how many COUNT statements each variant sends per request.',
    '',
  );
  lines.push(...summary(results, settings.concurrency));
  lines.push('');
  lines.push('### Reading', '');
  for (const l of reading(d)) lines.push(`- ${l}`);
  lines.push('');
  lines.push('### Costs found in the server (measured here, not fixed by the bench)', '');
  for (const l of costs(d)) lines.push(`- ${l}`);
  lines.push('');
  lines.push('### Scenarios in detail', '');
  for (const r of results) lines.push(scenarioSection(r, settings.concurrency));
  writeSection(file, 'skills', lines.join('\n'));
}
