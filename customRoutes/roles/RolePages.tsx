/**
 * The role editor (spec 2.4: /role/new, /role/edit/{id}, /role/copy/{id}; the trust-roles family's forms): a role's
 * name, type (its level shown beside it), active flag, description and permissions (PermissionPicker), and on its
 * page the changes made to it. The role the editor acts under opens read-only: nobody changes their own powers.
 * The server checks every rule again (server/services/trust/trustRolesService.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Create,
  Edit,
  FormDataConsumer,
  SimpleForm,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSuperAdmin, type ActingRole } from '../../domain/access';
import { editsOwnRole } from '../../domain/granting';
import { levelOfRoleType, ROLE_LEVEL_LABELS, type RoleType } from '../../domain/roles';
import trustRoles from '../../resources/trust-roles';
import { CopyToolbar, useCopiedValues } from '../../src/generated/copy';
import { EditToolbar } from '../../src/generated/EditToolbar';
import { FieldInput } from '../../src/generated/FieldInput';
import { RecordHistory } from '../../src/generated/RecordHistory';
import { defaultValues } from '../../src/generated/validation';
import { PermissionPicker } from './PermissionPicker';
import './messages';

const T = 'bankshift.roles';
const def = () => trustRoles;

function LevelOf({ roleType }: { roleType?: RoleType }) {
  const translate = useTranslate();
  const level = roleType && levelOfRoleType(roleType);
  if (!level) return null;
  return <Typography variant="body2">{translate(`${T}.level`, { level: ROLE_LEVEL_LABELS[level] })}</Typography>;
}

function RoleFields({ readOnly = false }: { readOnly?: boolean }) {
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const superAdmin = !!role && isSuperAdmin(role);
  return (
    <>
      {superAdmin && <FieldInput def={def()} name="trustId" />}
      <FieldInput def={def()} name="role" />
      <FieldInput def={def()} name="roleType" />
      <FormDataConsumer>{({ formData }) => <LevelOf roleType={formData.roleType} />}</FormDataConsumer>
      <FieldInput def={def()} name="isActive" />
      <FieldInput def={def()} name="description" />
      <FormDataConsumer>
        {({ formData }) => <PermissionPicker trustId={formData.trustId ?? role?.trustId ?? null} disabled={readOnly} />}
      </FormDataConsumer>
    </>
  );
}

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
    {children}
  </Typography>
);

export function RoleCreatePage() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const copied = useCopiedValues();
  const ownTrust = role && !isSuperAdmin(role) ? { trustId: role.trustId } : {};
  const title = translate(copied ? `${T}.copy_title` : `${T}.new_title`);
  return (
    <Create title={title} redirect="edit">
      <Heading>{title}</Heading>
      <SimpleForm
        defaultValues={{ ...defaultValues(def()), permissions: [], ...ownTrust, ...copied }}
        toolbar={<CopyToolbar copied={!!copied} />}
      >
        <RoleFields />
      </SimpleForm>
    </Create>
  );
}

function RoleEditForm() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  if (!record) return null;
  const own = !!role && editsOwnRole(role, Number(record.id));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {own && <Alert severity="info">{translate(`${T}.own_role`)}</Alert>}
      <SimpleForm toolbar={own ? false : <EditToolbar def={def()} />} disabled={own}>
        <RoleFields readOnly={own} />
      </SimpleForm>
    </Box>
  );
}

function CopyButton() {
  const record = useRecordContext();
  return record ? (
    <Button component={Link} to={`/role/copy/${record.id}`} label={`${T}.copy`} startIcon={<ContentCopy />} />
  ) : null;
}

function EditTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <Heading>{translate(`${T}.edit_title`, { name: record?.role ?? '' })}</Heading>;
}

function History() {
  const record = useRecordContext();
  return record ? <RecordHistory def={def()} id={Number(record.id)} /> : null;
}

/** A saved change stays on the role's page, its history read again to show it. */
export function RoleEditPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const onSuccess = () => {
    notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    return queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
  };
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess }}
      actions={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
          <CopyButton />
        </Box>
      }
    >
      <EditTitle />
      <RoleEditForm />
      <Box sx={{ mt: 2 }}>
        <History />
      </Box>
    </Edit>
  );
}
