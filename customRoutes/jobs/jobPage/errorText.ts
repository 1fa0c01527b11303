/** What to show for a failed call (spec 8): the server's message, or the raw error when it gives none. */
import { HttpError } from 'react-admin';

export function errorText(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | string | undefined;
    if (typeof body === 'object' && typeof body?.message === 'string' && body.message) return body.message;
    // No message from the server (a proxy's 502, say): its status and whatever plain text came, not a general
    // apology; an error page's markup is not for reading.
    if (error.status)
      return [`HTTP ${error.status}`, typeof body === 'string' && !body.includes('<') ? body.trim().slice(0, 200) : '']
        .filter(Boolean)
        .join(': ');
    return error.message || String(error);
  }
  if (error instanceof Error) return error.message || String(error);
  return String(error);
}
