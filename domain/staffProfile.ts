/**
 * A staff member's profile (/users/{id}): their applications month by month (get-staff-monthly-applications), each
 * month's applications told apart by what became of them.
 */
import type { ApplicationStatus } from './shifts';

/** What became of an application, by its status: still open, booked, turned down (by either side), withdrawn. */
export const APPLICATION_OUTCOMES = {
  open: ['applied', 'offered'],
  booked: ['confirmed'],
  turnedDown: ['rejected', 'rejectedByNurse', 'skipped'],
  withdrawn: ['withdrawn', 'cancelled'],
} as const satisfies Record<string, readonly ApplicationStatus[]>;
export type ApplicationOutcome = keyof typeof APPLICATION_OUTCOMES;

export type MonthlyApplications = { month: string } & Record<ApplicationOutcome, number>;

export const PROFILE_MONTHS = 12;

/** The `count` months up to the one of `today` ('YYYY-MM-DD'), oldest first, as 'YYYY-MM'. */
export function monthsUpTo(today: string, count = PROFILE_MONTHS): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
