/**
 * /verifyChangedEmail/:token (public): follows the link of an email change once (the query keeps its answer,
 * so a second render does not spend the token again), then shows /verified with the new address.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { authManagement } from '../../providers/authManagement';
import { PublicPage } from './PublicPage';
import './verifyMessages';

export function VerifyChangedEmailPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const { data, error } = useQuery({
    queryKey: ['verifyChangedEmail', token],
    queryFn: () => authManagement('verifyChangedEmail', { token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (data) return <Navigate to="/verified" state={{ email: data.email }} replace />;
  return (
    <PublicPage title="bankshift.verify_email.title">
      {error ? (
        <Alert severity="error">
          {translate('bankshift.verify_email.failed', { reason: translate(error.message, { _: error.message }) })}
        </Alert>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('bankshift.loading')} />
      )}
    </PublicPage>
  );
}
