/** Spec 8: a role that lost its permissions says 'Your permissions are revoked' and logs out half a second later. */
import { useCallback } from 'react';
import { useLogout, useNotify } from 'react-admin';

const REVOKED_LOGOUT_DELAY_MS = 500;

export function useRevokedLogout() {
  const notify = useNotify();
  const logout = useLogout();
  return useCallback(() => {
    notify('bankshift.permissions_revoked', { type: 'error' });
    setTimeout(() => logout(), REVOKED_LOGOUT_DELAY_MS);
  }, [notify, logout]);
}
