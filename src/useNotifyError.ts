/**
 * Toasts a failure (spec 8): the server's message as it came, or 'Something went wrong.' when there is none.
 * A server message is not a translation key, so it is passed as its own default text.
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = (error as Error | undefined)?.message;
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bankshift.something_went_wrong', { type: 'error' });
    },
    [notify],
  );
}
