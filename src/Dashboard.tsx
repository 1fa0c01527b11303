/**
 * The home page (also /login-default): who is signed in and the role they act under; for managers who may see
 * shifts, the shifts dashboard of customRoutes/dashboard.
 */
import Box from '@mui/material/Box';
import { Title, usePermissions } from 'react-admin';
import { Welcome } from '../customRoutes/dashboard/Welcome';
import type { ActingRole } from '../domain/access';
import { showsManagerDashboard } from '../domain/dashboard';
import { lazyComponent } from './lazyComponent';

const ManagerDashboard = lazyComponent(() => import('../customRoutes/dashboard/ManagerDashboard'), 'ManagerDashboard');

export function Dashboard() {
  const { permissions } = usePermissions<ActingRole | undefined>();
  return (
    <Box sx={{ mb: 2 }}>
      <Title title="bankshift.title" />
      <Welcome />
      {showsManagerDashboard(permissions) && <ManagerDashboard />}
    </Box>
  );
}
