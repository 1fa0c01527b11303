/**
 * Idle logout (spec 4, 9): after IDLE_TIMEOUT_SECONDS without activity the user is logged out and sent to
 * /sign-in.
 *
 * For tests and demonstrations the timeout can be shortened without a rebuild: set
 * localStorage['bankshift.idleTimeoutSeconds'] to a positive number of seconds (read when the console's frame
 * mounts, e.g. after signing in or reloading the page). Anything else means the spec's 900 seconds.
 */
import { useIdleTimer } from 'react-idle-timer';
import { useLogout } from 'react-admin';
import { IDLE_TIMEOUT_SECONDS } from '../../domain/constants';

export const IDLE_TIMEOUT_OVERRIDE_KEY = 'bankshift.idleTimeoutSeconds';

export function idleTimeoutSeconds(): number {
  const override = Number(localStorage.getItem(IDLE_TIMEOUT_OVERRIDE_KEY));
  return Number.isFinite(override) && override > 0 ? override : IDLE_TIMEOUT_SECONDS;
}

export function IdleLogout() {
  const logout = useLogout();
  useIdleTimer({ timeout: idleTimeoutSeconds() * 1000, onIdle: () => logout(), throttle: 500 });
  return null;
}
