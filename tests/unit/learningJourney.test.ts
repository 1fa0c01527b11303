/** The learning journey's pure rules (domain/learningJourney.ts): the months of a period, a gain in words, the CSVs. */
import { describe, expect, it } from 'vitest';
import { gainText, journeyMonthsCsv, journeyNursesCsv, learningShare, monthsOf } from '../../domain/learningJourney';
import { lastTwelveMonths, periodRefusal } from '../../domain/reports';

describe('the learning journey', () => {
  it('covers every calendar month the period touches, across a year end', () => {
    expect(monthsOf('2026-11-29', '2026-11-30')).toEqual(['2026-11']);
    expect(monthsOf('2026-10-31', '2027-02-01')).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('says a gain in words: the level reached and the level it was, or newly acquired', () => {
    expect(
      gainText({ skill: 'Cannulation', level: 'solo', previousLevel: 'direct-supervision', origin: 'levelChange' }),
    ).toBe('Cannulation: Solo (was Direct supervision)');
    expect(
      gainText({ skill: 'Venepuncture', level: 'distant-supervision', previousLevel: null, origin: 'acquiredByStaff' }),
    ).toBe('Venepuncture: Distant supervision (newly acquired)');
  });

  it('writes the months and the nurses as CSV, the share as a percentage and empty where no shift was worked', () => {
    const months = [
      { month: '2026-10', acquired: 2, levelChanges: 1, shiftsWorked: 3, learningShifts: 2 },
      { month: '2026-11', acquired: 0, levelChanges: 0, shiftsWorked: 0, learningShifts: 0 },
    ];
    expect(learningShare(months[1])).toBeNull();
    expect(journeyMonthsCsv(months).split('\r\n')).toEqual([
      'Month,Skills newly acquired,Level changes,Shifts worked,Shifts offering a learning opportunity,Share offering one',
      '2026-10,2,1,3,2,66.7%',
      '2026-11,0,0,0,0,',
    ]);
    const nurse = {
      userId: 1,
      nurse: 'Ada Lovelace',
      shiftsWorked: 4,
      learningShifts: 2,
      opportunities: [
        { skillId: 1, skill: 'Cannulation', shifts: 2 },
        { skillId: 2, skill: 'Tracheostomy care', shifts: 1 },
      ],
      gains: [
        {
          date: '2026-10-03',
          skillId: 1,
          skill: 'Cannulation',
          level: 'solo' as const,
          previousLevel: 'direct-supervision' as const,
          origin: 'levelChange' as const,
          endorsementRequestId: 9,
        },
      ],
    };
    expect(journeyNursesCsv([nurse]).split('\r\n')[1]).toBe(
      'Ada Lovelace,4,2,Cannulation (2); Tracheostomy care (1),2026-10-03 Cannulation: Solo (was Direct supervision)',
    );
  });

  it('offers the last twelve months: the eleven whole months before this one, and this one to today', () => {
    expect(lastTwelveMonths('2026-11-29')).toEqual({ startDate: '2025-12-01', endDate: '2026-11-29' });
    expect(lastTwelveMonths('2026-01-31')).toEqual({ startDate: '2025-02-01', endDate: '2026-01-31' });
    expect(periodRefusal('The learning journey', { ...lastTwelveMonths('2028-12-31') })).toBeNull();
  });

  it('takes a period of both days, in order, of at most 367 days', () => {
    expect(periodRefusal('The learning journey', { startDate: '2026-01-01', endDate: '2027-01-02' })).toBeNull();
    expect(periodRefusal('The learning journey', { startDate: '2026-01-01', endDate: '2027-01-03' })).toEqual({
      field: 'requestParams.endDate',
      message: 'a report covers at most 367 days',
    });
    expect(periodRefusal('The learning journey', { startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual({
      field: 'requestParams.startDate',
      message: 'The learning journey covers a date range: give a day as YYYY-MM-DD',
    });
  });
});
