/**
 * The server as deployed, alone in a process of its own (`node --import tsx server/main.ts`, as `npm start` runs it) on
 * the bench database, with its scheduler: what the reports bench asks and whose memory it reads (/proc/<pid>/status).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export async function startServerProcess(databaseUrl: string, dataDir: string, timeoutMs = 120_000) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      CONSOLE_DIR: '/nonexistent',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output.join('')}`);
    const up = await fetch(`${url}/api/v3/account`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline)
      throw new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const status = () => fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (text: string, field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    url,
    /** The process's resident memory now and its peak since the last reset (or its start), in MB. */
    memory() {
      const text = status();
      return { rssMb: kb(text, 'VmRSS') / 1024, peakMb: kb(text, 'VmHWM') / 1024 };
    },
    /** Starts the peak resident memory again from the present (Linux: 5 written to clear_refs). */
    resetPeak() {
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    },
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
