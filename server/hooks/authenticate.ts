/** Requires a valid access token on external calls; 401s carry the codes the console logs out on. */
import { authenticate } from '@feathersjs/authentication';
import { NotAuthenticated } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';

const jwt = authenticate('jwt');

/** A token that does not hold (expired, forged, of a removed user), when nothing more precise was said. */
export const invalidSession = () =>
  new NotAuthenticated('Your session has expired or is not valid. Please sign in again.', { code: 'invalid_token' });

export async function requireSignIn(context: HookContext) {
  if (!context.params.provider) return context;
  const hasToken = !!context.params.authentication?.accessToken;
  try {
    return await jwt(context);
  } catch (error) {
    if (!(error instanceof NotAuthenticated)) throw error;
    // Our strategy's own refusals (a session ended, a password changed) already say why, with their code.
    if (hasToken && error.data?.code) throw error;
    throw hasToken ? invalidSession() : new NotAuthenticated('Please sign in.', { code: 'AUTHORIZATION_REQUIRED' });
  }
}
