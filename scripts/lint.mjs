// The lint suite of npm test: Prettier's check (every file formatted as .prettierrc.json says) and ESLint
// (eslint.config.js; a warning fails as an error does). `npx prettier --write .` and `npx eslint --fix .` mend what
// they can. Closes with 'N passed, N failed' for npm test: one line each, the failures printed above it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (file) => path.join(root, 'node_modules', file);
const checks = [
  { name: 'Prettier', args: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'] },
  { name: 'ESLint', args: [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.'] },
];

function run({ name, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`${status === 0 ? 'passed' : 'FAILED'}  ${name}`);
      if (status !== 0) console.log(output.trim());
      resolve(status === 0);
    });
  });
}

const results = [];
for (const check of checks) results.push(await run(check));
const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
