/**
 * /ManagerVerifyEmail/{token}/{firstname}/{lastname}/{email} and /manager-invite-page/{token} (public): an invitation to
 * manage a trust, followed from its email. Someone new chooses a password under the rule; someone with an account
 * enters its password to add the role. Then they are signed in and land where their role lands (spec 4, Role switch).
 * The server checks the link (once, until it expires) and the password (server/services/trust/acceptInvitation.ts).
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, required, SaveButton, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { authManagement } from '../../providers/authManagement';
import { errorMessage } from '../errorMessage';
import { NewPasswordInputs } from '../NewPasswordInputs';
import { useFormSubmit } from '../useFormSubmit';
import { PublicPage } from './PublicPage';
import { useSignIn } from './useSignIn';
import '../../customRoutes/managers/messages';

const T = 'bankshift.managers.accept';

export function AcceptInvitationPage() {
  const translate = useTranslate();
  const { token = '', email: linkEmail } = useParams();
  const signIn = useSignIn();
  const [signInFailed, setSignInFailed] = useState<string>();
  const { data: invitation, error } = useQuery({
    queryKey: ['checkInvitation', token],
    queryFn: () => authManagement('checkInvitation', { token }),
    retry: false,
    staleTime: Infinity,
  });
  const submit = useFormSubmit(async ({ password }: { password: string }) => {
    // The address the emailed link names (the invitation's own, where the link is the token alone).
    const { email } = await authManagement('acceptInvitation', {
      token,
      email: linkEmail ?? invitation!.email,
      password,
    });
    try {
      await signIn({ email, password });
    } catch (e) {
      setSignInFailed(errorMessage(translate, e));
    }
  });

  if (error) {
    return (
      <PublicPage title="bankshift.managers.invite_title">
        <Alert severity="error">
          {translate(`${T}.failed`, { reason: translate(error.message, { _: error.message }) })}
        </Alert>
      </PublicPage>
    );
  }
  if (!invitation) {
    return (
      <PublicPage title="bankshift.managers.invite_title">
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate(`${T}.loading`)} />
      </PublicPage>
    );
  }
  const { trust, role, email, hasAccount } = invitation;
  return (
    <PublicPage title={translate(`${T}.title`, { trust })}>
      <Typography>
        {translate(`${T}.welcome`, { name: `${invitation.firstname} ${invitation.lastname}`, trust, role })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(hasAccount ? `${T}.existing_account` : `${T}.new_account`, { email })}
      </Typography>
      {signInFailed ? (
        <Alert severity="warning">{translate(`${T}.signed_in_failed`, { reason: signInFailed })}</Alert>
      ) : (
        <Form onSubmit={submit}>
          {/* The account's name, for password managers. */}
          <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
          {hasAccount ? (
            <PasswordInput
              source="password"
              label={`${T}.password`}
              autoComplete="current-password"
              validate={required()}
              fullWidth
            />
          ) : (
            <NewPasswordInputs
              label="bankshift.account.new_password"
              confirmLabel="bankshift.account.confirm_password"
              email={email}
            />
          )}
          <SaveButton label={hasAccount ? `${T}.add_role` : `${T}.set_password`} icon={null} fullWidth />
        </Form>
      )}
    </PublicPage>
  );
}
