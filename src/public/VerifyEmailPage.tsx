/**
 * /verifyEmail/:token and /verifyUserEmail/:token (public): follows a new account's verification link once (the query
 * keeps its answer, so a second render does not spend the token again), then shows /verified with what happens next
 * to the nurse who applied (VerifiedPage). A used or expired link
 * says so and offers a new one, sent to the address the person gives.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { authManagement } from '../../providers/authManagement';
import { PublicPage } from './PublicPage';
import './verifyMessages';
import { SendVerificationAgain } from './SendVerificationAgain';

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
  // Only a nurse's sign-up is verified so: /verified tells them what happens next.
  if (data) return <Navigate to="/verified" state={{ applied: true }} replace />;
  return (
    <PublicPage title="bankshift.verify_email.title">
      {error ? (
        <>
          <Alert severity="error">
            {translate('bankshift.verify_email.failed', { reason: translate(error.message, { _: error.message }) })}
          </Alert>
          <SendVerificationAgain />
        </>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('bankshift.loading')} />
      )}
    </PublicPage>
  );
}
