/**
 * A react-admin <Form> onSubmit that sends through the API: the server's errors about the form's own inputs show
 * under them (react-admin sets the errors an onSubmit answers); any other refusal shows as a toast.
 */
import { fieldErrorsOf } from '../providers/dataProvider';
import { useApiCall } from './useApiCall';
import { useNotifyError } from './useNotifyError';

/** `send` gets the form's values, as the form names its inputs. */
export function useFormSubmit<V>(send: (values: V) => Promise<unknown>) {
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  return async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    try {
      await apiCall(() => send(values as V));
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error) ?? {}).filter(([field]) => Object.hasOwn(values, field));
      if (fields.length) return Object.fromEntries(fields);
      notifyError(error);
    }
  };
}
