/**
 * The scheduler's claims, with instances of its own on the test database (each with a clock of its own): a
 * runner that lost its claim changes nothing, a task scheduled again by its handler runs again unremarked, a long
 * task keeps its lease, a task that fails for good is logged.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../server/clock';
import { LEASE_MS, MAX_ATTEMPTS, Scheduler } from '../../server/scheduler';
import { startHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());
// Each test's tasks end with it: a test that fails leaves nothing for the next one's instances to claim.
afterEach(() => h.server.database.knex('scheduled_tasks').delete());

const db = () => h.server.database.knex;
const task = (key: string) => db()('scheduled_tasks').where({ key }).first();
/** The test instances' time: long past, so only the tasks of these tests are due and none is old enough to prune. */
const T0 = new Date('2001-03-01T09:00:00Z').getTime();

/** A clock at `ms`, moving with real time from there. */
function clockAt(ms: number) {
  const clock = new Clock();
  clock.set(new Date(ms));
  return clock;
}

/** A handler that starts, then waits until it is let go (and then fails, if asked). */
function heldHandler(outcome: 'finishes' | 'fails' = 'finishes') {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const state = { started: false, letGo: () => letGo() };
  const handler = async () => {
    state.started = true;
    await released;
    if (outcome === 'fails') throw new Error('late runner failed');
  };
  return { state, handler };
}

describe('a runner whose lease ran out', () => {
  for (const outcome of ['finishes', 'fails'] as const) {
    it(`changes nothing of the claim another instance took since, when it ${outcome} late`, async () => {
      const kind = `test.fence.${outcome}`;
      const late = new Scheduler(db(), clockAt(T0));
      const next = new Scheduler(db(), clockAt(T0 + LEASE_MS + 60_000));
      const lateRun = heldHandler(outcome);
      const nextRun = heldHandler();
      late.on(kind, lateRun.handler);
      next.on(kind, nextRun.handler);
      await late.schedule(kind, kind, new Date(T0 - 60_000), {});

      const lateDone = late.runDue();
      await vi.waitFor(() => expect(lateRun.state.started).toBe(true));
      const first = await task(kind);
      expect(first).toMatchObject({ status: 'running', attempts: 1 });
      // The lease is over for the next instance: it claims the task again while the first runner still runs it.
      const nextDone = next.runDue();
      await vi.waitFor(() => expect(nextRun.state.started).toBe(true));
      const second = await task(kind);
      expect(second).toMatchObject({ status: 'running', attempts: 2 });
      expect(second.claim).not.toBe(first.claim);

      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        lateRun.state.letGo();
        expect(await lateDone).toBe(1);
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ended after its claim changed/));
      } finally {
        warn.mockRestore();
      }
      expect(await task(kind)).toEqual(second);

      nextRun.state.letGo();
      expect(await nextDone).toBe(1);
      expect(await task(kind)).toMatchObject({ status: 'done', attempts: 2, claim: second.claim, lastError: null });
    });
  }
});

describe('a task whose handler schedules it again', () => {
  it('is pending again for its next run, which is normal: said at debug level only', async () => {
    const kind = 'test.again';
    const clock = clockAt(T0 + 1_800_000);
    const runner = new Scheduler(db(), clock);
    const hourLater = () => new Date(clock.now().getTime() + 3_600_000);
    const next = hourLater();
    runner.on(kind, () => runner.schedule(kind, kind, hourLater(), {}));
    const said = { warn: vi.spyOn(console, 'warn'), debug: vi.spyOn(console, 'debug') };
    for (const spy of Object.values(said)) spy.mockImplementation(() => undefined);
    try {
      await runner.schedule(kind, kind, clock.now(), {});
      expect(await runner.runDue()).toBe(1);
      const again = await task(kind);
      expect(again.status).toBe('pending');
      expect(new Date(again.runAt).getTime()).toBeGreaterThanOrEqual(next.getTime());
      expect(said.warn).not.toHaveBeenCalled();
      expect(said.debug).not.toHaveBeenCalled();

      vi.stubEnv('LOG_LEVEL', 'debug');
      clock.set(new Date(again.runAt));
      expect(await runner.runDue()).toBe(1);
      expect(said.debug).toHaveBeenCalledWith(
        expect.stringMatching(/ended after its claim changed.*: scheduled again$/),
      );
      expect(said.warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
      for (const spy of Object.values(said)) spy.mockRestore();
    }
  });
});

describe('a long task', () => {
  it('keeps its lease while its handler runs, so no other instance runs it too', async () => {
    const kind = 'test.long';
    const clock = clockAt(T0 + 3_600_000);
    const runner = new Scheduler(db(), clock, { heartbeatMs: 20 });
    const other = new Scheduler(db(), clock);
    const run = heldHandler();
    runner.on(kind, run.handler);
    // The scheduler catches a handler's failure: count the runs instead of failing inside one.
    let ranOnOther = 0;
    other.on(kind, async () => {
      ranOnOther++;
    });
    await runner.schedule(kind, kind, clock.now(), {});
    const done = runner.runDue();
    await vi.waitFor(() => expect(run.state.started).toBe(true));
    const claimedAt = clock.now().getTime();

    // Near the end of the lease, the heartbeat has renewed it from the new now...
    clock.advance(LEASE_MS - 60_000);
    await vi.waitFor(async () =>
      expect(new Date((await task(kind)).lockedUntil).getTime()).toBeGreaterThan(claimedAt + LEASE_MS),
    );
    // ...so past the first lease another instance finds nothing to claim.
    clock.advance(2 * 60_000);
    expect(await other.runDue()).toBe(0);
    expect(await task(kind)).toMatchObject({ status: 'running', attempts: 1 });

    run.state.letGo();
    expect(await done).toBe(1);
    expect(await task(kind)).toMatchObject({ status: 'done', attempts: 1 });
    expect(ranOnOther).toBe(0);
  });
});

describe('a task that fails for good', () => {
  it('is logged with its kind, id and last error once its attempts are spent', async () => {
    const kind = 'test.exhausted';
    const clock = clockAt(T0 + 2 * 3_600_000);
    const runner = new Scheduler(db(), clock);
    runner.on(kind, async () => {
      throw new Error('the ward system is down');
    });
    await runner.schedule(kind, kind, clock.now(), {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await runner.runDue()).toBe(1);
        clock.advance(2 ** attempt * 60_000 + 1_000);
      }
      expect(await runner.runDue()).toBe(0);
      const row = await task(kind);
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      const forGood = error.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('failed for good'));
      expect(forGood).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Task ${kind} #${row.id} \\(${kind}\\) failed for good after ${MAX_ATTEMPTS} attempts; last error: Error: the ward system is down`,
          ),
        ),
      ]);
    } finally {
      error.mockRestore();
    }
  });
});
