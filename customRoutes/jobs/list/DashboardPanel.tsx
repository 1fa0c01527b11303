/**
 * The managers' dashboard on their landing page: managers land on the jobs list (spec 4), so the
 * charts sit under it, in a panel the manager can fold away; whether it is open is remembered.
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { usePermissions, useStore, useTranslate } from 'react-admin';
import type { ActingRole } from '../../../domain/access';
import { showsManagerDashboard } from '../../../domain/dashboard';
import { lazyComponent } from '../../../src/lazyComponent';

/** The charts load after the list they sit under. */
const ManagerDashboard = lazyComponent(() => import('../../dashboard/ManagerDashboard'), 'ManagerDashboard');

export function DashboardPanel() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const [open, setOpen] = useStore('bankshift.jobs.dashboardOpen', true);
  if (!showsManagerDashboard(role)) return null;
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} disableGutters sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="jobs-dashboard" id="jobs-dashboard-header">
        <Typography variant="h6" component="h2" fontSize="1.1rem">
          {translate('bankshift.dashboard.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="jobs-dashboard" sx={{ pt: 0 }}>
        {open && <ManagerDashboard titled={false} />}
      </AccordionDetails>
    </Accordion>
  );
}
