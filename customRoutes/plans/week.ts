/** A plan's week as the plan screens link and name it. */
import { jobsListPath } from '../../domain/jobList';
import { PLAN_DAY_NAMES, type PlannedShift } from '../../domain/shiftPlan';
import { addDays } from '../../domain/time';

/** The jobs list showing the open shifts of the week starting `monday` at the care location. */
export const weekListPath = (careLocationId: number, monday: string) =>
  jobsListPath({ status: 'vacant', dateRange: 'custom', dateFrom: monday, dateTo: addDays(monday, 6), careLocationId });

/** A planned shift by its day and date, area, shift and times. */
export const rowLabel = (row: PlannedShift, monday: string, areas: readonly { id: number; name: string }[]) =>
  `${PLAN_DAY_NAMES[row.dayOfWeek]} ${addDays(monday, row.dayOfWeek)}, ${areas.find((a) => a.id === row.departmentId)?.name ?? `#${row.departmentId}`}, ${row.shift} ${row.shiftTime.start}–${row.shiftTime.end}`;
