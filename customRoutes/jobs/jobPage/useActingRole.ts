/** The acting role (what authProvider.getPermissions answers) and what it may do on a shift. */
import { usePermissions } from 'react-admin';
import { checkAccess, type ActingRole } from '../../../domain/access';
import type { Permission } from '../../../domain/permissions';

export function useActingRole() {
  const { permissions, isPending } = usePermissions<ActingRole | undefined>();
  const may = (...anyOf: Permission[]) => checkAccess(permissions, { anyOf }).allowed;
  return { role: permissions, isPending, may };
}
