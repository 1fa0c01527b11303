/** PATCH /api/v3/jobs/{id} through the HTTP client (the answer is the bare row), then the shift is read again. */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { errorText } from './errorText';

export function usePatchJob(jobId: number) {
  const apiCall = useApiCall();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  /** Answers null on success, or the error text to show where the user acted. */
  const patch = async (body: Record<string, unknown>, done: string): Promise<string | null> => {
    setPending(true);
    try {
      await apiCall(() => http(`jobs/${jobId}`, { method: 'PATCH', body }));
      notify(done, { type: 'success' });
      refresh();
      return null;
    } catch (error) {
      return errorText(error);
    } finally {
      setPending(false);
    }
  };
  return { patch, pending };
}
