/**
 * A bespoke screen whose route names who may open it (domain/routes.ts `access`): others see Access denied with
 * what their role misses, and the permission-error modal naming it, as the API's 403 would tell them, without the
 * call. A role that loses the access while the screen is open is told the same way (src/useReportAccessLoss.ts).
 */
import type { ReactNode } from 'react';
import { AccessDenied, usePermissions, useTranslate } from 'react-admin';
import { checkAccess, type AccessRule, type ActingRole } from '../domain/access';
import { useMissingInWords } from '../src/useMissingInWords';
import { useReportAccessLoss } from '../src/useReportAccessLoss';

export function RouteAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const translate = useTranslate();
  const inWords = useMissingInWords();
  const { permissions: role, isPending } = usePermissions<ActingRole | undefined>();
  const decision = isPending ? undefined : checkAccess(role, rule);
  useReportAccessLoss(decision?.allowed, () => decision!, { onOpen: true });
  if (!decision) return null;
  if (decision.allowed) return children;
  const missing = inWords(decision).join(', ') || decision.reason;
  return <AccessDenied textSecondary={translate('bankshift.permission_error.page_refused', { missing })} />;
}
