/**
 * Shift plans (spec 2.4 /shiftPlan/menu, /createNewPlan; spec 3 "Shift plan", "Planner template"; issue 14): a week
 * grid of departments by days, each cell holding planned shifts. A planned shift is the shift's plan data (care
 * location, area, shift, shift time and its day of the week) and its job posting data (the wizard's draft fields),
 * and may name a nurse to put straight onto it. A plan is kept by week day rather than date, so that a planner
 * template applies to any week. Spec 4: a plan is saved as a template or turned into shifts at once, by two flags;
 * both may be set (save the week's shape and post it), not neither.
 */
import type { AccessRule } from './access';
import { POST_SHIFT_ACCESS } from './shifts';
import { addDays, isCalendarDay, weekdayOf } from './time';
import type { PostingDraft, Problem } from './shiftWizard';

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
  flags.saveAsTemplate || flags.createShifts
    ? null
    : 'Choose to save the plan as a template, to create its shifts, or both';

/** Whether a day is a Monday: a plan's week starts on one. */
export const isMonday = (date: string) => isCalendarDay(date) && weekdayOf(date) === 1;

/** The seven dates of the week starting `monday`. */
export const planWeek = (monday: string) => Array.from({ length: PLAN_DAYS }, (_, i) => addDays(monday, i));

/** Who plans shifts and keeps planner templates: a plan posts shifts and books nurses, so whoever posts shifts. */
export const PLAN_SHIFTS: AccessRule = { ...POST_SHIFT_ACCESS, anyOf: ['POST_A_SHIFT'] };
/** Who names a nurse on a planned shift (/addPerson): naming books them, so a planner who confirms applicants. */
export const NAME_PLANNED_NURSES: AccessRule = { ...PLAN_SHIFTS, allOf: ['CONFIRM_APPLICANTS'] };

const PLANNED_KEYS = new Set([
  'careLocationId',
  'departmentId',
  'shift',
  'shiftTime',
  'dayOfWeek',
  'jobPostData',
  'personId',
]);
const isId = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A plan's rows as a body sends them, each problem named (`rows.<i>.<field>`): the shape only (ids, times as text, a
 * day of the week, the posting data as an object with a list of skills); planPayloads and the shifts' own rules judge
 * the values.
 */
export function readPlannedShifts(value: unknown): { rows: PlannedShift[]; problems: Problem[] } {
  if (!Array.isArray(value))
    return { rows: [], problems: [{ field: 'rows', message: 'must be a list of planned shifts' }] };
  if (value.length > MAX_PLANNED_SHIFTS)
    return { rows: [], problems: [{ field: 'rows', message: `A plan holds at most ${MAX_PLANNED_SHIFTS} shifts` }] };
  const problems = value.flatMap((row, i): Problem[] => {
    const at = (field: string, message: string) => [{ field: `rows.${i}${field ? `.${field}` : ''}`, message }];
    if (!isRecord(row)) return at('', 'must be a planned shift');
    const unknown = Object.keys(row).find((k) => !PLANNED_KEYS.has(k));
    if (unknown) return at(unknown, 'is not part of a planned shift');
    if (!isId(row.careLocationId)) return at('careLocationId', 'must be the id of a care location');
    if (!isId(row.departmentId)) return at('departmentId', 'must be the id of a department');
    if (typeof row.shift !== 'string' || !row.shift.trim() || row.shift.length > 40)
      return at('shift', 'must name the shift (1 to 40 characters)');
    if (!isRecord(row.shiftTime) || typeof row.shiftTime.start !== 'string' || typeof row.shiftTime.end !== 'string')
      return at('shiftTime', 'must be { start, end } as HH:mm');
    if (!Number.isInteger(row.dayOfWeek) || (row.dayOfWeek as number) < 0 || (row.dayOfWeek as number) >= PLAN_DAYS)
      return at('dayOfWeek', 'must be 0 (Monday) to 6 (Sunday)');
    if (!isRecord(row.jobPostData) || !Array.isArray(row.jobPostData.skills ?? []))
      return at('jobPostData', 'must be the posting data, with a list of skills');
    if (row.personId !== undefined && row.personId !== null && !isId(row.personId))
      return at('personId', 'must be the id of a nurse');
    return [];
  });
  if (problems.length) return { rows: [], problems };
  const rows = (value as PlannedShift[]).map((row) => ({
    ...row,
    jobPostData: { ...row.jobPostData, skills: row.jobPostData.skills ?? [] },
  }));
  return { rows, problems: [] };
}

/** The week's days as a plan's grid heads them, Monday first. */
export const PLAN_DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A plan's planned shifts by department and day of the week, each cell in the plan's order (the grid's cells). */
export function planGrid<T extends PlannedShift>(rows: readonly T[]): Map<number, T[][]> {
  const grid = new Map<number, T[][]>();
  for (const row of rows) {
    if (!grid.has(row.departmentId))
      grid.set(
        row.departmentId,
        Array.from({ length: PLAN_DAYS }, () => []),
      );
    grid.get(row.departmentId)![row.dayOfWeek]?.push(row);
  }
  return grid;
}

/** The Monday on or after `date` (a plan's week starts on one). */
export const mondayFrom = (date: string) => addDays(date, (8 - weekdayOf(date)) % 7);
