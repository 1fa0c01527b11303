/** The imports of the project's own source files, read from their text (for the dependency and arrow tests). */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const FOLDERS = [
  'bench',
  'customRoutes',
  'domain',
  'providers',
  'resources',
  'scripts',
  'server',
  'src',
  'tests',
];
// import x from, export { x } from, a bare import and import(); `import type` needs nothing at run time.
const IMPORT =
  /^\s*(?:import|export)\s+(type\s)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

export interface Import {
  /** The importing file, relative to the project root. */
  file: string;
  specifier: string;
  typeOnly: boolean;
}

/** The project's source files under `dir`, node_modules left out. */
export function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [p] : [];
  });
}

export function projectImports(): Import[] {
  const files = [
    ...FOLDERS.flatMap((f) => sources(path.join(root, f))),
    path.join(root, 'vite.config.ts'),
    path.join(root, 'eslint.config.js'),
  ];
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({
      file: path.relative(root, file),
      specifier: m[2] ?? m[3] ?? m[4],
      typeOnly: !!m[1],
    })),
  );
}

/** 'a/b' of '@a/b/c', 'a' of 'a/b'; undefined for relative paths and Node's own modules. */
export function packageOf(specifier: string): string | undefined {
  // virtual: a module a plugin of the console's build gives (scripts/resourceShells.ts), not a package.
  if (/^(\.|\/|node:|virtual:)/.test(specifier)) return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return builtinModules.includes(name) ? undefined : name;
}

/** The project folder a relative import lands in ('domain', 'server'...), or undefined for a package. */
export function folderOf(imp: Import): string | undefined {
  if (!imp.specifier.startsWith('.')) return undefined;
  return path.normalize(path.join(path.dirname(imp.file), imp.specifier)).split(path.sep)[0];
}
