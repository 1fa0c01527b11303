import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableCache, tablesRead, tablesWritten } from '../../server/services/tableCache';

afterEach(() => vi.useRealTimers());

/** A count function that records its calls and answers what it is told. */
function counter(answer = 42) {
  const fn = vi.fn(async () => answer);
  return fn;
}

describe('TableCache', () => {
  it('reuses a total until its table changes', async () => {
    const c = new TableCache<number>(10_000);
    const count = counter(42);
    expect(await c.remember('skills', 'q1', count)).toBe(42);
    expect(await c.remember('skills', 'q1', count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    await c.remember('skills', 'q2', count);
    expect(count).toHaveBeenCalledTimes(2);
    c.invalidate('trusts');
    await c.remember('skills', 'q1', count);
    expect(count).toHaveBeenCalledTimes(2);
    c.invalidate('skills');
    await c.remember('skills', 'q1', count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('loads again a value forgotten, and only that one', async () => {
    const c = new TableCache<number>(10_000);
    const count = counter(7);
    await c.remember(['users', 'user_roles'], '5', count);
    await c.remember(['users', 'user_roles'], '6', count);
    c.forget(['user_roles', 'users'], '5');
    await c.remember(['users', 'user_roles'], '5', count);
    await c.remember(['users', 'user_roles'], '6', count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('counts again after the time to live', async () => {
    vi.useFakeTimers();
    const c = new TableCache<number>(1000);
    const count = counter();
    await c.remember('t', 'q', count);
    vi.advanceTimersByTime(999);
    await c.remember('t', 'q', count);
    expect(count).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await c.remember('t', 'q', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('lets requests that miss together share one count', async () => {
    const c = new TableCache<number>(10_000);
    let finish!: (n: number) => void;
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 20 }, () => c.remember('t', 'q', count));
    finish(7);
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(7));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('does not keep a total counted while its table changed', async () => {
    const c = new TableCache<number>(10_000);
    let finish!: (n: number) => void;
    const slow = () => new Promise<number>((resolve) => (finish = resolve));
    const first = c.remember('t', 'q', slow);
    c.invalidate('t');
    finish(5);
    expect(await first).toBe(5);
    const again = counter(6);
    expect(await c.remember('t', 'q', again)).toBe(6);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing with a zero time to live, and stays within its size', async () => {
    const off = new TableCache<number>(0);
    const count = counter();
    await off.remember('t', 'q', count);
    await off.remember('t', 'q', count);
    expect(count).toHaveBeenCalledTimes(2);
    const small = new TableCache<number>(10_000, 2);
    const c2 = counter();
    for (const q of ['a', 'b', 'c', 'a']) await small.remember('t', q, c2);
    expect(c2).toHaveBeenCalledTimes(4);
  });

  it('passes on a failed count and tries again next time', async () => {
    const c = new TableCache<number>(10_000);
    await expect(c.remember('t', 'q', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.remember('t', 'q', counter(3))).toBe(3);
  });
});

describe('totals on several tables', () => {
  it('hold until any of the tables they were counted on changes', async () => {
    const c = new TableCache<number>(10_000);
    const count = counter(9);
    await c.remember(['jobs', 'job_skills'], 'q', count);
    await c.remember(['job_skills', 'jobs'], 'q', count);
    expect(count).toHaveBeenCalledTimes(1);
    c.invalidate('job_skills');
    await c.remember(['jobs', 'job_skills'], 'q', count);
    expect(count).toHaveBeenCalledTimes(2);
  });
});

describe('the tables a statement touches', () => {
  it('reads the written tables from the SQL of inserts, updates, deletes and truncates', () => {
    expect(tablesWritten('insert into "audit_logs" ("service") values ($1) returning "id"')).toEqual(['audit_logs']);
    expect(tablesWritten('update "jobs" set "progress" = $1 where "id" = $2')).toEqual(['jobs']);
    expect(tablesWritten('delete from "public"."job_skills" where "jobId" = $1')).toEqual(['job_skills']);
    expect(
      tablesWritten(
        'with moved as (update applications set status = $1 returning *) insert into audit_logs select * from moved',
      ),
    ).toEqual(['applications', 'audit_logs']);
    expect(tablesWritten('TRUNCATE TABLE sign_in_failures')).toEqual(['sign_in_failures']);
    expect(tablesWritten('select * from "jobs" where "id" = $1 for update')).toEqual([]);
    expect(tablesWritten('select count(*) as "total" from "skills"')).toEqual([]);
  });

  it('reads the tables a count query reads, joins and subqueries included', () => {
    expect(
      tablesRead(
        'select count(*) from "jobs" inner join "care_locations" on 1=1 where exists (select 1 from "job_skills" where x)',
      ).sort(),
    ).toEqual(['care_locations', 'job_skills', 'jobs']);
  });
});
