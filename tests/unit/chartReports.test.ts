import { describe, expect, it } from 'vitest';
import { CHART_CSV, NO_REASON } from '../../domain/chartReports';

describe('the chart reports as CSV', () => {
  it('writes each chart with its table headers, percentages, empty cells for what cannot be worked out, and pounds to the penny', () => {
    expect(
      CHART_CSV.fill([
        { date: '2026-10-01', posted: 4, filled: 2, cancelled: 1, fillRate: 2 / 3, medianHoursToFill: 12.5 },
        { date: '2026-10-02', posted: 0, filled: 0, cancelled: 0, fillRate: null, medianHoursToFill: null },
      ]),
    ).toBe(
      'Date,Posted,Filled,Cancelled,Fill rate,Median hours to fill\r\n2026-10-01,4,2,1,66.7%,12.5\r\n2026-10-02,0,0,0,,',
    );
    expect(CHART_CSV.departments([{ department: 'Ward 1, Acute', day: 3, night: 1 }])).toBe(
      'Department,Day shifts,Night shifts\r\n"Ward 1, Acute",3,1',
    );
    expect(
      CHART_CSV.reasons([
        { reason: 'Ward closed', count: 2 },
        { reason: null, count: 1 },
      ]),
    ).toBe(`Reason,Cancellations\r\nWard closed,2\r\n${NO_REASON},1`);
    expect(CHART_CSV.uplifts([{ date: '2026-10-01', approved: 2, spend: 40.5 }])).toBe(
      'Date,Approved uplifts,Extra cost (GBP)\r\n2026-10-01,2,40.50',
    );
  });
});
