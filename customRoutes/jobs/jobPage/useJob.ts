/** One shift, read through the data provider (so an update elsewhere refreshes it). */
import { useGetOne } from 'react-admin';
import type { Job } from './types';

export function useJob(id: string | undefined) {
  return useGetOne<Job>('jobs', { id: Number(id) || 0 }, { enabled: Number(id) > 0, retry: false });
}
