/** A nurse's worked time against the booked times (issue 52.15, domain/workedTime.ts). */
import { describe, expect, it } from 'vitest';
import {
  againstBooked,
  bookedMinutes,
  formatDifference,
  formatMinutes,
  workedMinutes,
  workedTotals,
} from '../../domain/workedTime';

const shift = { startsAt: '2026-12-04T07:30:00.000Z', endsAt: '2026-12-04T19:30:00.000Z' };

describe('worked time', () => {
  it('counts start to end less the break, and tells each difference from the booked times', () => {
    const time = { startedAt: '2026-12-04T07:40:00.000Z', endedAt: '2026-12-04T19:45:00.000Z', breakMinutes: 30 };
    expect(bookedMinutes(shift)).toBe(720);
    expect(workedMinutes(time)).toBe(695);
    expect(againstBooked(time, shift)).toEqual({ start: 10, end: 15, worked: -25 });
    expect(workedMinutes({ ...time, breakMinutes: 2000 })).toBe(0);
  });

  it('writes minutes and differences as people read them', () => {
    expect([formatMinutes(695), formatMinutes(45), formatMinutes(120), formatMinutes(0)]).toEqual([
      '11 h 35 min',
      '45 min',
      '2 h',
      '0 min',
    ]);
    expect([formatDifference(0), formatDifference(15), formatDifference(-60)]).toEqual([
      'as booked',
      '+15 min',
      '−1 h',
    ]);
  });

  it('adds up several nurses', () => {
    const asBooked = { startedAt: shift.startsAt, endedAt: shift.endsAt, breakMinutes: 0 };
    const short = { ...asBooked, breakMinutes: 45 };
    expect(workedTotals([asBooked, short].map((time) => ({ time, shift })))).toEqual({
      nurses: 2,
      minutes: 1395,
      difference: -45,
    });
  });
});
