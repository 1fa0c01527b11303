/**
 * POST /api/v3/authmanagement (spec 7.4): forgotten passwords (sendResetPwd, resetPwdLong), following an
 * email-change link (verifyChangedEmail), changing one's password (passwordChange, signed in), and a new account's
 * email verification (verifySignupLong, resendVerifySignup: staff/signUp.ts), and an invitation to manage a trust
 * (checkInvitation, acceptInvitation: trust/acceptInvitation.ts).
 */
import { BadRequest } from '@feathersjs/errors';
import type { AuthenticationService } from '@feathersjs/authentication';
import type { HookContext } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { fieldProblem } from '../../resources/validate';
import { ACCOUNTS, Writer, type Actor } from '../writes';
import { AUTH_PATH, checkPassword, hashPassword, normaliseEmail } from '../authentication';
import type { Application, Params, Principal } from '../declarations';
import { requireSignIn } from '../hooks/authenticate';
import { badField } from '../query';
import { API_PREFIX } from '../resources';
import { limitMailedRequests, provesPassword } from '../throttle';
import { publishAccount } from './account';
import { resendVerifySignup, verifySignup } from './staff/signUp';
import { verifyEmailChange } from './emailChange';
import { acceptInvitation, checkInvitation } from './trust/acceptInvitation';
import { issueLink, linkedUser, useLink } from '../accountLinks';
import type { ServiceEntry } from './mount';

export const AUTH_MANAGEMENT_PATH = `${API_PREFIX}/authmanagement`;
export const RESET_LINK_MINUTES = 60;

const ACTIONS = {
  sendResetPwd: ['email'],
  resetPwdLong: ['token', 'password'],
  verifyChangedEmail: ['token'],
  passwordChange: ['oldPassword', 'password'],
  verifySignupLong: ['token'],
  resendVerifySignup: ['email'],
  checkInvitation: ['token'],
  acceptInvitation: ['token', 'email', 'password'],
} as const;
type Action = keyof typeof ACTIONS;
type Value = Record<string, string>;

/** Checks { action, value } and answers the value's fields, each a non-empty string. */
function readRequest(data: unknown): { action: Action; value: Value } {
  const body = data as Record<string, unknown>;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('Send { action, value }');
  const extra = Object.keys(body).find((k) => !['action', 'value', 'notifierOptions'].includes(k));
  if (extra) throw badField(extra, 'is not part of an authmanagement request: send { action, value }');
  if (typeof body.action !== 'string' || !Object.hasOwn(ACTIONS, body.action)) {
    throw badField('action', `must be one of ${Object.keys(ACTIONS).join(', ')}`);
  }
  const action = body.action as Action;
  const value = body.value as Record<string, unknown>;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badField('value', `must be an object with ${ACTIONS[action].join(', ')}`);
  const fields: readonly string[] = ACTIONS[action];
  const unknown = Object.keys(value).find((k) => !fields.includes(k));
  if (unknown) throw badField(unknown, `is not part of ${action}: send ${fields.join(', ')}`);
  for (const f of fields) {
    if (typeof value[f] !== 'string' || !value[f]) throw badField(f, 'is required');
    if ((value[f] as string).length > 1000) throw badField(f, 'is too long');
  }
  return { action, value: value as Value };
}

/** The value's email, lower-cased (spec 5), or 400 naming it. */
function emailOf(value: Value): string {
  const email = normaliseEmail(value.email) as string;
  const problem = fieldProblem({ type: 'email', maxLength: 254 }, email);
  if (problem) throw badField('email', problem);
  return email;
}

/** A new password for a user, read and locked in `trx`: every earlier token of theirs stops working (tokenVersion). */
async function setPassword(trx: Knex.Transaction, userId: number, hashed: string, actor: Actor): Promise<number> {
  const before = await trx('users').where({ id: userId }).forUpdate().first();
  const after = await new Writer(trx, actor).update(ACCOUNTS, before, {
    password: hashed,
    tokenVersion: before.tokenVersion + 1,
  });
  return after.tokenVersion;
}

export class AuthManagementService {
  constructor(private readonly app: Application) {}

  private get db() {
    return this.app.get('database').knex;
  }

  async create(data: unknown, params: Params): Promise<Record<string, string | boolean>> {
    const { action, value } = readRequest(data);
    switch (action) {
      case 'sendResetPwd':
        return this.sendResetPwd(emailOf(value), params.ip);
      case 'resetPwdLong':
        return this.resetPwdLong(value.token, value.password);
      case 'verifyChangedEmail': {
        const { userId, email } = await verifyEmailChange(this.app, value.token);
        await publishAccount(this.app, userId);
        return { email };
      }
      case 'passwordChange':
        return this.passwordChange(params.user!, value.oldPassword, value.password);
      case 'verifySignupLong':
        return verifySignup(this.app, value.token);
      case 'resendVerifySignup':
        return resendVerifySignup(this.app, emailOf(value), params.ip);
      case 'checkInvitation':
        return checkInvitation(this.app, value.token);
      case 'acceptInvitation':
        return acceptInvitation(this.app, value.token, normaliseEmail(value.email) as string, value.password);
    }
  }

  /** Always answers {}: whether the account exists is never told. Requests are limited per email and address. */
  private async sendResetPwd(email: string, ip = 'unknown') {
    const config = this.app.get('config');
    await limitMailedRequests(
      this.db,
      config,
      { subject: `reset-email:${email}`, address: `reset-address:${ip}` },
      'password reset',
    );
    const { publicUrl } = config;
    const user = await this.db('users').where({ email, isActive: true }).first('id', 'firstname');
    if (!user) return {};
    const token = await issueLink(this.db, user.id, 'resetPassword', RESET_LINK_MINUTES);
    this.app.get('mailer').sendLater({
      to: email,
      subject: 'Reset your Bankshift password',
      text: `Hello ${user.firstname},\n\nFollow this link within ${RESET_LINK_MINUTES} minutes to choose a new password. If you did not ask for this, ignore this email: your password stays as it is.`,
      link: `${publicUrl}/resetPassword/${token}`,
    });
    return {};
  }

  private async resetPwdLong(token: string, password: string) {
    const link = await linkedUser(this.db, token, 'resetPassword');
    checkPassword(password, link.email);
    const hashed = await hashPassword(password);
    await this.db.transaction(async (trx) => {
      await useLink(trx, link, 'resetPassword');
      await setPassword(trx, link.userId, hashed, { user: { id: link.userId, email: link.email } });
      await trx('sign_in_failures')
        .where({ key: `email:${link.email}` })
        .delete();
    });
    return {};
  }

  /** A wrong current password counts as a failed sign-in of the account's email, under the same limit. */
  private async passwordChange(user: Principal, oldPassword: string, password: string) {
    const { password: current } = await this.db('users').where({ id: user.id }).first('password');
    if (!(await provesPassword(this.db, this.app.get('config'), user.email, current, oldPassword))) {
      throw badField('oldPassword', 'is not your current password');
    }
    checkPassword(password, user.email);
    if (password === oldPassword) throw badField('password', 'must differ from your current password');
    const hashed = await hashPassword(password);
    const ver = await this.db.transaction((trx) => setPassword(trx, user.id, hashed, { user }));
    // Every earlier token of the account stops working; this session carries on with a new one.
    const auth = this.app.service(AUTH_PATH) as unknown as AuthenticationService;
    return { accessToken: await auth.createAccessToken({ ver }, { subject: String(user.id) }) };
  }
}

/** Only passwordChange needs a signed-in caller. */
async function signInForPasswordChange(context: HookContext) {
  if ((context.data as { action?: unknown } | undefined)?.action === 'passwordChange') await requireSignIn(context);
  return context;
}

/** Account management (spec 7.4): before sign-in, but for a password change. */
export const AUTH_MANAGEMENT_SERVICES: ServiceEntry[] = [
  {
    path: AUTH_MANAGEMENT_PATH,
    what: 'account management',
    methods: { create: 'anyone' },
    serve: (app) => new AuthManagementService(app),
    hooks: {
      before: { create: [signInForPasswordChange] },
      // An action on an account, not a new record.
      after: {
        create: [
          (context: HookContext) => {
            if (context.http) context.http.status = 200;
          },
        ],
      },
    },
  },
];
