/**
 * The shifted clock of the calendar runs (tests/support/shiftedClock.mjs, scripts/calendar.mjs): a process started
 * on a day reads that day in the trusts' zone, at the wall-clock time it is there now, on either side of a clock
 * change; Date called or constructed without arguments, and Date.now, all read it; a given instant is kept.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { clockOn } from '../../scripts/calendar.mjs';

const london = (instant: Date | number) =>
  new Date(instant).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** What a process on `day` reads: new Date(), Date.now() and Date() (as instants), and whether its dates are Dates. */
function readIn(day: string) {
  const script =
    'console.log(JSON.stringify([new Date().getTime(), Date.now(), Date.parse(Date()), new Date(0).getTime(), new Date() instanceof Date]))';
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { env: { ...process.env, ...clockOn(day) }, encoding: 'utf8' }),
  ) as [number, number, number, number, boolean];
}

describe('the shifted clock', () => {
  for (const day of ['2026-12-25', '2027-03-28', '2027-03-29', '2027-10-31', '2027-07-01']) {
    it(`reads ${day} in London at the wall-clock time it is there now`, () => {
      const before = Date.now();
      const [constructed, now, called, epoch, isDate] = readIn(day);
      const [date, time] = london(constructed).split(', ');
      expect(date.split('/').reverse().join('-')).toBe(day);
      // The wall-clock time of now, within the seconds the process took to start (unless the minute turned meanwhile);
      // on the spring clock change, an hour from 01:00 that London skips reads an hour later.
      const times = [london(before), london(Date.now())].map((t) => t.split(', ')[1]);
      const skipped = day === '2027-03-28' && times.some((t) => t.startsWith('01:'));
      expect(skipped ? times.map((t) => `02${t.slice(2)}`) : times).toContain(time);
      expect(Math.abs(now - constructed)).toBeLessThan(1_000);
      expect(Math.abs(called - constructed)).toBeLessThan(2_000);
      expect(epoch).toBe(0);
      expect(isDate).toBe(true);
    });
  }

  it('keeps an instant given as it is', () => {
    const [constructed] = readIn('2027-10-31T00:30:00Z');
    expect(constructed - Date.parse('2027-10-31T00:30:00Z')).toBeGreaterThanOrEqual(0);
    expect(constructed - Date.parse('2027-10-31T00:30:00Z')).toBeLessThan(2_000);
  });
});
