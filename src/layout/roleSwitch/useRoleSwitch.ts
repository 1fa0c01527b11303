/**
 * The role switch (spec 4): stores the chosen role's id and level, shows 'Loading.....' for about
 * ROLE_SWITCH_LOADING_MS while the account reloads, then lands by the new role. Menus, badges and cached lists
 * follow the new role at once: react-admin's auth queries are refetched and every other cached query is reset.
 * The old role's page is taken down while the switch is under way (see ./switching).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-admin';
import { ROLE_SWITCH_LOADING_MS } from '../../../domain/constants';
import type { UserRole } from '../../../domain/roles';
import { reloadAccount } from '../../../providers/account';
import { session } from '../../../providers/session';
import { shiftSelection } from '../../../providers/shiftSelection';
import { useApiCall } from '../../useApiCall';
import { useRevokedLogout } from '../useRevokedLogout';
import { useNotifyError } from '../../useNotifyError';
import { roleSwitching } from './switching';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useRoleSwitch() {
  const switching = useSyncExternalStore(roleSwitching.subscribe, roleSwitching.get) === 'loading';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  const revoke = useRevokedLogout();

  async function switchTo(role: UserRole) {
    roleSwitching.set('loading');
    session.setRole(role);
    shiftSelection.clear();
    try {
      await Promise.all([pause(ROLE_SWITCH_LOADING_MS), apiCall(reloadAccount)]);
      const landing = session.landing();
      if (!landing || 'revoked' in landing) {
        roleSwitching.set({ landingAt: '/sign-in', leaving: window.location.pathname });
        return revoke();
      }
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      roleSwitching.set({ landingAt: landing.path, leaving: window.location.pathname });
      navigate(landing.path);
    } catch (error) {
      roleSwitching.set('idle');
      notifyError(error);
    }
  }

  return { switching, switchTo };
}
