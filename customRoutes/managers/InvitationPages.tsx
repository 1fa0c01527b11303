/**
 * Inviting someone to manage a trust (issue 12): the manager-invitations family's create form, and /trust/{id}/admin-invite
 * where the super admin invites a trust's admin and follows its admin invitations (5 a page, spec 9). Only the roles
 * the inviter may offer are listed (domain/managers.ts invitableLevels: a trust admin, MANAGER-level roles); a shift
 * manager's care location is asked for. The server judges every rule again (services/trust/invitationsService.ts).
 */
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  Create,
  DataTable,
  FormDataConsumer,
  List,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  useGetOne,
  useNotify,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { isSuperAdmin, type ActingRole } from '../../domain/access';
import { invitableLevels } from '../../domain/managers';
import { levelOfRoleType, ROLE_TYPES, type RoleLevel } from '../../domain/roles';
import invitations from '../../resources/manager-invitations';
import { fieldLabel } from '../../resources/define';
import { FieldInput } from '../../src/generated/FieldInput';
import { FieldView } from '../../src/generated/FieldView';
import './messages';

const T = 'bankshift.managers';
const RESOURCE = 'manager-invitations';
const def = () => invitations;
/** Spec 9: the admin setup lists 5 a page. */
const ADMIN_SETUP_PAGE_SIZE = 5;

const Heading = ({ children, level = 'h1' }: { children: ReactNode; level?: 'h1' | 'h2' }) => (
  <Typography variant={level === 'h1' ? 'h5' : 'h6'} component={level} sx={{ px: 2, pt: 2 }}>
    {children}
  </Typography>
);

/** A shift manager's care location, required once the chosen role is a shift manager's. */
function CareLocationInput({ trustId, trustRoleId }: { trustId: number | null; trustRoleId?: number }) {
  const translate = useTranslate();
  const { data: role } = useGetOne('trust-roles', { id: trustRoleId! }, { enabled: !!trustRoleId });
  const needed = role?.roleType === 'SHIFT-MANAGER';
  return (
    <ReferenceInput
      source="careLocationId"
      reference="care-locations"
      filter={trustId ? { trustId } : {}}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput
        label={def().fields.careLocationId.label}
        validate={needed ? required(translate(`${T}.care_location_needed`)) : undefined}
        helperText={def().fields.careLocationId.help}
        emptyText={needed ? undefined : 'ra.action.clear_input_value'}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** The invitee's names and email, the role (of `trustId`'s, or of the trust picked first by a super admin) and care location. */
function InvitationFields({
  trustId,
  levels,
  pickTrust,
}: {
  trustId: number | null;
  levels: Exclude<RoleLevel, null>[];
  pickTrust: boolean;
}) {
  const translate = useTranslate();
  const roleTypes = ROLE_TYPES.filter((type) => (levels as RoleLevel[]).includes(levelOfRoleType(type)));
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.invite_help`)}
      </Typography>
      <FieldInput def={def()} name="firstname" />
      <FieldInput def={def()} name="lastname" />
      <FieldInput def={def()} name="email" />
      {pickTrust && (
        <ReferenceInput source="trustId" reference="trusts" sort={{ field: 'name', order: 'ASC' }}>
          <SelectInput label={`${T}.trust`} validate={required()} fullWidth />
        </ReferenceInput>
      )}
      <FormDataConsumer>
        {({ formData }) => {
          const trust = trustId ?? formData.trustId ?? null;
          // The roles offered are the chosen trust's: none before one is chosen.
          if (pickTrust && !trust) return null;
          return (
            <>
              <ReferenceInput
                source="trustRoleId"
                reference="trust-roles"
                filter={{ roleType: roleTypes, isActive: true, ...(trust ? { trustId: trust } : {}) }}
                sort={{ field: 'role', order: 'ASC' }}
              >
                <SelectInput
                  label={`${T}.role`}
                  optionText="role"
                  validate={required()}
                  helperText={`${T}.role_help`}
                  fullWidth
                />
              </ReferenceInput>
              <CareLocationInput trustId={trust} trustRoleId={formData.trustRoleId} />
            </>
          );
        }}
      </FormDataConsumer>
    </>
  );
}

/** What the form holds beyond the invitation (the super admin's trust choice) stays in the browser. */
const invitationOnly = ({ trustId: _trust, ...invitation }: Record<string, unknown>) => invitation;

/** The invitation's sending told, and its lists read again. */
function useInvitationSent() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (invitation: RaRecord) => {
    notify(`${T}.sent`, { type: 'success', messageArgs: { email: invitation.email } });
    await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
  };
}

/** /manager-invitations/create (the Invite button of /managers/invitations). */
export function InvitationCreatePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const sent = useInvitationSent();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  if (!role) return null;
  const superAdmin = isSuperAdmin(role);
  const onSuccess = async (invitation: RaRecord) => {
    await sent(invitation);
    navigate('/managers/invitations');
  };
  return (
    <Create
      resource={RESOURCE}
      title={translate(`${T}.invite_title`)}
      transform={invitationOnly}
      mutationOptions={{ onSuccess }}
    >
      <Heading>{translate(`${T}.invite_title`)}</Heading>
      <SimpleForm>
        <InvitationFields
          trustId={superAdmin ? null : role.trustId}
          levels={invitableLevels(role)}
          pickTrust={superAdmin}
        />
      </SimpleForm>
    </Create>
  );
}

/**
 * A trust's admin invited, and its admin invitations listed: the admin invitation page's, and a part of the trust
 * setup's last step (`inPage`: under the page's own heading and title).
 */
export function AdminInvitation({
  trustId,
  title,
  inPage = false,
}: {
  trustId: number;
  title: string;
  inPage?: boolean;
}) {
  const translate = useTranslate();
  const sent = useInvitationSent();
  // A new form after each invitation sent.
  const [formKey, setFormKey] = useState(0);
  const onSuccess = async (invitation: RaRecord) => {
    await sent(invitation);
    setFormKey((k) => k + 1);
  };
  const fields = def().fields;
  return (
    <>
      <Create resource={RESOURCE} title={inPage ? false : title} redirect={false} mutationOptions={{ onSuccess }}>
        <Heading level={inPage ? 'h2' : 'h1'}>{title}</Heading>
        <SimpleForm key={formKey}>
          <InvitationFields trustId={trustId} levels={['ADMIN']} pickTrust={false} />
        </SimpleForm>
      </Create>
      <Typography variant="h6" component={inPage ? 'h3' : 'h2'} sx={{ mt: 3 }}>
        {translate(`${T}.admin_invitations`)}
      </Typography>
      <List
        resource={RESOURCE}
        title={false}
        filter={{ trustId, roleType: 'TRUST-ADMIN' }}
        perPage={ADMIN_SETUP_PAGE_SIZE}
        sort={{ field: 'expiresAt', order: 'DESC' }}
        disableSyncWithLocation
        storeKey={false}
        actions={false}
        empty={<Typography sx={{ p: 2 }}>{translate(`${T}.no_admin_invitations`)}</Typography>}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          {(['name', 'email', 'status', 'expiresAt'] as const).map((name) => (
            <DataTable.Col key={name} source={name} label={fieldLabel(name, fields[name])}>
              <FieldView source={name} field={fields[name]} />
            </DataTable.Col>
          ))}
        </DataTable>
      </List>
    </>
  );
}

/** /trust/{id}/admin-invite (super admin): the trust's admin invited, and its admin invitations listed. */
export function AdminInvitePage() {
  const translate = useTranslate();
  const trustId = Number(useParams().id);
  const { data: trust } = useGetOne('trusts', { id: trustId });
  return (
    <AdminInvitation trustId={trustId} title={translate(`${T}.invite_admin_title`, { trust: trust?.name ?? '' })} />
  );
}
