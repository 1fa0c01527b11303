import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  instantDayLabel,
  instantLabel,
  monthLabel,
  shortDayLabel,
  timeLabel,
  weekdayLabel,
} from '../../domain/dateLabels';
import { dayHeading, roomListTime } from '../../domain/chatTimes';

describe('dates in one style', () => {
  it('writes a calendar day with its weekday, whatever the zone', () => {
    expect(dayLabel('2026-12-07')).toBe('Mon 7 Dec 2026');
    expect(dayLabel('2027-03-09')).toBe('Tue 9 Mar 2027');
    expect(dayLabel('2028-02-29')).toBe('Tue 29 Feb 2028');
    expect(shortDayLabel('2026-12-07')).toBe('7 Dec');
    expect(weekdayLabel('2026-12-13')).toBe('Sunday');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
  });

  it("writes an instant on the trust's wall clock, in winter and in summer", () => {
    expect(instantLabel('2026-12-07T09:20:00Z')).toBe('Mon 7 Dec 2026, 09:20');
    // British Summer Time: an hour ahead, so late evening UTC is already the next day in London.
    expect(instantLabel('2027-06-30T23:30:00Z')).toBe('Thu 1 Jul 2027, 00:30');
    expect(instantDayLabel(new Date('2027-06-30T23:30:00Z'))).toBe('Thu 1 Jul 2027');
    expect(timeLabel('2027-06-30T23:30:00Z')).toBe('00:30');
    // The spring clock change: 01:00 UTC is 02:00 BST, the hour from 01:00 to 02:00 local never happens.
    expect(timeLabel('2027-03-28T01:00:00Z')).toBe('02:00');
  });

  it('gives the chat its recent days in words and older ones in the same style', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    expect(roomListTime('2026-12-07T08:05:00Z', now)).toBe('08:05');
    expect(roomListTime('2026-12-06T23:30:00Z', now)).toBe('Yesterday');
    expect(roomListTime('2026-12-03T10:00:00Z', now)).toBe('Thursday');
    expect(roomListTime('2026-11-20T10:00:00Z', now)).toBe('Fri 20 Nov 2026');
    expect(dayHeading('2026-11-20T10:00:00Z', now)).toBe('Fri 20 Nov 2026');
  });
});
