import { describe, expect, it } from 'vitest';
import { RISK_COLOURS, riskMitigation, riskScore, type RiskInput } from '../../domain/shiftRisk';

const now = new Date('2026-12-04T09:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const shift = (over: Partial<RiskInput> = {}): RiskInput => ({
  status: 'APPROVED',
  progress: 'vacant',
  vacancies: 2,
  confirmedCount: 1,
  hardToFill: false,
  startsAt: inHours(24 * 7),
  tier: 1,
  rateEscalationStatus: 'noUplift',
  ...over,
});

describe('a shift risk score (spec 4)', () => {
  it('is 0, pale, when nothing is at risk', () => {
    for (const over of [
      { status: 'DRAFT' },
      { status: 'CANCELLED' },
      { progress: 'booked' as const, confirmedCount: 2 },
      { confirmedCount: 2 },
      { startsAt: inHours(-1) },
    ])
      expect(riskScore(shift(over), now), JSON.stringify(over)).toBe(0);
    expect(RISK_COLOURS[0]).toBe('pale');
  });

  it('grows with the fill prediction and how soon the shift starts', () => {
    const score = (hardToFill: boolean, hours: number) =>
      riskScore(shift({ hardToFill, startsAt: inHours(hours) }), now);
    expect([score(false, 100), score(false, 72), score(false, 24), score(false, 2)]).toEqual([1, 2, 3, 3]);
    expect([score(true, 100), score(true, 72), score(true, 24), score(true, 2)]).toEqual([2, 3, 4, 4]);
    expect([1, 2, 3, 4].map((s) => RISK_COLOURS[s as 1 | 2 | 3 | 4])).toEqual(['green', 'amber', 'red', 'red']);
  });
});

describe("a shift's risk mitigation", () => {
  const atRisk = (over: Partial<RiskInput> = {}) => shift({ hardToFill: true, ...over });

  it('is none for a shift not at risk, and none yet when nothing was done', () => {
    expect(riskMitigation(shift(), now)).toBeNull();
    expect(riskMitigation(atRisk(), now)).toBeNull();
    expect(riskMitigation(atRisk({ rateEscalationStatus: 'rejected' }), now)).toBeNull();
  });

  it('is mitigated once its pay moved to help, and not mitigatable when it starts within 4 hours', () => {
    for (const status of ['pending', 'intermediate_approved', 'approved'] as const)
      expect(riskMitigation(atRisk({ rateEscalationStatus: status }), now)).toBe('mitigated');
    expect(riskMitigation(atRisk({ tier: 2 }), now)).toBe('mitigated');
    expect(riskMitigation(atRisk({ startsAt: inHours(4), tier: 2 }), now)).toBe('nonMitigatable');
    expect(riskMitigation(atRisk({ startsAt: inHours(5) }), now)).toBeNull();
  });
});
