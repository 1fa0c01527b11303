/**
 * Sign-in: email and password (email lower-cased, passwords bcrypt-hashed) issue a JWT; the JWT
 * re-authenticates; an emailed link signs in an account held by its wrong passwords (signInLink.ts). Failed sign-ins
 * are throttled per email and per client address.
 */
import crypto, { type KeyObject } from 'node:crypto';
import {
  AuthenticationService,
  JWTStrategy,
  type AuthenticationParams,
  type AuthenticationRequest,
  type AuthenticationResult,
  type JwtVerifyOptions,
} from '@feathersjs/authentication';
import { LocalStrategy } from '@feathersjs/authentication-local';
import { BadRequest, NotAuthenticated, TooManyRequests } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import bcrypt from 'bcryptjs';
import type { Secret, SignOptions } from 'jsonwebtoken';
import type { Knex } from 'knex';
import { PASSWORD_RULE, passwordProblem } from '../domain/passwords';
import { buildAccount } from './account';
import type { Application, Params, Principal } from './declarations';
import { endSession, hasEnded } from './endedSessions';
import { invalidSession } from './hooks/authenticate';
import { loadPrincipal, PRINCIPAL_TABLES } from './principal';
import { heldSignIn, LinkStrategy, mailSignInLink } from './signInLink';
import { API_PREFIX } from './resources';

export const AUTH_PATH = `${API_PREFIX}/authentication`;
const INVALID_LOGIN = 'Invalid email or password';
const PRINCIPALS_PATH = 'internal/principals';
/**
 * bcrypt's cost (PASSWORD_HASH_ROUNDS, 10): each step doubles the work of hashing a password and of checking one at
 * sign-in. The test runs use bcrypt's least, 4 (vite.config.ts): they sign in thousands of times, and at 10 the
 * hashing was a third of the API suite's CPU. A sign-in checks against the cost its stored hash was made with.
 */
export const PASSWORD_HASH_ROUNDS = passwordHashRounds(process.env.PASSWORD_HASH_ROUNDS);
// Compared against when the email is unknown, so both failures take the same time.
const DECOY_HASH = bcrypt.hashSync(crypto.randomBytes(16).toString('hex'), PASSWORD_HASH_ROUNDS);

export const hashPassword = (password: string) => bcrypt.hash(password, PASSWORD_HASH_ROUNDS);

/** A new password under the rule (domain/passwords.ts), or 400 naming what it lacks. */
export function checkPassword(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) {
    throw new BadRequest(`The password ${problem}. A password needs ${PASSWORD_RULE}.`, {
      errors: [{ field: 'password', message: problem }],
    });
  }
}

export function passwordHashRounds(setting: string | undefined): number {
  const rounds = Number(setting || 10);
  if (!Number.isInteger(rounds) || rounds < 4 || rounds > 31)
    throw new Error(`PASSWORD_HASH_ROUNDS must be a whole number from 4 to 31, not '${setting}'`);
  return rounds;
}
export const normaliseEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : email);

class PasswordStrategy extends LocalStrategy {
  private get db(): Knex {
    return this.app!.get('database').knex;
  }

  async findEntity(email: string) {
    const user =
      typeof email === 'string'
        ? await this.db('users')
            .where({ email: normaliseEmail(email) })
            .first()
        : undefined;
    return user ?? { id: null, password: DECOY_HASH };
  }

  async comparePassword(entity: { id: number | null; password: string }, password: string) {
    const matches = typeof password === 'string' && (await bcrypt.compare(password, entity.password));
    if (!matches || entity.id === null) throw new NotAuthenticated(INVALID_LOGIN);
    return entity;
  }

  async getEntity(user: { id: number }) {
    const principal = await loadPrincipal(this.db, user.id);
    if (!principal?.isActive) throw new NotAuthenticated('This account is disabled');
    return principal;
  }
}

class TokenStrategy extends JWTStrategy {
  /** The token's user with their roles, as kept between requests (server/caches.ts) until one of their tables changes. */
  async getEntity(id: string) {
    const userId = Number(id);
    const principal = await this.app!.get('caches').principals.remember(PRINCIPAL_TABLES, String(userId), async () =>
      deepFreeze(await loadPrincipal(this.app!.get('database').knex, userId)),
    );
    if (!principal?.isActive)
      throw new NotAuthenticated('This account no longer exists or is disabled', { code: 'invalid_token' });
    return principal;
  }

  /** A token ended by logging out, or from before the account's password last changed or a role of it was deactivated, is refused. */
  async authenticate(authentication: AuthenticationRequest, params: AuthenticationParams) {
    const result = await super.authenticate(authentication, params);
    if (await hasEnded(this.app as Application, result.authentication.payload.jti)) {
      throw new NotAuthenticated('This session has ended: please sign in again.', { code: 'invalid_token' });
    }
    let principal = (result as Record<string, unknown>).user as Principal;
    const version = result.authentication.payload.ver ?? 0;
    if (version > principal.tokenVersion) {
      // A token newer than the user kept here: the password changed on another instance, not yet heard of here.
      this.app!.get('caches').principals.forget(PRINCIPAL_TABLES, String(principal.id));
      principal = await this.getEntity(String(principal.id));
      (result as Record<string, unknown>).user = principal;
    }
    if (version !== principal.tokenVersion) {
      throw new NotAuthenticated(
        'Your session has ended (your password was changed or your access was withdrawn): please sign in again.',
        { code: 'invalid_token' },
      );
    }
    return result;
  }
}

/** A kept principal is shared by the requests that use it: none may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Sign-in answers { accessToken, user } where user is the Account of spec 3. */
class AccountAuthentication extends AuthenticationService {
  private key?: KeyObject;

  /** The secret as a key object: a plain string makes jsonwebtoken try it as a PEM key first, on every call. */
  private get secretKey(): KeyObject {
    this.key ??= crypto.createSecretKey(Buffer.from(this.configuration.secret as string));
    return this.key;
  }

  createAccessToken(payload: string | Buffer | object, opts?: SignOptions, secret?: Secret) {
    return super.createAccessToken(payload, opts, secret ?? this.secretKey);
  }

  verifyAccessToken(token: string, opts?: JwtVerifyOptions, secret?: Secret) {
    return super.verifyAccessToken(token, opts, secret ?? this.secretKey);
  }

  /** Tokens carry the account's token version (see TokenStrategy). */
  async getPayload(authResult: AuthenticationResult, params: AuthenticationParams) {
    return {
      ...(await super.getPayload(authResult, params)),
      ver: (authResult.user as Principal | undefined)?.tokenVersion ?? 0,
    };
  }

  async create(data: AuthenticationRequest, params?: AuthenticationParams) {
    const result = await super.create(data, params);
    const user = await buildAccount(this.app!, result.user as Principal);
    return { accessToken: result.accessToken as string, user };
  }

  /** Logging out (DELETE with the token) ends the token for good, on every instance (server/endedSessions.ts). */
  async remove(id: string | null, params?: AuthenticationParams) {
    const result = await super.remove(id, params);
    await endSession(this.app as Application, result.authentication.payload);
    return { accessToken: result.accessToken as string, ended: true };
  }
}

/**
 * Counts password sign-ins per email and per address, to refuse guessing. Each attempt is recorded before its
 * password is checked and the count includes it, so guesses sent together cannot all pass the check: of any
 * number sent at once, at most the limit reach the password. A wrong password stays counted; a success, a
 * refusal for too many attempts or an error of ours takes its attempt back (so waiting out the window works).
 * Over the address's limit an attempt is refused; over the account's, it is held (signInLink.ts): every answer is
 * the same 429, and the right password mails the account a sign-in link instead of a token.
 */
function signInThrottle(app: Application) {
  const { windowMinutes, perEmail, perAddress } = app.get('config').signInLimit;
  const db = () => app.get('database').knex;
  const attempts = new WeakMap<object, number[]>();
  const keys = (context: HookContext) => ({
    email: `email:${context.data?.email}`,
    address: `address:${(context.params as Params).ip ?? 'unknown'}`,
  });
  const since = () => new Date(Date.now() - windowMinutes * 60_000);
  const recent = async (key: string) =>
    Number(
      (await db()('sign_in_failures').where('key', key).where('at', '>', since()).count({ n: '*' }).first())?.n ?? 0,
    );
  const isPassword = (context: HookContext) => context.data?.strategy === 'local' && context.params.provider;
  const held = new WeakSet<object>();
  const takeBack = async (context: HookContext) => {
    const ids = attempts.get(context.params);
    attempts.delete(context.params);
    if (ids) await db()('sign_in_failures').whereIn('id', ids).delete();
  };

  return {
    async before(context: HookContext) {
      if (!isPassword(context)) return;
      const { email, address } = keys(context);
      const rows: { id: number }[] = await db()('sign_in_failures')
        .insert([{ key: email }, { key: address }])
        .returning('id');
      attempts.set(
        context.params,
        rows.map((r) => Number(r.id)),
      );
      if ((await recent(address)) > perAddress) {
        throw new TooManyRequests(
          `Too many failed sign-in attempts. Please wait ${windowMinutes} minutes and try again.`,
          {
            retryAfterMinutes: windowMinutes,
          },
        );
      }
      if ((await recent(email)) > perEmail) held.add(context.params);
    },
    async error(context: HookContext) {
      if (!isPassword(context)) return;
      if (context.error instanceof NotAuthenticated) {
        attempts.delete(context.params);
        if (held.has(context.params)) context.error = heldSignIn();
      } else await takeBack(context);
    },
    async after(context: HookContext) {
      if (!isPassword(context)) return;
      await takeBack(context);
      if (held.has(context.params)) {
        await mailSignInLink(app, context.result.user);
        throw heldSignIn();
      }
      await db()('sign_in_failures').where('key', keys(context).email).delete();
      await db()('sign_in_failures').where('at', '<', since()).delete();
    },
  };
}

/** The JWT secret: from AUTH_SECRET, or generated once and kept in the database. */
async function authSecret(app: Application): Promise<string> {
  const fromEnv = app.get('config').authSecret;
  if (fromEnv) return fromEnv;
  const db = app.get('database').knex;
  await db('server_settings')
    .insert({ name: 'authSecret', value: crypto.randomBytes(48).toString('base64') })
    .onConflict('name')
    .ignore();
  return (await db('server_settings').where({ name: 'authSecret' }).first()).value;
}

export async function configureAuthentication(app: Application) {
  const config = app.get('config');
  // The entity service the strategies name: internal only (no method reachable from outside).
  app.use(
    PRINCIPALS_PATH,
    { get: async (id: number) => loadPrincipal(app.get('database').knex, Number(id)) },
    { methods: [] },
  );
  app.set('authentication', {
    secret: await authSecret(app),
    entity: 'user',
    service: PRINCIPALS_PATH,
    entityId: 'id',
    authStrategies: ['local', 'jwt', 'link'],
    jwtOptions: {
      header: { typ: 'access' },
      audience: 'bankshift',
      issuer: 'bankshift',
      algorithm: 'HS256',
      expiresIn: config.tokenLifetime,
    },
    local: { usernameField: 'email', passwordField: 'password' },
  });
  const auth = new AccountAuthentication(app, 'authentication');
  auth.register('jwt', new TokenStrategy());
  auth.register('local', new PasswordStrategy());
  auth.register('link', new LinkStrategy());
  app.use(AUTH_PATH, auth, { methods: ['create', 'remove'] });

  const throttle = signInThrottle(app);
  app.service(AUTH_PATH).hooks({
    before: {
      create: [
        async (context: HookContext) => {
          const data = context.data;
          if (!data || typeof data !== 'object' || Array.isArray(data))
            throw new BadRequest(
              'Send { strategy, email, password }, { strategy, accessToken } or { strategy, token }',
            );
          if (data.strategy === 'local') {
            if (
              typeof data.email !== 'string' ||
              typeof data.password !== 'string' ||
              !data.email.trim() ||
              !data.password
            ) {
              throw new BadRequest('Email and password are required', {
                errors: [{ field: !data.email ? 'email' : 'password', message: 'is required' }],
              });
            }
            data.email = normaliseEmail(data.email);
          } else if (data.strategy === 'jwt') {
            if (typeof data.accessToken !== 'string' || !data.accessToken)
              throw new BadRequest('accessToken is required');
          } else if (data.strategy === 'link') {
            if (typeof data.token !== 'string' || !data.token) throw new BadRequest('token is required');
          } else {
            throw new BadRequest("strategy must be 'local', 'jwt' or 'link'");
          }
        },
        throttle.before,
      ],
    },
    after: {
      create: [throttle.after],
    },
    error: {
      create: [
        throttle.error,
        async (context: HookContext) => {
          const e = context.error;
          if (e instanceof NotAuthenticated && context.data?.strategy === 'jwt' && !e.data?.code) {
            context.error = invalidSession();
          }
        },
      ],
    },
  });
}
