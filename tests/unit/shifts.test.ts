import { describe, expect, it } from 'vitest';
import { bandRange } from '../../domain/bands';
import {
  applicationRefusal,
  bookingRefusal,
  cancelRefusal,
  dayOrNight,
  dedupeSkills,
  durationMinutes,
  editRefusal,
  endsWhenItStarts,
  hasNoParticipants,
  PROGRESS_OF_FILTER,
  rateOf,
  releaseRefusal,
  statusFilterOf,
  stepBetween,
  stepRefusal,
  tierPercent,
} from '../../domain/shifts';

describe('day or night (spec 9)', () => {
  it.each([
    ['08:00', '20:00', 'Day'],
    ['04:00', '20:00', 'Day'],
    ['12:00', '20:00', 'Day'],
    ['20:00', '08:00', 'Night'],
    ['20:00', '04:00', 'Night'],
    ['16:00', '04:00', 'Night'],
    ['14:00', '02:00', 'Day'], // exactly half (14:00-20:00) in the day window
    ['14:01', '02:01', 'Night'],
    ['02:00', '10:00', 'Day'],
    ['22:00', '06:00', 'Night'],
    ['03:59', '04:01', 'Day'],
    ['19:59', '20:01', 'Day'],
    ['20:00', '20:30', 'Night'],
    ['03:00', '04:00', 'Night'],
    ['00:00', '00:00', 'Day'], // 24 hours, 16 of them in the day
  ])('%s to %s is %s', (start, end, label) => {
    expect(dayOrNight(start, end)).toBe(label);
  });

  it('takes an end at or before the start as the next day', () => {
    expect(durationMinutes('19:00', '07:00')).toBe(720);
    expect(durationMinutes('07:00', '19:30')).toBe(750);
    expect(durationMinutes('08:00', '08:00')).toBe(1440);
  });
});

describe('the jobs list status filter (spec 4)', () => {
  it('maps noLog, readyForApprove and approved to manager-completed, booked to booked, anything else to vacant', () => {
    expect(['noLog', 'readyForApprove', 'approved'].map(statusFilterOf)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect(statusFilterOf('booked')).toBe('booked');
    expect([undefined, null, '', 'vacant', 'completed', 'nonsense'].map(statusFilterOf)).toEqual(
      Array(6).fill('vacant'),
    );
    expect(PROGRESS_OF_FILTER.completed).toEqual(['noLog', 'readyForApprove', 'approved', 'completed']);
  });
});

describe('progress steps', () => {
  it('names who takes each step', () => {
    expect(stepBetween('readyForApprove', 'approved').map((s) => s.by)).toEqual(['APPROVE_TIMESHEETS']);
    expect(stepBetween('vacant', 'booked').map((s) => s.by)).toEqual(['system']);
    expect(stepBetween('vacant', 'approved')).toEqual([]);
    expect(stepBetween('completed', 'vacant')).toEqual([]);
  });
});

describe('tiers and rates (spec 4, 9)', () => {
  it('gives tier percents 0, 5 and 10', () => {
    expect([1, 2, 3].map((t) => tierPercent(t as 1 | 2 | 3))).toEqual([0, 5, 10]);
  });

  it('fills the default rate under what the poster gave', () => {
    expect(rateOf()).toEqual({ start: 20, limit: 30, current: 20, allowAutoIncrease: false });
    expect(rateOf({ start: 25, current: 25 })).toEqual({ start: 25, limit: 30, current: 25, allowAutoIncrease: false });
  });
});

describe('participants (spec 6)', () => {
  it('counts a shift as without participants when every active application is refused or skipped', () => {
    expect(hasNoParticipants([])).toBe(true);
    expect(
      hasNoParticipants([
        { active: true, status: 'rejected' },
        { active: true, status: 'skipped' },
      ]),
    ).toBe(true);
    expect(
      hasNoParticipants([
        { active: true, status: 'rejectedByNurse' },
        { active: true, status: 'applied' },
      ]),
    ).toBe(false);
    expect(
      hasNoParticipants([
        { active: false, status: 'withdrawn' },
        { active: true, status: 'skipped' },
      ]),
    ).toBe(true);
    expect(
      hasNoParticipants([
        { active: false, status: 'withdrawn' },
        { active: true, status: 'confirmed' },
      ]),
    ).toBe(false);
  });

  it('keeps one entry per skill', () => {
    expect(
      dedupeSkills([
        { skillId: 1, requirement: 'mandatory' },
        { skillId: 2, requirement: 'recommended' },
        { skillId: 1, requirement: 'recommended' },
      ]),
    ).toEqual([
      { skillId: 1, requirement: 'recommended' },
      { skillId: 2, requirement: 'recommended' },
    ]);
  });
});

describe('what a shift still allows', () => {
  it('refuses a shift that ends when it starts (not a 24-hour shift)', () => {
    expect(endsWhenItStarts('08:00', '08:00')).toBe(true);
    expect(endsWhenItStarts('08:00', '20:00')).toBe(false);
    expect(endsWhenItStarts('20:00', '08:00')).toBe(false);
  });

  it('edits a shift until it is cancelled or its time approved', () => {
    expect(editRefusal({ status: 'DRAFT', progress: 'vacant' })).toBeNull();
    for (const progress of ['vacant', 'booked', 'noLog', 'readyForApprove'])
      expect(editRefusal({ status: 'APPROVED', progress })).toBeNull();
    expect(editRefusal({ status: 'CANCELLED', progress: 'vacant' })).toBe(
      'This shift is cancelled: it can no longer be changed',
    );
    expect(editRefusal({ status: 'APPROVED', progress: 'approved' })).toBe(
      'This shift is approved: it can no longer be changed',
    );
    expect(editRefusal({ status: 'APPROVED', progress: 'completed' })).toBe(
      'This shift is completed: it can no longer be changed',
    );
  });

  it('cancels a published shift until its time is in; a draft is deleted instead', () => {
    for (const progress of ['vacant', 'booked', 'noLog'])
      expect(cancelRefusal({ status: 'APPROVED', progress })).toBeNull();
    for (const progress of ['readyForApprove', 'approved', 'completed'])
      expect(cancelRefusal({ status: 'APPROVED', progress })).toMatch(/^Worked time is logged/);
    expect(cancelRefusal({ status: 'DRAFT', progress: 'vacant' })).toBe(
      'A draft is not published: delete it instead of cancelling it',
    );
    expect(cancelRefusal({ status: 'CANCELLED', progress: 'vacant' })).toBe('This shift is already cancelled');
  });

  it('releases a booking only before the shift starts, with no time logged and no step past booked', () => {
    const now = new Date('2030-05-01T10:00:00Z');
    const job = { status: 'APPROVED', progress: 'booked', startsAt: '2030-05-01T10:00:01Z' };
    expect(releaseRefusal(job, now, false)).toBeNull();
    expect(releaseRefusal({ ...job, progress: 'vacant' }, now, false)).toBeNull();
    expect(releaseRefusal({ ...job, startsAt: '2030-05-01T10:00:00Z' }, now, false)).toMatch(/already started/);
    expect(releaseRefusal(job, now, true)).toMatch(/^Worked time is logged/);
    expect(releaseRefusal({ ...job, progress: 'noLog' }, now, false)).toBe(
      'This shift is noLog: its booking can no longer be released',
    );
    expect(releaseRefusal({ ...job, status: 'CANCELLED' }, now, false)).toMatch(/cancelled/);
  });
});

describe('a band range in words (issue 52.16)', () => {
  it('says one band once, a range with a dash, and nothing for none', () => {
    expect([bandRange('6', '6'), bandRange('5', '6'), bandRange('6', undefined), bandRange(undefined, '6')]).toEqual([
      '6',
      '5–6',
      '6',
      '',
    ]);
  });
});

describe('when a shift takes bookings and applications (the API and the console alike)', () => {
  const now = new Date('2026-12-07T10:00:00Z');
  const shift = {
    status: 'APPROVED',
    progress: 'vacant',
    startsAt: '2026-12-08T08:00:00Z',
    vacancies: 2,
    confirmedCount: 1,
  };
  it('books a published shift not started and not full', () => {
    expect(bookingRefusal(shift, now)).toBeNull();
    expect(bookingRefusal({ ...shift, status: 'DRAFT' }, now)).toBe('This shift is not open for booking');
    expect(bookingRefusal({ ...shift, startsAt: '2026-12-07T09:00:00Z' }, now)).toBe('This shift has already started');
    expect(bookingRefusal({ ...shift, confirmedCount: 2 }, now)).toBe('All 2 vacancies of this shift are taken');
  });
  it('takes applications while published, vacant and not started', () => {
    expect(applicationRefusal(shift, now)).toBeNull();
    expect(applicationRefusal({ ...shift, progress: 'booked' }, now)).toBe('This shift is not open for applications');
    expect(applicationRefusal({ ...shift, startsAt: now }, now)).toBe('This shift has already started');
  });
});

describe("an application's steps", () => {
  it('refuses a step APPLICATION_STEPS does not hold, in words', () => {
    expect(stepRefusal('applied', 'confirmed', 'manager')).toBeNull();
    expect(stepRefusal('rejectedByNurse', 'confirmed', 'manager')).toBe(
      'An application that is declined by nurse cannot be made confirmed by a manager',
    );
    expect(stepRefusal('applied', 'an object', 'nurse')).toBe(
      'An application that is applied cannot be made an object by a nurse',
    );
  });
});
