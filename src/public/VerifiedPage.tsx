/**
 * /verified (public): the email address is verified. A nurse who has just applied (sent here by VerifyEmailPage) reads
 * what happens next, all of it in the Bankshift app, and is not invited to sign in to this console (issue 52, item 18);
 * a changed address (VerifyChangedEmailPage) is named.
 */
import Typography from '@mui/material/Typography';
import { useLocation, useTranslate } from 'react-admin';
import { StoreLinks } from '../layout/StoreLinks';
import { PublicPage } from './PublicPage';
import './verifyMessages';

const NEXT_STEPS = ['next_app', 'next_evidence', 'next_decision', 'next_book'];

export function VerifiedPage() {
  const translate = useTranslate();
  const { state } = useLocation();
  const t = (key: string, options?: object) => translate(`bankshift.verified.${key}`, options);
  if (state?.applied)
    return (
      <PublicPage title="bankshift.verified.title" backToSignIn={false}>
        <Typography>{t('text')}</Typography>
        <Typography>{t('applied')}</Typography>
        <ol style={{ margin: 0 }}>
          {NEXT_STEPS.map((key) => (
            <Typography component="li" key={key} sx={{ mb: 0.5 }}>
              {t(key)}
            </Typography>
          ))}
        </ol>
        <StoreLinks />
        <Typography color="text.secondary">{t('console_note')}</Typography>
      </PublicPage>
    );
  return (
    <PublicPage title="bankshift.verified.title">
      <Typography>{state?.email ? t('changed', { email: state.email }) : t('text')}</Typography>
    </PublicPage>
  );
}
