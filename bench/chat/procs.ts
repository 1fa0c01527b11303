/** Starting the chat bench's server processes and client processes, talking to the clients, and stopping them all. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../tests/realtime/instances';
import { serverNodeArgs } from '../common/children';
import type { FromClients, ToClients } from './clients';

type Command = ToClients extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;

export class ClientProcess {
  private nextId = 1;
  private readonly pending = new Map<number, (m: FromClients) => void>();

  private constructor(
    readonly role: 'receiver' | 'sender',
    readonly child: ChildProcess,
  ) {
    child.on('message', (raw) => {
      const m = raw as FromClients;
      if ('id' in m) {
        this.pending.get(m.id)?.(m);
        this.pending.delete(m.id);
      }
    });
  }

  static start(role: 'receiver' | 'sender'): Promise<ClientProcess> {
    const child = fork(path.join(import.meta.dirname, 'clients.ts'), [], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      env: { ...process.env, BENCH_ROLE: role },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`the ${role} process did not start within 60 s`));
      }, 60_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the ${role} process exited (code ${code}) before it was ready`));
      });
      child.once('message', () => {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(new ClientProcess(role, child));
      });
    });
  }

  call<T = Record<string, unknown>>(message: Command, timeoutMs = 120_000): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`the ${this.role} process did not answer ${message.cmd} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.pending.set(id, (m) => {
        clearTimeout(timer);
        if ('ok' in m && m.ok) resolve(m as T);
        else reject(new Error(`${this.role}: ${(m as { error?: string }).error}`));
      });
      this.child.send({ ...message, id });
    });
  }

  async close() {
    if (gone(this.child)) return;
    if (this.child.connected) this.call({ cmd: 'close' }, 5000).catch(() => undefined);
    await ended(this.child, 10_000);
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Waits (at most `ms`) for a process to end; SIGKILL once `ms` have passed, and 5 s more for the kill. Both timers
 * end with the wait: one left behind kept the bench's own process alive for 20 s after it was done.
 */
async function ended(child: ChildProcess, ms: number) {
  if (gone(child)) return;
  const timers: NodeJS.Timeout[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  timers.push(setTimeout(() => child.kill('SIGKILL'), ms));
  await Promise.race([exited, new Promise((resolve) => timers.push(setTimeout(resolve, ms + 5000)))]);
  timers.forEach(clearTimeout);
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  log: string[];
  /** SIGTERM (the server closes its connections), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/**
 * `node server/main.ts` as a deployment runs it (the same as tests/realtime/instances.ts), on a free port; waits
 * until it answers (90 s at most). A process that does not come up is killed before the error is thrown.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...serverNodeArgs(), path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, CONSOLE_DIR: '/nonexistent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that ends by itself says why.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `the server process on port ${port} exited (code ${code}, signal ${signal}):\n${log.join('').slice(-4000)}`,
      );
  });
  const stop = async () => {
    stopping = true;
    if (gone(child)) return;
    child.kill('SIGTERM');
    await ended(child, 15_000);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone(child)) throw new Error(`the server process exited early:\n${log.join('')}`);
    try {
      await fetch(`${url}/api/v3/account`, { signal: AbortSignal.timeout(5000) });
      return { url, process: child, log, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the server process did not answer within 90 s:\n${log.join('')}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export { cpuByName, cpuDelta, machineCpu, processCpuSeconds } from '../common/cpu';
