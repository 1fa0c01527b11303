/** Starting the chat bench's server processes and client processes, talking to the clients, and stopping them all. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startServerMain, type ServerMain } from '../../tests/support/serverMain';
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

export type ServerProcess = ServerMain;

/**
 * `node server/main.ts` as a deployment runs it (tests/support/serverMain.ts, as the multi-instance tests do); waits
 * until it listens (90 s at most). One that ends by itself before it is stopped says why.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerMain(env, { nodeArgs: serverNodeArgs() });
  let stopping = false;
  server.process.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `the server process at ${server.url} exited (code ${code}, signal ${signal}):\n${server.log.join('').slice(-4000)}`,
      );
  });
  return {
    ...server,
    stop: () => {
      stopping = true;
      return server.stop();
    },
  };
}

export { cpuByName, cpuDelta, machineCpu, processCpuSeconds } from '../common/cpu';
