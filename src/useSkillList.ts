/**
 * The skill catalogue as a page's picker loads it (the shift form, a shift's skills, the wizard, finding staff). When
 * loading fails, a toast says so: the server's message, or 'Something went wrong.' (spec 8).
 */
import { useGetList, type GetListParams, type RaRecord, type UseGetListOptions } from 'react-admin';
import { useNotifyError } from './useNotifyError';

export function useSkillList<T extends RaRecord>(params: Partial<GetListParams>, options: UseGetListOptions<T> = {}) {
  const notifyError = useNotifyError();
  return useGetList<T>('skills', params, { ...options, onError: notifyError });
}
