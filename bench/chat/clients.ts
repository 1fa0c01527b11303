/**
 * The chat bench's load generator, in processes of its own (so neither the servers nor the bench share its
 * event loop). Started by bench/chat/run.ts with BENCH_ROLE=receiver (holds signed-in sockets and records
 * when each chat message arrives) or BENCH_ROLE=sender (posts the messages over HTTP at a fixed rate).
 *
 * Times are wall-clock milliseconds with sub-millisecond precision (performance.timeOrigin + performance.now()),
 * comparable between processes on one machine: the sender writes its send time into the message text, and the
 * receiving socket subtracts it from the arrival time.
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

export const now = () => performance.timeOrigin + performance.now();

export interface SocketSpec {
  /** Index of the socket in the run (one per user). */
  idx: number;
  url: string;
  token: string;
}

export interface PlannedMessage {
  seq: number;
  url: string;
  token: string;
  roleId: number;
  roomId: string;
}

export type ToClients =
  | { id: number; cmd: 'connect'; sockets: SocketSpec[]; parallel: number }
  | { id: number; cmd: 'received' }
  | { id: number; cmd: 'collect' }
  | { id: number; cmd: 'reset'; tag: string }
  | {
      id: number;
      cmd: 'send';
      tag: string;
      rate: number;
      messages: PlannedMessage[];
      maxInFlight: number;
      deadlineMs: number;
    }
  | { id: number; cmd: 'cpu' }
  | { id: number; cmd: 'close' };

export interface Receipts {
  /** Parallel arrays, one entry per chat message event received: its seq, the socket, latency in µs. */
  seq: number[];
  idx: number[];
  latencyMicros: number[];
  /** Chat message events not from this run (no bench tag): should be none. */
  foreign: number;
  /** Bench messages of an earlier phase (the warm-up) that came after it was counted. */
  stale: number;
  /** Other events by name (notifications and such). */
  otherEvents: Record<string, number>;
  /** Disconnects seen after the sockets were connected. */
  disconnects: number;
}

export interface Sent {
  seq: number;
  /** When the request was started, and how late that was against the plan (ms). */
  sentAt: number;
  late: number;
  status: number;
  httpMs: number;
  messageId?: number;
  error?: string;
}

export type FromClients =
  { id: number; ok: true; [k: string]: unknown } | { id: number; ok: false; error: string } | { ready: true };

const send = (m: FromClients) => process.send!(m);
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

// ---- receiver ----
const sockets: Socket[] = [];
const noReceipts = (): Receipts => ({
  seq: [],
  idx: [],
  latencyMicros: [],
  foreign: 0,
  stale: 0,
  otherEvents: {},
  disconnects: 0,
});
let receipts = noReceipts();
/** The tag of the phase being counted (the sender's tag); messages of another are stale. */
let phase: string | undefined;

function authenticate(socket: Socket, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer to the socket sign-in within 30 s')), 30_000);
    socket.emit('create', 'api/v3/authentication', { strategy: 'jwt', accessToken: token }, (error: unknown) => {
      clearTimeout(timer);
      if (error) reject(new Error(`socket sign-in refused: ${JSON.stringify(error)}`));
      else resolve();
    });
  });
}

async function openSocket(spec: SocketSpec): Promise<number> {
  const started = now();
  const socket = io(spec.url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 30_000 });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
  socket.on('api/v3/chat-messages created', (m: { text?: string }) => {
    const at = now();
    const parts = typeof m?.text === 'string' ? m.text.split(' ') : [];
    if (parts[0] !== 'bench' || parts.length < 4) {
      receipts.foreign++;
      return;
    }
    if (phase !== undefined && parts[1] !== phase) {
      receipts.stale++;
      return;
    }
    receipts.seq.push(Number(parts[2]));
    receipts.idx.push(spec.idx);
    receipts.latencyMicros.push(Math.round((at - Number(parts[3])) * 1000));
  });
  socket.onAny((event: string) => {
    if (event !== 'api/v3/chat-messages created') receipts.otherEvents[event] = (receipts.otherEvents[event] ?? 0) + 1;
  });
  socket.on('disconnect', () => receipts.disconnects++);
  await authenticate(socket, spec.token);
  return now() - started;
}

async function connectAll(specs: SocketSpec[], parallel: number) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      times.push(await openSocket(spec));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, specs.length) }, worker));
  // Only what arrives from now on counts.
  receipts = noReceipts();
  return times;
}

// ---- sender ----
async function sendAll(
  tag: string,
  rate: number,
  messages: PlannedMessage[],
  maxInFlight: number,
  deadlineMs: number,
): Promise<Sent[]> {
  const out: Sent[] = [];
  const interval = 1000 / rate;
  const start = now() + 50;
  const deadline = start + deadlineMs;
  let inFlight = 0;
  const pending: Promise<void>[] = [];
  for (const [i, m] of messages.entries()) {
    const target = start + i * interval;
    const wait = target - now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 0.5));
    while (now() < target) {
      /* the last fraction of a millisecond */
    }
    if (now() > deadline) {
      // Past the deadline the rest is not sent at all: recorded, so that the run shows it as failed sends.
      for (const [j, rest] of messages.slice(i).entries())
        out.push({
          seq: rest.seq,
          sentAt: now(),
          late: now() - (start + (i + j) * interval),
          status: 0,
          httpMs: 0,
          error: 'not sent: the deadline passed',
        });
      break;
    }
    if (inFlight >= maxInFlight) {
      out.push({
        seq: m.seq,
        sentAt: now(),
        late: now() - target,
        status: 0,
        httpMs: 0,
        error: 'not sent: too many requests in flight',
      });
      continue;
    }
    const sentAt = now();
    const late = sentAt - target;
    inFlight++;
    pending.push(
      (async () => {
        const record: Sent = { seq: m.seq, sentAt, late, status: 0, httpMs: 0 };
        try {
          const res = await fetch(`${m.url}/api/v3/chat-messages?role=${m.roleId}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
            body: JSON.stringify({ chatRoomId: m.roomId, text: `bench ${tag} ${m.seq} ${sentAt.toFixed(3)}` }),
            signal: AbortSignal.timeout(Math.round(Math.max(1000, deadline + 30_000 - now()))),
          });
          const body = (await res.json()) as { id?: number | string; message?: string };
          record.status = res.status;
          record.httpMs = now() - sentAt;
          if (res.status === 201) record.messageId = Number(body.id);
          else record.error = `${res.status} ${body.message ?? ''}`.trim();
        } catch (error) {
          record.httpMs = now() - sentAt;
          record.error = (error as Error).message;
        } finally {
          inFlight--;
          out.push(record);
        }
      })(),
    );
  }
  await Promise.all(pending);
  return out.sort((a, b) => a.seq - b.seq);
}

process.on('message', async (raw) => {
  const m = raw as ToClients;
  try {
    if (m.cmd === 'connect') {
      const times = await connectAll(m.sockets, m.parallel);
      send({ id: m.id, ok: true, times });
    } else if (m.cmd === 'received') {
      send({ id: m.id, ok: true, received: receipts.seq.length, disconnects: receipts.disconnects });
    } else if (m.cmd === 'collect') {
      send({ id: m.id, ok: true, receipts, cpuMicros: cpu() });
    } else if (m.cmd === 'reset') {
      // What came so far, and from now on only the messages of the phase `tag`.
      send({ id: m.id, ok: true, receipts });
      receipts = noReceipts();
      phase = m.tag;
    } else if (m.cmd === 'send') {
      const sent = await sendAll(m.tag, m.rate, m.messages, m.maxInFlight, m.deadlineMs);
      send({ id: m.id, ok: true, sent, cpuMicros: cpu() });
    } else if (m.cmd === 'cpu') {
      send({ id: m.id, ok: true, cpuMicros: cpu() });
    } else if (m.cmd === 'close') {
      for (const s of sockets) s.close();
      send({ id: m.id, ok: true });
      setTimeout(() => process.exit(0), 50);
    }
  } catch (error) {
    send({ id: m.id, ok: false, error: (error as Error).message });
  }
});
process.on('disconnect', () => process.exit(0));
if (process.send) send({ ready: true });
else {
  console.error('bench/chat/clients.ts is started by bench/chat/run.ts');
  process.exit(2);
}
