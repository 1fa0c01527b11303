/**
 * bench/RESULTS.md holds one section per benchmark, each between its own markers; a run rewrites its own
 * section and leaves the others as they are.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BenchKey = 'skills' | 'jobs' | 'uplifts' | 'chat' | 'matching' | 'prediction' | 'plans' | 'reports';

const ORDER: BenchKey[] = ['skills', 'jobs', 'uplifts', 'chat', 'matching', 'prediction', 'plans', 'reports'];
const HEADER = [
  '# Bankshift benchmarks',
  '',
  'One section per benchmark, each rewritten by its own command (`npm run bench:skills`, `npm run bench:jobs`, `npm run bench:uplifts`, `npm run bench:chat`, `npm run bench:matching`, `npm run bench:prediction`, `npm run bench:plans`, `npm run bench:reports`; `npm run bench` runs all eight). ' +
    'Every figure is compared with a baseline measured in the same run: compare ratios, not absolute numbers, across machines. ' +
    "Each section opens with its goal and the last run's verdict on it; the details follow.",
  '',
].join('\n');

const begin = (k: BenchKey) => `<!-- bench:${k} -->`;
const end = (k: BenchKey) => `<!-- /bench:${k} -->`;

export const defaultResultsFile = () =>
  path.resolve(process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '..', 'RESULTS.md'));

/** Replaces (or adds) the section of `key` in `file`. */
export function writeSection(file: string, key: BenchKey, markdown: string) {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const sections = new Map<BenchKey, string>();
  for (const k of ORDER) {
    const a = old.indexOf(begin(k));
    const b = old.indexOf(end(k));
    if (a >= 0 && b > a) sections.set(k, old.slice(a + begin(k).length, b).trim());
  }
  sections.set(key, markdown.trim());
  const body = ORDER.filter((k) => sections.has(k))
    .map((k) => `${begin(k)}\n${sections.get(k)}\n${end(k)}`)
    .join('\n\n');
  fs.writeFileSync(file, `${HEADER}\n${body}\n`);
}

/** The middle value of `values` (the mean of the two middle ones when their number is even). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
