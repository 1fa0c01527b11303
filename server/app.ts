/** The API application: Feathers on Koa, REST and socket.io, every service mounted, the console served. */
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { feathers } from '@feathersjs/feathers';
import { BadRequest, FeathersError, NotFound } from '@feathersjs/errors';
import { bodyParser, koa, rest, serveStatic } from '@feathersjs/koa';
import socketio from '@feathersjs/socketio';
import type { Context, Next } from 'koa';
import { configureAuthentication } from './authentication';
import { configureChannels } from './channels';
import { configureDispatch } from './dispatch';
import type { Config } from './config';
import type { Application } from './declarations';
import { openDatabase, type Database } from './db/connection';
import { migrate } from './db/migrate';
import { mapErrors } from './errors';
import { isInheritedName, refuseInheritedQueryNames, refuseUnsafeInput } from './hooks/plainInput';
import { createFileStore } from './files';
import { createMailer } from './mail';
import { mountResources } from './resources';
import { HistoryCache } from './services/matching/historyCache';
import { Clock } from './clock';
import { Scheduler } from './scheduler';
import { configureCaches } from './caches';
import { closeSync, configureSync } from './sync';
import { SHIFT_RESOURCE_SERVICES } from './services/jobs';
import { RATE_RESOURCE_SERVICES } from './services/rates';
import { readEvidenceUpload, registerRightToWorkExpiry, STAFF_RESOURCE_SERVICES } from './services/staff';
import { registerFillPredictionRefresh } from './services/matching/fillPredictionRefresh';
import { registerReports } from './services/reports';
import { reportLinks } from './services/reports/links';
import { TRUST_RESOURCE_SERVICES } from './services/trust';
import { SKILL_RESOURCE_SERVICES } from './services/skills';
import { registerFulfilment } from './services/jobs/fulfilment';
import { registerAutoIncrease } from './services/rates/autoIncrease';
import { publishChat } from './services/chat';
import { mountServices } from './services/mount';
import { SERVICE_ENTRIES } from './services/registry';
import { readAvatarUpload } from './services/avatar';
import { readLogoUpload } from './services/trust/logoService';
import { securityHeaders } from './securityHeaders';

/** Koa's own errors (a malformed JSON body, say) and Feathers errors answer as JSON; the rest hide their internals. */
function errorHandler() {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.body === undefined && ctx.path.startsWith('/api/')) throw new NotFound(`Path ${ctx.path} not found`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what Koa or a middleware threw, read field by field below
    } catch (error: any) {
      if (error instanceof FeathersError) {
        ctx.status = error.code;
        ctx.body = error.toJSON();
        return;
      }
      const status = Number(error?.status ?? error?.statusCode);
      if (status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = {
          name: status === 400 ? 'BadRequest' : 'Error',
          code: status,
          message: error.expose ? error.message : 'The request could not be read',
        };
        return;
      }
      console.error('Unexpected error', error);
      ctx.status = 500;
      ctx.body = {
        name: 'GeneralError',
        code: 500,
        message: 'Something went wrong on the server. The error has been logged.',
      };
    }
  };
}

/**
 * Serves the built console, with index.html for every route of the single-page app. A script or stylesheet goes out
 * as the brotli or gzip copy the build made beside it (scripts/precompress.ts), whichever the browser accepts; the
 * files under assets/ are named by their content, so a browser keeps them for a year and never asks again.
 */
function serveConsole(app: Application, dir: string) {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return;
  const assets = path.join(dir, 'assets') + path.sep;
  const setHeaders = (res: http.ServerResponse, file: string) => {
    res.setHeader('Vary', 'Accept-Encoding');
    if (file.startsWith(assets)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  };
  app.use(serveStatic(dir, { index: false, maxage: 0, setHeaders }));
  app.use(async (ctx: Context, next: Next) => {
    await next();
    if (
      ctx.body !== undefined ||
      ctx.method !== 'GET' ||
      ctx.path.startsWith('/api/') ||
      ctx.path.startsWith('/socket.io')
    )
      return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(index);
  });
}

/** How long requests in flight may take to finish when the server stops, before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking work: sockets are disconnected (their clients reconnect, to another instance in a rolling restart),
 * and the HTTP server closes once the requests in flight are answered, or after SHUTDOWN_GRACE_MS. Feathers' own
 * teardown waited for every open connection, so a connected socket kept a stopping server up for good.
 */
async function stopServing(app: Application) {
  // socket.io's server, as Feathers' socket.io transport keeps it on the app.
  const { io } = app as unknown as { io?: { disconnectSockets(close: boolean): void; engine: { close(): void } } };
  io?.disconnectSockets(true);
  io?.engine.close();
  const http = (app as unknown as { server?: import('node:http').Server }).server;
  const cut = setTimeout(() => http?.closeAllConnections(), SHUTDOWN_GRACE_MS);
  try {
    await app.teardown();
  } finally {
    clearTimeout(cut);
  }
}

export interface Server {
  app: Application;
  database: Database;
  /** Listens, and answers once the port is bound (port 0: any free one), or fails with why (EADDRINUSE...). */
  listen(port: number, host: string): Promise<{ http: http.Server; port: number }>;
  close(): Promise<void>;
}

/** What Node's HTTP parser refuses before the app sees it, answered as the app answers (JSON with a message). */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request line and headers are too long (at most 16 KB): send fewer or shorter query parameters',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};

function answerClientError(error: Error & { code?: string }, socket: import('node:stream').Duplex) {
  if (!socket.writable) return socket.destroy();
  const [code, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request could not be read',
  ];
  const body = JSON.stringify({ name: code === 400 ? 'BadRequest' : 'Error', code, message });
  socket.end(
    `HTTP/1.1 ${code} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Idle keep-alive connections are closed by the server only well after its clients (browsers, proxies, fetch)
 * drop them: with Node's default of 5 s, a client reusing a connection as the server closed it got ECONNRESET.
 * A request Node cannot read (headers over 16 KB, say) gets an answer with a message, not a bare status line.
 */
async function configureHttpServer(context: { server?: unknown }, next: () => Promise<void>) {
  if (context.server instanceof http.Server) {
    context.server.keepAliveTimeout = 65_000;
    context.server.headersTimeout = 66_000;
    context.server.on('clientError', answerClientError);
  }
  await next();
}

/**
 * Feathers' router keeps a path's segments as keys of plain objects, so a segment named like an inherited property
 * (/skills/constructor) found Object's own and failed with a TypeError (a 500 over REST and socket.io alike): no
 * service or id has such a name, so such a path finds nothing (404).
 */
function refuseInheritedNamesInPaths(app: Application) {
  const lookup = app.lookup.bind(app);
  // Feathers' own lookup answers null for a path it cannot find, though its type does not say so.
  app.lookup = (path: string) => (String(path).split('/').some(isInheritedName) ? null! : lookup(path));
}

export async function createServer(config: Config, opts: { database?: Database } = {}): Promise<Server> {
  const database = opts.database ?? (await openDatabase(config));
  await migrate(database.knex);

  const app: Application = koa(feathers());
  app.set('config', config);
  app.set('database', database);
  app.set('mailer', createMailer(config));
  app.proxy = process.env.TRUST_PROXY === '1';
  // A browser that goes away while a file is sent (a closed tab) is not an error of ours: Koa's own logging else.
  app.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') (app as unknown as { onerror(e: Error): void }).onerror(error);
  });

  app.use(securityHeaders());
  app.use(errorHandler());
  app.use(async (ctx: Context, next: Next) => {
    ctx.feathers = { ...ctx.feathers, ip: ctx.ip } as typeof ctx.feathers;
    return next();
  });
  app.use(
    bodyParser({
      jsonLimit: '1mb',
      onError(error: Error & { status?: number }, ctx: Context) {
        if (error.status === 413) {
          // The rest of the body is never read: the connection closes with the answer, else it hung for a minute.
          ctx.set('Connection', 'close');
          throw Object.assign(new Error('The request body is too large (at most 1 MB)'), { status: 413, expose: true });
        }
        throw new BadRequest(`The request body is not valid JSON: ${error.message}`);
      },
    }),
  );
  app.use(refuseInheritedQueryNames());
  app.use(readAvatarUpload());
  app.use(readEvidenceUpload());
  app.use(readLogoUpload());
  // The file store needs the auth secret, known only once authentication is configured below.
  app.use((ctx, next) => app.get('files').handle(ctx, next));
  serveConsole(app, config.consoleDir);
  app.configure(rest());
  refuseInheritedNamesInPaths(app);
  app.configure(
    socketio({ cors: { origin: false }, maxHttpBufferSize: 1e6 }, (io) => {
      io.use((socket, next) => {
        (socket as unknown as { feathers: { ip?: string } }).feathers.ip = socket.handshake.address;
        next();
      });
      configureDispatch(app, io);
    }),
  );
  app.hooks({ before: { all: [refuseUnsafeInput] }, error: { all: [mapErrors] } });
  app.hooks({ setup: [configureHttpServer] });

  const clock = new Clock();
  const scheduler = new Scheduler(database.knex, clock, { leaseMs: config.schedulerLeaseMs });
  app.set('clock', clock);
  app.set('scheduler', scheduler);
  app.set('fillHistory', new HistoryCache(database.knex, clock, config.fillHistorySeconds * 1000));

  // Before any service is mounted: the sync wraps each service's events as it is registered.
  await configureSync(app, config.redisUrl, config.redisSyncKey);
  await configureCaches(app);
  await configureAuthentication(app);
  app.set('files', createFileStore(config, app.get('authentication').secret as string));
  app.set('reportLinks', reportLinks(app.get('authentication').secret as string));
  // Every service: the declared resources, then every other one (services/registry.ts).
  const defs = await mountResources(app, {
    ...SHIFT_RESOURCE_SERVICES,
    ...RATE_RESOURCE_SERVICES,
    ...STAFF_RESOURCE_SERVICES,
    ...TRUST_RESOURCE_SERVICES,
    ...SKILL_RESOURCE_SERVICES,
  });
  mountServices(app, SERVICE_ENTRIES);
  registerFulfilment(app, scheduler, clock);
  registerAutoIncrease(app, scheduler, clock);
  registerRightToWorkExpiry(app, scheduler, clock);
  // Servers with a poller only: tests run timed work at the clock they set.
  await registerFillPredictionRefresh(app, scheduler, clock, config.schedulerPollMs > 0);
  await registerReports(app, scheduler, clock, config.schedulerPollMs > 0);
  publishChat(app);
  configureChannels(app, defs);
  scheduler.start(config.schedulerPollMs);

  return {
    app,
    database,
    async listen(port, host) {
      // Feathers' listen answers before Node has bound the port; a port in use is only an 'error' event after it.
      const listener = await app.listen(port, host);
      try {
        if (!listener.listening) await once(listener, 'listening');
      } catch (error) {
        // Never listening, it has nothing to close (and Node refuses to close it).
        (app as unknown as { server?: unknown }).server = undefined;
        throw error;
      }
      return { http: listener, port: (listener.address() as AddressInfo).port };
    },
    async close() {
      await scheduler.stop();
      await stopServing(app);
      await closeSync(app);
      await app.get('mailer').close();
      await app.get('files').close();
      await app.get('fillHistory').recounted();
      if (!opts.database) await database.close();
    },
  };
}
