/** /resetPassword/:token (public): a new password under the rule, twice; then the user signs in with it. */
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { authManagement } from '../../providers/authManagement';
import { NewPasswordInputs } from '../NewPasswordInputs';
import { useFormSubmit } from '../useFormSubmit';
import { PublicPage } from './PublicPage';

export function ResetPasswordPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const submit = useFormSubmit(async ({ password }: { password: string }) => {
    await authManagement('resetPwdLong', { token, password });
    setDone(true);
  });
  return (
    <PublicPage title="bankshift.reset_password.title">
      {done ? (
        <Alert severity="success">{translate('bankshift.reset_password.done')}</Alert>
      ) : (
        <Form onSubmit={submit}>
          <NewPasswordInputs label="bankshift.account.new_password" confirmLabel="bankshift.account.confirm_password" />
          <SaveButton label="bankshift.reset_password.submit" icon={null} fullWidth />
        </Form>
      )}
    </PublicPage>
  );
}
