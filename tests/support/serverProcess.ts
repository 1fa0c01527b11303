/**
 * A test suite's API server in a process of its own. Run inside Vitest's main process, the server shared an event
 * loop with Vitest's own work (collecting, reporting) and stood still for seconds on a loaded machine, so a console
 * that gives up on an answer after 5 s timed out. The child is started with tsx, says when it listens over IPC, and
 * stops when told to (or when its parent is gone).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess<T> {
  /** What the child sent when it was listening. */
  ready: T;
  close(): Promise<void>;
}

export function startServerProcess<T>(script: string, env: Record<string, string> = {}): Promise<ServerProcess<T>> {
  const child = fork(fileURLToPath(script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.once('message', (ready: T) =>
      resolve({
        ready,
        async close() {
          if (child.connected) child.send('close');
          await exited;
        },
      }),
    );
    void exited.then((code) => reject(new Error(`${script} ended (code ${code}) before its server listened`)));
  });
}

/** The child's side: send `ready` once listening; on 'close' (or the parent's exit) run `close` and end. */
export function serveUntilClosed(ready: unknown, close: () => Promise<void>) {
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await close();
    process.exit(0);
  };
  process.on('message', (message) => message === 'close' && void stop());
  process.on('disconnect', () => void stop());
  process.send!(ready);
}
