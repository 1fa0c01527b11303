import { describe, expect, it } from 'vitest';
import {
  dateRangeFilter,
  datesOf,
  defaultJobListFilter,
  isApprovable,
  jobsQueryOf,
  listStatusOf,
  monthOf,
  weekOf,
} from '../../domain/jobList';

const TODAY = '2025-03-12'; // a Wednesday

describe('the jobs list status filter (spec 4)', () => {
  it.each([
    [undefined, 'vacant'],
    ['', 'vacant'],
    ['vacant', 'vacant'],
    ['nonsense', 'vacant'],
    ['booked', 'booked'],
    ['noLog', 'completed'],
    ['readyForApprove', 'completed'],
    ['approved', 'completed'],
    ['completed', 'completed'],
  ])('%s shows the %s view', (value, view) => {
    expect(listStatusOf(value)).toBe(view);
  });

  it('asks the API for the progress values of the view', () => {
    expect(jobsQueryOf({ status: 'readyForApprove' }, TODAY).progress).toEqual([
      'noLog',
      'readyForApprove',
      'approved',
      'completed',
    ]);
    expect(jobsQueryOf({ status: 'booked' }, TODAY).progress).toEqual(['booked']);
    expect(jobsQueryOf({}, TODAY).progress).toEqual(['vacant']);
  });

  it('asks for the shifts marked hard to fill, or the others, and ignores any other value', () => {
    expect(jobsQueryOf({ hardToFill: 'true' }, TODAY).hardToFill).toBe(true);
    expect(jobsQueryOf({ hardToFill: 'false' }, TODAY).hardToFill).toBe(false);
    expect(jobsQueryOf({ hardToFill: 'maybe' }, TODAY)).not.toHaveProperty('hardToFill');
  });
});

describe('the date-range selector (spec 2.5)', () => {
  it('knows weeks from Monday to Sunday and whole months', () => {
    expect(weekOf(TODAY)).toEqual({ from: '2025-03-10', to: '2025-03-16' });
    expect(weekOf('2025-03-16')).toEqual({ from: '2025-03-10', to: '2025-03-16' });
    expect(weekOf('2025-12-31')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(monthOf('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthOf('2025-12-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('sets the dates of each choice', () => {
    expect(dateRangeFilter('day', TODAY)).toEqual({ dateRange: 'day', dateFrom: TODAY, dateTo: TODAY });
    expect(dateRangeFilter('day', TODAY, { dateFrom: '2025-04-01' })).toEqual({
      dateRange: 'day',
      dateFrom: '2025-04-01',
      dateTo: '2025-04-01',
    });
    expect(dateRangeFilter('week', TODAY)).toEqual({ dateRange: 'week', dateFrom: '2025-03-10', dateTo: '2025-03-16' });
    expect(dateRangeFilter('month', TODAY)).toEqual({
      dateRange: 'month',
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
    });
    expect(dateRangeFilter('custom', TODAY, { dateFrom: '2025-03-01', dateTo: '2025-03-05' })).toEqual({
      dateRange: 'custom',
      dateFrom: '2025-03-01',
      dateTo: '2025-03-05',
    });
  });

  it('reads the range a link holds; a custom range may be open at either end', () => {
    expect(datesOf({ dateRange: 'day' }, TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(datesOf({ dateRange: 'day', dateFrom: '2025-01-02', dateTo: '2025-09-09' }, TODAY)).toEqual({
      from: '2025-01-02',
      to: '2025-01-02',
    });
    expect(datesOf({ dateRange: 'week', dateFrom: '2025-01-01' }, TODAY)).toEqual({
      from: '2024-12-30',
      to: '2025-01-05',
    });
    expect(datesOf({ dateRange: 'custom', dateTo: '2025-05-01' }, TODAY)).toEqual({
      from: undefined,
      to: '2025-05-01',
    });
    expect(datesOf({ dateRange: 'custom', dateFrom: 'yesterday' }, TODAY)).toEqual({ from: undefined, to: undefined });
    expect(datesOf({}, TODAY)).toEqual({ from: undefined, to: undefined });
  });
});

describe('the jobs query of a filter (spec 2.5)', () => {
  it('defaults to vacant shifts of today (spec 9)', () => {
    expect(jobsQueryOf(defaultJobListFilter(TODAY), TODAY)).toEqual({
      progress: ['vacant'],
      date_gte: TODAY,
      date_lte: TODAY,
    });
  });

  it('turns every key into the API field it filters', () => {
    expect(
      jobsQueryOf(
        {
          status: 'booked',
          dateRange: 'custom',
          dateFrom: '2025-03-01',
          dateTo: '2025-03-31',
          grade: '5',
          bandFrom: '4',
          bandTo: '8a',
          areas: [3, 4],
          skills: [7],
          rateStatus: 'pending',
          tiers: [2, 3],
          fulfilment: 'Urgent',
          jobTitle: 9,
          careLocationId: 2,
          q: ' acute ',
        },
        TODAY,
      ),
    ).toEqual({
      progress: ['booked'],
      date_gte: '2025-03-01',
      date_lte: '2025-03-31',
      grade: '5',
      bandFrom: '4',
      bandTo: '8a',
      departmentId: [3, 4],
      skillId: [7],
      rateEscalationStatus: 'pending',
      tier: [2, 3],
      fulfilment: 'Urgent',
      jobTitleTypeId: 9,
      careLocationId: 2,
      q: 'acute',
    });
  });

  it('leaves out what a hand-edited link holds but the API would refuse, and rate status all', () => {
    expect(
      jobsQueryOf(
        {
          grade: '12',
          bandFrom: 'x',
          areas: ['a' as never],
          tiers: [7],
          fulfilment: 'Sometimes',
          rateStatus: 'all',
          jobTitle: -1 as never,
        },
        TODAY,
      ),
    ).toEqual({ progress: ['vacant'] });
  });
});

describe('selection for approval', () => {
  it('takes only published shifts ready for approval', () => {
    expect(isApprovable({ status: 'APPROVED', progress: 'readyForApprove' })).toBe(true);
    expect(isApprovable({ status: 'APPROVED', progress: 'noLog' })).toBe(false);
    expect(isApprovable({ status: 'CANCELLED', progress: 'readyForApprove' })).toBe(false);
  });
});
