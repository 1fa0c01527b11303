/**
 * Spec 2.1 and 8: a permission taken away while its page is open opens the permission-error modal naming it. The
 * console may learn it first from the account's live update (the view is then refused before it asks the API
 * again) or first from the API's 403 on a refetch; either way the modal opens, once.
 */
import { useEffect, useRef } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import { accessDecision } from '../../providers/authProvider';
import { permissionErrors } from '../../providers/permissionErrors';

export function ReportAccessLoss({ action }: { action: string }) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action, resource });
  // The permission errors' mark when the page was last allowed; null while it is not.
  const allowedAt = useRef<number | null>(null);
  useEffect(() => {
    if (canAccess) allowedAt.current ??= permissionErrors.mark();
    else if (canAccess === false && allowedAt.current !== null) {
      const { reason = '', missingPermissions, missingFeatures } = accessDecision(resource, action);
      permissionErrors.pushUnreported({ message: reason, missingPermissions, missingFeatures }, allowedAt.current);
      allowedAt.current = null;
    }
  }, [canAccess, resource, action]);
  return null;
}
