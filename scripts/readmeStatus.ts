/**
 * The README's status section, made from the route table (domain/routes.ts) and the resource definitions (their
 * lists' paths): which
 * screens are built and which are not yet, so the README says only what is true as screens land. A unit test fails
 * when the README's copy is stale. Write it again with: npx tsx scripts/readmeStatus.ts
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isBuilt, ROUTES } from '../domain/routes';
import { specPathsOf } from '../resources/define';
import { loadResources } from '../server/resourceRegistry';

export const README = fileURLToPath(new URL('../README.md', import.meta.url));
const START = '<!-- status: written by scripts/readmeStatus.ts from domain/routes.ts and resources/ -->';
const END = '<!-- status end -->';

const codes = (items: string[]) => items.map((i) => `\`${i}\``).join(', ');

export async function statusSection(): Promise<string> {
  const defs = await loadResources();
  // The spec's paths of the families' lists (/trust-lists...) and forms (/checklist/new...) are built with their definitions.
  const built = [...ROUTES.filter(isBuilt).map((r) => r.path), ...defs.flatMap(specPathsOf)];
  const notBuilt = ROUTES.filter((r) => !isBuilt(r)).map((r) => r.path);
  const families = defs.map((d) => d.name);
  const total = built.length + notBuilt.length;
  return [
    START,
    '## Status',
    '',
    `Of the spec's ${total} console routes, ${built.length} are built and ${notBuilt.length} are not yet: those show a page`,
    'saying so. Everything a built screen shows comes from the API and its database; nothing is faked.',
    '',
    `**Built** (${built.length}): ${codes(built)}.`,
    '',
    `**Not built yet** (${notBuilt.length}): ${codes(notBuilt)}.`,
    '',
    `**Resource families** the API serves at \`/api/v3/<name>\` (${families.length}): ${codes(families)}.`,
    END,
  ].join('\n');
}

/** The README with its status section replaced by the current one. */
export async function withStatus(readme: string): Promise<string> {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no status section (${START} ... ${END})`);
  return readme.slice(0, from) + (await statusSection()) + readme.slice(to + END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  fs.writeFileSync(README, await withStatus(fs.readFileSync(README, 'utf8')));
  console.log('README.md: status section written');
}
