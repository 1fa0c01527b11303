/** What to show for a failed call (spec 8): the server's message, or the raw error when it gives none. */
import { HttpError } from 'react-admin';

export function errorText(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    return error.message || String(error.status);
  }
  if (error instanceof Error) return error.message || String(error);
  return String(error);
}
