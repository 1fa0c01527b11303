/**
 * The permission error list (spec 8): every 403 the API answers is stored here, and the permission-error modal
 * shows what is stored until the user closes it.
 */
export interface PermissionError {
  message: string;
  missingPermissions: string[];
  missingFeatures: string[];
}

let errors: readonly PermissionError[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const permissionErrors = {
  list: () => errors,

  push(error: PermissionError) {
    errors = [...errors, error];
    changed();
  },

  clear() {
    if (!errors.length) return;
    errors = [];
    changed();
  },

  /** For useSyncExternalStore: calls back on every change, returns the unsubscribe. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
