/**
 * The two load generators, recording latency the same way: autocannon against an HTTP URL, and a loop of
 * `concurrency` workers over a pg.Pool for the direct SQL. Both are closed loops (each connection sends its
 * next request when the last one is answered), bounded in time and in count, and stop by themselves.
 *
 * Each run is one continuous load: a warm-up, then the measured window. The warm-up lasts at least
 * `warmup` seconds and until every connection has had an answer (so a saturated variant is measured in
 * its steady state, with its queue already full), but never more than `warmupMax` seconds. Only answers
 * that arrive inside the window are measured; what is still in flight when the window closes is abandoned
 * (the caller cancels it in the database), for autocannon and the SQL loop alike.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type pg from 'pg';

export interface Measured {
  /** Answers inside the window that counted (2xx with a correct body, or a correct SQL answer). */
  ok: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** How long the warm-up took (it waits for every connection's first answer). */
  warmupSeconds: number;
  /** Answers (warm-up included) that were not 2xx. */
  non2xx: number;
  /** 2xx answers or SQL results (warm-up included) that did not hold the expected total and rows. */
  mismatches: number;
  /** Connection errors and failed queries (warm-up included). */
  errors: number;
  timeouts: number;
  /** One wrong answer, to show. */
  sample?: string;
}

export interface Window {
  /** Called when the measured window opens and when it closes (to read the servers' counters). */
  onOpen?: () => Promise<void> | void;
  onClose?: () => Promise<void> | void;
}

export interface Timing {
  warmup: number;
  warmupMax: number;
  seconds: number;
}

/** The timing the environment sets (BENCH_WARMUP_SECONDS, BENCH_WARMUP_MAX_SECONDS, BENCH_SECONDS), with these defaults. */
export function timingFromEnv(defaults = { warmup: 2, warmupMax: 10, seconds: 8 }): Timing {
  const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? defaults.warmup);
  return {
    warmup,
    warmupMax: Math.max(warmup, Number(process.env.BENCH_WARMUP_MAX_SECONDS ?? defaults.warmupMax)),
    seconds: Number(process.env.BENCH_SECONDS ?? defaults.seconds),
  };
}

/**
 * The timing of a server with a count cache: its window outlasts the cache's life (by 2 s, or by the life itself when
 * shorter, as in the smoke run), so an expiry falls in it; 30 s at most.
 */
export function cacheWindowTiming(timing: Timing, cacheSeconds: number): Timing {
  return { ...timing, seconds: Math.min(30, Math.max(timing.seconds, cacheSeconds + Math.min(2, cacheSeconds))) };
}

/** A hard cap on requests per run, whatever the duration. */
export const MAX_REQUESTS_PER_RUN = 500_000;

function percentiles(latencies: number[]) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** Opens the window once every connection has answered and the minimum warm-up has passed, or at the maximum. */
class Phases {
  readonly started = performance.now();
  opened?: number;
  closed?: number;
  private readonly answered = new Set<unknown>();
  private openTimer?: NodeJS.Timeout;
  private closeTimer?: NodeJS.Timeout;
  private opening?: Promise<void>;
  readonly done: Promise<void>;
  private finish!: () => void;

  constructor(
    private readonly connections: number,
    private readonly t: Timing,
    private readonly window: Window,
    private readonly stop: () => void,
  ) {
    this.done = new Promise((resolve) => (this.finish = resolve));
    this.openTimer = setTimeout(() => this.open(), t.warmupMax * 1000);
  }

  /** An answer from `who` (a connection or a worker). */
  answer(who: unknown) {
    if (this.opened !== undefined) return;
    this.answered.add(who);
    if (this.answered.size >= this.connections) {
      const wait = Math.max(0, this.started + this.t.warmup * 1000 - performance.now());
      clearTimeout(this.openTimer);
      this.openTimer = setTimeout(() => this.open(), wait);
    }
  }

  inWindow(at: number) {
    return this.opened !== undefined && at >= this.opened && (this.closed === undefined || at <= this.closed);
  }

  private open() {
    if (this.opening) return;
    clearTimeout(this.openTimer);
    this.opening = (async () => {
      await this.window.onOpen?.();
      this.opened = performance.now();
      this.closeTimer = setTimeout(() => void this.close(), this.t.seconds * 1000);
    })();
  }

  private async close() {
    clearTimeout(this.closeTimer);
    this.closed = performance.now();
    this.stop();
    await this.window.onClose?.();
    this.finish();
  }

  get warmupSeconds() {
    return ((this.opened ?? this.started) - this.started) / 1000;
  }
  get windowSeconds() {
    return this.opened !== undefined && this.closed !== undefined ? (this.closed - this.opened) / 1000 : 0;
  }
}

/** GETs `url` from `connections` connections; every 2xx body must pass `check`. */
export async function loadHttp(opts: {
  url: string;
  connections: number;
  timing: Timing;
  window?: Window;
  headers?: Record<string, string>;
  check: (body: unknown) => string | undefined;
}): Promise<Measured> {
  const latencies: number[] = [];
  let non2xx = 0;
  let mismatches = 0;
  let sample: string | undefined;
  const total = opts.timing.warmupMax + opts.timing.seconds;
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    // Bounds only: the window below stops the run first.
    duration: total + 5,
    timeout: total + 5,
    maxOverallRequests: MAX_REQUESTS_PER_RUN,
    headers: opts.headers ?? {},
    requests: [
      {
        method: 'GET',
        onResponse: (status: number, body: string) => {
          if (status < 200 || status > 299) {
            non2xx++;
            sample ??= `${status} ${body.slice(0, 300)}`;
            return;
          }
          let problem: string | undefined;
          try {
            problem = opts.check(JSON.parse(body));
          } catch (error) {
            problem = `unreadable body: ${(error as Error).message}`;
          }
          if (problem) {
            mismatches++;
            sample ??= problem;
          }
        },
      },
    ],
  });
  const phases = new Phases(opts.connections, opts.timing, opts.window ?? {}, () =>
    (instance as unknown as { stop(): void }).stop(),
  );
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (client: unknown, status: number, _bytes: number, ms: number) => {
      phases.answer(client);
      if (status >= 200 && status <= 299 && phases.inWindow(performance.now())) latencies.push(ms);
    },
  );
  const result = await instance;
  await phases.done;
  const seconds = phases.windowSeconds;
  return {
    ok: latencies.length,
    seconds,
    ...percentiles(latencies),
    rps: seconds ? latencies.length / seconds : 0,
    warmupSeconds: phases.warmupSeconds,
    non2xx,
    mismatches,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    sample,
  };
}

/** Runs `work` from `concurrency` workers; `work` checks its answer and returns a problem, if any. */
export async function loadSql(opts: {
  pool: pg.Pool;
  concurrency: number;
  timing: Timing;
  window?: Window;
  work: (pool: pg.Pool) => Promise<string | undefined>;
  /** Cancels the queries still running when the window closes (they are abandoned, as autocannon's are). */
  cancel: () => Promise<void>;
}): Promise<Measured> {
  const latencies: number[] = [];
  let mismatches = 0;
  let errors = 0;
  let sample: string | undefined;
  let issued = 0;
  let stopped = false;
  const phases = new Phases(opts.concurrency, opts.timing, opts.window ?? {}, () => (stopped = true));
  const worker = async (id: number) => {
    while (!stopped && issued < MAX_REQUESTS_PER_RUN) {
      issued++;
      const t0 = performance.now();
      try {
        const problem = await opts.work(opts.pool);
        const t1 = performance.now();
        if (stopped) break;
        phases.answer(id);
        if (problem) {
          mismatches++;
          sample ??= problem;
        } else if (phases.inWindow(t1)) latencies.push(t1 - t0);
      } catch (error) {
        if (stopped) break; // cancelled after the window closed
        errors++;
        sample ??= (error as Error).message;
      }
    }
  };
  const workers = Promise.all(Array.from({ length: opts.concurrency }, (_, i) => worker(i)));
  await phases.done;
  // Cancel what is still running (or queued in the pool) until the pool is idle; bounded.
  const busy = () => opts.pool.waitingCount > 0 || opts.pool.totalCount > opts.pool.idleCount;
  for (let i = 0; i < 600 && busy(); i++) {
    await opts.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await workers;
  const seconds = phases.windowSeconds;
  return {
    ok: latencies.length,
    seconds,
    ...percentiles(latencies),
    rps: seconds ? latencies.length / seconds : 0,
    warmupSeconds: phases.warmupSeconds,
    non2xx: 0,
    mismatches,
    errors,
    timeouts: 0,
    sample,
  };
}
