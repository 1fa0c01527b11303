/**
 * A change of a shift's own fields through react-admin's useUpdate (the dataProvider's update: PATCH
 * /api/v3/jobs/{id} with the fields that changed), waiting for the server; the page's data is then read again.
 */
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { errorText } from './errorText';
import type { Job } from './types';

export function usePatchJob(job: Job) {
  const [update, { isPending }] = useUpdate<Job>();
  const notify = useNotify();
  const refresh = useRefresh();
  /** Answers null on success, or the error text to show where the user acted. */
  const patch = async (data: Partial<Job>, done: string): Promise<string | null> => {
    try {
      await update(
        'jobs',
        { id: job.id, data, previousData: job },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(done, { type: 'success' });
      refresh();
      return null;
    } catch (error) {
      return errorText(error);
    }
  };
  return { patch, pending: isPending };
}
