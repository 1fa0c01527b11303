/**
 * Keeps the signed-in account current (spec 4, Session): it is loaded again on each route change (changes
 * closer together than ACCOUNT_RELOAD_SETTLE_MS load it once) and whenever the socket signs in, and taken from
 * the server's 'api/v3/account patched' event, which reaches only the user's own sockets. A changed account refreshes what
 * the console derives from it (identity, permissions, menus, the settings page); an acting role that became
 * inactive or was taken away logs the user out.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-admin';
import type { Account } from '../../domain/account';
import { OWN_ACCOUNT_KEY, reloadAccount } from '../../providers/account';
import { AUTHENTICATED, realtime } from '../../providers/realtime';
import { session } from '../../providers/session';
import { useApiCall } from '../useApiCall';
import { useRevokedLogout } from './useRevokedLogout';

const ACCOUNT_RELOAD_SETTLE_MS = 300;
const ACCOUNT_PATCHED = 'api/v3/account patched';

export function useAccountSync() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const apiCall = useApiCall();
  const revoke = useRevokedLogout();
  // Sign-in and re-authentication have just loaded the account of the first route.
  const loadedFor = useRef(pathname);
  // The account as this tab last took it in: another tab may already have stored a newer one in the session.
  const seen = useRef(JSON.stringify(session.account()));

  /** Takes in an account that may differ from the one the console has. */
  const apply = useCallback(
    (account: Account) => {
      // An answer that arrives after sign-out, or for an account no longer signed in, changes nothing.
      if (session.account()?.id !== account.id) return;
      if (!session.actingRole()?.isActive) return revoke();
      const now = JSON.stringify(account);
      if (now === seen.current) return;
      seen.current = now;
      queryClient.setQueryData(OWN_ACCOUNT_KEY, account);
      return queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
    [queryClient, revoke],
  );

  const reload = useCallback(() => {
    apiCall(reloadAccount)
      .then(apply)
      .catch((error) => console.warn('The account could not be reloaded', error));
  }, [apiCall, apply]);

  useEffect(() => {
    if (loadedFor.current === pathname) return;
    const timer = setTimeout(() => {
      loadedFor.current = pathname;
      reload();
    }, ACCOUNT_RELOAD_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, reload]);

  useEffect(() => {
    const unsubscribe = [
      realtime.subscribe(ACCOUNT_PATCHED, (account: Account) => {
        session.setAccount(account);
        apply(account);
      }),
      realtime.subscribe(AUTHENTICATED, reload),
    ];
    return () => unsubscribe.forEach((u) => u());
  }, [apply, reload]);
}
