import { HttpError } from 'react-admin';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { dataProvider } from '../../providers/dataProvider';
import { permissionErrors } from '../../providers/permissionErrors';
import { session, STORAGE_KEYS } from '../../providers/session';
import { PASSWORD, apiAs, demo, signIn, watchFetch } from './helpers';

const canAccess = (resource: string, action: string) => authProvider.canAccess!({ resource, action });

afterEach(async () => {
  await authProvider.logout({});
  vi.restoreAllMocks();
});

describe('login', () => {
  it('signs in with the email trimmed and lower-cased, and keeps token, account and the default role', async () => {
    await authProvider.login({ email: '  TrustAdmin@Bankshift.TEST ', password: PASSWORD });
    expect(session.token()).toBeTruthy();
    expect(session.account()!.email).toBe('trustadmin@bankshift.test');
    expect(session.actingRole()).toMatchObject({ roleType: 'TRUST-ADMIN', roleLevel: 'ADMIN' });
    expect(localStorage.getItem(STORAGE_KEYS.roleLevel)).toBe('"ADMIN"');
    expect(await authProvider.getIdentity!()).toMatchObject({
      fullName: 'Priya Shah',
      roleName: 'Trust Admin',
      place: 'Northfield NHS Trust',
    });
  });

  it('acts as the highest role of a user with several: admin before manager', async () => {
    await signIn('multirole');
    expect(session.actingRole()!.roleType).toBe('TRUST-ADMIN');
  });

  it('refuses a nurse-only account, sending the nurse to the app, and stores nothing', async () => {
    await expect(authProvider.login({ email: demo('nurse7'), password: PASSWORD })).rejects.toThrow(
      'bankshift.sign_in.nurse_app',
    );
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it("rejects a wrong password with the server's message", async () => {
    await expect(authProvider.login({ email: demo('ratemanager'), password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(session.token()).toBeNull();
  });
});

describe('checkAuth', () => {
  it('sends a visitor without a token to /sign-in', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/sign-in' });
  });

  it('re-authenticates a stored token once per page load, refreshing the account', async () => {
    // A token kept from an earlier page load (signing in through the console and out again would end it).
    const earlier = await apiAs('opsmanager');
    const token = earlier.token;
    const roleId = earlier.account.newUserRoles[0].roleId;
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.roleId, String(roleId));
    const fetches = watchFetch();
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(fetches.calls()).toHaveLength(1);
    expect(JSON.parse(String(fetches.calls()[0].init.body))).toEqual({ strategy: 'jwt', accessToken: token });
    expect(session.account()!.email).toBe('opsmanager@bankshift.test');
    expect(session.actingRole()!.roleType).toBe('OPERATIONAL-MANAGER');
  });

  it('logs out when the stored token is refused', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-token');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/sign-in' });
    expect(session.token()).toBeNull();
  });
});

describe('checkError', () => {
  it('logs out on a 401 invalid_token from the API', async () => {
    await signIn('superadmin');
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const error = await dataProvider.getList('skills', { filter: {} }).catch((e) => e);
    expect(error.body.data.code).toBe('invalid_token');
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/sign-in' });
    expect(session.account()).toBeNull();
  });

  it('logs out on a 401 AUTHORIZATION_REQUIRED', async () => {
    await signIn('superadmin');
    localStorage.removeItem(STORAGE_KEYS.token);
    const error = await dataProvider.getList('skills', { filter: {} }).catch((e) => e);
    expect(error.body.data.code).toBe('AUTHORIZATION_REQUIRED');
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/sign-in' });
  });

  it('leaves a later session alone when a call of an earlier one is refused', async () => {
    await signIn('superadmin');
    localStorage.removeItem(STORAGE_KEYS.token);
    // Sent between sessions (a list of a console just closed), answered once someone has signed in again.
    const stale = await dataProvider.getList('skills', { filter: {} }).catch((e) => e);
    expect(stale.status).toBe(401);
    await signIn('shiftmanager');
    const refused = await dataProvider.create('skills', { data: { name: 'Not allowed' } }).catch((e) => e);
    await signIn('trustadmin');
    await expect(authProvider.checkError(stale)).resolves.toBeUndefined();
    await expect(authProvider.checkError(refused)).resolves.toBeUndefined();
    expect(session.account()!.email).toBe('trustadmin@bankshift.test');
    expect(permissionErrors.list()).toEqual([]);
  });

  it('stores a 403 in the permission error list and keeps the user signed in', async () => {
    await signIn('shiftmanager');
    const error = await dataProvider.create('skills', { data: { name: 'Not allowed' } }).catch((e) => e);
    expect(error.status).toBe(403);
    const seen = vi.fn();
    const unsubscribe = permissionErrors.subscribe(seen);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    unsubscribe();
    expect(seen).toHaveBeenCalledOnce();
    expect(permissionErrors.list()).toEqual([expect.objectContaining({ missingPermissions: ['MANAGE_SKILLS'] })]);
    expect(session.token()).toBeTruthy();
    permissionErrors.clear();
    expect(permissionErrors.list()).toEqual([]);
  });

  it("logs out, saying 'Your permissions are revoked', when the API refuses an acting role that became inactive", async () => {
    await signIn('superadmin');
    // What the API answers any call of an inactive role (server/hooks/actingRole.ts).
    const refused = new HttpError('Your permissions are revoked', 403, {
      code: 403,
      data: { missingPermissions: [], inactiveRole: true },
    });
    await expect(authProvider.checkError(refused)).rejects.toEqual({ message: 'bankshift.permissions_revoked' });
    expect(permissionErrors.list()).toEqual([]);
  });

  it('ignores other errors', async () => {
    await signIn('superadmin');
    const notFound = await dataProvider.getOne('skills', { id: 999999 }).catch((e) => e);
    await expect(authProvider.checkError(notFound)).resolves.toBeUndefined();
    expect(permissionErrors.list()).toEqual([]);
    expect(session.token()).toBeTruthy();
  });
});

describe('canAccess and getPermissions', () => {
  it('lets the super admin do everything a resource offers, and nothing it does not', async () => {
    await signIn('superadmin');
    expect(await authProvider.getPermissions!({})).toMatchObject({ roleType: 'SUPER-ADMIN', roleLevel: null });
    expect(await canAccess('skills', 'create')).toBe(true);
    expect(await canAccess('trusts', 'delete')).toBe(true);
    expect(await canAccess('audit-logs', 'list')).toBe(true);
    expect(await canAccess('audit-logs', 'edit')).toBe(false);
    expect(await canAccess('no-such-resource', 'list')).toBe(false);
  });

  it("follows a trust admin's permissions and levels", async () => {
    await signIn('trustadmin');
    expect(await canAccess('skills', 'create')).toBe(true);
    expect(await canAccess('trusts', 'edit')).toBe(true);
    expect(await canAccess('trusts', 'create')).toBe(false);
    expect(await canAccess('band-types', 'edit')).toBe(false);
    expect(await canAccess('audit-logs', 'list')).toBe(true);
  });

  it("follows a shift manager's permissions, as the API does", async () => {
    await signIn('shiftmanager');
    expect(await canAccess('skills', 'list')).toBe(true);
    expect(await canAccess('skills', 'export')).toBe(true);
    expect(await canAccess('skills', 'create')).toBe(false);
    expect(await canAccess('skills', 'delete')).toBe(false);
    expect(await canAccess('trust-roles', 'list')).toBe(false);
    expect(await canAccess('trusts', 'show')).toBe(false);
    expect(await canAccess('audit-logs', 'list')).toBe(false);
    const refused = await dataProvider.getList('trust-roles', { filter: {} }).catch((e) => e);
    expect(refused.status).toBe(403);
  });
});

describe('logout', () => {
  it('ends the session on the server too: the token it held is refused afterwards', async () => {
    await signIn('bankofficer');
    const token = session.token()!;
    const account = () =>
      fetch(`${inject('apiOrigin')}/api/v3/account`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await account()).status).toBe(200);
    await authProvider.logout({});
    expect(session.token()).toBeNull();
    await expect.poll(async () => (await account()).status, { timeout: 5_000 }).toBe(401);
  });
});
