/**
 * A plan's rows as the shifts they post (domain/shiftPlan.ts): each row the wizard's draft on its date, checked by the
 * wizard's summary rules. Apart from domain/shiftPlan.ts, whose shape rules load with every page (the resource
 * definitions), so that the wizard's rules load only where plans are posted.
 */
import { addDays } from './time';
import { isMonday, MAX_PLANNED_SHIFTS, PLAN_DAYS, type PlannedShift } from './shiftPlan';
import { payloadOn, stepProblems, type PostingDraft, type Problem } from './shiftWizard';

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
export function planPayloads(
  rows: readonly PlannedShift[],
  monday: string,
  today: string,
): { payloads: Record<string, unknown>[]; problems: Problem[] } {
  if (!isMonday(monday))
    return { payloads: [], problems: [{ field: 'weekStart', message: `${monday} is not a Monday` }] };
  if (!rows.length) return { payloads: [], problems: [{ field: 'rows', message: 'The plan holds no shifts' }] };
  if (rows.length > MAX_PLANNED_SHIFTS)
    return {
      payloads: [],
      problems: [{ field: 'rows', message: `A plan holds at most ${MAX_PLANNED_SHIFTS} shifts` }],
    };
  const payloads: Record<string, unknown>[] = [];
  const problems: Problem[] = [];
  for (const [i, row] of rows.entries()) {
    const day = Number.isInteger(row.dayOfWeek) && row.dayOfWeek >= 0 && row.dayOfWeek < PLAN_DAYS;
    if (!day) {
      problems.push({ field: `rows.${i}.dayOfWeek`, message: 'must be 0 (Monday) to 6 (Sunday)' });
      continue;
    }
    const draft = draftOf(row, monday);
    const found = stepProblems('shift-summary', draft, today);
    for (const p of found)
      problems.push({ field: `rows.${i}.${p.field.replace(/^dates\.0$/, 'date')}`, message: p.message });
    if (!found.length) payloads.push(payloadOn(draft, draft.dates[0], false));
  }
  return problems.length ? { payloads: [], problems } : { payloads, problems };
}
