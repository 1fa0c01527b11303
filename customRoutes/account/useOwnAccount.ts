/**
 * The signed-in user's account: shown at once from the session, then, with `fresh` (the settings page), read
 * from the API (which also tells a pending email change); without it, as the console keeps it (useAccountSync
 * follows its socket event), asking nothing. A saved change refreshes the identity the top bar shows.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../domain/account';
import { OWN_ACCOUNT_KEY, reloadAccount } from '../../providers/account';
import { session } from '../../providers/session';
import { useApiCall } from '../../src/useApiCall';

export function useOwnAccount({ fresh = true } = {}) {
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const { data: account } = useQuery({
    queryKey: OWN_ACCOUNT_KEY,
    queryFn: () => apiCall(reloadAccount),
    initialData: () => session.account() ?? undefined,
    ...(fresh ? { initialDataUpdatedAt: 0 } : { staleTime: Infinity }),
  });
  const saved = (next: Account) => {
    queryClient.setQueryData(OWN_ACCOUNT_KEY, next);
    return queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
  return { account, saved };
}
