// Builds the console when any of its sources is newer than the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = [
  'src',
  'providers',
  'customRoutes',
  'resources',
  'domain',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package.json',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

/** Returns the build folder, building it first when stale. */
export function ensureConsoleBuilt(outDir = path.join(root, 'dist')) {
  const built = path.join(outDir, 'index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s)))) > builtAt) {
    console.log('Building the console...');
    const r = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir],
      {
        cwd: root,
        stdio: 'inherit',
        // Vitest sets NODE_ENV=test, which Vite would keep, bundling React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (r.status !== 0) throw new Error('The console build failed');
  }
  return outDir;
}
