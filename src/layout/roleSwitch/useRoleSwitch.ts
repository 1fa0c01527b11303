/**
 * The role switch (spec 4): stores the chosen role's id and level, shows 'Loading.....' for about
 * ROLE_SWITCH_LOADING_MS while the account reloads, then lands by the new role. Menus, badges and cached lists
 * follow the new role at once: react-admin's auth queries are refetched and every other cached query is reset.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-admin';
import { ROLE_SWITCH_LOADING_MS } from '../../../domain/constants';
import type { UserRole } from '../../../domain/roles';
import { reloadAccount } from '../../../providers/account';
import { session } from '../../../providers/session';
import { shiftSelection } from '../../../providers/shiftSelection';
import { useApiCall } from '../../useApiCall';
import { useRevokedLogout } from '../useRevokedLogout';
import { useNotifyError } from '../../useNotifyError';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useRoleSwitch() {
  const [switching, setSwitching] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  const revoke = useRevokedLogout();

  async function switchTo(role: UserRole) {
    session.setRole(role);
    shiftSelection.clear();
    setSwitching(true);
    try {
      await Promise.all([pause(ROLE_SWITCH_LOADING_MS), apiCall(reloadAccount)]);
      const landing = session.landing();
      if (!landing || 'revoked' in landing) return revoke();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      navigate(landing.path);
    } catch (error) {
      notifyError(error);
    } finally {
      setSwitching(false);
    }
  }

  return { switching, switchTo };
}
