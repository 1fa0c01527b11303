/** /forgot-password (public): sends a reset link to an email, and says so without telling whether it has an account. */
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { email, Form, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { normaliseEmail } from '../../providers/account';
import { authManagement } from '../../providers/authManagement';
import { useFormSubmit } from '../useFormSubmit';
import { PublicPage } from './PublicPage';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string>();
  const submit = useFormSubmit(async (values: { email: string }) => {
    const address = normaliseEmail(values.email);
    await authManagement('sendResetPwd', { email: address });
    setSentTo(address);
  });
  return (
    <PublicPage title="bankshift.forgot_password.title">
      {sentTo ? (
        <Alert severity="success">{translate('bankshift.forgot_password.sent', { email: sentTo })}</Alert>
      ) : (
        <Form onSubmit={submit}>
          <p>{translate('bankshift.forgot_password.text')}</p>
          <TextInput
            source="email"
            type="email"
            label="bankshift.sign_in.email"
            autoComplete="username"
            validate={[required(), email()]}
            fullWidth
          />
          <SaveButton label="bankshift.forgot_password.submit" icon={null} fullWidth />
        </Form>
      )}
    </PublicPage>
  );
}
