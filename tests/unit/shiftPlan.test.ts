import { describe, expect, it } from 'vitest';
import { planPayloads } from '../../domain/planShifts';
import { isMonday, MAX_PLANNED_SHIFTS, planFlagsRefusal, planWeek, type PlannedShift } from '../../domain/shiftPlan';
import { readCreationPayload } from '../../server/services/jobs/payload';

const TODAY = '2026-11-28'; // a Saturday
const MONDAY = '2026-11-30';
const row = (dayOfWeek: number, more: Partial<PlannedShift> = {}): PlannedShift => ({
  careLocationId: 1,
  departmentId: 2,
  shift: 'Night',
  shiftTime: { start: '20:00', end: '08:00' },
  dayOfWeek,
  jobPostData: { jobTitleTypeId: 3, band: { from: '5', to: '5' }, skills: [], vacancies: 1, fulfilment: 'Manual' },
  ...more,
});

describe('shift plans', () => {
  it('ask to save the plan as a template, to create its shifts, or both (spec 4), never neither', () => {
    expect(planFlagsRefusal({ saveAsTemplate: true, createShifts: false })).toBeNull();
    expect(planFlagsRefusal({ saveAsTemplate: false, createShifts: true })).toBeNull();
    expect(planFlagsRefusal({ saveAsTemplate: true, createShifts: true })).toBeNull();
    expect(planFlagsRefusal({})).toBe('Choose to save the plan as a template, to create its shifts, or both');
  });

  it('lay a week out from its Monday', () => {
    expect(isMonday(MONDAY)).toBe(true);
    expect(isMonday(TODAY)).toBe(false);
    expect(planWeek(MONDAY)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it("turn into one shift per planned row, on its day of the week, each a payload the API's creation rules take", () => {
    const { payloads, problems } = planPayloads([row(0), row(6, { departmentId: 4 })], MONDAY, TODAY);
    expect(problems).toEqual([]);
    expect(payloads.map((p) => [p.date, p.departmentId])).toEqual([
      ['2026-11-30', 2],
      ['2026-12-06', 4],
    ]);
    expect(readCreationPayload(payloads[1]).fields).toMatchObject({
      date: '2026-12-06',
      startTime: '20:00',
      endTime: '08:00',
      gradeFrom: '5',
    });
  });

  it('apply to any week: the same rows on the next week fall seven days later', () => {
    const next = planPayloads([row(0), row(6)], '2026-12-07', TODAY).payloads.map((p) => p.date);
    expect(next).toEqual(['2026-12-07', '2026-12-13']);
  });

  it('name every bad row and create none: all or nothing', () => {
    const rows = [
      row(0),
      row(7),
      row(2, { jobPostData: { ...row(2).jobPostData, vacancies: 0 } }),
      row(3, { shiftTime: { start: '25:00', end: '08:00' } }),
    ];
    const { payloads, problems } = planPayloads(rows, MONDAY, TODAY);
    expect(payloads).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual(['rows.1.dayOfWeek', 'rows.2.vacancies', 'rows.3.shiftTime']);
  });

  it('refuse a week already begun in the past, a week not starting on a Monday, and an empty or oversized plan', () => {
    expect(planPayloads([row(0), row(6)], '2026-11-23', TODAY).problems).toEqual([
      { field: 'rows.0.date', message: '2026-11-23 is in the past' },
    ]);
    expect(planPayloads([row(0)], TODAY, TODAY).problems).toEqual([
      { field: 'weekStart', message: `${TODAY} is not a Monday` },
    ]);
    expect(planPayloads([], MONDAY, TODAY).problems[0].field).toBe('rows');
    expect(
      planPayloads(
        Array.from({ length: MAX_PLANNED_SHIFTS + 1 }, () => row(0)),
        MONDAY,
        TODAY,
      ).problems[0].message,
    ).toMatch(/at most/);
  });
});
