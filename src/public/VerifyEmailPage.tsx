/**
 * /verifyEmail/:token and /verifyUserEmail/:token (public): follows a new account's verification link once (the query
 * keeps its answer, so a second render does not spend the token again), then shows /verified. A used or expired link
 * says so and offers a new one, sent to the address the person gives.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { email, Form, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { normaliseEmail } from '../../providers/account';
import { authManagement } from '../../providers/authManagement';
import { useFormSubmit } from '../useFormSubmit';
import { PublicPage } from './PublicPage';

function SendAgain() {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string>();
  const submit = useFormSubmit(async (values: { email: string }) => {
    const address = normaliseEmail(values.email);
    await authManagement('resendVerifySignup', { email: address });
    setSentTo(address);
  });
  if (sentTo) return <Alert severity="success">{translate('bankshift.verify_email.sent', { email: sentTo })}</Alert>;
  return (
    <Form onSubmit={submit}>
      <TextInput
        source="email"
        type="email"
        label="bankshift.sign_in.email"
        autoComplete="email"
        validate={[required(), email()]}
        fullWidth
      />
      <SaveButton label="bankshift.verify_email.send_again" icon={null} fullWidth />
    </Form>
  );
}

export function VerifyEmailPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const { data, error } = useQuery({
    queryKey: ['verifySignupLong', token],
    queryFn: () => authManagement('verifySignupLong', { token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (data) return <Navigate to="/verified" replace />;
  return (
    <PublicPage title="bankshift.verify_email.title">
      {error ? (
        <>
          <Alert severity="error">
            {translate('bankshift.verify_email.failed', { reason: translate(error.message, { _: error.message }) })}
          </Alert>
          <SendAgain />
        </>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('bankshift.loading')} />
      )}
    </PublicPage>
  );
}
