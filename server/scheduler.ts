/**
 * Timed work (autofill, urgent offers, offer expiry, shift end), persisted in `scheduled_tasks`: it survives a
 * restart, each due task is claimed by one instance (FOR UPDATE SKIP LOCKED) for a lease, and a failed one is
 * retried. While a handler runs, its runner renews the lease (a heartbeat every third of it), so a long task
 * is not claimed twice. An instance that dies while running a task leaves it claimed: once the lease runs out
 * another claims it again, so handlers must be idempotent. Each claim writes a new token (`claim`): a runner's
 * heartbeat and final update match its own token, so a runner that lost its claim (its lease ran out, another
 * instance claimed the task since) changes nothing. Done and cancelled tasks are deleted after RETENTION_MS;
 * failed ones stay for someone to look at, and are logged. Now comes from the server's Clock.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from './clock';
import { log } from './log';
import { insertDocument } from './writes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's handler knows its own payload's shape
export type TaskHandler = (payload: any) => Promise<void>;

/** A task to schedule: its handler's kind, its key (one pending task per key), when it runs, what it is given. */
export interface Task {
  kind: string;
  key: string;
  runAt: Date;
  payload: object;
}

interface Claimed {
  id: number;
  kind: string;
  key: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read from the table, given to its kind's handler
  payload: any;
  attempts: number;
  claim: string;
}

export const MAX_ATTEMPTS = 5;
export const LEASE_MS = 5 * 60_000;
export const RETENTION_MS = 14 * 24 * 3_600_000;
/** How often an instance deletes the tasks past their retention. */
const PRUNE_EVERY_MS = 3_600_000;

export class Scheduler {
  private readonly handlers = new Map<string, TaskHandler>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private prunedAt = 0;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    /**
     * How long a claim holds without renewal (SCHEDULER_LEASE_MS: a task of an instance that died waits this long), and
     * how often a running task's lease is renewed (real time): well within the lease.
     */
    private readonly lease: { leaseMs?: number; heartbeatMs?: number } = {},
  ) {}

  private get leaseMs() {
    return this.lease.leaseMs ?? LEASE_MS;
  }

  private get heartbeatMs() {
    return this.lease.heartbeatMs ?? this.leaseMs / 3;
  }

  on(kind: string, handler: TaskHandler) {
    this.handlers.set(kind, handler);
  }

  /** Schedules (or moves) the task `key`. Pass the change's transaction so both commit together. */
  async schedule(kind: string, key: string, runAt: Date, payload: object, db: Knex = this.db) {
    await this.scheduleMany([{ kind, key, runAt, payload }], db);
  }

  /** Schedules (or moves) many tasks with one statement (a plan's week of shifts). */
  async scheduleMany(tasks: readonly Task[], db: Knex = this.db) {
    if (!tasks.length) return;
    const rows = tasks.map(({ kind, key, runAt, payload }) => ({
      kind,
      key,
      runAt,
      payload,
      status: 'pending',
      attempts: 0,
    }));
    await insertDocument(
      db,
      'scheduled_tasks',
      rows,
      `on conflict (key) do update set kind = excluded.kind, "runAt" = excluded."runAt", payload = excluded.payload, status = 'pending', attempts = 0, "lastError" = null, "lockedUntil" = null, "updatedAt" = now()`,
    );
  }

  async cancel(key: string, db: Knex = this.db) {
    await db('scheduled_tasks')
      .where({ key, status: 'pending' })
      .update({ status: 'cancelled', updatedAt: db.fn.now() });
  }

  /** Runs every task due by now, one at a time; answers how many ran. Concurrent calls share one run. */
  runDue(): Promise<number> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (let task = await this.claim(); task; task = await this.claim()) {
      await this.run(task);
      ran++;
    }
    await this.prune();
    return ran;
  }

  /** The task's row while this runner's claim holds: still running, under its token. */
  private claimed(task: Claimed) {
    return this.db('scheduled_tasks').where({ id: task.id, status: 'running', claim: task.claim });
  }

  /** Runs a claimed task under its lease, then marks it done, or to retry, or failed: only while the claim holds. */
  private async run(task: Claimed) {
    const stopHeartbeat = this.heartbeat(task);
    let failure: { error: unknown } | undefined;
    try {
      const handler = this.handlers.get(task.kind);
      if (!handler) throw new Error(`No handler for task kind ${task.kind}`);
      await handler(task.payload);
    } catch (error) {
      failure = { error };
    }
    await stopHeartbeat();
    const retry = task.attempts < MAX_ATTEMPTS;
    const lastError = failure && String((failure.error as Error)?.stack ?? failure.error).slice(0, 4000);
    // A task scheduled again while it ran is pending again: it stays so, and runs again.
    const held = await this.claimed(task).update(
      failure
        ? {
            status: retry ? 'pending' : 'failed',
            runAt: new Date(this.clock.now().getTime() + 2 ** task.attempts * 60_000),
            lastError,
            lockedUntil: null,
            updatedAt: this.db.fn.now(),
          }
        : { status: 'done', lockedUntil: null, updatedAt: this.db.fn.now() },
    );
    if (!held) await this.logLost(task, 'ended after its claim changed: left as it is');
    if (!failure) return;
    if (!held || retry)
      log.error(
        `Task ${task.key} failed (attempt ${task.attempts} of ${MAX_ATTEMPTS})${held ? ', to be tried again' : ''}:`,
        failure.error,
      );
    else
      log.error(
        `Task ${task.kind} #${task.id} (${task.key}) failed for good after ${task.attempts} attempts; last error: ${lastError}`,
      );
  }

  /**
   * Says that a running task's claim changed: a task its own handler scheduled again (pending once more) is normal, at
   * debug level; one another runner claimed once the lease ran out is a warning.
   */
  private async logLost(task: Claimed, what: string) {
    const row = await this.db('scheduled_tasks').where({ id: task.id }).first('status');
    if (row?.status === 'pending') log.debug(`Task ${task.kind} #${task.id} (${task.key}) ${what}: scheduled again`);
    else
      log.warn(`Task ${task.kind} #${task.id} (${task.key}) ${what}: claimed by another runner once the lease ran out`);
  }

  /** Renews the task's lease every heartbeatMs while it runs; answers how to stop (waiting for a renewal under way). */
  private heartbeat(task: Claimed): () => Promise<void> {
    let renewing = Promise.resolve();
    const renew = async () => {
      const held = await this.claimed(task).update({
        lockedUntil: new Date(this.clock.now().getTime() + this.leaseMs),
        updatedAt: this.db.fn.now(),
      });
      if (!held) await this.logLost(task, "is no longer this runner's");
    };
    const timer = setInterval(() => {
      renewing = renewing.then(renew).catch((e) => log.error(`Task ${task.key}: renewing its lease failed:`, e));
    }, this.heartbeatMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      return renewing;
    };
  }

  /** Deletes done and cancelled tasks older than RETENTION_MS, at most once per PRUNE_EVERY_MS. */
  private async prune() {
    const now = this.clock.now().getTime();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.db('scheduled_tasks')
      .whereIn('status', ['done', 'cancelled'])
      .where('updatedAt', '<', new Date(now - RETENTION_MS))
      .delete();
  }

  /** Takes the next due task (or one whose runner's lease ran out) under a new claim token, or none. */
  private async claim() {
    const now = this.clock.now();
    const [task] = await this.db('scheduled_tasks')
      .whereIn(
        'id',
        this.db('scheduled_tasks')
          .select('id')
          .where((w) => w.where({ status: 'pending' }).andWhere('runAt', '<=', now))
          .orWhere((w) => w.where({ status: 'running' }).andWhere('lockedUntil', '<', now))
          .orderBy('runAt')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .update({
        status: 'running',
        attempts: this.db.raw('attempts + 1'),
        claim: randomUUID(),
        lockedUntil: new Date(now.getTime() + this.leaseMs),
        updatedAt: this.db.fn.now(),
      })
      .returning(['id', 'kind', 'key', 'payload', 'attempts', 'claim']);
    return task as Claimed | undefined;
  }

  /** Polls for due tasks every `intervalMs` (0: never; tests call runDue themselves). */
  start(intervalMs: number) {
    if (intervalMs <= 0) return;
    const tick = () => void this.runDue().catch((e) => log.error('Scheduler run failed:', e));
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }
}
