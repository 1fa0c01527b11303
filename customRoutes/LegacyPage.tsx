/** Legacy /old/* pages (spec 2.4, 6): the super admin's only; everyone else goes to the jobs list. */
import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { isSuperAdmin, type ActingRole } from '../domain/access';
import { LEGACY_FALLBACK } from '../domain/routes';
import { NotBuiltPage } from './NotBuiltPage';

export function LegacyPage() {
  const { permissions: role, isPending } = usePermissions<ActingRole | undefined>();
  if (isPending) return null;
  if (!role || !isSuperAdmin(role)) return <Navigate to={LEGACY_FALLBACK} replace />;
  return <NotBuiltPage owner="later" />;
}
