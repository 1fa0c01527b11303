/**
 * npm run bench:chat: chat message delivery to 1,000 signed-in sockets, through two server processes sharing
 * events through Redis (feathers-sync), against the same load on one process without Redis, in one run.
 *
 * Makes a scratch database bankshift_bench_chat; starts `server/main.ts` processes as a deployment runs them
 * (bench/chat/procs.ts); adds 1,000 bench nurses and 10 group rooms of 100 (SQL); signs every nurse in
 * over HTTP. Then, for each configuration: starts its server process(es), opens one socket per nurse from
 * separate receiver processes (each room's sockets spread over both instances), and has a sender process post
 * 100 messages a second for 30 s over HTTP (alternating between the instances), each carrying its send time.
 * Every receiving socket records its arrival; the bench counts what is missing, duplicated or misdelivered.
 * Writes the chat section of bench/RESULTS.md; drops the database.
 *
 * Settings (environment): BENCH_DATABASE_URL, REDIS_URL (redis://127.0.0.1:6379), BENCH_CHAT_SOCKETS (1000),
 * BENCH_CHAT_ROOMS (10), BENCH_CHAT_RATE (100 messages/s), BENCH_CHAT_SECONDS (30), BENCH_CHAT_RECEIVERS (2 processes),
 * BENCH_CHAT_CONFIGS (single,redis-two,redis-one), BENCH_QUIET_MAX_SECONDS (90), BENCH_RESULTS.
 */
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { waitForQuiet } from '../common/cpu';
import {
  ADMIN_URL,
  backendPids,
  benchDatabaseName,
  connectAdmin,
  quiet,
  redact,
  scratchDatabase,
  withAppName,
} from '../common/db';
import { signIn } from '../common/lists';
import { elapsedSeconds, log, sleep } from '../common/log';
import { gitCommit, machineFacts } from '../common/machine';
import { checkRedis, REDIS_URL, tapChannel } from '../common/redis';
import { defaultResultsFile } from '../common/results';
import { insertNurses, trustRoleId } from '../common/users';
import type { PlannedMessage, Receipts, Sent, SocketSpec } from './clients';
import {
  ClientProcess,
  cpuByName,
  cpuDelta,
  machineCpu,
  processCpuSeconds,
  startServer,
  type ServerProcess,
} from './procs';
import { writeChatResults, type ConfigResult } from './report';

const COMMAND = 'npm run bench:chat';
const DB_NAME = benchDatabaseName('bankshift_bench_chat');
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const ROOMS = Number(process.env.BENCH_CHAT_ROOMS ?? 10);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const RECEIVERS = Number(process.env.BENCH_CHAT_RECEIVERS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_CHAT_WARMUP_SECONDS ?? 5);
const DRAIN_MAX_SECONDS = 20;
const RESULTS = defaultResultsFile();
const AUTH_SECRET = 'bench-chat-' + crypto.randomBytes(12).toString('hex');

export type ConfigKey = 'single' | 'redis-two' | 'redis-one';
export const CONFIGS: Record<ConfigKey, { instances: number; redis: boolean; label: string }> = {
  single: { instances: 1, redis: false, label: 'one server process, no Redis (baseline)' },
  'redis-two': {
    instances: 2,
    redis: true,
    label: 'two server processes sharing events through Redis (feathers-sync)',
  },
  'redis-one': {
    instances: 1,
    redis: true,
    label: 'one server process with REDIS_URL (every event still makes the Redis round trip)',
  },
};
const CONFIG_ORDER = (process.env.BENCH_CHAT_CONFIGS ?? 'single,redis-two,redis-one').split(',') as ConfigKey[];
for (const key of CONFIG_ORDER)
  if (!CONFIGS[key])
    throw new Error(`unknown configuration ${key} in BENCH_CHAT_CONFIGS (${Object.keys(CONFIGS).join(', ')})`);
for (const [name, v] of Object.entries({ SOCKETS, ROOMS, RATE, SECONDS, RECEIVERS })) {
  if (!Number.isInteger(v) || v < 1)
    throw new Error(`BENCH_CHAT_${name} must be a whole number of at least 1, not ${v}`);
}
if (!Number.isInteger(WARMUP_SECONDS) || WARMUP_SECONDS < 0)
  throw new Error(`BENCH_CHAT_WARMUP_SECONDS must be a whole number, not ${WARMUP_SECONDS}`);
if (SOCKETS < 2 * ROOMS) throw new Error('BENCH_CHAT_SOCKETS must give every room at least two members');

interface User {
  idx: number;
  userId: number;
  email: string;
  token: string;
  roleId: number;
  room: number;
}

function percentiles(values: ArrayLike<number>) {
  const sorted = Float64Array.from(values as ArrayLike<number>).sort();
  const at = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    n: sorted.length,
  };
}

const TABLES = ['chat_messages', 'chat_rooms', 'chat_participants', 'notification_requests', 'notifications'];
async function tableWrites(pool: pg.Pool) {
  const { rows } = await pool.query(
    `select relname, n_tup_ins + n_tup_upd as w from pg_stat_user_tables where relname = any($1)`,
    [TABLES],
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.w)])) as Record<string, number>;
}

async function main() {
  const admin = await connectAdmin(COMMAND);
  await checkRedis(COMMAND);
  let db: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let setup: pg.Pool | undefined;
  const running: { instances: ServerProcess[]; clients: ClientProcess[] } = { instances: [], clients: [] };
  const stopAll = async () => {
    await Promise.allSettled(running.clients.map((c) => c.close()));
    await Promise.allSettled(running.instances.map((i) => i.stop()));
    running.clients = [];
    running.instances = [];
  };
  // Whatever ends this process (an uncaught error, process.exit), no server or client process outlives it.
  process.once('exit', () => {
    for (const i of running.instances) if (i.process.exitCode === null) i.process.kill('SIGKILL');
    for (const c of running.clients) if (c.child.exitCode === null) c.child.kill('SIGKILL');
  });
  const cleanup = async () => {
    await stopAll();
    await setup?.end().catch(() => undefined);
    setup = undefined;
    await db?.drop().catch((e) => console.error('could not drop the bench database:', e.message));
    await admin.end().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and clients, dropping the bench database`);
      void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  const instanceEnv = (redis: boolean, syncKey: string, seed: boolean) => ({
    DATABASE_URL: withAppName(db!.url, 'bench-chat-server'),
    AUTH_SECRET,
    SEED_DEMO: seed ? '1' : '0',
    SCHEDULER_POLL_MS: '0',
    ...(redis ? { REDIS_URL, REDIS_SYNC_KEY: syncKey } : { REDIS_URL: '' }),
  });

  let invalid = 0;
  try {
    log(`PostgreSQL reachable at ${redact(ADMIN_URL)}, Redis at ${REDIS_URL}; (re)creating database ${DB_NAME}`);
    db = await scratchDatabase(admin, DB_NAME);
    const commit = gitCommit();

    // Schema and demo data through a first server process, then the bench's nurses and rooms with SQL.
    log('starting two server processes to migrate, seed the demo data and sign the nurses in');
    running.instances = [await startServer(instanceEnv(false, '', true))];
    running.instances.push(await startServer(instanceEnv(false, '', false)));
    setup = quiet(new pg.Pool({ connectionString: withAppName(db.url, 'bench-setup'), max: 4 }));
    const client = await setup.connect();
    const perRoom = Math.floor(SOCKETS / ROOMS);
    let users: User[];
    let rooms: string[];
    try {
      const nurseRole = await trustRoleId(client, 'Northfield NHS Trust', 'NURSE');
      const ids = await insertNurses(client, SOCKETS, 'chat-nurse', [nurseRole]);
      const trustId = (await client.query(`select id from trusts where name = 'Northfield NHS Trust'`)).rows[0].id;
      rooms = [];
      for (let k = 0; k < ROOMS; k++) {
        const room = (
          await client.query(
            `insert into chat_rooms ("trustId", "isGroupChat", "chatTitle") values ($1, true, $2) returning id`,
            [trustId, `Bench ward team ${k + 1}`],
          )
        ).rows[0].id as string;
        rooms.push(room);
        await client.query(`insert into chat_participants ("roomId", "userId") select $1, unnest($2::int[])`, [
          room,
          ids.slice(k * perRoom, (k + 1) * perRoom),
        ]);
      }
      users = ids.slice(0, perRoom * ROOMS).map((userId, idx) => ({
        idx,
        userId,
        email: `chat-nurse${idx + 1}@bench.test`,
        token: '',
        roleId: 0,
        room: Math.floor(idx / perRoom),
      }));
      // insertNurses numbers emails from 1 in id order.
      const emails = (await client.query(`select id, email from users where id = any($1)`, [ids])).rows;
      const byId = new Map(emails.map((r) => [Number(r.id), r.email as string]));
      for (const u of users) u.email = byId.get(u.userId)!;
    } finally {
      client.release();
    }
    const signStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        while (next < users.length) {
          const u = users[next++];
          const s = await signIn(`${running.instances[w % 2].url}/api/v3/authentication`, u.email);
          if (s.userId !== u.userId) throw new Error(`signed in as ${s.userId}, expected ${u.userId}`);
          u.token = s.token;
          u.roleId = s.roleId;
        }
      }),
    );
    const signInSeconds = (performance.now() - signStart) / 1000;
    log(`${users.length} nurses in ${ROOMS} rooms of ${perRoom}; signed in over HTTP in ${signInSeconds.toFixed(0)} s`);
    await stopAll();

    const results: ConfigResult[] = [];
    for (const key of CONFIG_ORDER) {
      const config = CONFIGS[key];
      if (!config) throw new Error(`unknown configuration ${key} in BENCH_CHAT_CONFIGS`);
      log(`configuration ${key}: ${config.label}`);
      // Every configuration starts from the same state: everyone has read everything.
      const everyoneHasRead = () =>
        setup!.query(
          `update chat_participants p set archived = false, "lastReadId" = (select max(id) from chat_messages m where m."roomId" = p."roomId")`,
        );
      await everyoneHasRead();
      const syncKey = `bankshift-bench-${crypto.randomBytes(6).toString('hex')}`;
      for (let i = 0; i < config.instances; i++)
        running.instances.push(await startServer(instanceEnv(config.redis, syncKey, false)));
      const instances = running.instances;
      const tap = config.redis ? await tapChannel(syncKey) : undefined;

      const receivers = await Promise.all(Array.from({ length: RECEIVERS }, () => ClientProcess.start('receiver')));
      const sender = await ClientProcess.start('sender');
      running.clients = [...receivers, sender];
      const instanceOf = (u: User) => u.idx % instances.length;
      const connectStart = performance.now();
      const connectTimes = (
        await Promise.all(
          receivers.map((r, p) =>
            r.call<{ times: number[] }>(
              {
                cmd: 'connect',
                parallel: 25,
                sockets: users
                  .filter((u) => u.idx % RECEIVERS === p)
                  .map((u): SocketSpec => ({ idx: u.idx, url: instances[instanceOf(u)].url, token: u.token })),
              },
              300_000,
            ),
          ),
        )
      ).flatMap((r) => r.times);
      const connectSeconds = (performance.now() - connectStart) / 1000;
      log(
        `  ${connectTimes.length} sockets signed in over ${instances.length} instance(s) in ${connectSeconds.toFixed(1)} s`,
      );
      await sleep(2000);

      // The plan: message seq goes to room seq % ROOMS, from a member of that room, through instance seq % instances.
      const total = RATE * SECONDS;
      const members = rooms.map((_, k) => users.filter((u) => u.room === k));
      const senderOf = (seq: number) => members[seq % ROOMS][(Math.floor(seq / ROOMS) * 7) % perRoom];
      const planOf = (count: number): PlannedMessage[] =>
        Array.from({ length: count }, (_, seq) => {
          const u = senderOf(seq);
          return {
            seq,
            url: instances[seq % instances.length].url,
            token: u.token,
            roleId: u.roleId,
            roomId: rooms[seq % ROOMS],
          };
        });
      const plan = planOf(total);
      /** Waits for what is still on its way: until `expected` events arrived, or nothing more came for 3 s (DRAIN_MAX_SECONDS at most). */
      const drain = async (expected: number) => {
        let received = 0;
        let still = 0;
        const drainStart = performance.now();
        while ((performance.now() - drainStart) / 1000 < DRAIN_MAX_SECONDS) {
          const counts = await Promise.all(receivers.map((r) => r.call<{ received: number }>({ cmd: 'received' })));
          const now = counts.reduce((a, c) => a + c.received, 0);
          if (now >= expected) return;
          still = now === received ? still + 1 : 0;
          received = now;
          if (still >= 6) return;
          await sleep(500);
        }
      };

      // The warm-up: the same load on the servers just started, counted apart; then everyone has read everything again.
      let warmup: ConfigResult['warmup'];
      if (WARMUP_SECONDS > 0) {
        const tag = `${key}-warmup`;
        await Promise.all(receivers.map((r) => r.call({ cmd: 'reset', tag })));
        log(`  warming up: ${RATE * WARMUP_SECONDS} messages at ${RATE}/s for ${WARMUP_SECONDS} s, not counted`);
        const { sent: warmSent } = await sender.call<{ sent: Sent[] }>(
          {
            cmd: 'send',
            tag,
            rate: RATE,
            messages: planOf(RATE * WARMUP_SECONDS),
            maxInFlight: 2000,
            deadlineMs: WARMUP_SECONDS * 1000 + 30_000,
          },
          (WARMUP_SECONDS + 120) * 1000,
        );
        const warmCreated = warmSent.filter((s) => s.status === 201).length;
        await drain(warmCreated * perRoom);
        const warm = await Promise.all(
          receivers.map((r) => r.call<{ receipts: Receipts }>({ cmd: 'reset', tag: key })),
        );
        const latencies = warm.flatMap((w) => w.receipts.latencyMicros.map((us) => us / 1000));
        warmup = {
          seconds: WARMUP_SECONDS,
          created: warmCreated,
          planned: RATE * WARMUP_SECONDS,
          delivered: latencies.length,
          expected: warmCreated * perRoom,
          latency: percentiles(latencies),
        };
        log(
          `  warm-up: ${warmCreated} messages, deliveries p50 ${warmup.latency.p50.toFixed(1)} p95 ${warmup.latency.p95.toFixed(1)} max ${warmup.latency.max.toFixed(0)} ms`,
        );
        await everyoneHasRead();
      }

      const ourBackends = async () => {
        const out = new Map<number, number>();
        for (const pid of await backendPids(admin, DB_NAME)) out.set(pid, processCpuSeconds(pid) ?? 0);
        return out;
      };
      const selfCpu = () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1e6;
      };
      const quietBefore = await waitForQuiet(0.4);
      if (quietBefore.waited > 2.5)
        log(
          `  waited ${quietBefore.waited.toFixed(0)} s for the machine to be quiet (last sample ${quietBefore.busy.toFixed(2)} cores busy)`,
        );
      const writesBefore = await tableWrites(setup);
      const before = {
        at: performance.now(),
        servers: instances.map((i) => processCpuSeconds(i.process.pid!) ?? 0),
        postgres: await ourBackends(),
        redis: cpuByName('redis-server'),
        clients: await Promise.all(running.clients.map((c) => c.call<{ cpuMicros: number }>({ cmd: 'cpu' }))),
        self: selfCpu(),
        machine: machineCpu(),
      };
      tap?.take();
      log(`  sending ${total} messages at ${RATE}/s for ${SECONDS} s`);
      const sendStart = performance.now();
      const { sent, cpuMicros: senderCpu } = await sender.call<{ sent: Sent[]; cpuMicros: number }>(
        { cmd: 'send', tag: key, rate: RATE, messages: plan, maxInFlight: 2000, deadlineMs: SECONDS * 1000 + 30_000 },
        (SECONDS + 120) * 1000,
      );
      const sendSeconds = (performance.now() - sendStart) / 1000;
      const created = sent.filter((s) => s.status === 201);
      const expectedOthers = created.length * (perRoom - 1);
      const expectedAll = created.length * perRoom; // each sender's own socket gets its message too
      await drain(expectedAll);
      const after = {
        at: performance.now(),
        servers: instances.map((i) => processCpuSeconds(i.process.pid!) ?? 0),
        postgres: await ourBackends(),
        redis: cpuByName('redis-server'),
        clients: await Promise.all(running.clients.map((c) => c.call<{ cpuMicros: number }>({ cmd: 'cpu' }))),
        self: selfCpu(),
        machine: machineCpu(),
      };
      const windowSeconds = (after.at - before.at) / 1000;
      const redisTraffic = tap?.take();
      tap?.close();
      const collected = await Promise.all(
        receivers.map((r) => r.call<{ receipts: Receipts }>({ cmd: 'collect' }, 120_000)),
      );
      // The servers' backends report their table statistics when they end (an idle one may hold them for 10 s).
      await stopAll();
      await sleep(500);
      const writesAfter = await tableWrites(setup);

      // Account for every message: each 201 must reach every other member's socket exactly once, and no one else.
      const bySeq = new Map(sent.map((s) => [s.seq, s]));
      const seen = new Uint8Array(total * users.length);
      const latOthers: number[] = [];
      const latSame: number[] = [];
      const latCross: number[] = [];
      let duplicates = 0;
      let misdelivered = 0;
      let echoes = 0;
      let fromFailedSends = 0;
      const slices = Math.ceil(SECONDS / 5);
      const bySlice: number[][] = Array.from({ length: slices }, () => []);
      let foreign = 0;
      let disconnects = 0;
      const otherEvents: Record<string, number> = {};
      for (const { receipts } of collected) {
        foreign += receipts.foreign;
        disconnects += receipts.disconnects;
        for (const [k, v] of Object.entries(receipts.otherEvents)) otherEvents[k] = (otherEvents[k] ?? 0) + v;
        for (let i = 0; i < receipts.seq.length; i++) {
          const seq = receipts.seq[i];
          const idx = receipts.idx[i];
          const ms = receipts.latencyMicros[i] / 1000;
          const s = bySeq.get(seq);
          if (!s || s.status !== 201) {
            fromFailedSends++;
            continue;
          }
          const cell = seq * users.length + idx;
          if (seen[cell]) {
            duplicates++;
            continue;
          }
          seen[cell] = 1;
          if (users[idx].room !== seq % ROOMS) {
            misdelivered++;
            continue;
          }
          if (users[idx].userId === senderOf(seq).userId) {
            echoes++;
            continue;
          }
          latOthers.push(ms);
          (instanceOf(users[idx]) === seq % instances.length ? latSame : latCross).push(ms);
          bySlice[Math.min(slices - 1, Math.floor(seq / RATE / 5))].push(ms);
        }
      }
      const missing = expectedOthers - latOthers.length;
      const http = percentiles(created.map((s) => s.httpMs));
      const attempted = sent.filter((s) => !s.error?.startsWith('not sent'));
      const late = percentiles(attempted.map((s) => s.late));
      const sendTimes = attempted.map((s) => s.sentAt);
      const sendSpan = (Math.max(...sendTimes) - Math.min(...sendTimes)) / 1000;
      const failures = sent.filter((s) => s.status !== 201);
      const clientCpu = after.clients.map((c, i) => (c.cpuMicros - before.clients[i].cpuMicros) / 1e6);
      const serverCpu = instances.map((_, i) => after.servers[i] - before.servers[i]);
      const pgCpu = cpuDelta(before.postgres, after.postgres);
      const redisCpu = cpuDelta(before.redis, after.redis);
      const machineBusy = after.machine.busy - before.machine.busy;
      const ownCpu =
        serverCpu.reduce((a, b) => a + b, 0) +
        pgCpu +
        redisCpu +
        clientCpu.reduce((a, b) => a + b, 0) +
        (after.self - before.self);
      const result: ConfigResult = {
        key,
        label: config.label,
        instances: instances.length,
        redis: config.redis,
        sockets: connectTimes.length,
        connectSeconds,
        connectP95: percentiles(connectTimes).p95,
        planned: total,
        sent: attempted.length,
        created: created.length,
        failures: failures.length,
        failureSample: failures[0]?.error,
        achievedRate: attempted.length > 1 ? (attempted.length - 1) / Math.max(0.001, sendSpan) : 0,
        sendSeconds,
        late,
        http,
        httpBySlice: Array.from(
          { length: slices },
          (_, k) => percentiles(created.filter((s) => Math.floor(s.seq / RATE / 5) === k).map((s) => s.httpMs)).p95,
        ),
        expectedOthers,
        deliveredOthers: latOthers.length,
        missing,
        duplicates,
        misdelivered,
        echoes,
        expectedEchoes: created.length,
        fromFailedSends,
        foreign,
        disconnects,
        otherEvents,
        latency: percentiles(latOthers),
        latencySame: percentiles(latSame),
        latencyCross: percentiles(latCross),
        latencyBySlice: bySlice.map((l) => percentiles(l).p95),
        cpu: {
          windowSeconds,
          servers: serverCpu,
          postgres: pgCpu,
          redis: redisCpu,
          receivers: clientCpu.slice(0, RECEIVERS),
          sender: clientCpu[RECEIVERS],
          bench: after.self - before.self,
          machineBusy,
          others: Math.max(0, machineBusy - ownCpu),
        },
        quietWait: quietBefore,
        senderCpuSeconds: senderCpu / 1e6,
        writesPerMessage: Object.fromEntries(
          TABLES.map((t) => [t, ((writesAfter[t] ?? 0) - (writesBefore[t] ?? 0)) / Math.max(1, created.length)]),
        ),
        redisTraffic,
        warmup,
        stale: collected.reduce((a, c) => a + c.receipts.stale, 0),
      };
      results.push(result);
      const bad = missing || duplicates || misdelivered || failures.length || disconnects;
      if (bad) invalid++;
      log(
        `  sent ${result.sent}/${total} (${result.achievedRate.toFixed(1)}/s, ${created.length} created, ${failures.length} failed${failures[0] ? `: ${failures[0].error}` : ''}); ` +
          `HTTP p50 ${http.p50.toFixed(1)} p95 ${http.p95.toFixed(1)} p99 ${http.p99.toFixed(1)} ms`,
      );
      log(
        `  delivered ${latOthers.length}/${expectedOthers} to other members (missing ${missing}, duplicates ${duplicates}, misdelivered ${misdelivered}, echoes ${echoes}/${created.length}, disconnects ${disconnects}); ` +
          `latency p50 ${result.latency.p50.toFixed(1)} p95 ${result.latency.p95.toFixed(1)} p99 ${result.latency.p99.toFixed(1)} max ${result.latency.max.toFixed(0)} ms; ` +
          `machine busy ${(machineBusy / windowSeconds).toFixed(2)} cores, of which others' ${(result.cpu.others / windowSeconds).toFixed(2)}`,
      );
      const errors = instances
        .flatMap((i) => i.log)
        .join('')
        .split('\n')
        .filter((l) => /error/i.test(l));
      if (errors.length) log(`  server log lines with "error": ${errors.length}, first: ${errors[0].slice(0, 300)}`);
    }

    const facts = await machineFacts(setup, commit);
    writeChatResults(RESULTS, {
      command: COMMAND,
      facts,
      sockets: users.length,
      rooms: ROOMS,
      perRoom,
      rate: RATE,
      seconds: SECONDS,
      receivers: RECEIVERS,
      signInSeconds,
      results,
      totalSeconds: elapsedSeconds(),
    });
    log(`wrote ${RESULTS}`);
  } finally {
    log('stopping the servers and clients, dropping the bench database');
    await cleanup();
  }
  if (invalid) {
    console.error(
      `\n${COMMAND}: ${invalid} configuration(s) lost, duplicated or misdelivered messages, or had failed sends; see ${RESULTS}.`,
    );
    process.exit(1);
  }
  log('done');
}

main().catch(async (error) => {
  console.error(`\n${COMMAND} failed:`, error);
  process.exit(1);
});
