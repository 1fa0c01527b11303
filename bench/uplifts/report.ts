/** Writes the uplifts section of bench/RESULTS.md: goal and verdict, the p95 table, then the details. */
import { inlineSql } from '../common/db';
import type { Expected } from '../common/lists';
import type { Measured, Timing } from '../common/load';
import { factLines, type Facts } from '../common/machine';
import type { Captured } from '../common/protocol';
import { writeSection } from '../common/results';

export type ViewKey = 'operationalManager' | 'rateManager' | 'shiftManager';

export interface UpliftProbe {
  view: ViewKey;
  label: string;
  url: string;
  expected: Expected;
  page: Captured;
  count: Captured;
  figures: Captured[];
  explainPage: string;
  explainCount: string;
}

export interface UpliftRun {
  view: ViewKey;
  concurrency: number;
  variant: 'direct' | 'ours-nocache' | 'ours-cache';
  m: Measured;
}

interface Data {
  command: string;
  facts: Facts;
  shape: {
    jobs: number;
    applications: number;
    escalations: number;
    rateStatuses: { status: string; n: number }[];
    seedSeconds: number;
  };
  timing: Timing;
  cacheWindowSeconds: number;
  defaultCacheSeconds: number;
  poolMax: number;
  concurrency: number[];
  probes: UpliftProbe[];
  runs: UpliftRun[];
  totalSeconds: number;
}

/** The goal: the API's p95 within this many times the direct SQL's. */
export const GOAL_RATIO = 2;

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const rps = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const invalid = (m: Measured) => m.non2xx + m.mismatches + m.errors > 0;

export function writeUpliftResults(file: string, d: Data) {
  const find = (view: ViewKey, c: number, variant: UpliftRun['variant']) =>
    d.runs.find((r) => r.view === view && r.concurrency === c && r.variant === variant)!.m;
  const ratio = (view: ViewKey, c: number, variant: 'ours-nocache' | 'ours-cache') =>
    find(view, c, variant).p95 / find(view, c, 'direct').p95;
  const pairs = d.probes.flatMap((p) => d.concurrency.map((c) => ({ view: p.view, c })));
  const worst = (variant: 'ours-nocache' | 'ours-cache') =>
    Math.max(...pairs.map(({ view, c }) => ratio(view, c, variant)));
  const anyInvalid = d.runs.some((r) => invalid(r.m));
  const met = !anyInvalid && worst('ours-cache') <= GOAL_RATIO;
  const worstNoCache = worst('ours-nocache');

  const lines: string[] = [
    `## The uplift list (/jobs/list/job-rates) on ${d.shape.jobs.toLocaleString('en')} shifts and ${d.shape.escalations.toLocaleString('en')} escalations`,
    '',
    `**Goal.** The first page of the uplift list (\`GET job-rates\`, with its total and the figures of its rows), as each of its three data views, answers through the API (as deployed, with its count cache) with a p95 latency within ${GOAL_RATIO}× that of the same SQL run directly, at ${d.concurrency.join(' and ')} connection(s).`,
    '',
    anyInvalid
      ? '**Verdict: not measured.** Some runs had wrong answers or errors (marked below): fix them and run again.'
      : `**Verdict: ${met ? 'met' : 'missed'}.** As deployed, the API's p95 is at most ${worst('ours-cache').toFixed(2)}× the direct SQL's over the three views at every concurrency measured. The cache keeps the list's total (its query stays the same for a minute), which the direct SQL counts on every request. Without it (COUNT_CACHE_SECONDS=0) the API is at most ${worstNoCache.toFixed(2)}× the direct SQL${worstNoCache <= GOAL_RATIO ? ', within the goal too' : ''}: at 1 connection that is the API's own work per request (sign-in check, acting role, tenancy, the row rule, JSON); at 50, requests that miss together share one count, which the direct SQL cannot.`,
    '',
    `Made by \`${d.command}\` (bench/uplifts/run.ts). Overwritten by each run; the numbers below are from the last one.`,
    '',
    ...factLines(d.facts, d.totalSeconds),
    `- Data: ${d.shape.jobs.toLocaleString('en')} shifts and ${d.shape.applications.toLocaleString('en')} applications as the jobs bench makes them (bench/jobs/seed.ts), and ${d.shape.escalations.toLocaleString('en')} rate escalations, one per published shift picked by a hash of its id, in every state of the chain (bench/uplifts/seed.ts); seeded in ${d.shape.seedSeconds.toFixed(0)} s. The shifts' rate statuses: ${d.shape.rateStatuses.map((r) => `${r.status} ${r.n.toLocaleString('en')}`).join(', ')}.`,
    `- Each figure is one continuous closed-loop load: a warm-up of at least ${d.timing.warmup} s (at most ${d.timing.warmupMax} s), then a measured window of ${d.timing.seconds} s (${d.cacheWindowSeconds} s for the API with its ${d.defaultCacheSeconds} s count cache, so that an expiry falls inside). The three variants of a view run back to back.`,
    '',
    '### What is compared',
    '',
    "- **direct SQL**: the statements the API sends for the request (read off its knex while it answered the same request), run with `pg` from the bench process: the page and its count together, then the figures of the page's rows together (their latest escalations, their tiers' threshold factors, their departments' fill rates over 28 days): the least the answer needs. As many workers as connections, over a pool as large as the server's knex pool.",
    `- **API, no cache** and **API** (as deployed): the real server (REST on Koa, JWT, acting role, permissions, tenancy, the shift visibility rule and the uplift row rule), knex pool of ${d.poolMax}, in a child process.`,
    '',
    '### Summary',
    '',
    "p95 latency (and throughput), with the API's p95 as a multiple of the direct SQL's in the same run.",
    '',
    '| view | connections | direct SQL | API, no cache | API (count cache) |',
    '|---|---:|---:|---:|---:|',
    ...pairs.map(({ view, c }) => {
      const cell = (variant: UpliftRun['variant']) => {
        const m = find(view, c, variant);
        const mark = invalid(m) ? ' **(wrong answers or errors)**' : '';
        const x = variant === 'direct' ? '' : ` (${ratio(view, c, variant).toFixed(2)}×)`;
        return `p95 ${ms(m.p95)} ms${x}, ${rps(m.rps)} req/s${mark}`;
      };
      return `| ${view} | ${c} | ${cell('direct')} | ${cell('ours-nocache')} | ${cell('ours-cache')} |`;
    }),
    '',
    '### The views',
    '',
    ...d.probes.flatMap((p) => [
      `- **${p.view}**: ${p.label}. ${p.expected.total.toLocaleString('en')} rows in the list; page: ${p.explainPage}; count: ${p.explainCount}; ${p.figures.length} statements for the figures.`,
    ]),
    '',
    '<details><summary>The SQL of each view (bindings inlined)</summary>',
    '',
    ...d.probes.flatMap((p) => [
      `**${p.view}**`,
      '',
      '```sql',
      `-- page\n${inlineSql(p.page)};`,
      `-- count\n${inlineSql(p.count)};`,
      ...p.figures.map((f) => `-- figures\n${inlineSql(f)};`),
      '```',
      '',
    ]),
    '</details>',
  ];
  writeSection(file, 'uplifts', lines.join('\n'));
}
