// The whole project type-checked (tsc --noEmit): the server, the console, the definitions and their typed records,
// and the tests. Vite and Vitest strip types without checking them, so a type error would otherwise pass npm test.
// Closes with 'N passed, N failed' for npm test: 1 passed when clean, else one failure per error.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tsc = spawn(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', root], {
  cwd: root,
});
let output = '';
tsc.stdout.on('data', (chunk) => (output += chunk));
tsc.stderr.on('data', (chunk) => (output += chunk));
tsc.on('close', (status) => {
  const errors = (output.match(/error TS\d+/g) ?? []).length;
  if (output.trim()) console.log(output.trim());
  console.log(status === 0 ? '1 passed, 0 failed' : `0 passed, ${Math.max(errors, 1)} failed`);
  process.exit(status === 0 ? 0 : 1);
});
