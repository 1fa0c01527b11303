/**
 * Following an invitation's link (authmanagement checkInvitation and acceptInvitation; the page is
 * /ManagerVerifyEmail/{token}/{firstname}/{lastname}/{email}). Someone new sets a password under the rule and gets an
 * account, its email verified by the link; someone with an account proves it with their password (a wrong one counts
 * as a failed sign-in) and the role is added to it. The link works once and until it expires; the person then signs
 * in and lands by the role-switch landing rules (domain/landing.ts).
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { expiredLink } from '../../accountLinks';
import { checkPassword, hashPassword } from '../../authentication';
import type { Application } from '../../declarations';
import { badField } from '../../query';
import { provesPassword } from '../../throttle';
import { hashToken } from '../../tokens';
import { ACCOUNTS, Writer } from '../../writes';
import { INVITATIONS, invitedTo } from './invitationsService';
import { giveRole } from './userRolesService';
import type { Row } from '../../db/row';

/** The live invitation the token names (400 when expired, used, withdrawn or unknown), locked in `trx` when given. */
async function liveInvitation(app: Application, token: string, trx?: Knex.Transaction): Promise<Row> {
  const query = (trx ?? app.get('database').knex)('manager_invitations')
    .where({ tokenHash: hashToken(token), status: 'PENDING' })
    .where('expiresAt', '>', app.get('clock').now());
  const invitation = await (trx ? query.forUpdate() : query).first();
  if (!invitation) throw expiredLink();
  return invitation;
}

/** What the invitation's page shows: who is invited, where, as what, and whether they already have an account. */
export async function checkInvitation(app: Application, token: string) {
  const db = app.get('database').knex;
  const invitation = await liveInvitation(app, token);
  const { trust, role } = await invitedTo(db, invitation.trustRoleId);
  const account = await db('users').where({ email: invitation.email }).first('id');
  return {
    email: invitation.email as string,
    firstname: invitation.firstname as string,
    lastname: invitation.lastname as string,
    trust,
    role,
    hasAccount: !!account,
    expiresAt: new Date(invitation.expiresAt).toISOString(),
  };
}

/**
 * Accepts the invitation for `email` (the address its link names: a link whose address was changed is refused): the
 * account made or proved, the role held, the link used up. Answers the email to sign in with.
 */
export async function acceptInvitation(
  app: Application,
  token: string,
  linkEmail: string,
  password: string,
): Promise<{ email: string }> {
  const db = app.get('database').knex;
  const { email } = await liveInvitation(app, token);
  if (linkEmail !== email) throw badField('email', 'is not the address this invitation was sent to');
  const existing = await db('users').where({ email }).first();
  if (existing && (!existing.isActive || existing.erasedAt)) {
    throw new BadRequest('Your Bankshift account is disabled: ask the person who invited you', {
      errors: [{ field: 'token', message: 'account disabled' }],
    });
  }
  if (existing && !(await provesPassword(db, app.get('config'), email, existing.password, password))) {
    throw badField('password', 'is not the password of your Bankshift account');
  }
  if (!existing) checkPassword(password, email);
  const hashed = existing ? undefined : await hashPassword(password);
  await db.transaction(async (trx) => {
    // Locked and checked again: of two acceptances of one link, one wins.
    const invitation = await liveInvitation(app, token, trx);
    const user = existing
      ? { id: existing.id as number, email }
      : await new Writer(trx, {}).insert(ACCOUNTS, {
          email,
          firstname: invitation.firstname,
          lastname: invitation.lastname,
          password: hashed,
          isVerified: true,
        });
    const writer = new Writer(trx, { user: { id: user.id, email } });
    // A role still held stays as it is.
    await giveRole(
      trx,
      writer,
      { id: invitation.trustRoleId, trustId: invitation.trustId },
      user.id as number,
      invitation.careLocationId,
    );
    await writer.update(INVITATIONS, invitation, {
      status: 'ACCEPTED',
      acceptedBy: user.id,
      acceptedAt: app.get('clock').now(),
    });
  });
  return { email };
}
