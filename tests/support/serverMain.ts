/**
 * `node server/main.ts` in a process of its own, as a deployment runs it (the multi-instance tests, the chat and reports
 * benches). It listens on a port the system gives it (PORT=0) and the port is read from the line the server prints
 * once it listens. A port probed free beforehand could be taken by another process before the server bound it, and
 * then the caller reached that other server: a realtime test once queried its own database before its server had
 * migrated it, while another suite's server answered on the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** What server/main.ts prints once it listens. */
const LISTENING = /is running on http:\/\/localhost:(\d+)/;

export interface ServerMain {
  url: string;
  process: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  log: string[];
  /** SIGTERM (the server closes its connections), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts the server with `env` over this process's and waits until it listens (`timeoutMs` at most). */
export async function startServerMain(
  env: Record<string, string>,
  { nodeArgs = [], timeoutMs = 90_000 }: { nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<ServerMain> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, CONSOLE_DIR: '/nonexistent', HOST: '127.0.0.1', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stderr!.on('data', (d) => log.push(String(d)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (gone(child)) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not listen within ${timeoutMs / 1000} s`), timeoutMs);
    const onExit = () => fail('exited before it listened');
    function fail(why: string) {
      clearTimeout(timer);
      child.off('exit', onExit);
      void stop().then(() => reject(new Error(`The server process ${why}:\n${log.join('')}`)));
    }
    child.once('exit', onExit);
    child.stdout!.on('data', (d) => {
      log.push(String(d));
      const listening = LISTENING.exec(log.join(''));
      if (!listening) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(listening[1]);
    });
  });
  return { url: `http://127.0.0.1:${port}`, process: child, log, stop };
}
