/**
 * The public sign-in page (/sign-in): email and password; the server's reason shows when it refuses.
 * On success the cached auth state (a failed check from before sign-in) is reset before leaving the page,
 * otherwise react-admin would still see the visitor as signed out and log them out again. The user then goes
 * back to the page that sent them here, or lands where their role lands (spec 4).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useAuthProvider, useLocation, useNavigate, useTranslate } from 'react-admin';
import { session } from '../../providers/session';
import { errorMessage } from '../errorMessage';
import { PublicPage } from './PublicPage';

/** The page a signed-out visitor was sent here from, if any but the home page. */
function pageBefore(state: { nextPathname?: string; nextSearch?: string } | null) {
  return state?.nextPathname && state.nextPathname !== '/' ? `${state.nextPathname}${state.nextSearch ?? ''}` : null;
}

export function SignInPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider()!;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSigningIn(true);
    setError(undefined);
    authProvider
      .login({ email, password })
      .then(() => queryClient.resetQueries({ queryKey: ['auth'] }))
      .then(() => {
        const landing = session.landing();
        navigate(pageBefore(state) ?? (landing && 'path' in landing ? landing.path : '/'));
      })
      .catch((e: Error) => {
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
