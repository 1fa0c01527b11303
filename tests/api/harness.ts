/**
 * Starts a real server for one test file: an in-memory PGlite database, or a scratch database on the
 * PostgreSQL of TEST_DATABASE_URL. The demo data is seeded (copied from the suite's template when there is one);
 * tests talk to it over HTTP.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import type { Account } from '../../domain/account';
import { createServer, type Server } from '../../server/app';
import type { Config } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { seedDemo } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { testConfig } from './templates';
import { scratchPostgres, type Scratch } from '../support/scratchPostgres';

export const ENGINE = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface Harness {
  server: Server;
  url: string;
  config: Config;
  /** The scratch PostgreSQL database of this harness, if any. */
  scratch?: Scratch;
  signIn(email: string, password?: string): Promise<Session>;
  close(): Promise<void>;
}

export interface Reply<T = any> {
  status: number;
  body: T;
}

export interface Session {
  token: string;
  account: Account;
  /** The role id of the account's first role of this type (or its only role). */
  roleOf(type?: string, trustName?: string): number;
  call<T = any>(
    method: string,
    path: string,
    opts?: { role?: number | null; query?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
}

const dumps = new Map<string, Blob>();
/** A PGlite template's dump, read once per process. */
function templateDump(file: string): Blob {
  if (!dumps.has(file)) dumps.set(file, new Blob([fs.readFileSync(file)]));
  return dumps.get(file)!;
}

/**
 * keepDatabase: closing leaves the database for a later harness (a restart); reuse: start on that harness's
 * database again.
 */
export async function startHarness(
  overrides: Partial<Config> = {},
  opts: { keepDatabase?: boolean; reuse?: Harness; withShifts?: boolean } = {},
): Promise<Harness> {
  // A new database starts as a copy of the suite's seeded template, when the suite made one (tests/api/globalSetup.ts).
  const templates = opts.reuse ? undefined : inject('databaseTemplates');
  const template = templates && (opts.withShifts ? templates.withShifts : templates.plain);
  const baseUrl = process.env.TEST_DATABASE_URL;
  const copied = baseUrl && templates?.engine === 'postgres' ? template : undefined;
  const scratch = opts.reuse ? opts.reuse.scratch : baseUrl ? await scratchPostgres(baseUrl, copied) : undefined;
  const config = testConfig({
    databaseUrl: scratch?.url,
    ...(opts.reuse && { authSecret: opts.reuse.config.authSecret }),
    ...overrides,
  });
  const dump =
    templates?.engine === 'pglite' && config.inMemory && !config.databaseUrl ? templateDump(template!) : undefined;
  const database = await openDatabase(config, { from: dump });
  const server = await createServer(config, { database });
  if (!copied && !dump) await seedDemo(database.knex, 'test', { shifts: opts.withShifts ?? false });
  const { port } = await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;

  const request = async (
    method: string,
    path: string,
    token: string | undefined,
    query: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> => {
    // A path is under /api/v3 unless it names its own version (/api/v1/...).
    const res = await fetch(`${url}${path.startsWith('/api/') ? path : `/api/v3/${path}`}${query ? `?${query}` : ''}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  return {
    server,
    url,
    config,
    scratch,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await request('POST', 'authentication', undefined, '', { strategy: 'local', email, password });
      if (res.status !== 201) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      const { accessToken: token, user: account } = res.body as { accessToken: string; user: Account };
      const roleOf = (type?: string, trustName?: string) => {
        const r = account.newUserRoles.find(
          (x) => (!type || x.roleType === type) && (!trustName || x.trustName === trustName),
        );
        if (!r) throw new Error(`${email} holds no role ${type ?? ''} ${trustName ?? ''}`);
        return r.roleId;
      };
      const defaultRole = account.newUserRoles[0]?.roleId;
      return {
        token,
        account,
        roleOf,
        call(method, path, opts = {}) {
          const role = opts.role === undefined ? defaultRole : opts.role;
          const query = [role === null ? '' : `role=${role}`, opts.query ?? ''].filter(Boolean).join('&');
          return request(method, path, token, query, opts.body, opts.headers);
        },
      };
    },
    async close() {
      await server.close();
      await database.close();
      if (!opts.keepDatabase) await scratch?.drop();
    },
  };
}

/** A raw call with no session. */
export async function anonymous(
  h: Harness,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${h.url}/api/v3/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}
