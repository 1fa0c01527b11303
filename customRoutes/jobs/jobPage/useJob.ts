/** One shift, read through the data provider, and read again when it changes (useLiveUpdates). */
import { useGetOne } from 'react-admin';
import { useLiveUpdates } from '../../../src/useLiveUpdates';
import type { Job } from './types';

export function useJob(id: string | undefined) {
  useLiveUpdates(['jobs']);
  return useGetOne<Job>('jobs', { id: Number(id) || 0 }, { enabled: Number(id) > 0, retry: false });
}
