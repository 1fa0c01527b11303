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
/** How many errors were ever pushed, and the permissions and features of the latest ones, by their number. */
let pushed = 0;
const RECENT = 50;
let recent: { number: number; missing: string[] }[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const permissionErrors = {
  list: () => errors,

  push(error: PermissionError) {
    errors = [...errors, error];
    recent = [
      ...recent.slice(1 - RECENT),
      { number: ++pushed, missing: [...error.missingPermissions, ...error.missingFeatures] },
    ];
    changed();
  },

  /** A mark to ask `pushUnreported` about errors pushed after it. */
  mark: () => pushed,

  /**
   * Pushes what the error misses that no error pushed since `mark` named: the same loss, told first by a 403 and
   * then by the account's live update (or the other way round), opens the modal once.
   */
  pushUnreported(error: PermissionError, mark: number) {
    const reported = new Set(recent.filter((r) => r.number > mark).flatMap((r) => r.missing));
    const missingPermissions = error.missingPermissions.filter((p) => !reported.has(p));
    const missingFeatures = error.missingFeatures.filter((f) => !reported.has(f));
    const namesNothing = !error.missingPermissions.length && !error.missingFeatures.length;
    if (namesNothing ? pushed === mark : missingPermissions.length || missingFeatures.length) {
      this.push({ ...error, missingPermissions, missingFeatures });
    }
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
