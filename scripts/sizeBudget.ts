// The console's size budget (issue 9): the JavaScript that the sign-in page and each role's landing page need before
// they show, gzip, read from the built console's manifest (dist/.vite/manifest.json, `npm run build`). A page needs
// the entry chunk, the chunks it imports statically, and the lazily loaded chunk of its own screen with that chunk's
// static imports. One check per page; fails when a page is over budget or its screen is missing from the build.
//   npx tsx scripts/sizeBudget.ts [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGET_BYTES = 350 * KB;
/**
 * A landing page that is a react-admin list with its filter bar needs more: react-dom, MUI, react-router (with the
 * data router that react-admin imports), react-admin's list and form machinery and react-hook-form come to about
 * 300 KB of it before any of the console's own code. Measured after every deferral at 395.5 KB (/jobs/list) and
 * 378.9 KB (/trust-lists) on 2026-11-25; the budget keeps them from growing.
 */
export const LIST_BUDGET_BYTES = 400 * KB;

type Page = { screens: string[]; budget: number };
const page = (screens: string[], budget = BUDGET_BYTES): Page => ({ screens, budget });

/**
 * The sign-in page and the landing pages of domain/landing.ts, each with the source modules of its lazily loaded
 * screen (src/lazyComponent.tsx). A landing page that changes, or a new one, is added here (the endorsement
 * approvers' /nurseUsers/approvedUser joins when issue 11 builds it).
 */
export const PAGES: Record<string, Page> = {
  '/sign-in': page([]),
  '/login-default (managers: the shifts dashboard)': page(['customRoutes/dashboard/ManagerDashboard.tsx']),
  '/trust/:id/statistics-details': page(['customRoutes/trust/TrustStatisticsPage.tsx']),
  '/jobs/list': page(['customRoutes/jobs/list/JobsListPage.tsx'], LIST_BUDGET_BYTES),
  '/trust-lists': page(['src/generated/GeneratedList.tsx'], LIST_BUDGET_BYTES),
};

export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** The files a page downloads before it shows: the entry's and its screens' chunks with all their static imports. */
export function pageFiles(manifest: Manifest, screens: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const missing = screens.filter((s) => !manifest[s]?.isDynamicEntry);
  if (missing.length) throw new Error(`not a lazily loaded screen of this build: ${missing.join(', ')}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  [...entries, ...screens].forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(dist: string) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the console first (npm run build)`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
  let passed = 0;
  let failed = 0;
  console.log('JavaScript (gzip) a page needs before it shows, against its budget:');
  for (const [path, { screens, budget }] of Object.entries(PAGES)) {
    try {
      const files = pageFiles(manifest, screens);
      const bytes = files.reduce((sum, file) => sum + gzipped(file), 0);
      const ok = bytes <= budget;
      console.log(`${ok ? 'PASSED' : 'FAILED'} ${path}: ${kb(bytes)} in ${files.length} files (budget ${kb(budget)})`);
      if (ok) passed++;
      else failed++;
    } catch (error) {
      console.log(`FAILED ${path}: ${(error as Error).message}`);
      failed++;
    }
  }
  const all = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  console.log(`The whole console: ${kb(all.reduce((sum, chunk) => sum + gzipped(chunk.file), 0))} in ${all.length} files`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(path.resolve(process.argv[2] ?? 'dist'));
