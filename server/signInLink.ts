/**
 * Signing in by an emailed link, once an account's wrong passwords have used up its limit (SIGN_IN_LIMIT_PER_EMAIL
 * in the window): the password is still checked, and every attempt is answered alike (429, naming the link), but the
 * right one mails the account a link that signs in once, within SIGN_IN_LINK_MINUTES. Whoever guesses at an account
 * slows nobody else down: its owner gets in with their password and their mailbox. The per-address limit still
 * refuses outright.
 */
import { AuthenticationBaseStrategy, type AuthenticationRequest } from '@feathersjs/authentication';
import { BadRequest, NotAuthenticated, TooManyRequests } from '@feathersjs/errors';
import type { Application } from './declarations';
import { issueLink, linkedUser, useLink } from './accountLinks';
import { loadPrincipal } from './principal';

export const SIGN_IN_LINK_MINUTES = 15;

/** The answer to every password attempt on an account over its limit: right or wrong, it tells nothing more. */
export const heldSignIn = () =>
  new TooManyRequests(
    `Too many wrong passwords for this account. If the password was right, we emailed it a link to sign in: it works for ${SIGN_IN_LINK_MINUTES} minutes.`,
    { signInLinkMinutes: SIGN_IN_LINK_MINUTES },
  );

/** Mails the account a sign-in link (the right password of an account over its limit). */
export async function mailSignInLink(app: Application, user: { id: number; email: string; firstname: string }) {
  const token = await issueLink(app.get('database').knex, user.id, 'signIn', SIGN_IN_LINK_MINUTES);
  app.get('mailer').sendLater({
    to: user.email,
    subject: 'Your Bankshift sign-in link',
    text: `Hello ${user.firstname},\n\nThere were several wrong passwords for your account, so signing in now takes this link as well as your password. Follow it within ${SIGN_IN_LINK_MINUTES} minutes to sign in. If it was not you who just signed in, ignore this email and tell your trust's bank office.`,
    link: `${app.get('config').publicUrl}/sign-in?link=${token}`,
  });
}

/** POST authentication { strategy: 'link', token }: uses the link up and signs its account in, its failures cleared. */
export class LinkStrategy extends AuthenticationBaseStrategy {
  async authenticate(authentication: AuthenticationRequest) {
    const token = authentication.token;
    if (typeof token !== 'string' || !token) throw new BadRequest('token is required');
    const db = (this.app as Application).get('database').knex;
    const link = await linkedUser(db, token, 'signIn');
    await db.transaction(async (trx) => {
      await useLink(trx, link, 'signIn');
      await trx('sign_in_failures')
        .where({ key: `email:${link.email}` })
        .delete();
    });
    const user = await loadPrincipal(db, link.userId);
    if (!user?.isActive) throw new NotAuthenticated('This account is disabled');
    return { authentication: { strategy: 'link' }, user };
  }
}
