import { describe, expect, it } from 'vitest';
import { easterSunday, englandAndWalesBankHolidays, isBankHoliday } from '../../domain/bankHolidays';
import { kindOf } from '../../domain/shiftRate';

const dates = (year: number) => englandAndWalesBankHolidays(year).map((h) => h.date);

describe('England and Wales bank holidays (domain/bankHolidays.ts)', () => {
  it('are the published ones, substitute days included', () => {
    // As published for these years (the list the rates held until they were worked out).
    expect(dates(2025)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-05',
      '2025-05-26',
      '2025-08-25',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(dates(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect(dates(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('replace a weekend Christmas, Boxing Day and New Year by the substitute days, the way each falls', () => {
    // Christmas on a Saturday: Monday and Tuesday.
    expect(englandAndWalesBankHolidays(2021).filter((h) => h.date >= '2021-12-25')).toEqual([
      { date: '2021-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2021-12-28', name: 'Boxing Day (substitute day)' },
    ]);
    // Christmas on a Sunday: Boxing Day on the Monday, Christmas's substitute on the Tuesday; New Year on a Saturday.
    expect(dates(2022)).toEqual(expect.arrayContaining(['2022-01-03', '2022-12-26', '2022-12-27']));
    expect(dates(2022)).not.toEqual(expect.arrayContaining(['2022-01-01']));
    expect(dates(2022)).not.toEqual(expect.arrayContaining(['2022-12-25']));
    expect(dates(2033)).toEqual(expect.arrayContaining(['2033-01-03', '2033-12-26', '2033-12-27']));
    // Boxing Day on a Saturday: the Monday after.
    expect(dates(2020)).toContain('2020-12-28');
  });

  it('follow proclamations: moved and added days', () => {
    expect(dates(2020)).toContain('2020-05-08');
    expect(dates(2020)).not.toContain('2020-05-04');
    expect(dates(2022)).toEqual(expect.arrayContaining(['2022-06-02', '2022-06-03', '2022-09-19']));
    expect(dates(2022)).not.toContain('2022-05-30');
    expect(dates(2023)).toContain('2023-05-08');
  });

  it('find Easter for any year, early and late', () => {
    expect(['2000', '2008', '2011', '2019', '2038', '2285'].map((y) => easterSunday(Number(y)))).toEqual([
      '2000-04-23',
      '2008-03-23',
      '2011-04-24',
      '2019-04-21',
      '2038-04-25',
      '2285-03-22',
    ]);
    expect(dates(2040).slice(0, 3)).toEqual(['2040-01-02', '2040-03-30', '2040-04-02']);
  });

  it("make a day's hours bank holiday hours, and a trust's extra days too", () => {
    expect(isBankHoliday('2031-08-25')).toBe(true);
    expect(kindOf('2031-08-25', 12 * 60)).toBe('bankHoliday');
    expect(kindOf('2031-08-26', 12 * 60)).toBe('day');
    expect(kindOf('2031-08-26', 12 * 60, new Set(['2031-08-26']))).toBe('bankHoliday');
  });
});
