/** A nurse's availability, its ranges and settings (domain/availability.ts), and calendar days (domain/time.ts). */
import { describe, expect, it } from 'vitest';
import { rangeRefusal, settingRefusal } from '../../domain/availability';
import { daysFrom, isCalendarDay } from '../../domain/time';

describe('availability', () => {
  it('reads a range of up to 62 days, forwards', () => {
    expect(rangeRefusal('2026-12-01', '2027-01-31')).toBeNull();
    expect(rangeRefusal('2026-12-01', '2027-02-01')).toMatchObject({ field: 'dateTo' });
    expect(rangeRefusal('2026-12-02', '2026-12-01')).toMatchObject({
      field: 'dateTo',
      message: expect.stringMatching(/before/),
    });
    expect(rangeRefusal('2026-13-01', '2026-12-01')).toMatchObject({ field: 'dateFrom' });
    expect(rangeRefusal('2026-12-01', undefined)).toMatchObject({ field: 'dateTo' });
  });

  it('sets today and later days, up to a year ahead, to true, false or null', () => {
    const today = '2026-11-28';
    expect(settingRefusal(['2026-11-28', '2027-11-28'], false, today)).toBeNull();
    expect(settingRefusal(['2026-11-29'], null, today)).toBeNull();
    expect(settingRefusal(['2026-11-27'], true, today)).toMatchObject({
      field: 'dates',
      message: expect.stringMatching(/past/),
    });
    expect(settingRefusal(['2027-11-29'], true, today)).toMatchObject({
      field: 'dates',
      message: expect.stringMatching(/ahead/),
    });
    expect(settingRefusal('2026-11-29', true, today)).toMatchObject({ field: 'dates' });
    expect(settingRefusal(Array(63).fill('2026-11-29'), true, today)).toMatchObject({
      field: 'dates',
      message: expect.stringMatching(/at most 62/),
    });
    expect(settingRefusal(['2026-11-29'], 'no', today)).toMatchObject({ field: 'available' });
  });

  it('knows a calendar day and the days of a range', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-2-1')).toBe(false);
    expect(isCalendarDay(20270201)).toBe(false);
    expect(daysFrom('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(daysFrom('2027-03-02', '2027-03-01')).toEqual([]);
  });
});
