// npm start: builds the console when its sources changed since the last build, then runs the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureConsoleBuilt, root } from './consoleBuild.mjs';

if (process.env.CONSOLE_DIR === undefined) {
  try {
    ensureConsoleBuilt();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
