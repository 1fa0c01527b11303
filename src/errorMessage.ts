/** A failure as the user reads it (spec 8): the server's message as it came, or the console's own text for its key. */
import type { TranslateFunction } from 'react-admin';

export function errorMessage(translate: TranslateFunction, error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'bankshift.something_went_wrong';
  return translate(message, { _: message });
}
