/** Spec 8: a role that lost its permissions says 'Your permissions are revoked' and logs out half a second later. */
import { useCallback } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { session } from '../../providers/session';

const REVOKED_LOGOUT_DELAY_MS = 500;

export function useRevokedLogout() {
  const notify = useNotify();
  const logout = useLogout();
  return useCallback(() => {
    notify('bankshift.permissions_revoked', { type: 'error' });
    // Only the session that was revoked ends: one signed in meanwhile (another user, at the sign-in page) stays.
    const revoked = session.token();
    setTimeout(() => session.token() === revoked && logout(), REVOKED_LOGOUT_DELAY_MS);
  }, [notify, logout]);
}
