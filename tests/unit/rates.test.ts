import { describe, expect, it } from 'vitest';
import { payRangeRefusal, rangeRefusal } from '../../domain/rates';
import { hoursByKind, kindOf, rateInEffect, rateView, shiftRate, type CardRate } from '../../domain/shiftRate';

// 2026-11-26 is a Thursday; 2026-11-28 a Saturday; 2026-12-25 Christmas Day (a Friday).
describe('hours by kind', () => {
  it('splits a weekday shift at the day window (04:00 to 20:00)', () => {
    expect(hoursByKind('2026-11-26', '08:00', '16:00')).toEqual({ day: 8, night: 0, weekend: 0, bankHoliday: 0 });
    expect(hoursByKind('2026-11-26', '18:00', '22:30')).toEqual({ day: 2, night: 2.5, weekend: 0, bankHoliday: 0 });
    expect(hoursByKind('2026-11-26', '02:00', '05:00')).toEqual({ day: 1, night: 2, weekend: 0, bankHoliday: 0 });
  });

  it('counts each hour of a shift past midnight on the day it falls on', () => {
    // Thursday 20:00 to Friday 08:00: night to 04:00, then day.
    expect(hoursByKind('2026-11-26', '20:00', '08:00')).toEqual({ day: 4, night: 8, weekend: 0, bankHoliday: 0 });
    // Friday 20:00 to Saturday 08:00: four night hours on Friday, the eight past midnight are Saturday's.
    expect(hoursByKind('2026-11-27', '20:00', '08:00')).toEqual({ day: 0, night: 4, weekend: 8, bankHoliday: 0 });
    // Sunday 22:00 to Monday 06:00: two weekend hours, then Monday night to 04:00 and day after.
    expect(hoursByKind('2026-11-29', '22:00', '06:00')).toEqual({ day: 2, night: 4, weekend: 2, bankHoliday: 0 });
  });

  it('counts bank holiday hours before weekend ones, and a holiday of its own list', () => {
    expect(kindOf('2026-12-25', 600)).toBe('bankHoliday');
    expect(kindOf('2026-12-26', 600)).toBe('weekend');
    expect(kindOf('2026-12-28', 600)).toBe('bankHoliday');
    expect(hoursByKind('2026-12-24', '19:00', '07:00')).toEqual({ day: 1, night: 4, weekend: 0, bankHoliday: 7 });
    expect(hoursByKind('2026-11-26', '08:00', '10:00', new Set(['2026-11-26']))).toEqual({
      day: 0,
      night: 0,
      weekend: 0,
      bankHoliday: 2,
    });
  });
});

const card = (band: string, hoursKind: CardRate['hoursKind'], hourlyRate: number, effectiveFrom: string): CardRate => ({
  band,
  hoursKind,
  hourlyRate,
  effectiveFrom,
});

describe('the rate in effect', () => {
  const cards = [
    card('5', 'day', 20, '2026-01-01'),
    card('5', 'day', 22, '2026-12-01'),
    card('6', 'day', 25, '2026-01-01'),
    card('5', 'night', 24, '2026-01-01'),
  ];

  it('is the latest effective on or before the date: a future change takes effect on its day', () => {
    expect(rateInEffect(cards, '5', 'day', '2026-11-30')?.hourlyRate).toBe(20);
    expect(rateInEffect(cards, '5', 'day', '2026-12-01')?.hourlyRate).toBe(22);
    expect(rateInEffect(cards, '5', 'night', '2026-12-01')?.hourlyRate).toBe(24);
    expect(rateInEffect(cards, '5', 'weekend', '2026-12-01')).toBeUndefined();
    expect(rateInEffect(cards, '5', 'day', '2025-12-31')).toBeUndefined();
  });
});

describe("a shift's rate", () => {
  const trustCards = [
    card('5', 'day', 20, '2026-01-01'),
    card('5', 'night', 24, '2026-01-01'),
    card('5', 'weekend', 26, '2026-01-01'),
  ];
  const base = {
    date: '2026-11-26',
    startTime: '18:00',
    endTime: '22:00',
    band: '5',
    tier: 1 as const,
    rate: { start: 20, current: 20 },
    trustCards,
    locationCards: [],
    uplift: 0,
  };

  it("pays each kind of hours at its card's rate", () => {
    const rate = shiftRate(base);
    expect(rate.lines).toEqual([
      { kind: 'day', hours: 2, source: 'trust card', baseRate: 20, hourlyRate: 20, pay: 40 },
      { kind: 'night', hours: 2, source: 'trust card', baseRate: 24, hourlyRate: 24, pay: 48 },
    ]);
    expect(rate).toMatchObject({ hours: 4, pay: 88, averageHourlyRate: 22 });
  });

  it('raises the card rate by the tier percent (1: 0, 2: 5, 3: 10) and adds uplift and automatic increase per hour', () => {
    expect(shiftRate({ ...base, tier: 2 }).lines.map((l) => l.hourlyRate)).toEqual([21, 25.2]);
    expect(shiftRate({ ...base, tier: 3 }).lines.map((l) => l.hourlyRate)).toEqual([22, 26.4]);
    const raised = shiftRate({ ...base, tier: 3, uplift: 1.5, rate: { start: 20, current: 21.25 } });
    expect(raised.lines.map((l) => l.hourlyRate)).toEqual([24.75, 29.15]);
    expect(raised).toMatchObject({ uplift: 1.5, autoIncrease: 1.25, pay: 107.8 });
  });

  it("takes a care location's own rate before the trust's, and the posted rate where neither has one", () => {
    const rate = shiftRate({
      ...base,
      date: '2026-11-28',
      startTime: '18:00',
      endTime: '22:00',
      locationCards: [card('5', 'weekend', 30, '2026-06-01')],
    });
    expect(rate.lines).toEqual([
      { kind: 'weekend', hours: 4, source: 'care location', baseRate: 30, hourlyRate: 30, pay: 120 },
    ]);
    const uncarded = shiftRate({ ...base, band: '7', rate: { start: 31.5, current: 31.5 } });
    expect(uncarded.lines.map((l) => [l.source, l.hourlyRate])).toEqual([
      ['posted rate', 31.5],
      ['posted rate', 31.5],
    ]);
  });

  it('rounds to the penny', () => {
    const rate = shiftRate({
      ...base,
      startTime: '08:00',
      endTime: '08:20',
      tier: 2,
      trustCards: [card('5', 'day', 19.99, '2026-01-01')],
    });
    expect(rate.lines[0]).toMatchObject({ hourlyRate: 20.99, pay: 7 });
  });
  it('is answered as its one rate: the average of its lines, not the posted start, with the posted room above it', () => {
    const posted = { start: 20, limit: 27, current: 20, allowAutoIncrease: true };
    expect(rateView(shiftRate(base), posted)).toEqual({ start: 22, current: 22, limit: 29, allowAutoIncrease: true });
    // Its tier moves the start; the approved uplift and the automatic increase lift the current rate and the limit.
    const raised = shiftRate({ ...base, tier: 2, uplift: 1.5, rate: { start: 20, current: 22 } });
    expect(rateView(raised, { ...posted, current: 22 })).toEqual({
      start: 23.1,
      current: 26.6,
      limit: 31.6,
      allowAutoIncrease: true,
    });
  });
});

describe('the pay range', () => {
  const range = { band: '5', minRate: 18, maxRate: 30 };
  it('refuses a rate below or above it, naming the limit', () => {
    expect(payRangeRefusal(18, range)).toBeNull();
    expect(payRangeRefusal(30, range)).toBeNull();
    expect(payRangeRefusal(17.5, range)).toBe("£17.50 an hour is below band 5's minimum of £18.00");
    expect(payRangeRefusal(30.01, range)).toBe("£30.01 an hour is above band 5's maximum of £30.00");
    expect(payRangeRefusal(99, undefined)).toBeNull();
  });
  it('has its minimum at most its maximum', () => {
    expect(rangeRefusal({ minRate: 31, maxRate: 30 })).toBe('the minimum must not be above the maximum');
    expect(rangeRefusal({ minRate: 30, maxRate: 30 })).toBeNull();
  });
});
