/**
 * Where a role switch stands. From the moment the new role is stored until the console has arrived at the new
 * role's landing page, the layout renders no page: the old role's page would refetch its data under the new role
 * (an admin's trust statistics asked as a shift manager is a 403). The router moves in a transition, so the
 * switch ends when the layout sees the landing path (or any path but the one it left: the user followed a menu
 * entry meanwhile), not when navigate() returns.
 */
type RoleSwitchState = 'idle' | 'loading' | { landingAt: string; leaving: string };

let state: RoleSwitchState = 'idle';
const listeners = new Set<() => void>();

export const roleSwitching = {
  get: () => state,

  set(next: RoleSwitchState) {
    if (state === next) return;
    state = next;
    listeners.forEach((listener) => listener());
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
