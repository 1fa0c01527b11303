/**
 * The dashboard's four calls (spec 7.1): GET /api/v1/jobs/postingsperday, topposters, topworkers and fillstats,
 * each with `days`, under the acting role. They load together and are shown together.
 */
import { useQueries } from '@tanstack/react-query';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { useApiCall } from '../../src/useApiCall';

/** Spec 3 "Daily job summary". */
export interface DailyPostings {
  date: string;
  count: number;
  confirmedCount: number;
}

export interface RankedUser {
  userId: number;
  firstname: string;
  lastname: string;
  count: number;
}

export interface FillStats {
  vacancies: number;
  confirmed: number;
  /** confirmed / vacancies; null when there was no place to fill. */
  fillRate: number | null;
  /** null when no shift of the window was filled. */
  medianMinutesToFill: number | null;
}

export interface DashboardData {
  postings: DailyPostings[];
  topPosters: RankedUser[];
  topWorkers: RankedUser[];
  fill: FillStats;
}

const CALLS = ['postingsperday', 'topposters', 'topworkers', 'fillstats'] as const;

export function useDashboardData(days: number) {
  const apiCall = useApiCall();
  const roleId = session.roleId();
  return useQueries({
    queries: CALLS.map((call) => ({
      queryKey: ['dashboard', call, roleId, days],
      // The /api/v1 calls name no role by default; these act under the role like every shift call.
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiCall(() => http(`jobs/${call}`, { apiVersion: 'v1', query: { days }, signal })),
      retry: false,
    })),
    combine: (results) => {
      const failed = results.find((r) => r.error);
      const [postings, topPosters, topWorkers, fill] = results.map((r) => r.data);
      return {
        loading: results.some((r) => r.isPending) && !failed,
        error: (failed?.error as Error | undefined) ?? null,
        data: results.every((r) => r.isSuccess)
          ? ({ postings, topPosters, topWorkers, fill } as DashboardData)
          : undefined,
        refetch: () => results.forEach((r) => r.error && r.refetch()),
      };
    },
  });
}
