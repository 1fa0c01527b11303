/** A skill's capability and competency levels (domain/capability.ts). */
import { describe, expect, it } from 'vitest';
import { capabilityOf, levelsMeeting } from '../../domain/capability';

describe('capability', () => {
  it('a level is met by it and the more independent levels, the most independent first', () => {
    expect(levelsMeeting('solo')).toEqual(['solo']);
    expect(levelsMeeting('direct-supervision')).toEqual(['solo', 'distant-supervision', 'direct-supervision']);
    expect(levelsMeeting('no-experience')).toEqual([
      'solo',
      'distant-supervision',
      'direct-supervision',
      'no-experience',
    ]);
  });

  it('counts endorsed nurses by level, the able cumulatively, and claims waiting apart', () => {
    const c = capabilityOf([
      { level: 'solo', approvalStatus: 'approved', nurses: 2 },
      { level: 'direct-supervision', approvalStatus: 'approved', nurses: 3 },
      { level: 'solo', approvalStatus: 'pending', nurses: 4 },
      { level: 'no-experience', approvalStatus: 'pending', nurses: 1 },
    ]);
    expect(c.endorsed).toEqual({ solo: 2, 'distant-supervision': 0, 'direct-supervision': 3, 'no-experience': 0 });
    expect(c.able).toEqual({ solo: 2, 'distant-supervision': 2, 'direct-supervision': 5, 'no-experience': 5 });
    expect(c.holders).toBe(5);
    expect(c.pending).toBe(5);
  });

  it('a skill nobody holds counts zero everywhere', () => {
    expect(capabilityOf([])).toEqual({
      endorsed: { solo: 0, 'distant-supervision': 0, 'direct-supervision': 0, 'no-experience': 0 },
      able: { solo: 0, 'distant-supervision': 0, 'direct-supervision': 0, 'no-experience': 0 },
      holders: 0,
      pending: 0,
    });
  });
});
