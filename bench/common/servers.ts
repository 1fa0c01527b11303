/**
 * The servers under load, in a child process of the bench (so the load generator does not share their
 * event loop): two instances of the real Bankshift server on the bench database, one with the count cache
 * off (COUNT_CACHE_SECONDS=0) and one with the default cache, and (for the skills bench) a plain Feathers
 * KnexService over the same table. Counts the SQL statements each answered request sent, by kind, and the
 * process's CPU. Driven over IPC by children.ts; BENCH_RESOURCE names the list measured (skills, jobs),
 * BENCH_PLAIN=1 adds the plain service, BENCH_SEED_SHIFTS=0 seeds the demo data without its shifts,
 * BENCH_COUNT_CACHE_SECONDS sets the cached instance's COUNT_CACHE_SECONDS (the server's default when unset; the
 * smoke run shortens it, as the cached instance is measured for at least the cache's life).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto, { type KeyObject } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AuthenticationService } from '@feathersjs/authentication';
import { feathers, type HookContext } from '@feathersjs/feathers';
import { bodyParser, errorHandler, koa, rest } from '@feathersjs/koa';
import { KnexService } from '@feathersjs/knex';
import knexFactory, { type Knex } from 'knex';
import { createServer, type Server } from '../../server/app';
import { AUTH_PATH } from '../../server/authentication';
import { configFromEnv } from '../../server/config';
import { seedDemo } from '../../server/db/seed';
import { withAppName } from './db';
import {
  APP_NAMES,
  classify,
  type Captured,
  type FromChild,
  type StatementCounts,
  type Taken,
  type ToChild,
  type VariantName,
} from './protocol';

const databaseUrl = process.env.BENCH_DB_URL;
const RESOURCE = process.env.BENCH_RESOURCE ?? 'skills';
const WITH_PLAIN = process.env.BENCH_PLAIN === '1';
const SEED_SHIFTS = process.env.BENCH_SEED_SHIFTS !== '0';
if (!databaseUrl || !process.send) {
  console.error('bench/common/servers.ts is started by the bench (bench/common/children.ts)');
  process.exit(2);
}
const send = (m: FromChild) => process.send!(m);

// After a window closes the bench cancels the queries of requests it abandoned; the server logs each such
// cancellation as unexpected. Those are the bench's doing: count them instead of printing them.
const printError = console.error.bind(console);
let cancelledQueries = 0;
console.error = (...args: unknown[]) => {
  if (args.some((a) => (a as { code?: string } | null)?.code === '57014')) cancelledQueries++;
  else printError(...args);
};

const zero = (): StatementCounts => ({ auth: 0, page: 0, count: 0, other: 0 });

/** Each HTTP request's own statements: the request handler runs inside this store, and knex queries inherit it. */
const requestStatements = new AsyncLocalStorage<StatementCounts>();

/**
 * Counts, per answered request, the statements that request sent, by kind: so a figure is per request even
 * when statements and answers drift apart under saturation. Records every statement while a capture is on.
 */
function watch(knex: Knex, http: HttpServer, handlers: { busy: number }) {
  let taken: Omit<Taken, 'inFlight' | 'cpuMicros'> = { counts: zero(), requests: 0, issued: zero() };
  let inFlight = 0;
  let cpuFrom = process.cpuUsage();
  let captured: Captured[] | undefined;
  knex.on('query', (q: { sql: string; bindings?: unknown[] }) => {
    const kind = classify(q.sql);
    taken.issued[kind]++;
    const mine = requestStatements.getStore();
    if (mine) mine[kind]++;
    captured?.push({ sql: q.sql, bindings: q.bindings ?? [] });
  });
  // Run the server's own request listeners (Koa, and socket.io's wrapper) inside the request's store.
  const listeners = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const mine = zero();
    inFlight++;
    res.once('close', () => {
      inFlight--;
      // Answered requests only; what the bench abandoned (and cancelled) does not count.
      if (!res.writableFinished || res.statusCode >= 300) return;
      taken.requests++;
      for (const k of Object.keys(mine) as (keyof StatementCounts)[]) taken.counts[k] += mine[k];
    });
    requestStatements.run(mine, () => {
      for (const listener of listeners) listener.call(http, req, res);
    });
  });
  return {
    // A request the client gave up on is still worked on (its queries wait for the pool) until its handler ends.
    inFlight: () => Math.max(inFlight, handlers.busy),
    take(): Taken {
      const cpu = process.cpuUsage(cpuFrom);
      cpuFrom = process.cpuUsage();
      const out = { ...taken, inFlight, cpuMicros: cpu.user + cpu.system };
      taken = { counts: zero(), requests: 0, issued: zero() };
      return out;
    },
    capture() {
      captured = [];
    },
    stopCapture(): Captured[] {
      const out = captured ?? [];
      captured = undefined;
      return out;
    },
  };
}

/**
 * Counts the Koa handlers still running: put first in the app's middleware before it listens (Koa composes its
 * middleware then), so it sees every request from its start to the end of its work, answered or abandoned.
 */
function trackHandlers(app: unknown) {
  const state = { busy: 0 };
  const middleware = (app as { middleware?: ((ctx: unknown, next: () => Promise<void>) => Promise<void>)[] })
    .middleware;
  if (!Array.isArray(middleware))
    throw new Error('the app under test is not a Koa app: its handlers cannot be tracked');
  middleware.unshift(async (_ctx, next) => {
    state.busy++;
    try {
      await next();
    } finally {
      state.busy--;
    }
  });
  return state;
}

async function listen(app: { listen(port: number, host: string): Promise<HttpServer> }) {
  const handlers = trackHandlers(app);
  const http = await app.listen(0, '127.0.0.1');
  if (!http.listening) await new Promise((resolve) => http.once('listening', resolve));
  return { http, handlers, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10);

/** The plain service: what `feathers generate service` gives for knex, paginate default 6, max 1000, no auth. */
async function startPlain(url: string, table: string) {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: poolMax } });
  const app = koa(feathers());
  app.use(errorHandler());
  app.use(bodyParser());
  app.configure(rest());
  app.use(`api/${table}`, new KnexService({ Model: knex, name: table, paginate: { default: 6, max: 1000 } }));
  // A query string cannot say null; the usual small hook turns the text 'null' into null (for $or[..][trustId]=null).
  const nulls = (v: unknown): unknown =>
    v === 'null'
      ? null
      : Array.isArray(v)
        ? v.map(nulls)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nulls(x)]))
          : v;
  app.service(`api/${table}`).hooks({
    before: {
      find: [
        async (context: HookContext) => {
          context.params.query = nulls(context.params.query) as typeof context.params.query;
        },
      ],
    },
  });
  return { knex, ...(await listen(app)) };
}

/**
 * What verifying an access token costs the server: through its own authentication service as configured
 * (a string secret), and with the same secret handed over as a KeyObject.
 */
async function timeJwt(server: Server, secret: string) {
  const auth = server.app.service(AUTH_PATH) as unknown as AuthenticationService;
  const token = await auth.createAccessToken({}, { subject: '1' });
  const key = crypto.createSecretKey(Buffer.from(secret));
  const time = async (secretOverride?: KeyObject) => {
    for (let i = 0; i < 200; i++) await auth.verifyAccessToken(token, {}, secretOverride);
    const n = 2000;
    const started = performance.now();
    for (let i = 0; i < n; i++) await auth.verifyAccessToken(token, {}, secretOverride);
    return ((performance.now() - started) * 1000) / n;
  };
  return { asConfigured: await time(), keyObject: await time(key) };
}

async function main() {
  const base = {
    ...configFromEnv({ COUNT_CACHE_SECONDS: process.env.BENCH_COUNT_CACHE_SECONDS }),
    consoleDir: '/nonexistent',
    host: '127.0.0.1',
    // Same secret on both instances, so one token signs in to either.
    authSecret: 'bench-' + crypto.randomBytes(12).toString('hex'),
  };
  const defaultCacheSeconds = base.countCacheSeconds;
  const nocache: Server = await createServer({
    ...base,
    databaseUrl: withAppName(databaseUrl!, APP_NAMES['ours-nocache']),
    countCacheSeconds: 0,
    fillHistorySeconds: 0,
  });
  const cached: Server = await createServer({
    ...base,
    databaseUrl: withAppName(databaseUrl!, APP_NAMES['ours-cache']),
  });
  await seedDemo(nocache.database.knex, 'bench', { shifts: SEED_SHIFTS });
  const plain = WITH_PLAIN ? await startPlain(withAppName(databaseUrl!, APP_NAMES.plain), RESOURCE) : undefined;
  const oursNocache = await listen(nocache.app);
  const oursCached = await listen(cached.app);

  const jwtVerifyMicros = await timeJwt(nocache, base.authSecret);

  const variants: Partial<Record<VariantName, { url: string; watch: ReturnType<typeof watch> }>> = {
    'ours-nocache': {
      url: `${oursNocache.url}/api/v3/${RESOURCE}`,
      watch: watch(nocache.database.knex, oursNocache.http, oursNocache.handlers),
    },
    'ours-cache': {
      url: `${oursCached.url}/api/v3/${RESOURCE}`,
      watch: watch(cached.database.knex, oursCached.http, oursCached.handlers),
    },
    ...(plain
      ? { plain: { url: `${plain.url}/api/${RESOURCE}`, watch: watch(plain.knex, plain.http, plain.handlers) } }
      : {}),
  };

  const close = async () => {
    await Promise.allSettled([nocache.close(), cached.close(), plain?.knex.destroy()]);
    if (cancelledQueries)
      console.log(`(bench servers: ${cancelledQueries} queries of abandoned requests were cancelled between runs)`);
    process.exit(0);
  };
  process.on('disconnect', () => void close());
  process.on('message', (raw) => {
    const m = raw as ToChild;
    if (m.cmd === 'take') send({ id: m.id, taken: variants[m.variant]!.watch.take() });
    else if (m.cmd === 'inflight') send({ id: m.id, inFlight: variants[m.variant]!.watch.inFlight() });
    else if (m.cmd === 'capture') {
      variants[m.variant]!.watch.capture();
      send({ id: m.id });
    } else if (m.cmd === 'captured') send({ id: m.id, captured: variants[m.variant]!.watch.stopCapture() });
    else if (m.cmd === 'close') void close();
  });
  send({
    ready: true,
    urls: Object.fromEntries(Object.entries(variants).map(([k, v]) => [k, v!.url])) as Record<VariantName, string>,
    authUrl: `${oursNocache.url}/api/v3/authentication`,
    defaultCacheSeconds,
    poolMax,
    jwtVerifyMicros,
  });
}

main().catch((error) => {
  console.error('bench servers failed to start:', error);
  process.exit(1);
});
