/**
 * A person's permissions (/userPermissions/{userId}): the roles they hold in the trust, given and taken away here by
 * a role manager (user-roles), and what they may do: every permission of their active roles, in the catalogue's
 * groups, each with the roles it comes from (GET user-permissions-of-trust).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { inGroups, PERMISSION_CATALOGUE } from '../../domain/granting';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { errorMessage } from '../../src/errorMessage';
import { Section } from '../../src/Section';
import { useApiCall } from '../../src/useApiCall';
import { AddRowDialog } from '../staff/AddRowDialog';
import { ProfileList } from '../staff/ProfileList';
import './messages';

const T = 'bankshift.roles.user';

interface PersonPermissions {
  user: { id: number; firstname: string; lastname: string; email: string };
  permissions: { value: string; from: string[] }[];
}

const GIFT_INPUT = {
  // A NURSE role is never given here (nurses join by signing up: server/services/trust/userRolesService.ts).
  trustRoleId: {
    type: 'reference',
    resource: 'trust-roles',
    required: true,
    label: 'Role',
    offered: { roleType_ne: 'NURSE' },
  },
  careLocationId: {
    type: 'reference',
    resource: 'care-locations',
    label: 'Care location',
    help: 'For a role tied to one care location (a shift manager)',
  },
} as const;

function EffectivePermissions({ permissions }: { permissions: PersonPermissions['permissions'] }) {
  const translate = useTranslate();
  if (!permissions.length) return <Typography>{translate(`${T}.none`)}</Typography>;
  const held = new Map(permissions.map((p) => [p.value, p.from]));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
      {inGroups(PERMISSION_CATALOGUE.filter((p) => held.has(p.value))).map(([group, entries]) => (
        <Box key={group} component="section" aria-label={group}>
          <Typography variant="subtitle1" component="h3">
            {group}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {entries.map((p) => (
              <li key={p.value}>
                <Typography variant="body2">{p.label}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate(`${T}.from`, { roles: held.get(p.value)!.join(', ') })}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function UserPermissionsPage() {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const userId = Number(useParams().userId);
  const { data, error, isPending } = useQuery({
    queryKey: ['user-permissions-of-trust', userId, session.roleId()],
    queryFn: ({ signal }) =>
      apiCall(() => http<PersonPermissions>('user-permissions-of-trust', { query: { userId }, signal })),
    retry: false,
  });
  if (isPending) return <CircularProgress aria-label={translate(`${T}.loading`)} sx={{ m: 2 }} />;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`${T}.error`, { message: errorMessage(translate, error) })}
      </Alert>
    );
  const name = `${data.user.firstname} ${data.user.lastname}`;
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate(`${T}.title`, { name })} />
      <Box>
        <Typography variant="h5" component="h1">
          {translate(`${T}.title`, { name })}
        </Typography>
        <Typography color="text.secondary">{data.user.email}</Typography>
      </Box>
      <Section
        title={`${T}.roles`}
        action={
          <AddRowDialog resource="user-roles" label={translate(`${T}.give`)} fields={GIFT_INPUT} fixed={{ userId }} />
        }
      >
        <ProfileList
          resource="user-roles"
          userId={userId}
          columns={['role', 'roleType', 'careLocationId', 'approvalStatus', 'isActive', 'deletedAt']}
          empty={translate(`${T}.no_roles`)}
          perPage={10}
        />
      </Section>
      <Section title={`${T}.effective`}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.effective_help`)}
        </Typography>
        <EffectivePermissions permissions={data.permissions} />
      </Section>
    </Box>
  );
}
