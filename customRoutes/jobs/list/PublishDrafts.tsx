/**
 * The drafts view's Publish button: the ticked drafts published one by one through the shifts' declared action
 * (publishDraft), each judged by the server on its own (its checklist, its times); the report names each one refused
 * and why, and those stay ticked.
 */
import { usePermissions, type RaRecord } from 'react-admin';
import type { ActingRole } from '../../../domain/access';
import { useDefinition } from '../../../providers/definitions';
import { actionOpen } from '../../../resources/define';
import { dayLabel } from '../../../domain/dateLabels';
import { BulkActionButton } from '../../../src/generated/BulkActionButton';

export default function PublishDrafts() {
  const jobs = useDefinition('jobs');
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const targetsOf = (rows: RaRecord[]) =>
    rows
      .filter((row) => actionOpen(jobs, 'publishDraft', role, row))
      .map((row) => ({
        rowId: row.id,
        record: row,
        action: 'publishDraft',
        name: `${row.title} (${dayLabel(row.date)})`,
      }));
  return (
    <BulkActionButton
      resource="jobs"
      inputOf="publishDraft"
      label="bankshift.jobs.list.publish.label"
      targetsOf={targetsOf}
      color="primary"
    />
  );
}
