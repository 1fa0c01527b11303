/**
 * Idle logout (spec 4, 9): after IDLE_TIMEOUT_SECONDS without activity the user is logged out and sent to
 * /sign-in.
 *
 * Activity in any of the console's tabs counts for all of them (they share one session), so a tab left in the
 * background does not sign the user out of the one they are working in.
 *
 * For tests and demonstrations the timeout can be shortened without a rebuild: set
 * localStorage['bankshift.idleTimeoutSeconds'] to a positive number of seconds (read when the console's frame
 * mounts, e.g. after signing in or reloading the page). It can only shorten the spec's 900 seconds, never
 * lengthen or turn off the idle logout; anything else means 900 seconds.
 */
import { useIdleTimer } from 'react-idle-timer';
import { useLogout } from 'react-admin';
import { IDLE_TIMEOUT_SECONDS } from '../../domain/constants';

export const IDLE_TIMEOUT_OVERRIDE_KEY = 'bankshift.idleTimeoutSeconds';

export function idleTimeoutSeconds(): number {
  const override = Number(localStorage.getItem(IDLE_TIMEOUT_OVERRIDE_KEY));
  return Number.isFinite(override) && override > 0 ? Math.min(override, IDLE_TIMEOUT_SECONDS) : IDLE_TIMEOUT_SECONDS;
}

export function IdleLogout() {
  const logout = useLogout();
  useIdleTimer({
    timeout: idleTimeoutSeconds() * 1000,
    onIdle: () => logout(),
    throttle: 500,
    crossTab: true,
    syncTimers: 200,
  });
  return null;
}
