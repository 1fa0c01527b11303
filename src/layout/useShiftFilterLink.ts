/**
 * A link that sets the shift list's filter (spec 9: a time-track or job-less notification opens the right-to-work
 * pending list with "the shift filter set to ready for approval"): `?shiftFilter=<step>` on any page of the console
 * is kept, and the shift list opens on that step the next time it opens without a filter of its own, once
 * (customRoutes/jobs/list/JobsListPage.tsx).
 */
import { useEffect } from 'react';
import { useLocation, useStore } from 'react-admin';
import { completedStepOf } from '../../domain/jobList';

export const SHIFT_FILTER_KEY = 'bankshift.jobs.shiftFilter';

export function useShiftFilterLink() {
  const { search } = useLocation();
  const [, setShiftFilter] = useStore<string | undefined>(SHIFT_FILTER_KEY);
  const asked = completedStepOf(new URLSearchParams(search).get('shiftFilter'));
  useEffect(() => {
    if (asked) setShiftFilter(asked);
  }, [asked, setShiftFilter]);
}
