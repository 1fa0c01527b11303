/** /verified (public): the email address is verified; names the new address when the verification page passed it. */
import Typography from '@mui/material/Typography';
import { useLocation, useTranslate } from 'react-admin';
import { PublicPage } from './PublicPage';

export function VerifiedPage() {
  const translate = useTranslate();
  const { state } = useLocation();
  return (
    <PublicPage title="bankshift.verified.title">
      {state?.email && <Typography>{translate('bankshift.verified.changed', { email: state.email })}</Typography>}
      <Typography>{translate('bankshift.verified.text')}</Typography>
    </PublicPage>
  );
}
