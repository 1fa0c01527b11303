/**
 * The public sign-in page (/sign-in): email and password; the server's reason shows when it refuses. The user then
 * goes back to the page that sent them here, or lands where their role lands (spec 4; useSignIn).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useTranslate } from 'react-admin';
import { errorMessage } from '../errorMessage';
import { PublicPage } from './PublicPage';
import { useSignIn } from './useSignIn';

/** The page a signed-out visitor was sent here from, if any but the home page. */
function pageBefore(state: { nextPathname?: string; nextSearch?: string } | null) {
  return state?.nextPathname && state.nextPathname !== '/' ? `${state.nextPathname}${state.nextSearch ?? ''}` : null;
}

export function SignInPage() {
  const translate = useTranslate();
  const signIn = useSignIn();
  const { state } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSigningIn(true);
    setError(undefined);
    signIn(email, password, pageBefore(state)).catch((e: Error) => {
      setError(errorMessage(translate, e));
      setSigningIn(false);
    });
  };

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
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={signingIn}
          startIcon={signingIn ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('bankshift.sign_in.submit')}
        </Button>
        <Link to="/forgot-password" sx={{ alignSelf: 'center' }}>
          {translate('bankshift.sign_in.forgot_password')}
        </Link>
        <Link to="/sign-up" sx={{ alignSelf: 'center' }}>
          {translate('bankshift.sign_up.link')}
        </Link>
      </form>
    </PublicPage>
  );
}
