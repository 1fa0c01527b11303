/** Fill prediction (domain/fillPrediction.ts): features, the smoothed build-up over similar shifts, calibration. */
import { describe, expect, it } from 'vitest';
import {
  calibration,
  isHardToFill,
  leadBand,
  MIN_HISTORY,
  predictFill,
  PRIOR,
  rateBand,
  SMOOTHING,
  type HistoryCell,
  type ShiftFeatures,
} from '../../domain/fillPrediction';
import { weekdayOf } from '../../domain/time';

const ward: ShiftFeatures = { department: 1, period: 'Night', weekday: 6, lead: 'underADay', rate: 'standard' };
const cell = (over: Partial<HistoryCell>, shifts: number, filled: number): HistoryCell => ({
  ...ward,
  ...over,
  shifts,
  filled,
});

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

  it('gives no likelihood, and no mark, until the trust has MIN_HISTORY shifts of history', () => {
    for (const history of [[], [cell({}, MIN_HISTORY - 1, 0)]]) {
      const p = predictFill(ward, history);
      expect(p.likelihood).toBeNull();
      expect(p.basis.map((b) => b.step)).toEqual(['trust']);
      expect(isHardToFill(p.likelihood, 100)).toBe(false);
    }
    const enough = predictFill(ward, [cell({}, MIN_HISTORY, 0)]);
    expect(enough.basis[0].likelihood).toBe(
      Math.round(((PRIOR.shifts * PRIOR.likelihood) / (MIN_HISTORY + PRIOR.shifts)) * 100) / 100,
    );
    expect(enough.basis).toHaveLength(6);
    expect(enough.likelihood).toBeLessThan(0.1);
    expect(isHardToFill(enough.likelihood, 50)).toBe(true);
  });

  it('narrows to similar shifts step by step, each drawn toward the one before by how few they are', () => {
    const history = [
      cell({ department: 2, period: 'Day', lead: 'overTwoWeeks' }, 270, 270), // another ward's easy day shifts
      cell({}, 30, 0), // the ward's short-notice Saturday nights: none filled
      cell({ weekday: 3 }, 60, 30), // the ward's Wednesday nights posted late
    ];
    const p = predictFill(ward, history);
    const trust = (300 + PRIOR.shifts * PRIOR.likelihood) / (360 + PRIOR.shifts);
    // The ward's short-notice nights (90, 30 filled), then its Saturdays among them (30, none).
    const lead = (30 + SMOOTHING * trust) / (90 + SMOOTHING);
    const period = (30 + SMOOTHING * lead) / (90 + SMOOTHING);
    const department = (30 + SMOOTHING * period) / (90 + SMOOTHING);
    const weekday = (0 + SMOOTHING * department) / (30 + SMOOTHING);
    expect(p.basis.map((b) => [b.step, b.shifts, b.filled])).toEqual([
      ['trust', 360, 300],
      ['lead', 90, 30],
      ['period', 90, 30],
      ['department', 90, 30],
      ['weekday', 30, 0],
      ['rate', 30, 0],
    ]);
    expect(p.basis[1].likelihood).toBe(Math.round(lead * 100) / 100);
    expect(p.likelihood).toBe(Math.round(((0 + SMOOTHING * weekday) / (30 + SMOOTHING)) * 100) / 100);
    expect(p.likelihood).toBeLessThan(0.2);
    // The same shift on the day ward: what filled there says it fills.
    expect(
      predictFill({ ...ward, department: 2, period: 'Day', lead: 'overTwoWeeks' }, history).likelihood,
    ).toBeGreaterThan(0.85);
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
