import { describe, expect, it } from 'vitest';
import {
  MANAGER_REPORTS,
  monthRange,
  nextReportPoll,
  presetRange,
  REPORT_MAX_DAYS,
  REPORT_POLL_MS,
  REPORT_TYPES,
  reportFileName,
  reportParamsRefusal,
} from '../../domain/reports';

describe('manager report definitions', () => {
  it('define six reports, each with columns of distinct keys and headers; reports 2 to 6 need a range, 6 a job template', () => {
    expect(REPORT_TYPES).toEqual([
      'ManagerReport1',
      'ManagerReport2',
      'ManagerReport3',
      'ManagerReport4',
      'ManagerReport5',
      'ManagerReport6',
    ]);
    for (const type of REPORT_TYPES) {
      const { columns } = MANAGER_REPORTS[type];
      expect(new Set(columns.map((c) => c.key)).size, type).toBe(columns.length);
      expect(new Set(columns.map((c) => c.header)).size, type).toBe(columns.length);
    }
    expect(REPORT_TYPES.filter((t) => MANAGER_REPORTS[t].needsRange)).toEqual(REPORT_TYPES.slice(1));
    expect(REPORT_TYPES.filter((t) => MANAGER_REPORTS[t].needsJobTemplate)).toEqual(['ManagerReport6']);
    expect(MANAGER_REPORTS.ManagerReport2.columns.map((c) => c.header)).toEqual([
      'Date',
      'Department',
      'Shifts posted',
      'Filled',
      'Unfilled',
      'Cancelled',
      'Fill rate',
      'Hours posted',
      'Hours filled',
    ]);
  });
});

describe('reportParamsRefusal (spec 5)', () => {
  const range = { startDate: '2026-10-01', endDate: '2026-10-31' };
  const refusal = (type: string, params: Record<string, unknown>) => reportParamsRefusal(type, params)?.field ?? null;

  it('needs a known report type and a care location', () => {
    expect(refusal('ManagerReport7', { careLocationId: 1 })).toBe('reportType');
    expect(refusal('ManagerReport1', {})).toBe('requestParams.careLocationId');
    expect(refusal('ManagerReport1', { careLocationId: '1' })).toBe('requestParams.careLocationId');
    expect(refusal('ManagerReport1', { careLocationId: 0 })).toBe('requestParams.careLocationId');
    expect(refusal('ManagerReport1', { careLocationId: 1 })).toBeNull();
  });

  it('needs a range of real days, in order and at most a year long, for reports 2 to 6, and refuses one sent to report 1', () => {
    expect(refusal('ManagerReport2', { careLocationId: 1 })).toBe('requestParams.startDate');
    expect(refusal('ManagerReport2', { careLocationId: 1, startDate: '2026-10-01' })).toBe('requestParams.endDate');
    expect(refusal('ManagerReport2', { careLocationId: 1, startDate: '2026-02-30', endDate: '2026-03-01' })).toBe(
      'requestParams.startDate',
    );
    expect(refusal('ManagerReport2', { careLocationId: 1, startDate: '2026-10-02', endDate: '2026-10-01' })).toBe(
      'requestParams.endDate',
    );
    expect(refusal('ManagerReport2', { careLocationId: 1, startDate: '2026-01-01', endDate: '2027-01-02' })).toBeNull();
    expect(REPORT_MAX_DAYS).toBe(367);
    expect(refusal('ManagerReport2', { careLocationId: 1, startDate: '2026-01-01', endDate: '2027-01-03' })).toBe(
      'requestParams.endDate',
    );
    expect(refusal('ManagerReport3', { careLocationId: 1, ...range })).toBeNull();
    expect(refusal('ManagerReport1', { careLocationId: 1, ...range })).toBe('requestParams.startDate');
    expect(refusal('ManagerReport1', { careLocationId: 1, endDate: '2026-10-31' })).toBe('requestParams.endDate');
  });

  it('needs a job template for report 6 only, and names a parameter it does not know', () => {
    expect(refusal('ManagerReport6', { careLocationId: 1, ...range })).toBe('requestParams.jobTemplateId');
    expect(refusal('ManagerReport6', { careLocationId: 1, ...range, jobTemplateId: 4 })).toBeNull();
    expect(refusal('ManagerReport5', { careLocationId: 1, ...range, jobTemplateId: 4 })).toBe(
      'requestParams.jobTemplateId',
    );
    expect(refusal('ManagerReport2', { careLocationId: 1, ...range, ward: 3 })).toBe('requestParams.ward');
  });
});

describe('report range presets (spec 2.5)', () => {
  it('give the current month, the last month and the seven days before today', () => {
    expect(presetRange('currentMonth', '2026-11-28')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(presetRange('lastMonth', '2026-11-28')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(presetRange('lastWeek', '2026-11-28')).toEqual({ startDate: '2026-11-21', endDate: '2026-11-27' });
    expect(presetRange('lastWeek', '2026-03-03')).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
  });

  it('give the whole of a given month', () => {
    expect(monthRange('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthRange('2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthRange('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });
});

it('names a report file by its title, care location and range', () => {
  expect(
    reportFileName(
      'ManagerReport2',
      "St Mary's Ward & Annexe",
      { careLocationId: 1, startDate: '2026-10-01', endDate: '2026-10-31' },
      'xlsx',
    ),
  ).toBe('shift-fill-st-mary-s-ward-annexe-2026-10-01-to-2026-10-31.xlsx');
  expect(reportFileName('ManagerReport1', 'General', { careLocationId: 1 }, 'csv')).toBe(
    'staff-snapshot-general-snapshot.csv',
  );
});

it('asks again every 5 seconds while a report is made, and stops when none is or an ask failed', () => {
  expect(REPORT_POLL_MS).toBe(5000);
  expect(nextReportPoll([{ status: 'COMPLETED' }, { status: 'PENDING' }], false)).toBe(5000);
  expect(nextReportPoll([{ status: 'PENDING' }], true)).toBe(false);
  expect(nextReportPoll([{ status: 'COMPLETED' }, { status: 'FAILED' }], false)).toBe(false);
  expect(nextReportPoll([], false)).toBe(false);
  expect(nextReportPoll(undefined, false)).toBe(false);
});
