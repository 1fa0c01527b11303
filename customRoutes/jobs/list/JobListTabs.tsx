/**
 * The shift list and its child, the uplift list (/jobs/list/job-rates, spec 2.4), as two links over the list, the
 * current one marked: the uplift link is shown to the roles that raise, decide or review escalations (the API
 * answers the list to them only). Plain links, not tabs: each is a page of its own, with its own address.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can, type ActingRole } from '../../../domain/access';
import { ESCALATION_READ } from '../../../domain/rateEscalations';

const LISTS = [
  { path: '/jobs/list', label: 'bankshift.jobs.uplifts.tabs.shifts' },
  { path: '/jobs/list/job-rates', label: 'bankshift.jobs.uplifts.tabs.uplifts' },
];

export function JobListTabs({ current }: { current: 0 | 1 }) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  if (!can(role, ESCALATION_READ)) return null;
  return (
    <Box component="nav" aria-label={translate('bankshift.jobs.uplifts.lists')} sx={{ display: 'flex', gap: 1, mt: 1, borderBottom: 1, borderColor: 'divider' }}>
      {LISTS.map((list, index) => (
        <Button
          key={list.path}
          component={Link}
          to={list.path}
          aria-current={index === current ? 'page' : undefined}
          sx={{ borderRadius: 0, borderBottom: 2, borderColor: index === current ? 'primary.main' : 'transparent' }}
        >
          {translate(list.label)}
        </Button>
      ))}
    </Box>
  );
}
