/**
 * Asks for a new verification link for an account not yet verified (authmanagement resendVerifySignup): the answer is
 * the same whether the address has such an account or not.
 */
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { email, Form, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { normaliseEmail } from '../../providers/account';
import { authManagement } from '../../providers/authManagement';
import { useFormSubmit } from '../useFormSubmit';
import './verifyMessages';

export function SendVerificationAgain({ address }: { address?: string }) {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string>();
  const submit = useFormSubmit(async (values: { email: string }) => {
    const to = normaliseEmail(values.email);
    await authManagement('resendVerifySignup', { email: to });
    setSentTo(to);
  });
  if (sentTo) return <Alert severity="success">{translate('bankshift.verify_email.sent', { email: sentTo })}</Alert>;
  return (
    <Form onSubmit={submit} defaultValues={{ email: address ?? '' }}>
      <TextInput
        source="email"
        type="email"
        label="bankshift.sign_in.email"
        autoComplete="email"
        validate={[required(), email()]}
        fullWidth
      />
      <SaveButton label="bankshift.verify_email.send_again" icon={null} fullWidth alwaysEnable />
    </Form>
  );
}
