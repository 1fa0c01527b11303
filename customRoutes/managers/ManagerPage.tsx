/**
 * A manager's page (the managers family's show view): their membership with Deactivate or Reactivate, a link to their
 * roles and permissions, and a password reset link sent to them (reset-password-by-admins: nobody but them sees a
 * password). Each button shows only to a role that may use it; the server judges again.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess, type ActingRole } from '../../domain/access';
import { MANAGERS_MANAGE } from '../../domain/managers';
import { Link } from 'react-router-dom';
import { http } from '../../providers/httpClient';
import managers from '../../resources/managers';
import { errorMessage } from '../../src/errorMessage';
import { GeneratedShow } from '../../src/generated/GeneratedShow';
import { useApiCall } from '../../src/useApiCall';
import './messages';

const T = 'bankshift.managers';

function PasswordResetButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const apiCall = useApiCall();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (!record || !role || !checkAccess(role, MANAGERS_MANAGE).allowed) return null;
  const send = async () => {
    setSending(true);
    try {
      const { email } = await apiCall(() =>
        http<{ email: string }>('reset-password-by-admins', { method: 'POST', body: { userId: record.userId } }),
      );
      notify(`${T}.reset_sent`, { type: 'success', messageArgs: { email } });
    } catch (error) {
      notify(errorMessage(translate, error), { type: 'error' });
    } finally {
      setSending(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {translate(`${T}.reset_password`)}
      </Button>
      <Confirm
        isOpen={asking}
        loading={sending}
        title={`${T}.reset_confirm_title`}
        content={translate(`${T}.reset_confirm`, { name: record.name })}
        onConfirm={send}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function PermissionsLink() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'user-roles', action: 'list' });
  if (!record || !canAccess) return null;
  return (
    <Button component={Link} to={`/userPermissions/${record.userId}`}>
      {translate(`${T}.permissions`)}
    </Button>
  );
}

export function ManagerPage() {
  return (
    <GeneratedShow
      def={managers}
      moreActions={
        <>
          <PermissionsLink />
          <PasswordResetButton />
        </>
      }
    />
  );
}
