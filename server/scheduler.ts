/**
 * Timed work (autofill, urgent offers, offer expiry, shift end), persisted in `scheduled_tasks`: it survives a
 * restart, each due task is claimed by one instance (FOR UPDATE SKIP LOCKED), and a failed one is retried.
 * Handlers must be idempotent: a task may run again after a crash. Now comes from the server's Clock.
 */
import type { Knex } from 'knex';
import type { Clock } from './clock';

export type TaskHandler = (payload: any) => Promise<void>;

const MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;

export class Scheduler {
  private readonly handlers = new Map<string, TaskHandler>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  on(kind: string, handler: TaskHandler) {
    this.handlers.set(kind, handler);
  }

  /** Schedules (or moves) the task `key`. Pass the change's transaction so both commit together. */
  async schedule(kind: string, key: string, runAt: Date, payload: object, db: Knex = this.db) {
    await db('scheduled_tasks')
      .insert({ kind, key, runAt, payload: JSON.stringify(payload), status: 'pending', attempts: 0 })
      .onConflict('key')
      .merge({ kind, runAt, payload: JSON.stringify(payload), status: 'pending', attempts: 0, lastError: null, lockedUntil: null, updatedAt: db.fn.now() });
  }

  async cancel(key: string, db: Knex = this.db) {
    await db('scheduled_tasks').where({ key, status: 'pending' }).update({ status: 'cancelled', updatedAt: db.fn.now() });
  }

  /** Runs every task due by now, one at a time; answers how many ran. Concurrent calls share one run. */
  runDue(): Promise<number> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (let task = await this.claim(); task; task = await this.claim()) {
      const handler = this.handlers.get(task.kind);
      try {
        if (!handler) throw new Error(`No handler for task kind ${task.kind}`);
        await handler(task.payload);
        await this.db('scheduled_tasks').where({ id: task.id }).update({ status: 'done', lockedUntil: null, updatedAt: this.db.fn.now() });
      } catch (error) {
        const retry = task.attempts < MAX_ATTEMPTS;
        await this.db('scheduled_tasks')
          .where({ id: task.id })
          .update({
            status: retry ? 'pending' : 'failed',
            runAt: new Date(this.clock.now().getTime() + 2 ** task.attempts * 60_000),
            lastError: String((error as Error)?.stack ?? error).slice(0, 4000),
            lockedUntil: null,
            updatedAt: this.db.fn.now(),
          });
        console.error(`Task ${task.key} failed (attempt ${task.attempts}):`, error);
      }
      ran++;
    }
    return ran;
  }

  /** Takes the next due task (or one whose runner died), or none. */
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
      .update({ status: 'running', attempts: this.db.raw('attempts + 1'), lockedUntil: new Date(now.getTime() + LEASE_MS), updatedAt: this.db.fn.now() })
      .returning(['id', 'kind', 'key', 'payload', 'attempts']);
    return task as { id: number; kind: string; key: string; payload: any; attempts: number } | undefined;
  }

  /** Polls for due tasks every `intervalMs` (0: never; tests call runDue themselves). */
  start(intervalMs: number) {
    if (intervalMs <= 0) return;
    const tick = () => void this.runDue().catch((e) => console.error('Scheduler run failed:', e));
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }
}
