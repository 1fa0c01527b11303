/** Starts bench/common/servers.ts as a child process and talks to it over IPC. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Captured, FromChild, Taken, ToChild, VariantName } from './protocol';

type Ready = Extract<FromChild, { ready: true }>;
type Answer = Extract<FromChild, { id: number }>;

/** Extra node options for the server processes under load (BENCH_SERVER_NODE_OPTIONS, split on spaces). */
export const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);

export class Servers {
  private readonly pending = new Map<number, (m: Answer) => void>();
  private nextId = 1;

  private constructor(
    private readonly child: ChildProcess,
    readonly ready: Ready,
  ) {
    child.on('message', (raw) => {
      const m = raw as FromChild;
      if ('id' in m && !('ready' in m)) {
        this.pending.get(m.id)?.(m);
        this.pending.delete(m.id);
      }
    });
  }

  /** resource: the list measured; plain: add a plain KnexService over its table; shifts: seed the demo shifts. */
  static start(
    databaseUrl: string,
    opts: { resource?: string; plain?: boolean; shifts?: boolean } = {},
    timeoutMs = 180_000,
  ): Promise<Servers> {
    const child = fork(path.join(import.meta.dirname, 'servers.ts'), [], {
      // tsx by its resolved path, so the child starts whatever the working directory.
      // BENCH_SERVER_NODE_OPTIONS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the servers alone (Node
      // refuses --cpu-prof in NODE_OPTIONS, so these go on the command line).
      execArgv: ['--import', import.meta.resolve('tsx'), ...serverNodeArgs()],
      env: {
        ...process.env,
        BENCH_DB_URL: databaseUrl,
        BENCH_RESOURCE: opts.resource ?? 'skills',
        BENCH_PLAIN: opts.plain === false ? '0' : '1',
        BENCH_SEED_SHIFTS: opts.shifts === false ? '0' : '1',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`the servers did not start within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the servers' process exited (code ${code}) before it was ready`));
      });
      child.once('message', (m) => {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(new Servers(child, m as Ready));
      });
    });
  }

  /** The servers' process id, to read its CPU time. */
  get pid(): number {
    return this.child.pid!;
  }

  private call(message: Omit<ToChild, 'id'>, timeoutMs = 30_000): Promise<Answer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`the servers did not answer ${JSON.stringify(message)}`));
      }, timeoutMs);
      this.pending.set(id, (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      this.child.send({ ...message, id } as ToChild);
    });
  }

  /** Statements the variant sent and requests it received since the last call; requests in flight now. */
  async take(variant: VariantName): Promise<Taken> {
    return (await this.call({ cmd: 'take', variant } as Omit<ToChild, 'id'>)).taken!;
  }

  async inFlight(variant: VariantName): Promise<number> {
    return (await this.call({ cmd: 'inflight', variant } as Omit<ToChild, 'id'>)).inFlight!;
  }

  /** Records every statement the variant sends while `during` runs. */
  async capture(variant: VariantName, during: () => Promise<void>): Promise<Captured[]> {
    await this.call({ cmd: 'capture', variant } as Omit<ToChild, 'id'>);
    await during();
    return (await this.call({ cmd: 'captured', variant } as Omit<ToChild, 'id'>)).captured ?? [];
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.send({ cmd: 'close', id: 0 });
    const timer = setTimeout(() => this.child.kill(), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
