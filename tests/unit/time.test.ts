import { describe, expect, it } from 'vitest';
import { addDays, localDate, nextDate, shiftInterval, zonedInstant } from '../../domain/time';
import { bandRank, isBand } from '../../domain/bands';

describe('shift times in the trust time zone', () => {
  it('reads winter times as GMT and summer times as BST', () => {
    expect(zonedInstant('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('answers the same instant again, in a Date of its own (one kept instant, never shared)', () => {
    const first = zonedInstant('2026-07-16', '08:00');
    first.setUTCHours(0);
    expect(zonedInstant('2026-07-16', '08:00').toISOString()).toBe('2026-07-16T07:00:00.000Z');
    expect(zonedInstant('2026-10-25', '01:30', 'America/New_York').toISOString()).toBe('2026-10-25T05:30:00.000Z');
  });

  it('puts an end at or before the start on the next day', () => {
    const night = shiftInterval('2026-01-15', '20:00', '08:00');
    expect(night.startsAt.toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(night.endsAt.toISOString()).toBe('2026-01-16T08:00:00.000Z');
  });

  it('gives a night across the spring clock change its real length (11 hours)', () => {
    const { startsAt, endsAt } = shiftInterval('2026-03-28', '20:00', '08:00');
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(11);
  });

  it('gives a night across the autumn clock change its real length (13 hours)', () => {
    const { startsAt, endsAt } = shiftInterval('2026-10-24', '20:00', '08:00');
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(13);
  });

  it('knows the next and the local date', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
    // Calendar days across the clock changes of Europe/London, and backwards.
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-11-25', -60)).toBe('2026-09-26');
    expect(addDays('2026-03-30', -2)).toBe('2026-03-28');
    expect(localDate(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(localDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });
});

describe('bands', () => {
  it('ranks bands in Agenda for Change order', () => {
    expect(bandRank('2')).toBe(1);
    expect(bandRank('8a')).toBeLessThan(bandRank('8b'));
    expect(bandRank('7')).toBeLessThan(bandRank('8a'));
    expect(isBand('8a')).toBe(true);
    expect(isBand('10')).toBe(false);
  });
});
