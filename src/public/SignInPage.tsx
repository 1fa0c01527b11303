/**
 * The public sign-in page (/sign-in): email and password; the server's reason shows when it refuses. The user then
 * goes back to the page that sent them here, or lands where their role lands (spec 4; useSignIn). A nurse is told to
 * use the Bankshift app, and one not yet verified may ask for a new verification link here. Opened from an
 * emailed sign-in link (/sign-in?link=token: an account held by wrong passwords, server/signInLink.ts), it signs in
 * with the link at once.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useTranslate } from 'react-admin';
import { errorMessage } from '../errorMessage';
import { lazyComponent } from '../lazyComponent';
import { PublicPage } from './PublicPage';

import { useSignIn } from './useSignIn';

/** The page a signed-out visitor was sent here from, if any but the home page. */
function pageBefore(state: { nextPathname?: string; nextSearch?: string } | null) {
  return state?.nextPathname && state.nextPathname !== '/' ? `${state.nextPathname}${state.nextSearch ?? ''}` : null;
}

// Loaded only when an applicant not yet verified signs in here (the sign-in page is in the console's first download).
const SendVerificationAgain = lazyComponent(() => import('./SendVerificationAgain'), 'SendVerificationAgain');

export function SignInPage() {
  const translate = useTranslate();
  const signIn = useSignIn();
  const { state, search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<Error>();

  const attempt = (credentials: Parameters<typeof signIn>[0]) => {
    setSigningIn(true);
    setError(undefined);
    signIn(credentials, pageBefore(state)).catch((e: Error) => {
      setError(e);
      setSigningIn(false);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    attempt({ email, password });
  };
  // A link is used up by its first use: once per page, however often it renders.
  const link = new URLSearchParams(search).get('link');
  const linkUsed = useRef(false);
  useEffect(() => {
    if (!link || linkUsed.current) return;
    linkUsed.current = true;
    attempt({ token: link });
  });

  return (
    <PublicPage title="bankshift.sign_in.title" backToSignIn={false}>
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <TextField
          label={translate('bankshift.sign_in.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoFocus
        />
        <TextField
          label={translate('bankshift.sign_in.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {error && <Alert severity="error">{errorMessage(translate, error)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={signingIn}
          startIcon={signingIn ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('bankshift.sign_in.submit')}
        </Button>
      </form>
      {/* An applicant whose address is not verified may ask for a new link here (outside the sign-in form). */}
      {error?.message === 'bankshift.sign_in.nurse_unverified' && <SendVerificationAgain address={email} />}
      <Link to="/forgot-password" sx={{ alignSelf: 'center' }}>
        {translate('bankshift.sign_in.forgot_password')}
      </Link>
      <Link to="/sign-up" sx={{ alignSelf: 'center' }}>
        {translate('bankshift.sign_up.link')}
      </Link>
    </PublicPage>
  );
}
