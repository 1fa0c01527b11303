/**
 * Direct API calls (providers/*) handled as react-admin's data hooks handle theirs: a refused token logs out,
 * a 403 opens the permission-error modal. The error is passed on to the caller.
 */
import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

export function useApiCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    <T>(call: () => Promise<T>): Promise<T> =>
      call().catch(async (error) => {
        await logoutIfAccessDenied(error);
        throw error;
      }),
    [logoutIfAccessDenied],
  );
}
