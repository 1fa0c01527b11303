/** Fill prediction (domain/fillPrediction.ts): features, the smoothed build-up over similar shifts, calibration. */
import { describe, expect, it } from 'vitest';
import { calibration, isHardToFill, leadBand, predictFill, PRIOR, rateBand, SMOOTHING, type HistoryCell, type ShiftFeatures } from '../../domain/fillPrediction';
import { weekdayOf } from '../../domain/time';

const ward: ShiftFeatures = { department: 1, period: 'Night', weekday: 6, lead: 'underADay', rate: 'standard' };
const cell = (over: Partial<HistoryCell>, shifts: number, filled: number): HistoryCell => ({ ...ward, ...over, shifts, filled });

describe('fill prediction', () => {
  it('bands lead times and rates, and names the weekday', () => {
    const start = new Date('2026-12-05T19:30:00Z');
    expect(leadBand(new Date('2026-12-05T08:00:00Z'), start)).toBe('underADay');
    expect(leadBand(new Date('2026-12-04T19:30:00Z'), start)).toBe('oneToThreeDays');
    expect(leadBand(new Date('2026-11-28T19:30:00Z'), start)).toBe('oneToTwoWeeks');
    expect(leadBand(new Date('2026-11-01T19:30:00Z'), start)).toBe('overTwoWeeks');
    expect(rateBand({ start: 20, current: 20 })).toBe('standard');
    expect(rateBand({ start: 20, current: 22 })).toBe('uplifted');
    expect(rateBand({ start: 20, current: 24 })).toBe('high');
    expect(rateBand(null)).toBe('standard');
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it('without history, answers the prior', () => {
    const p = predictFill(ward, []);
    expect(p.likelihood).toBe(PRIOR.likelihood);
    expect(p.basis.map((b) => b.step)).toEqual(['trust', 'lead', 'period', 'department', 'weekday', 'rate']);
    expect(p.basis.every((b) => b.shifts === 0)).toBe(true);
  });

  it('narrows to similar shifts step by step, each drawn toward the one before by how few they are', () => {
    const history = [
      cell({ department: 2, period: 'Day', lead: 'overTwoWeeks' }, 90, 90), // another ward's easy day shifts
      cell({}, 10, 0), // the ward's short-notice Saturday nights: none filled
      cell({ weekday: 3 }, 20, 10), // the ward's Wednesday nights posted late
    ];
    const p = predictFill(ward, history);
    const trust = (100 + PRIOR.shifts * PRIOR.likelihood) / (120 + PRIOR.shifts);
    // The ward's short-notice nights (30, 10 filled), then its Saturdays among them (10, none).
    const lead = (10 + SMOOTHING * trust) / (30 + SMOOTHING);
    const period = (10 + SMOOTHING * lead) / (30 + SMOOTHING);
    const department = (10 + SMOOTHING * period) / (30 + SMOOTHING);
    const weekday = (0 + SMOOTHING * department) / (10 + SMOOTHING);
    expect(p.basis.map((b) => [b.step, b.shifts, b.filled])).toEqual([
      ['trust', 120, 100],
      ['lead', 30, 10],
      ['period', 30, 10],
      ['department', 30, 10],
      ['weekday', 10, 0],
      ['rate', 10, 0],
    ]);
    expect(p.basis[1].likelihood).toBe(Math.round(lead * 100) / 100);
    expect(p.likelihood).toBe(Math.round(((0 + SMOOTHING * weekday) / (10 + SMOOTHING)) * 100) / 100);
    expect(p.likelihood).toBeLessThan(0.2);
    // The same shift on the day ward: what filled there says it fills.
    expect(predictFill({ ...ward, department: 2, period: 'Day', lead: 'overTwoWeeks' }, history).likelihood).toBeGreaterThan(0.85);
  });

  it('is hard to fill under the threshold, a percentage', () => {
    expect(isHardToFill(0.49, 50)).toBe(true);
    expect(isHardToFill(0.5, 50)).toBe(false);
    expect(isHardToFill(0, 0)).toBe(false);
  });

  it('tabulates calibration by decile of the predicted likelihood', () => {
    const table = calibration([
      { predicted: 0.05, filled: false },
      { predicted: 0.95, filled: true },
      { predicted: 1, filled: true },
      { predicted: 0.91, filled: false },
    ]);
    expect(table).toHaveLength(10);
    expect(table[0]).toEqual({ decile: '0-10%', shifts: 1, predicted: 0.05, filled: 0 });
    expect(table[9]).toMatchObject({ decile: '90-100%', shifts: 3, filled: 2 / 3 });
    expect(table[5]).toEqual({ decile: '50-60%', shifts: 0, predicted: null, filled: null });
  });
});
