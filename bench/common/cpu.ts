/**
 * CPU time from /proc: of one process, of processes by name, of the machine; and a meter that tells the
 * bench's own CPU from everyone else's over a window, since other work on the machine (a test suite, say)
 * disturbs a benchmark on 2 cores. Linux only; elsewhere the readings are empty.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sleep } from './log';

const TICK = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; undefined when it is gone. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return undefined;
  }
}

/** CPU seconds of every process whose command name is `comm` (postgres, redis-server), by pid. */
export function cpuByName(comm: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== comm && !name.startsWith(comm)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICK);
    } catch {
      /* gone */
    }
  }
  return out;
}

/** CPU seconds used between two readings of cpuByName (processes present at the end; new ones count from 0). */
export function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, v] of after) sum += v - (before.get(pid) ?? 0);
  return sum;
}

/** The machine's busy and total CPU time, from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  if (!fs.existsSync('/proc/stat')) return { busy: 0, total: 0 };
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = v[3] + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICK, total: total / TICK };
}

/** CPU of the machine, and of the bench's own processes, over a window. */
export interface CpuWindow {
  seconds: number;
  /** Cores busy on the whole machine (0 to nproc). */
  machine: number;
  /** Cores used by the bench's own processes (itself, its children, its PostgreSQL backends). */
  own: number;
  /** Cores used by everything else. */
  others: number;
}

/** Measures a window: `own()` names the bench's processes at the start and at the end. */
export class CpuMeter {
  private t0 = 0;
  private m0 = machineCpu();
  private own0 = new Map<number, number>();
  private self0 = 0;

  constructor(private readonly own: () => Promise<number[]> | number[]) {}

  private async readOwn() {
    const out = new Map<number, number>();
    for (const pid of await this.own()) {
      const v = processCpuSeconds(pid);
      if (v !== undefined) out.set(pid, v);
    }
    return out;
  }

  async start() {
    this.own0 = await this.readOwn();
    const u = process.cpuUsage();
    this.self0 = (u.user + u.system) / 1e6;
    this.m0 = machineCpu();
    this.t0 = performance.now();
  }

  async stop(): Promise<CpuWindow> {
    const m1 = machineCpu();
    const seconds = (performance.now() - this.t0) / 1000;
    const u = process.cpuUsage();
    const own1 = await this.readOwn();
    const own = cpuDelta(this.own0, own1) + (u.user + u.system) / 1e6 - this.self0;
    const machine = (m1.busy - this.m0.busy) / Math.max(0.001, seconds);
    return {
      seconds,
      machine,
      own: own / Math.max(0.001, seconds),
      others: Math.max(0, machine - own / Math.max(0.001, seconds)),
    };
  }
}

/** How long a bench waits, at most, for a quiet machine before a measurement (BENCH_QUIET_MAX_SECONDS; 0: not at all). */
export const QUIET_MAX_SECONDS = Number(process.env.BENCH_QUIET_MAX_SECONDS ?? 90);

/**
 * Waits (at most `maxSeconds`) until the machine is quiet: less than `cores` busy over a 2 s sample while the
 * bench itself is idle. Answers how long it waited and the last sample.
 */
export async function waitForQuiet(
  cores = 0.4,
  maxSeconds = QUIET_MAX_SECONDS,
): Promise<{ waited: number; busy: number }> {
  const started = performance.now();
  if (maxSeconds <= 0) {
    const a = machineCpu();
    await sleep(1000);
    const b = machineCpu();
    return { waited: 0, busy: b.busy - a.busy };
  }
  for (;;) {
    const a = machineCpu();
    await sleep(2000);
    const b = machineCpu();
    const busy = (b.busy - a.busy) / 2;
    const waited = (performance.now() - started) / 1000;
    if (busy < cores || waited >= maxSeconds || a.total === 0) return { waited, busy };
  }
}
