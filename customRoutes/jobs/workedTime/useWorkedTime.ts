/**
 * The worked time logged on shifts (time-records, each nurse by name), read for a manager to see before approving it
 * (issue 52.15): one query for one shift or for the bottom bar's selection.
 */
import { useCanAccess, useGetList } from 'react-admin';
import type { RecordOf } from '../../../resources/define';
import type timeRecords from '../../../resources/time-records';
import './messages';

export type TimeRecord = RecordOf<typeof timeRecords>;

/** The most time records one look asks for: a shift's nurses, or a selection's. */
const MOST = 1000;

export function useWorkedTime(jobIds: number[]) {
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'time-records', action: 'list' });
  const enabled = !!canAccess && jobIds.length > 0;
  const { data, isPending, error } = useGetList<TimeRecord>(
    'time-records',
    { pagination: { page: 1, perPage: MOST }, filter: { jobId: jobIds }, sort: { field: 'id', order: 'ASC' } },
    { enabled },
  );
  return { records: data, mayRead: !!canAccess, isPending: checking || (enabled && isPending), error };
}
