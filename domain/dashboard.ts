/**
 * The managers' dashboard (spec 7.1 and 9): who sees it and over which windows. The API
 * (/api/v1/jobs/postingsperday, topposters, topworkers, fillstats) also answers admins; the console shows the
 * charts on the landing page of managers, and admins and the super admin keep their own landing pages.
 */
import { isSuperAdmin, type AccessRule, type ActingRole, can } from './access';
import { DASHBOARD_WINDOW_DAYS } from './constants';
import { SHIFT_VIEW_PERMISSIONS } from './permissions';

/** What the dashboard's calls need on the server. */
export const DASHBOARD_ACCESS: AccessRule = { levels: ['ADMIN', 'MANAGER'], anyOf: SHIFT_VIEW_PERMISSIONS };

/** A manager who may see shifts gets the charts. */
export const showsManagerDashboard = (role: ActingRole | undefined | null): boolean =>
  !!role && !isSuperAdmin(role) && role.roleLevel === 'MANAGER' && can(role, DASHBOARD_ACCESS);

/** The windows a manager can choose, in days; 31 is the default (spec 9). */
export const DASHBOARD_WINDOWS = [7, 14, DASHBOARD_WINDOW_DAYS, 60, 90] as const;

/** The window named by a link (?days=14), or the default when it names none of the choices. */
export function dashboardWindowOf(raw: string | null | undefined): number {
  const days = Number(raw);
  return (DASHBOARD_WINDOWS as readonly number[]).includes(days) ? days : DASHBOARD_WINDOW_DAYS;
}

/** Whole minutes as days, hours and minutes, largest two units: 1 d 4 h, 5 h 20 min, 45 min. */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const m = Math.max(0, Math.round(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  return { days, hours, minutes: days ? 0 : m % 60 };
}
