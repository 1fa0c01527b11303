/**
 * The README's `npm start` (node scripts/start.mjs) as a user runs it: on a fresh data folder it migrates,
 * seeds the demo data, prints the URL and the demo accounts and serves the API and the console; stopped and
 * started again it keeps the data and seeds nothing. Demo data is seeded on the embedded database by default,
 * on PostgreSQL only with SEED_DEMO=1. (The suite's global set-up has built the console, so start does not.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { scratchPostgres } from '../support/scratchPostgres';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const running = new Set<ChildProcess>();
const folders: string[] = [];

afterAll(async () => {
  for (const child of running) await stop(child);
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  /** Everything printed so far. */
  output: () => string;
}

/** Runs `npm start`'s script with these settings (any free port unless PORT is given); answers its process. */
function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Nothing of the test run's own database or Redis settings: only what is given here.
    env: {
      ...process.env,
      DATABASE_URL: '',
      SEED_DEMO: '',
      REDIS_URL: '',
      AUTH_SECRET: '',
      CONSOLE_DIR: '',
      PUBLIC_URL: '',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

/**
 * Runs `npm start`'s script on a free port of its choosing (PORT=0: a port picked here beforehand could be taken by
 * any other process before the server binds it); answers once it prints its URL.
 */
async function start(env: Record<string, string>): Promise<Started> {
  const { child, output } = launch(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within 90 s:\n${output()}`)), 90_000);
    const check = () => {
      const printed = output().match(/is running on (http:\/\/localhost:\d+)\n/)?.[1];
      if (printed) {
        clearTimeout(timer);
        resolve(printed);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output()}`));
    });
  });
  // The accounts are printed right after the URL.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { child, url, output };
}

/** Stops it as Ctrl-C does, and waits for it to end. */
async function stop(child: ChildProcess): Promise<number | null> {
  running.delete(child);
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email, password: DEMO_PASSWORD }),
  });
  return { status: res.status, body: await res.json() };
}

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-start-'));
  folders.push(dir);
  return dir;
};

describe('npm start', () => {
  it('seeds a fresh data folder, prints the URL and the demo accounts, and serves the API and the console', async () => {
    const dataDir = tempDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(first.output()).toContain(`embedded PostgreSQL (PGlite) in ${dataDir}, demo data seeded`);
    expect(first.output()).toContain(`demo accounts (password ${DEMO_PASSWORD})`);
    for (const account of DEMO_ACCOUNTS) expect(first.output()).toContain(account.email);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

    const signedIn = await signIn(first.url, 'superadmin@bankshift.test');
    expect(signedIn).toMatchObject({ status: 201, body: { user: { email: 'superadmin@bankshift.test' } } });
    const { accessToken, user } = signedIn.body;
    const role = user.newUserRoles[0].roleId;
    const index = await fetch(`${first.url}/skills`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(await index.text()).toMatch(/<div id="root">/);

    // Something of the user's, to find after a restart.
    const created = await fetch(`${first.url}/api/v3/options?role=${role}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ name: 'kept_across_restarts', value: 'yes' }),
    });
    expect(created.status).toBe(201);
    expect(await stop(first.child)).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).toContain(`embedded PostgreSQL (PGlite) in ${dataDir}`);
    expect(second.output()).not.toContain('demo data seeded');
    // The same secret signs tokens (kept in the database), the same rows are there, and nothing was seeded twice.
    const kept = await fetch(`${second.url}/api/v3/options?role=${role}&name=kept_across_restarts`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(await kept.json()).toMatchObject({ total: 1, data: [{ value: 'yes' }] });
    const trusts = await fetch(`${second.url}/api/v3/trusts?role=${role}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect((await trusts.json()).data.map((t: { name: string }) => t.name)).toEqual([
      'Northfield NHS Trust',
      'Southgate NHS Trust',
      'Westbrook NHS Trust',
    ]);
    expect((await signIn(second.url, 'nurse1@bankshift.test')).status).toBe(201);
    expect(await stop(second.child)).toBe(0);
  });

  it('does not seed the demo data on the embedded database with SEED_DEMO=0', async () => {
    const started = await start({ DATA_DIR: tempDir(), SEED_DEMO: '0' });
    expect(started.output()).not.toContain('demo data seeded');
    expect(started.output()).not.toContain('superadmin@bankshift.test');
    expect((await signIn(started.url, 'superadmin@bankshift.test')).status).toBe(401);
    expect(await stop(started.child)).toBe(0);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL (DATABASE_URL)', () => {
    it('says a port in use plainly; seeds nothing by default, and the demo data with SEED_DEMO=1', async () => {
      const scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!);
      try {
        // A port in use is said plainly, and nothing claims to run (it once printed its URL, then died).
        const holder = net.createServer();
        await new Promise<void>((resolve) => holder.listen(0, '0.0.0.0', resolve));
        const taken = (holder.address() as net.AddressInfo).port;
        const refused = launch({ DATA_DIR: tempDir(), DATABASE_URL: scratch.url, PORT: String(taken) });
        const code = await new Promise((resolve) => refused.child.once('exit', resolve));
        await new Promise((resolve) => holder.close(resolve));
        expect(code).toBe(1);
        expect(refused.output()).toContain(`Port ${taken} is in use: stop what holds it, or set PORT to another port`);
        expect(refused.output()).not.toContain('is running');

        const plain = await start({ DATA_DIR: tempDir(), DATABASE_URL: scratch.url });
        expect(plain.output()).toContain('database: PostgreSQL (DATABASE_URL)');
        expect(plain.output()).not.toContain('demo data seeded');
        expect((await signIn(plain.url, 'superadmin@bankshift.test')).status).toBe(401);
        expect(await stop(plain.child)).toBe(0);

        const seeded = await start({ DATA_DIR: tempDir(), DATABASE_URL: scratch.url, SEED_DEMO: '1' });
        expect(seeded.output()).toContain('database: PostgreSQL (DATABASE_URL), demo data seeded');
        expect((await signIn(seeded.url, 'superadmin@bankshift.test')).status).toBe(201);
        expect(await stop(seeded.child)).toBe(0);
      } finally {
        await scratch.drop();
      }
    });
  });
});
