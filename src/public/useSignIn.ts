/**
 * Signing in from a public page (the sign-in page, its emailed link, an accepted invitation): the cached auth state (a failed check from
 * before sign-in) is reset before leaving the page, otherwise react-admin would still see the visitor as signed out and
 * log them out again; then the user goes to `next`, or lands where their role lands (spec 4).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { session } from '../../providers/session';

export function useSignIn() {
  const authProvider = useAuthProvider()!;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (credentials: { email: string; password: string } | { token: string }, next?: string | null) => {
    await authProvider.login(credentials);
    await queryClient.resetQueries({ queryKey: ['auth'] });
    const landing = session.landing();
    navigate(next ?? (landing && 'path' in landing ? landing.path : '/'));
  };
}
