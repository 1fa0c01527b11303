/** Writes the chat section of bench/RESULTS.md: delivery and latency per configuration, ratios to the baseline, CPU, reading. */
import { QUIET_MAX_SECONDS } from '../common/cpu';
import { factLines, type Facts } from '../common/machine';
import { writeSection } from '../common/results';

export interface Dist {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  n: number;
}

export interface ConfigResult {
  key: string;
  label: string;
  instances: number;
  redis: boolean;
  sockets: number;
  connectSeconds: number;
  connectP95: number;
  planned: number;
  sent: number;
  created: number;
  failures: number;
  failureSample?: string;
  achievedRate: number;
  sendSeconds: number;
  late: Dist;
  http: Dist;
  httpBySlice: number[];
  expectedOthers: number;
  deliveredOthers: number;
  missing: number;
  duplicates: number;
  misdelivered: number;
  echoes: number;
  expectedEchoes: number;
  fromFailedSends: number;
  foreign: number;
  disconnects: number;
  otherEvents: Record<string, number>;
  latency: Dist;
  latencySame: Dist;
  latencyCross: Dist;
  latencyBySlice: number[];
  cpu: {
    windowSeconds: number;
    servers: number[];
    postgres: number;
    redis: number;
    receivers: number[];
    sender: number;
    /** The bench's own process (it only waits and counts during the window). */
    bench: number;
    machineBusy: number;
    /** CPU seconds of everything else on the machine in the window. */
    others: number;
  };
  quietWait: { waited: number; busy: number };
  senderCpuSeconds: number;
  writesPerMessage: Record<string, number>;
  redisTraffic?: { messages: number; bytes: number };
  /** The warm-up before the measured window (BENCH_CHAT_WARMUP_SECONDS), counted apart. */
  warmup?: { seconds: number; planned: number; created: number; delivered: number; expected: number; latency: Dist };
  /** Warm-up messages that arrived in the measured window (not counted in it). */
  stale: number;
}

interface Data {
  command: string;
  facts: Facts;
  sockets: number;
  rooms: number;
  perRoom: number;
  rate: number;
  seconds: number;
  receivers: number;
  signInSeconds: number;
  results: ConfigResult[];
  totalSeconds: number;
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v < 1000 ? v.toFixed(1) : v.toFixed(0));
const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '–');
const int = (v: number) => v.toLocaleString('en');
const share = (cpuSeconds: number, window: number) => `${((cpuSeconds / window) * 100).toFixed(0)}%`;

function deliveryTable(d: Data, base: ConfigResult | undefined): string[] {
  const lines = [
    '| configuration | messages sent (201) / planned | send rate achieved | deliveries to other members: received / expected | missing | duplicates | misdelivered | delivery p50 / p95 / p99 / max ms | p95 ratio to baseline | p95 under 50 ms? | sender HTTP p50 / p95 / p99 / max ms | HTTP p95 ratio |',
    '|---|---|---:|---|---:|---:|---:|---|---:|:--:|---|---:|',
  ];
  for (const r of d.results) {
    const none = r.missing === 0 && r.duplicates === 0 && r.misdelivered === 0;
    lines.push(
      `| ${r.key}: ${r.label} | ${int(r.created)} / ${int(r.planned)}${r.failures ? ` (**${r.failures} failed**: ${r.failureSample})` : ''} | ${r.achievedRate.toFixed(1)}/s | ${int(r.deliveredOthers)} / ${int(r.expectedOthers)} | ` +
        `${none ? '0' : `**${int(r.missing)}**`} | ${r.duplicates ? `**${r.duplicates}**` : 0} | ${r.misdelivered ? `**${r.misdelivered}**` : 0} | ` +
        `${ms(r.latency.p50)} / ${ms(r.latency.p95)} / ${ms(r.latency.p99)} / ${ms(r.latency.max)} | ${base && r !== base ? x(r.latency.p95 / base.latency.p95) : base ? '1.00× (baseline)' : ''} | ${r.latency.p95 < 50 ? 'yes' : '**no**'} | ` +
        `${ms(r.http.p50)} / ${ms(r.http.p95)} / ${ms(r.http.p99)} / ${ms(r.http.max)} | ${base && r !== base ? x(r.http.p95 / base.http.p95) : ''} |`,
    );
  }
  return lines;
}

function cpuTable(d: Data): string[] {
  const lines = [
    `| configuration | window s | machine busy (cores of ${d.facts.nproc}) | server process(es) | PostgreSQL (this database) | Redis | receiver processes | sender process | everything else on the machine | CPU per accepted message: servers / PostgreSQL, ms | sync messages through Redis per chat message, bytes each |`,
    '|---|---:|---:|---|---:|---:|---|---:|---:|---|---|',
  ];
  for (const r of d.results) {
    const c = r.cpu;
    lines.push(
      `| ${r.key} | ${c.windowSeconds.toFixed(1)} | ${(c.machineBusy / c.windowSeconds).toFixed(2)} | ${c.servers.map((s) => share(s, c.windowSeconds)).join(' + ')} | ` +
        `${share(c.postgres, c.windowSeconds)} | ${share(c.redis, c.windowSeconds)} | ${c.receivers.map((s) => share(s, c.windowSeconds)).join(' + ')} | ${share(c.sender, c.windowSeconds)} | ${share(c.others, c.windowSeconds)} | ` +
        `${ms((c.servers.reduce((a, b) => a + b, 0) * 1000) / Math.max(1, r.created))} / ${ms((c.postgres * 1000) / Math.max(1, r.created))} | ` +
        `${r.redisTraffic ? `${(r.redisTraffic.messages / Math.max(1, r.created)).toFixed(2)}, ${int(Math.round(r.redisTraffic.bytes / Math.max(1, r.redisTraffic.messages)))} B` : 'no Redis'} |`,
    );
  }
  lines.push(
    '',
    `CPU shares are of one core over the window, from the first send to the last delivery (100% = one core busy for the whole window); the machine has ${d.facts.nproc}. ` +
      `"Everything else" is the machine's busy time less the processes listed: other work on the machine at the time. Redis is the whole redis-server process, shared with anyone else using it (the bench waits for a quiet machine before each configuration, ${QUIET_MAX_SECONDS} s at most).`,
  );
  return lines;
}

const warmupCell = (r: ConfigResult) =>
  r.warmup
    ? `${ms(r.warmup.latency.p50)} / ${ms(r.warmup.latency.p95)} / ${ms(r.warmup.latency.max)} (${int(r.warmup.delivered)} / ${int(r.warmup.expected)}, ${int(r.warmup.created)} of ${int(r.warmup.planned)} sent)`
    : 'none';

function detailTable(d: Data): string[] {
  const lines = [
    "| configuration | sockets (signed in, s; p95 per socket ms) | warm-up deliveries p50 / p95 / max ms (received / expected) | same-instance deliveries p50 / p95 ms | other-instance deliveries p50 / p95 ms | delivery p95 per 5 s of sending, ms | sender HTTP p95 per 5 s, ms | sender lateness p99 / max ms | sender's own socket got its message | other events received | rows written per message |",
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of d.results) {
    const events = Object.entries(r.otherEvents)
      .map(([k, v]) => `${k}: ${int(v)}`)
      .join(', ');
    const writes = Object.entries(r.writesPerMessage)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
    lines.push(
      `| ${r.key} | ${r.sockets} (${r.connectSeconds.toFixed(1)} s; ${ms(r.connectP95)}) | ${warmupCell(r)} | ${ms(r.latencySame.p50)} / ${ms(r.latencySame.p95)} (${int(r.latencySame.n)}) | ` +
        `${r.latencyCross.n ? `${ms(r.latencyCross.p50)} / ${ms(r.latencyCross.p95)} (${int(r.latencyCross.n)})` : '–'} | ${r.latencyBySlice.map(ms).join(', ')} | ${r.httpBySlice.map(ms).join(', ')} | ` +
        `${ms(r.late.p99)} / ${ms(r.late.max)} | ${int(r.echoes)} / ${int(r.expectedEchoes)} | ${events || 'none'}${r.foreign ? `; ${r.foreign} chat messages not from this run` : ''}${r.stale ? `; ${int(r.stale)} warm-up messages after the warm-up (not counted)` : ''}${r.disconnects ? `; **${r.disconnects} disconnects**` : ''} | ${writes} |`,
    );
  }
  return lines;
}

/** Delivery p95 rose through the run (last 5 s against the first): the work per message outran the machine. */
const latencyGrew = (r: ConfigResult) => {
  const s = r.latencyBySlice;
  return s.length > 2 && s.at(-1)! > 1.5 * s[0] && s.at(-1)! - s[0] > 20;
};
/** High at the start and low by the end: a burst at the start queued, then the machine kept up. */
const latencyFell = (r: ConfigResult) => {
  const s = r.latencyBySlice;
  return s.length > 2 && s[0] > 1.5 * s.at(-1)! && s[0] - s.at(-1)! > 20;
};

/** The section's lead: its goal and whether this run met it, in a few lines. */
function lead(d: Data): string[] {
  const two = d.results.find((r) => r.key === 'redis-two');
  const out = [
    `**Goal.** Chat on two API instances behind Redis: at ${d.rate} messages/s to rooms of ${d.perRoom}, every message reaches every other member's socket exactly once, ` +
      'with a delivery p95 under 50 ms.',
  ];
  if (!two) return [...out, '**Verdict: not measured** (this run had no two-instance configuration).'];
  const lost = two.missing + two.duplicates + two.misdelivered;
  out.push(
    `**Verdict: ${two.latency.p95 < 50 && lost === 0 ? 'met' : 'missed'}.** Delivery p95 ${ms(two.latency.p95)} ms (${two.latency.p95 < 50 ? 'under' : '**over**'} 50 ms); ` +
      `${lost === 0 ? 'every one of the' : '**not** every one of the'} ${int(two.expectedOthers)} expected deliveries arrived exactly once` +
      (lost
        ? ` (${int(two.missing)} missing, ${two.duplicates} duplicates, ${two.misdelivered} to sockets outside the room)`
        : '') +
      `; ${int(two.created)} of ${int(two.planned)} messages were accepted (201) at ${two.achievedRate.toFixed(1)} sends/s.`,
  );
  return out;
}

function reading(d: Data): string[] {
  const out: string[] = [];
  const base = d.results.find((r) => r.key === 'single');
  const two = d.results.find((r) => r.key === 'redis-two');
  const one = d.results.find((r) => r.key === 'redis-one');
  if (base && two) {
    out.push(
      (latencyGrew(base)
        ? '**The baseline itself could not keep up** (its delivery latency grew through the run), so these ratios compare how long queues grew in each configuration, not what Redis adds to one message; see "CPU per message". '
        : '') +
        `**The cost of Redis and two processes**: against one process without Redis (p50 ${ms(base.latency.p50)}, p95 ${ms(base.latency.p95)} ms), two instances through Redis deliver at p50 ${ms(two.latency.p50)}, p95 ${ms(two.latency.p95)} ms ` +
        `(${x(two.latency.p50 / base.latency.p50)} and ${x(two.latency.p95 / base.latency.p95)}). The sender's HTTP p95 goes from ${ms(base.http.p95)} to ${ms(two.http.p95)} ms (${x(two.http.p95 / base.http.p95)}).` +
        (one
          ? ` One instance with REDIS_URL, which makes the same Redis round trip without splitting the sockets, delivers at p50 ${ms(one.latency.p50)}, p95 ${ms(one.latency.p95)} ms (${x(one.latency.p95 / base.latency.p95)} the baseline)` +
            (latencyGrew(base)
              ? '.'
              : one.latency.p95 / base.latency.p95 < 1.3
                ? `: the Redis hop itself is cheap; what two processes add is the second event loop and database pool competing for the same ${d.facts.nproc} cores.`
                : ': the Redis hop itself accounts for much of the difference.')
          : ''),
    );
    if (two.latencyCross.n && two.latencySame.n) {
      out.push(
        `**Same instance or the other one**: with two instances a message reaches sockets on the instance that took the HTTP request at p95 ${ms(two.latencySame.p95)} ms, and sockets on the other at p95 ${ms(two.latencyCross.p95)} ms. ` +
          'Both go through Redis (feathers-sync publishes every event to Redis and each instance, the sending one included, sends it on when it comes back).',
      );
    }
  }
  for (const r of d.results) {
    const c = r.cpu;
    const busy = c.machineBusy / c.windowSeconds;
    const grows = latencyGrew(r);
    out.push(
      `**${r.key}: how close the machine came.** ${r.sockets} sockets, ${r.achievedRate.toFixed(1)} sends/s of ${d.rate} planned (sender lateness p99 ${ms(r.late.p99)} ms), the machine ${((busy / d.facts.nproc) * 100).toFixed(0)}% busy (${busy.toFixed(2)} of ${d.facts.nproc} cores): ` +
        `server${c.servers.length > 1 ? 's' : ''} ${c.servers.map((s) => share(s, c.windowSeconds)).join(' + ')}, PostgreSQL ${share(c.postgres, c.windowSeconds)}, Redis ${share(c.redis, c.windowSeconds)}, ` +
        `receivers ${c.receivers.map((s) => share(s, c.windowSeconds)).join(' + ')}, sender ${share(c.sender, c.windowSeconds)} of a core` +
        (c.others / c.windowSeconds > 0.2
          ? `; **other work on the machine took ${share(c.others, c.windowSeconds)} of a core** during this window, so these figures are disturbed. `
          : '. ') +
        (grows
          ? `Latency grew during the run (p95 per 5 s: ${r.latencyBySlice.map(ms).join(', ')} ms): the work per message outran the machine and queued.`
          : latencyFell(r)
            ? `Latency was highest at the start and fell (p95 per 5 s: ${r.latencyBySlice.map(ms).join(', ')} ms): work at the start queued (the first message to each member of a room also makes a bell notification: ${
                Object.entries(r.otherEvents)
                  .map(([k, v]) => `${k}: ${v.toLocaleString('en-GB')}`)
                  .join(', ') || 'none'
              }), and the last 5 s ran at p95 ${ms(r.latencyBySlice.at(-1)!)} ms.`
            : `Latency held steady through the run (p95 per 5 s: ${r.latencyBySlice.map(ms).join(', ')} ms).`) +
        (r.warmup
          ? ` The ${r.warmup.seconds} s warm-up before it, on the servers just started, delivered at p95 ${ms(r.warmup.latency.p95)} ms.`
          : ''),
    );
  }
  const perMessage = d.results.map((r) => ({
    key: r.key,
    server: (r.cpu.servers.reduce((a, b) => a + b, 0) * 1000) / Math.max(1, r.created),
    pg: (r.cpu.postgres * 1000) / Math.max(1, r.created),
  }));
  if (perMessage.length) {
    out.push(
      `**CPU per message** (CPU over the window, from the first send to the last delivery, divided by the messages accepted: writing each message and pushing it to its sockets). Each cost ${perMessage.map((p) => `${p.key}: ${ms(p.server)} ms in the server process(es) and ${ms(p.pg)} ms in PostgreSQL`).join('; ')}. ` +
        `At ${d.rate} messages/s that is ${perMessage.map((p) => `${(((p.server + p.pg) * d.rate) / 1000).toFixed(2)}`).join(', ')} cores of the machine's ${d.facts.nproc} for the server side alone, before the sockets' receivers and the sender.`,
    );
  }
  const w = d.results[0]?.writesPerMessage;
  if (w) {
    out.push(
      `**What one message costs the database**: ${Object.entries(w)
        .filter(([, v]) => v > 0)
        .map(([k, v]) => `${v.toFixed(1)} rows written to ${k}`)
        .join(', ')} (pg_stat_user_tables, per accepted message, ${d.results[0].key}). ` +
        `The others' unread counts follow from their read marks (chat_participants.lastReadId), so a message writes no row of theirs but to un-archive a room one archived; the chat_participants rows here are the read marks the bench resets.`,
    );
  }
  return out;
}

export function writeChatResults(file: string, d: Data, extra: string[] = []) {
  const base = d.results.find((r) => r.key === 'single');
  const lines: string[] = [];
  lines.push(`## Chat delivery: ${int(d.sockets)} sockets, ${d.rate} messages/s for ${d.seconds} s`, '');
  for (const l of lead(d)) lines.push(l, '');
  lines.push(
    `Made by \`${d.command}\` (bench/chat/run.ts). Overwritten by each run; the numbers below are from the last one.`,
    '',
  );
  lines.push(...factLines(d.facts, d.totalSeconds));
  lines.push(
    `- Data: the demo data, plus ${int(d.sockets)} bench nurses of Northfield in ${d.rooms} group rooms of ${d.perRoom} (SQL). Each nurse signed in over HTTP once (${d.signInSeconds.toFixed(0)} s for all, bcrypt) and holds one socket.io socket (websocket), signed in with its token. ` +
      'Sockets alternate between the instances, so every room has half its members on each.',
  );
  lines.push(
    `- Load: a sender process posts \`POST /api/v3/chat-messages\` at a fixed rate (open loop: the next message goes at its time whatever the answers), message n to room n mod ${d.rooms}, from a member of that room, through instance n mod (instances). ` +
      `Its text carries the send time; ${d.receivers} receiver processes hold the sockets and record each arrival. Latency = arrival − send, wall clock (performance.timeOrigin + performance.now(), the same clock in every process on this machine). ` +
      `Expected deliveries = messages accepted × ${d.perRoom - 1} other members; the sender's own socket gets its message too, counted apart. After the last send the bench waits for stragglers (until all arrived, or nothing came for 3 s, 20 s at most).`,
  );
  const warm = d.results.find((r) => r.warmup)?.warmup;
  lines.push(
    warm
      ? `- Warm-up: the servers are started for each configuration, so before its measured window the sender sends ${warm.seconds} s of the same load (same rate, rooms and senders; BENCH_CHAT_WARMUP_SECONDS). ` +
          'A server just started compiles its code paths, grows its heap and opens its database connections while the first messages queue; those deliveries are counted apart (the warm-up column of the details). ' +
          'Then the read marks are reset, so the measured window starts as it would without the warm-up: everyone has read everything and the first message to each member rings a bell.'
      : '- No warm-up (BENCH_CHAT_WARMUP_SECONDS=0): the measured window starts with servers just started, so their first seconds are in it.',
  );
  lines.push(
    '- Server processes are `node server/main.ts` as deployed (bench/chat/procs.ts), one PostgreSQL database, SCHEDULER_POLL_MS=0; the read marks are reset before each configuration, so each starts with everyone having read everything (the first message to each member of a room then also makes a bell notification). ' +
      `Everything (servers, PostgreSQL, Redis, receivers, sender) shares the ${d.facts.nproc} cores.`,
  );
  lines.push('');
  lines.push('### Delivery and latency; the goal: p95 under 50 ms, none lost', '');
  lines.push(...deliveryTable(d, base), '');
  lines.push('### Reading', '');
  for (const l of [...reading(d), ...extra]) lines.push(`- ${l}`);
  lines.push('');
  lines.push('### Where the CPU went', '');
  lines.push(...cpuTable(d), '');
  lines.push('### Details', '');
  lines.push(...detailTable(d), '');
  writeSection(file, 'chat', lines.join('\n'));
}
