/**
 * Shift plans (spec 2.4 /shiftPlan/menu, /createNewPlan; spec 3 "Shift plan", "Planner template"; issue 14): a week
 * grid of departments by days, each cell holding planned shifts. A planned shift is the shift's plan data (care
 * location, area, shift, shift time and its day of the week) and its job posting data (the wizard's draft fields),
 * and may name a nurse to put straight onto it. A plan is kept by week day rather than date, so that a planner
 * template applies to any week. Spec 4: a plan is saved as a template or turned into shifts at once, by two flags;
 * both may be set (save the week's shape and post it), not neither.
 */
import { addDays, isCalendarDay, weekdayOf } from './time';
import { creationPayloads, stepProblems, type PostingDraft, type Problem } from './shiftWizard';

/** Days of the plan's week, 0 being its Monday. */
export const PLAN_DAYS = 7;
/** The most shifts one plan holds: a large hospital's week. */
export const MAX_PLANNED_SHIFTS = 1000;

export interface PlannedShift {
  /** The shift plan data (spec 3 shiftPlanData): careLocationId, area (the department), shift, shiftTime; the day. */
  careLocationId: number;
  departmentId: number;
  shift: string;
  shiftTime: { start: string; end: string };
  dayOfWeek: number;
  /** The job posting data (spec 3 jobPostData): what the wizard's draft holds besides place, time and dates. */
  jobPostData: Omit<PostingDraft, 'careLocationId' | 'departmentId' | 'shift' | 'shiftTime' | 'dates'>;
  /** A nurse to book on it at once (checked as an offer is: server/services/jobs/eligibility.ts). */
  personId?: number;
}

export interface PlanFlags {
  saveAsTemplate: boolean;
  createShifts: boolean;
}

/** Why the flags ask for nothing, or null. */
export const planFlagsRefusal = (flags: Partial<PlanFlags>) =>
  flags.saveAsTemplate || flags.createShifts ? null : 'Choose to save the plan as a template, to create its shifts, or both';

/** Whether a day is a Monday: a plan's week starts on one. */
export const isMonday = (date: string) => isCalendarDay(date) && weekdayOf(date) === 1;

/** The seven dates of the week starting `monday`. */
export const planWeek = (monday: string) => Array.from({ length: PLAN_DAYS }, (_, i) => addDays(monday, i));

/** A planned shift as the wizard's draft on its date. */
export const draftOf = (row: PlannedShift, monday: string): PostingDraft => ({
  ...row.jobPostData,
  careLocationId: row.careLocationId,
  departmentId: row.departmentId,
  shift: row.shift,
  shiftTime: row.shiftTime,
  dates: [addDays(monday, row.dayOfWeek)],
});

/**
 * The plan's shifts on the week starting `monday`, as creation payloads in the plan's order, or every row's problems
 * (`rows.<i>.<field>`): turning a plan into shifts is all or none.
 */
export function planPayloads(rows: readonly PlannedShift[], monday: string, today: string): { payloads: Record<string, unknown>[]; problems: Problem[] } {
  if (!isMonday(monday)) return { payloads: [], problems: [{ field: 'weekStart', message: `${monday} is not a Monday` }] };
  if (!rows.length) return { payloads: [], problems: [{ field: 'rows', message: 'The plan holds no shifts' }] };
  if (rows.length > MAX_PLANNED_SHIFTS) return { payloads: [], problems: [{ field: 'rows', message: `A plan holds at most ${MAX_PLANNED_SHIFTS} shifts` }] };
  const problems = rows.flatMap((row, i) => {
    const day = Number.isInteger(row.dayOfWeek) && row.dayOfWeek >= 0 && row.dayOfWeek < PLAN_DAYS;
    if (!day) return [{ field: `rows.${i}.dayOfWeek`, message: 'must be 0 (Monday) to 6 (Sunday)' }];
    return stepProblems('shift-summary', draftOf(row, monday), today).map((p) => ({ field: `rows.${i}.${p.field.replace(/^dates\.0$/, 'date')}`, message: p.message }));
  });
  if (problems.length) return { payloads: [], problems };
  return { payloads: rows.map((row) => creationPayloads(draftOf(row, monday), today, false)[0]), problems: [] };
}
