import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountCache } from '../../server/services/countCache';

afterEach(() => vi.useRealTimers());

/** A count function that records its calls and answers what it is told. */
function counter(answer = 42) {
  const fn = vi.fn(async () => answer);
  return fn;
}

describe('CountCache', () => {
  it('reuses a total until its table changes', async () => {
    const c = new CountCache(10_000);
    const count = counter(42);
    expect(await c.total('skills', 'q1', count)).toBe(42);
    expect(await c.total('skills', 'q1', count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    await c.total('skills', 'q2', count);
    expect(count).toHaveBeenCalledTimes(2);
    c.invalidate('trusts');
    await c.total('skills', 'q1', count);
    expect(count).toHaveBeenCalledTimes(2);
    c.invalidate('skills');
    await c.total('skills', 'q1', count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('counts again after the time to live', async () => {
    vi.useFakeTimers();
    const c = new CountCache(1000);
    const count = counter();
    await c.total('t', 'q', count);
    vi.advanceTimersByTime(999);
    await c.total('t', 'q', count);
    expect(count).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await c.total('t', 'q', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('lets requests that miss together share one count', async () => {
    const c = new CountCache(10_000);
    let finish!: (n: number) => void;
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 20 }, () => c.total('t', 'q', count));
    finish(7);
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(7));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('does not keep a total counted while its table changed', async () => {
    const c = new CountCache(10_000);
    let finish!: (n: number) => void;
    const slow = () => new Promise<number>((resolve) => (finish = resolve));
    const first = c.total('t', 'q', slow);
    c.invalidate('t');
    finish(5);
    expect(await first).toBe(5);
    const again = counter(6);
    expect(await c.total('t', 'q', again)).toBe(6);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing with a zero time to live, and stays within its size', async () => {
    const off = new CountCache(0);
    const count = counter();
    await off.total('t', 'q', count);
    await off.total('t', 'q', count);
    expect(count).toHaveBeenCalledTimes(2);
    const small = new CountCache(10_000, 2);
    const c2 = counter();
    for (const q of ['a', 'b', 'c', 'a']) await small.total('t', q, c2);
    expect(c2).toHaveBeenCalledTimes(4);
  });

  it('passes on a failed count and tries again next time', async () => {
    const c = new CountCache(10_000);
    await expect(c.total('t', 'q', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.total('t', 'q', counter(3))).toBe(3);
  });
});
