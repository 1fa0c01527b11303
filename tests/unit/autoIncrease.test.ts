import { describe, expect, it } from 'vitest';
import { nextStepAt, rateAfterSteps, risesByItself, stepsDue } from '../../domain/autoIncrease';
import { hoursLabel, limitsRefusal, shiftLengthRefusal } from '../../domain/shiftLength';

const START = '2026-12-10T07:30:00Z';
const at = (hoursBefore: number) => new Date(new Date(START).getTime() - hoursBefore * 3_600_000);
const rate = { start: 20, limit: 30, current: 20, allowAutoIncrease: true };

describe('automatic increase', () => {
  it('steps at 72, 48, 24 and 12 hours before the start, in equal shares of the way to the limit', () => {
    expect([100, 72, 50, 48, 24, 13, 12, 0].map((h) => stepsDue(START, at(h)))).toEqual([0, 1, 1, 2, 3, 3, 4, 4]);
    expect([0, 1, 2, 3, 4, 9].map((n) => rateAfterSteps(rate, n))).toEqual([20, 22.5, 25, 27.5, 30, 30]);
    expect(rateAfterSteps({ start: 20, limit: 21.01 }, 1)).toBe(20.25);
    // A limit below the start gives no increase.
    expect(rateAfterSteps({ start: 20, limit: 18 }, 4)).toBe(20);
  });

  it('schedules the next step, and none after the last', () => {
    expect(nextStepAt(START, at(100))).toEqual(at(72));
    expect(nextStepAt(START, at(72))).toEqual(at(48));
    expect(nextStepAt(START, at(12))).toBeNull();
  });

  it('rises only for a published, unfilled shift that allows it and has not started', () => {
    const job = { status: 'APPROVED', rate, vacancies: 2, confirmedCount: 1, startsAt: START };
    expect(risesByItself(job, at(30))).toBe(true);
    expect(risesByItself({ ...job, status: 'DRAFT' }, at(30))).toBe(false);
    expect(risesByItself({ ...job, confirmedCount: 2 }, at(30))).toBe(false);
    expect(risesByItself({ ...job, rate: { ...rate, allowAutoIncrease: false } }, at(30))).toBe(false);
    expect(risesByItself(job, at(0))).toBe(false);
  });
});

describe('shift length', () => {
  it('refuses a shift outside the limits, naming them in hours and minutes', () => {
    const limits = { shortestHours: 4, longestHours: 12.5 };
    expect(shiftLengthRefusal(240, limits)).toBeNull();
    expect(shiftLengthRefusal(750, limits)).toBeNull();
    expect(shiftLengthRefusal(239, limits)).toBe("a shift of 3h 59m is shorter than the trust's shortest shift, 4h");
    expect(shiftLengthRefusal(751, limits)).toBe(
      "a shift of 12h 31m is longer than the trust's longest shift, 12h 30m",
    );
    expect(shiftLengthRefusal(30)).toBe("a shift of 0h 30m is shorter than the trust's shortest shift, 1h");
    expect(hoursLabel(1440)).toBe('24h');
    expect(limitsRefusal({ shortestHours: 13, longestHours: 12 })).toBe(
      'the shortest shift may not be longer than the longest',
    );
    expect(limitsRefusal({ shortestHours: 12, longestHours: 12 })).toBeNull();
  });
});
