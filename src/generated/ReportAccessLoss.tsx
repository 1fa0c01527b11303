/** A generated view that loses its access while open opens the permission-error modal (src/useReportAccessLoss.ts). */
import { useCanAccess, useResourceContext } from 'react-admin';
import { accessDecision } from '../../providers/authProvider';
import { useReportAccessLoss } from '../useReportAccessLoss';

export function ReportAccessLoss({ action }: { action: string }) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action, resource });
  useReportAccessLoss(canAccess, () => accessDecision(resource, action));
  return null;
}
