/**
 * The signed-in user's account on the settings page: shown at once from the session, then fresh from the API
 * (which also tells a pending email change). A saved change refreshes the identity the top bar shows.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../domain/account';
import { OWN_ACCOUNT_KEY, reloadAccount } from '../../providers/account';
import { session } from '../../providers/session';
import { useApiCall } from '../../src/useApiCall';

export function useOwnAccount() {
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const { data: account } = useQuery({
    queryKey: OWN_ACCOUNT_KEY,
    queryFn: () => apiCall(reloadAccount),
    initialData: () => session.account() ?? undefined,
    initialDataUpdatedAt: 0,
  });
  const saved = (next: Account) => {
    queryClient.setQueryData(OWN_ACCOUNT_KEY, next);
    return queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
  return { account, saved };
}
