/**
 * Sign-in, session and access (spec 4, 6, 8). The acting role decides what the console shows through
 * `canAccess`, with the same `checkAccess` and resource rules the API enforces.
 */
import type { AuthProvider } from 'react-admin';
import { checkAccess, type AccessDecision } from '../domain/access';
import { noConsoleRoleReason, type Account } from '../domain/account';
import { consoleRoles, defaultRole } from '../domain/roles';
import type { Method } from '../resources/define';
import { normaliseEmail } from './account';
import { endSession, http, isApiError } from './httpClient';
import { permissionErrors } from './permissionErrors';
import { definitionOf } from './resources';
import { session } from './session';
import { shiftSelection } from './shiftSelection';

export const SIGN_IN_PATH = '/sign-in';

/** The API verb each react-admin action needs. */
const ACTION_METHODS: Record<string, Method> = {
  list: 'find',
  export: 'find',
  show: 'get',
  create: 'create',
  clone: 'create',
  edit: 'patch',
  delete: 'remove',
};

const LOGOUT_CODES = ['AUTHORIZATION_REQUIRED', 'invalid_token'];

interface Authentication {
  accessToken: string;
  user: Account;
}

/** Keeps the session for an account, acting under the stored role if the account still holds it, else its default role. */
function startSession({ accessToken, user }: Authentication) {
  const roles = consoleRoles(user.newUserRoles);
  const role = roles.find((r) => r.roleId === session.roleId()) ?? defaultRole(roles);
  // Spec 4: a user with no role at sign-in is logged out (a nurse told to use the app).
  if (!role) throw new Error(`bankshift.sign_in.${noConsoleRoleReason(user)}`);
  if (!role.isActive) throw new Error('bankshift.permissions_revoked');
  session.start(accessToken, user, role);
}

/** The stored token is re-authenticated once per page load, which also refreshes the account. */
let reauthentication: Promise<void> | undefined;

function reauthenticate(): Promise<void> {
  reauthentication ??= http<Authentication>('authentication', {
    method: 'POST',
    body: { strategy: 'jwt', accessToken: session.token() },
  })
    .then(startSession)
    .catch((error) => {
      session.clear();
      reauthentication = undefined;
      throw error;
    });
  return reauthentication;
}

/** Whether the acting role may take a react-admin action on a resource, and if not what it misses. */
export function accessDecision(resource: string | undefined, action: string): AccessDecision {
  const def = definitionOf(resource);
  const method = ACTION_METHODS[action];
  if (!def || !method || !def.methods.includes(method))
    return { allowed: false, reason: 'No such action', missingPermissions: [], missingFeatures: [] };
  return checkAccess(session.actingRole(), def.access[method]);
}

export const authProvider: AuthProvider = {
  /** With an email and password, or with the token of an emailed sign-in link (server/signInLink.ts). */
  async login(credentials: { email: string; password: string } | { token: string }) {
    session.clear();
    const body =
      'token' in credentials
        ? { strategy: 'link', token: credentials.token }
        : { strategy: 'local', email: normaliseEmail(String(credentials.email ?? '')), password: credentials.password };
    const answer = await http<Authentication>('authentication', { method: 'POST', body });
    startSession(answer);
    reauthentication = Promise.resolve();
  },

  async logout() {
    const token = session.token();
    session.clear();
    if (token) endSession(token);
    permissionErrors.clear();
    shiftSelection.clear();
    reauthentication = undefined;
    return SIGN_IN_PATH;
  },

  async checkAuth() {
    if (!session.token()) throw { redirectTo: SIGN_IN_PATH, message: false };
    await reauthenticate().catch(() => {
      throw { redirectTo: SIGN_IN_PATH };
    });
  },

  async checkError(error) {
    // A call of a session that has since ended (answering after sign-out, or before a new sign-in) ends nothing.
    if (isApiError(error) && error.sentToken !== session.token()) return;
    const status = error?.status;
    if (status === 401 && LOGOUT_CODES.includes(error.body?.data?.code)) {
      session.clear();
      throw { redirectTo: SIGN_IN_PATH };
    }
    // The API refuses every call of a role that became inactive: say so and log out (spec 8).
    if (status === 403 && error.body?.data?.inactiveRole) throw { message: 'bankshift.permissions_revoked' };
    if (status === 403) {
      const data = error.body?.data ?? {};
      permissionErrors.push({
        message: error.message,
        missingPermissions: data.missingPermissions ?? [],
        missingFeatures: data.missingFeatures ?? [],
      });
    }
  },

  /** The signed-in user, and the acting role's name and place. */
  async getIdentity() {
    const account = session.account();
    if (!account) throw new Error('Not signed in');
    const role = session.role();
    return {
      id: account.id,
      fullName: `${account.firstname} ${account.lastname}`,
      avatar: account.imageUrl ?? undefined,
      roleName: role?.role[0]?.name,
      place: [role?.trustName, role?.careLocationName].filter(Boolean).join(', '),
    };
  },

  async getPermissions() {
    return session.actingRole();
  },

  async canAccess({ resource, action }) {
    return accessDecision(resource, action).allowed;
  },
};
