/**
 * bench/RESULTS.md holds one section per benchmark, each between its own markers; a run rewrites its own
 * section and leaves the others as they are.
 */
import fs from 'node:fs';
import path from 'node:path';

const ORDER = [
  'skills',
  'jobs',
  'uplifts',
  'chat',
  'matching',
  'prediction',
  'plans',
  'reports',
  'first-show',
] as const;
export type BenchKey = (typeof ORDER)[number];

const HEADER = [
  '# Bankshift benchmarks',
  '',
  'One section per benchmark, each rewritten by its own command (`npm run bench:skills`, `npm run bench:jobs`, `npm run bench:uplifts`, `npm run bench:chat`, `npm run bench:matching`, `npm run bench:prediction`, `npm run bench:plans`, `npm run bench:reports`, `npm run bench:first-show`; `npm run bench` runs all nine). ' +
    'Every figure is compared with a baseline measured in the same run: compare ratios, not absolute numbers, across machines. ' +
    "Each section opens with its goal and the last run's verdict on it; the details follow.",
  '',
].join('\n');

const begin = (k: BenchKey) => `<!-- bench:${k} -->`;
const end = (k: BenchKey) => `<!-- /bench:${k} -->`;

export const defaultResultsFile = () =>
  path.resolve(process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '..', 'RESULTS.md'));

/**
 * Replaces (or adds) the section of `key` in `file`. The header is written anew; everything after it is kept as it is,
 * the other sections and any notes written by hand between or after them. A new section goes after the last one
 * before it in ORDER.
 */
export function writeSection(file: string, key: BenchKey, markdown: string) {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const block = `${begin(key)}\n${markdown.trim()}\n${end(key)}`;
  const first = old.indexOf('<!-- bench:');
  let body = first < 0 ? '' : old.slice(first);
  const a = body.indexOf(begin(key));
  const b = body.indexOf(end(key));
  if (a >= 0 && b > a) body = body.slice(0, a) + block + body.slice(b + end(key).length);
  else {
    const before = ORDER.slice(0, ORDER.indexOf(key)).findLast((k) => body.includes(end(k)));
    const at = before ? body.indexOf(end(before)) + end(before).length : 0;
    body = before ? `${body.slice(0, at)}\n\n${block}${body.slice(at)}` : `${block}\n\n${body}`;
  }
  fs.writeFileSync(file, `${HEADER}\n${body.trim()}\n`);
}

/** The middle value of `values` (the mean of the two middle ones when their number is even). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
