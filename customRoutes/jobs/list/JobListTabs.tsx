/**
 * The shift list and its child, the uplift list (/jobs/list/job-rates, spec 2.4), as two links over the list, the
 * current one marked: the uplift link is shown to the roles that raise, decide or review escalations (the API
 * answers the list to them only).
 */
import { usePermissions } from 'react-admin';
import { can, type ActingRole } from '../../../domain/access';
import { ESCALATION_READ } from '../../../domain/rateEscalations';
import { ListLinks } from '../../../src/ListLinks';

const LISTS = [
  { path: '/jobs/list', label: 'bankshift.jobs.uplifts.tabs.shifts' },
  { path: '/jobs/list/job-rates', label: 'bankshift.jobs.uplifts.tabs.uplifts' },
];

export function JobListTabs({ current }: { current: 0 | 1 }) {
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  if (!can(role, ESCALATION_READ)) return null;
  return <ListLinks label="bankshift.jobs.uplifts.lists" links={LISTS} current={LISTS[current].path} />;
}
