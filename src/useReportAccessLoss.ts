/**
 * Spec 2.1 and 8: a permission taken away while its page is open opens the permission-error modal naming it. The
 * console may learn it first from the account's live update (the page is then refused before it asks the API
 * again) or first from the API's 403 on a refetch; either way the modal opens, once.
 */
import { useEffect, useRef } from 'react';
import type { AccessDecision } from '../domain/access';
import { permissionErrors } from '../providers/permissionErrors';

/**
 * Opens the modal when `allowed` turns false while the page is open (and, with `onOpen`, when the page opens
 * refused, as the API's 403 would have); `refusal` says what is missing. `allowed` is undefined while pending.
 */
export function useReportAccessLoss(
  allowed: boolean | undefined,
  refusal: () => AccessDecision,
  { onOpen = false } = {},
) {
  // The permission errors' mark since when the page is allowed (or, with onOpen, was opened); null once told.
  const since = useRef<number | null>(onOpen ? permissionErrors.mark() : null);
  const explain = useRef(refusal);
  explain.current = refusal;
  useEffect(() => {
    if (allowed) since.current ??= permissionErrors.mark();
    else if (allowed === false && since.current !== null) {
      const { reason = '', missingPermissions, missingFeatures } = explain.current();
      permissionErrors.pushUnreported({ message: reason, missingPermissions, missingFeatures }, since.current);
      since.current = null;
    }
  }, [allowed]);
}
