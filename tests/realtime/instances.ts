/** Server processes of their own, on one PostgreSQL database and one Redis, as a deployment runs them. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface Instance {
  url: string;
  process: ChildProcess;
  log: string[];
  stop(): Promise<void>;
}

/** Starts `node server/main.ts` and waits until it answers. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, CONSOLE_DIR: '/nonexistent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Instance exited early:\n${log.join('')}`);
    try {
      await fetch(`${url}/api/v3/account`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Instance did not start:\n${log.join('')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    process: child,
    log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a demo user in at an instance: their token, id and first role. */
export async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  return {
    token: body.accessToken as string,
    userId: body.user.id as number,
    roleId: body.user.newUserRoles[0].roleId as number,
  };
}
