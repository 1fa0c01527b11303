/**
 * A staff member's profile (/users/{id}): their membership of the trust's bank (details, approval, right to work) with
 * the steps the role may take on it (edit, approve, ban, delete...), the roles they hold, their applications month by
 * month, the days they said they can or cannot work, their contracted hours, their skills (endorse more here) and the
 * endorsements naming them, their right-to-work evidence, their blocks (block and unblock here) and, for those who
 * read the audit log, every change of their record.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import {
  RecordContextProvider,
  ResourceContextProvider,
  SimpleShowLayout,
  Title,
  useCanAccess,
  useGetList,
  usePermissions,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { can, type ActingRole } from '../../domain/access';
import { ROLES_READ } from '../../domain/granting';
import { rightToWorkState } from '../../domain/rightToWork';
import { localDate } from '../../domain/time';
import type { RecordOf } from '../../resources/define';
import trustUsers from '../../resources/get-trust-users';
import { errorMessage } from '../../src/errorMessage';
import { Section } from '../../src/Section';
import { ActionButton } from '../../src/generated/ActionButton';
import { FieldView } from '../../src/generated/FieldView';
import { AddRowDialog } from './AddRowDialog';
import { ApprovalChip, RightToWorkChip } from './StaffChips';
import { ApplicationsChart } from './ApplicationsChart';
import { AuditTrail } from './AuditTrail';
import { AvailabilityWeeks } from './AvailabilityWeeks';
import { ProfileList } from './ProfileList';
import './messages';

const T = 'bankshift.staff.profile';
type Member = RecordOf<typeof trustUsers>;
const DETAILS = [
  'email',
  'phoneNumber',
  'staffNumber',
  'jobTitleTypeId',
  'bandTypeId',
  'careLocationId',
  'isVerified',
  'rightToWorkEndsOn',
  'decidedAt',
  'decisionReason',
];

/** The person's permissions page, for those who read roles. */
function PermissionsLink({ userId }: { userId: number }) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  if (!can(role, ROLES_READ)) return null;
  return (
    <Button component={RouterLink} to={`/userPermissions/${userId}`} size="small">
      {translate(`${T}.permissions`)}
    </Button>
  );
}

function Membership({ member }: { member: Member }) {
  const def = trustUsers;
  return (
    // Its labels are the staff family's.
    <ResourceContextProvider value="get-trust-users">
      <RecordContextProvider value={member}>
        <SimpleShowLayout sx={{ p: 0 }}>
          {DETAILS.map((name) => (
            <FieldView key={name} source={name} field={def.fields[name]} />
          ))}
        </SimpleShowLayout>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <WithRecord
            render={(record) =>
              Object.keys(def.actions).map((action) => (
                <ActionButton key={action} resource="get-trust-users" action={action} record={record} />
              ))
            }
          />
        </Box>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}

export function StaffProfilePage() {
  const translate = useTranslate();
  const userId = Number(useParams().id);
  const { data, isPending, error } = useGetList<Member>(
    'get-trust-users',
    { filter: { userId }, pagination: { page: 1, perPage: 1 } },
    { enabled: Number.isInteger(userId) },
  );
  const { canAccess: readsAudit } = useCanAccess({ resource: 'audit-logs', action: 'list' });
  const title = <Title title={`${T}.title`} />;
  if (isPending) return <CircularProgress aria-label={translate(`${T}.loading`)} sx={{ m: 4 }} />;
  const member = data?.[0];
  if (error || !member) {
    return (
      <Box sx={{ p: 2 }}>
        {title}
        <Alert severity={error ? 'error' : 'warning'}>
          {error ? translate(`${T}.error`, { message: errorMessage(translate, error) }) : translate(`${T}.not_found`)}
        </Alert>
      </Box>
    );
  }
  const rightToWork = rightToWorkState(
    member.rightToWorkApproved ? member.rightToWorkEndsOn : undefined,
    localDate(new Date()),
  );
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 1100 }}>
      {title}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {member.firstname} {member.lastname}
        </Typography>
        {member.approvalStatus && <ApprovalChip status={member.approvalStatus} />}
        {member.deleted && <Chip label={translate(`${T}.deleted`)} color="error" />}
        <RightToWorkChip state={rightToWork} prefix={translate(`${T}.right_to_work`)} />
      </Box>
      <Section title={`${T}.membership`}>
        <Membership member={member} />
      </Section>
      <Section title={`${T}.roles`} action={<PermissionsLink userId={userId} />}>
        <ProfileList
          resource="user-roles"
          userId={userId}
          columns={['role', 'roleType', 'careLocationId', 'approvalStatus', 'isActive']}
          empty={translate(`${T}.no_roles`)}
        />
      </Section>
      <Section title={`${T}.applications.title`}>
        <ApplicationsChart userId={userId} />
      </Section>
      <Section title={`${T}.availability.title`}>
        <AvailabilityWeeks userId={userId} />
      </Section>
      <Section
        title={`${T}.hours`}
        action={
          <AddRowDialog
            resource="trust-staff-contracted-hours"
            label={translate(`${T}.add_hours`)}
            fields={['hoursPerWeek', 'effectiveFrom', 'note']}
            fixed={{ userId, trustId: member.trustId }}
          />
        }
      >
        <ProfileList
          resource="trust-staff-contracted-hours"
          userId={userId}
          columns={['hoursPerWeek', 'effectiveFrom', 'note']}
          empty={translate(`${T}.no_hours`)}
        />
      </Section>
      <Section
        title={`${T}.skills`}
        action={
          member.approvalStatus === 'approved' && !member.deleted ? (
            <AddRowDialog
              resource="endorsement-requests"
              label={translate(`${T}.endorse`)}
              fields={['endorsementItems', 'comment']}
              fixed={{ endorsementRequestUsers: [member.id] }}
            />
          ) : undefined
        }
      >
        <ProfileList
          resource="user-skills"
          userId={userId}
          columns={['skillId', 'level', 'approvalStatus', 'source', 'changeOrigin', 'updatedAt']}
          empty={translate(`${T}.no_skills`)}
        />
      </Section>
      {member.trustId !== null && <PersonasSection userId={userId} trustId={member.trustId} />}
      <Section title={`${T}.endorsements`}>
        <ProfileList
          resource="endorsement-requests"
          // Requests name the nurse by their membership.
          userId={member.id}
          target="endorsementRequestUsers"
          columns={['endorsementItems', 'comment', 'status', 'requestedBy', 'createdAt']}
          empty={translate(`${T}.no_endorsements`)}
        />
      </Section>
      <Section title={`${T}.evidence`}>
        <ProfileList
          resource="righttoworkrequests"
          userId={userId}
          columns={['documentType', 'documentNumber', 'expiresOn', 'status', 'createdAt']}
          empty={translate(`${T}.no_evidence`)}
          rowClick={(record) => `/users/${userId}/${record.id}`}
        />
      </Section>
      <Section
        title={`${T}.blocks`}
        action={
          <AddRowDialog
            resource="blocked-users"
            label={translate(`${T}.block`)}
            fields={['careLocationId', 'reasonId', 'comment']}
            fixed={{ userId, trustId: member.trustId }}
          />
        }
      >
        <ProfileList
          resource="blocked-users"
          userId={userId}
          columns={['careLocationId', 'reasonId', 'comment', 'status', 'blockedBy', 'createdAt']}
          empty={translate(`${T}.no_blocks`)}
        />
      </Section>
      {readsAudit && (
        <Section title={`${T}.audit`}>
          <AuditTrail userId={userId} />
        </Section>
      )}
    </Box>
  );
}

/** The staff personas the nurse is recognised as (user-personas), where the role reads them (the 'Shift skills' feature). */
function PersonasSection({ userId, trustId }: { userId: number; trustId: number }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'user-personas', action: 'list' });
  if (!canAccess) return null;
  return (
    <Section
      title={`${T}.personas`}
      action={
        <AddRowDialog
          resource="user-personas"
          label={translate(`${T}.add_persona`)}
          fields={['staffPersonaId']}
          fixed={{ userId, trustId }}
        />
      }
    >
      <ProfileList
        resource="user-personas"
        userId={userId}
        columns={['staffPersonaId', 'createdAt']}
        empty={translate(`${T}.no_personas`)}
        removable
      />
    </Section>
  );
}
