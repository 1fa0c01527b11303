/**
 * Every package the code imports at run time is declared in package.json: one that only arrives as another
 * package's dependency can go away, or change version, with that package (as `redis` could with feathers-sync).
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const FOLDERS = ['bench', 'customRoutes', 'domain', 'providers', 'resources', 'scripts', 'server', 'src', 'tests'];
// import x from, export { x } from, a bare import and import(); `import type` needs nothing at run time.
const IMPORT = /^\s*(?:import|export)\s+(type\s)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [p] : [];
  });
}

/** 'a/b' of '@a/b/c', 'a' of 'a/b'; undefined for relative paths and Node's own modules. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return builtinModules.includes(name) ? undefined : name;
}

it('declares every package imported at run time', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
  const files = [...FOLDERS.flatMap((f) => sources(path.join(root, f))), path.join(root, 'vite.config.ts')];
  const undeclared = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
      .filter((m) => !m[1])
      .map((m) => packageOf(m[2] ?? m[3] ?? m[4]))
      .filter((name): name is string => !!name && !declared.has(name))
      .map((name) => `${name} (${path.relative(root, file)})`),
  );
  expect(undeclared).toEqual([]);
});
