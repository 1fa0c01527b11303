/**
 * A trust's managers (issue 12): invitations (create, resend, withdraw; one pending per person and trust; a trust
 * admin invites to MANAGER-level roles it could give, a super admin to admin roles too), accepting one from its
 * emailed link (a new account, or an existing one proved by its password; once; until it expires), the managers
 * list with deactivation (every session ends at once, sockets included) and reactivation, and a password reset sent
 * by an administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { anonymous, startHarness, type Harness, type Session } from './harness';
import { startMailbox, type Mailbox, type Received } from './mailbox';
import { openSocket, settle, until } from './sockets';

let h: Harness;
let mailbox: Mailbox;
let admin: Session;
let superAdmin: Session;
const db = () => h.server.database.knex;
const NEW_PASSWORD = 'Invited-manager-2026';
const userIdOf = async (email: string) => (await db()('users').where({ email }).first('id')).id as number;
const roleNamed = async (role: string, trust = 'Northfield NHS Trust') =>
  (
    await db()('trust_roles as tr')
      .join('trusts as t', 't.id', 'tr.trustId')
      .where({ 'tr.role': role, 't.name': trust })
      .first('tr.id')
  ).id as number;
const careLocationNamed = async (name: string) =>
  (await db()('care_locations').where({ name }).first('id')).id as number;
const act = (s: Session, resource: string, action: string, id: number) =>
  s.call('POST', resource, { body: { id }, headers: { 'x-service-method': action } });
const authManagement = (action: string, value: Record<string, string>) =>
  anonymous(h, 'POST', 'authmanagement', { action, value });

/** The invitation link's parts: /ManagerVerifyEmail/{token}/{firstname}/{lastname}/{email}. */
function invitationLinkIn(message: Received) {
  const match = message.text.match(/https?:\/\/\S+\/ManagerVerifyEmail\/([A-Za-z0-9_-]+)\/(\S+)\/(\S+)\/(\S+)/);
  if (!match) throw new Error(`No invitation link in: ${message.text}`);
  const [, token, firstname, lastname, email] = match;
  return {
    token,
    firstname: decodeURIComponent(firstname),
    lastname: decodeURIComponent(lastname),
    email: decodeURIComponent(email),
  };
}

async function invite(s: Session, body: Record<string, unknown>) {
  const res = await s.call('POST', 'manager-invitations', { body });
  return {
    res,
    link:
      res.status === 201 ? invitationLinkIn(await mailbox.next(String(body.email).trim().toLowerCase())) : undefined,
  };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  h = await startHarness({ smtpUrl: mailbox.url });
  [admin, superAdmin] = await Promise.all([
    h.signIn('trustadmin@bankshift.test'),
    h.signIn('superadmin@bankshift.test'),
  ]);
});
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

describe('inviting a manager', () => {
  it('emails a link to set a password; accepting it once gives an account holding the role, and the person signs in', async () => {
    const ngh = await careLocationNamed('Northfield General Hospital');
    const { res, link } = await invite(admin, {
      email: ' Sam.Carter@Example.org ',
      firstname: 'Sam',
      lastname: 'Carter',
      trustRoleId: await roleNamed('Shift Manager'),
      careLocationId: ngh,
    });
    expect(res).toMatchObject({
      status: 201,
      body: {
        email: 'sam.carter@example.org',
        name: 'Sam Carter',
        status: 'PENDING',
        roleType: 'SHIFT-MANAGER',
        careLocationId: ngh,
      },
    });
    expect(res.body).not.toHaveProperty('tokenHash');
    expect(link).toMatchObject({ firstname: 'Sam', lastname: 'Carter', email: 'sam.carter@example.org' });
    const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect(await authManagement('checkInvitation', { token: link!.token })).toMatchObject({
      status: 200,
      body: {
        email: 'sam.carter@example.org',
        trust: 'Northfield NHS Trust',
        role: 'Shift Manager',
        hasAccount: false,
      },
    });
    expect(
      await authManagement('acceptInvitation', { token: link!.token, email: link!.email, password: 'short' }),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'password' }] } });
    // A link whose address was changed does not work.
    expect(
      await authManagement('acceptInvitation', {
        token: link!.token,
        email: 'someone.else@example.org',
        password: NEW_PASSWORD,
      }),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'email' }] } });
    expect(
      await authManagement('acceptInvitation', {
        token: link!.token,
        email: 'Sam.Carter@Example.org',
        password: NEW_PASSWORD,
      }),
    ).toMatchObject({ status: 200, body: { email: 'sam.carter@example.org' } });
    expect(
      await authManagement('acceptInvitation', { token: link!.token, email: link!.email, password: NEW_PASSWORD }),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'token' }] } });

    const sam = await h.signIn('sam.carter@example.org', NEW_PASSWORD);
    expect(sam.account.newUserRoles).toEqual([
      expect.objectContaining({ roleType: 'SHIFT-MANAGER', careLocationId: ngh, isActive: true }),
    ]);
    expect((await sam.call('GET', 'jobs')).status).toBe(200);
    const accepted = await admin.call('GET', `manager-invitations/${res.body.id}`);
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', acceptedAt: expect.any(String) });
    const audit = await admin.call('GET', 'audit-logs', {
      query: `service=manager-invitations&recordId=${res.body.id}&$sort[id]=1`,
    });
    expect(audit.body.data.map((e: any) => [e.method, e.userEmail])).toEqual([
      ['create', 'trustadmin@bankshift.test'],
      ['patch', 'sam.carter@example.org'],
    ]);
    expect(audit.body.data[0].changes.after.tokenHash).toBe('changed');
  });

  it('adds the role to an existing account proved by its password, a wrong one counting as a failed sign-in', async () => {
    const { link } = await invite(admin, {
      email: 'nurse6@bankshift.test',
      firstname: 'Any',
      lastname: 'Name',
      trustRoleId: await roleNamed('Rate Manager'),
    });
    expect((await authManagement('checkInvitation', { token: link!.token })).body.hasAccount).toBe(true);
    expect(
      await authManagement('acceptInvitation', {
        token: link!.token,
        email: link!.email,
        password: 'Not-their-password-1',
      }),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'password' }] } });
    expect(
      Number(
        (await db()('sign_in_failures').where({ key: 'email:nurse6@bankshift.test' }).count({ n: '*' }).first())!.n,
      ),
    ).toBe(1);
    expect(
      (await authManagement('acceptInvitation', { token: link!.token, email: link!.email, password: DEMO_PASSWORD }))
        .status,
    ).toBe(200);
    const nurse6 = await h.signIn('nurse6@bankshift.test');
    expect(nurse6.account.newUserRoles.map((r) => r.roleType).sort()).toEqual(['NURSE', 'RATE-MANAGER']);
    expect(nurse6.account.firstname).not.toBe('Any');
  });

  it('refuses what the inviter may not offer, naming the field', async () => {
    const body = (extra: Record<string, unknown>) => ({
      email: 'refused@example.org',
      firstname: 'Re',
      lastname: 'Fused',
      ...extra,
    });
    const refused = async (s: Session, extra: Record<string, unknown>) =>
      (await s.call('POST', 'manager-invitations', { body: body(extra) })) as { status: number; body: any };
    // Spec 6: a trust admin offers MANAGER-level roles only; nurses sign up; a shift manager needs a care location.
    expect(await refused(admin, { trustRoleId: await roleNamed('Trust Admin') })).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'trustRoleId' }] },
    });
    expect(await refused(admin, { trustRoleId: await roleNamed('Nurse') })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'trustRoleId' }] },
    });
    expect(await refused(admin, { trustRoleId: await roleNamed('Shift Manager') })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'careLocationId' }] },
    });
    expect(
      await refused(admin, { trustRoleId: await roleNamed('Shift Manager', 'Southgate NHS Trust') }),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'trustRoleId' }] } });
    const southLocation = await careLocationNamed('Southgate Royal Infirmary');
    expect(
      await refused(admin, { trustRoleId: await roleNamed('Shift Manager'), careLocationId: southLocation }),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'careLocationId' }] } });
    expect(await refused(admin, { trustRoleId: await roleNamed('Rate Manager'), email: 'not an email' })).toMatchObject(
      { status: 400, body: { errors: [{ field: 'email' }] } },
    );
    expect(await refused(admin, { trustRoleId: await roleNamed('Rate Manager'), firstname: '' })).toMatchObject({
      status: 400,
    });
    // Already holding the role; read-only and no access.
    expect(
      await refused(admin, { trustRoleId: await roleNamed('Operational Manager'), email: 'opsmanager@bankshift.test' }),
    ).toMatchObject({ status: 409 });
    const bankOfficer = await h.signIn('bankofficer@bankshift.test');
    expect(await refused(bankOfficer, { trustRoleId: await roleNamed('Rate Manager') })).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: ['INVITE_MANAGERS'] } },
    });
    expect((await bankOfficer.call('GET', 'manager-invitations')).status).toBe(200);
    const shiftManager = await h.signIn('shiftmanager@bankshift.test');
    expect((await shiftManager.call('GET', 'manager-invitations')).status).toBe(403);
    expect(await db()('manager_invitations').where({ email: 'refused@example.org' }).first()).toBeUndefined();
  });

  it("lets the super admin invite a trust's admin; a trust admin sees its own trust's invitations only", async () => {
    const { res } = await invite(superAdmin, {
      email: 'new.south.admin@example.org',
      firstname: 'New',
      lastname: 'Admin',
      trustRoleId: await roleNamed('Trust Admin', 'Southgate NHS Trust'),
    });
    expect(res).toMatchObject({ status: 201, body: { roleType: 'TRUST-ADMIN', status: 'PENDING' } });
    const north = await admin.call('GET', 'manager-invitations', { query: '$limit=50' });
    expect(north.body.data.map((i: any) => i.email)).not.toContain('new.south.admin@example.org');
    const south = await h.signIn('southadmin@bankshift.test');
    expect((await south.call('GET', 'manager-invitations')).body.data.map((i: any) => i.email)).toContain(
      'new.south.admin@example.org',
    );
    expect((await south.call('GET', `manager-invitations/${north.body.data[0].id}`)).status).toBe(404);
  });

  it('keeps one pending invitation per person and trust: resent with a new link and a new week, or withdrawn', async () => {
    const trustRoleId = await roleNamed('Operational Manager');
    const { res, link } = await invite(admin, {
      email: 'resend.me@example.org',
      firstname: 'Re',
      lastname: 'Send',
      trustRoleId,
    });
    expect(
      (
        await admin.call('POST', 'manager-invitations', {
          body: { email: 'resend.me@example.org', firstname: 'Re', lastname: 'Send', trustRoleId },
        })
      ).status,
    ).toBe(409);
    await db()('manager_invitations')
      .where({ id: res.body.id })
      .update({ expiresAt: new Date(Date.now() - 60_000) });
    expect((await admin.call('GET', `manager-invitations/${res.body.id}`)).body.status).toBe('EXPIRED');
    expect(
      (await admin.call('GET', 'manager-invitations', { query: 'status=EXPIRED' })).body.data.map((i: any) => i.id),
    ).toContain(res.body.id);
    expect(
      await authManagement('acceptInvitation', { token: link!.token, email: link!.email, password: NEW_PASSWORD }),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'token' }] } });

    const resent = await act(admin, 'manager-invitations', 'resend', res.body.id);
    expect(resent).toMatchObject({ status: 200, body: { status: 'PENDING' } });
    const fresh = invitationLinkIn(await mailbox.next('resend.me@example.org'));
    expect(fresh.token).not.toBe(link!.token);
    expect((await authManagement('checkInvitation', { token: link!.token })).status).toBe(400);
    expect((await authManagement('checkInvitation', { token: fresh.token })).status).toBe(200);

    expect(await act(admin, 'manager-invitations', 'withdraw', res.body.id)).toMatchObject({
      status: 200,
      body: { status: 'WITHDRAWN' },
    });
    expect((await authManagement('checkInvitation', { token: fresh.token })).status).toBe(400);
    expect(await act(admin, 'manager-invitations', 'resend', res.body.id)).toMatchObject({
      status: 409,
      body: { message: 'This invitation was withdrawn: invite them again instead' },
    });
    // Withdrawn, the person may be invited again.
    expect(
      (await invite(admin, { email: 'resend.me@example.org', firstname: 'Re', lastname: 'Send', trustRoleId })).res
        .status,
    ).toBe(201);
  });

  it('lets one of two acceptances of a link win', async () => {
    const { link } = await invite(admin, {
      email: 'twice@example.org',
      firstname: 'Two',
      lastname: 'Clicks',
      trustRoleId: await roleNamed('Rate Manager'),
    });
    const answers = await Promise.all(
      [1, 2].map(() =>
        authManagement('acceptInvitation', { token: link!.token, email: link!.email, password: NEW_PASSWORD }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await db()('users').where({ email: 'twice@example.org' }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });
});

describe('the managers list', () => {
  it("lists the trust's managers and admins with their roles and status, never nurses or other trusts'", async () => {
    const res = await admin.call('GET', 'managers', { query: '$limit=50' });
    expect(res.status).toBe(200);
    const emails = res.body.data.map((m: any) => m.email);
    expect(emails).toEqual(
      expect.arrayContaining(['trustadmin@bankshift.test', 'shiftmanager@bankshift.test', 'multirole@bankshift.test']),
    );
    expect(emails).not.toContain('southadmin@bankshift.test');
    expect(emails.filter((e: string) => e.startsWith('nurse') && e !== 'nurse6@bankshift.test')).toEqual([]);
    expect(res.body.data.find((m: any) => m.email === 'shiftmanager@bankshift.test')).toMatchObject({
      roleType: 'SHIFT-MANAGER',
      status: 'ACTIVE',
    });
    expect((await admin.call('GET', 'managers')).body.limit).toBe(6);
  });

  it("ends a deactivated manager's sessions at once, sockets included, and lets them back in when reactivated", async () => {
    const ops = await h.signIn('opsmanager@bankshift.test');
    const socket = await openSocket(h, 'opsmanager@bankshift.test');
    try {
      const membership = (
        await admin.call('GET', 'managers', { query: `userId=${await userIdOf('opsmanager@bankshift.test')}` })
      ).body.data[0];
      // The socket hears the trust's invitations (it may see them) until the manager is deactivated.
      await invite(admin, {
        email: 'heard@example.org',
        firstname: 'Heard',
        lastname: 'Before',
        trustRoleId: await roleNamed('Rate Manager'),
      });
      await until(() => socket.received('api/v3/manager-invitations created').length === 1);

      expect(await act(admin, 'managers', 'deactivate', membership.id)).toMatchObject({
        status: 200,
        body: { status: 'DEACTIVATED' },
      });
      expect(await ops.call('GET', 'jobs')).toMatchObject({ status: 401, body: { data: { code: 'invalid_token' } } });
      expect(
        (
          await anonymous(h, 'POST', 'authentication', {
            strategy: 'local',
            email: 'opsmanager@bankshift.test',
            password: DEMO_PASSWORD,
          })
        ).status,
      ).toBe(201);
      await until(async () => {
        socket.events.length = 0;
        await invite(admin, {
          email: `unheard${Date.now()}@example.org`,
          firstname: 'Not',
          lastname: 'Heard',
          trustRoleId: await roleNamed('Rate Manager'),
        });
        await settle();
        return !socket.received('api/v3/manager-invitations created').length;
      });
      const again = await h.signIn('opsmanager@bankshift.test');
      expect(again.account.newUserRoles[0].isActive).toBe(false);
      expect(await act(admin, 'managers', 'deactivate', membership.id)).toMatchObject({ status: 409 });

      expect(await act(admin, 'managers', 'reactivate', membership.id)).toMatchObject({
        status: 200,
        body: { status: 'ACTIVE' },
      });
      expect((await (await h.signIn('opsmanager@bankshift.test')).call('GET', 'jobs')).status).toBe(200);
      const trail = await admin.call('GET', 'audit-logs', {
        query: `subjectUserId=${membership.userId}&service=user-roles&$sort[id]=1`,
      });
      expect(trail.body.data.map((e: any) => e.changes.after.isActive)).toEqual([false, true]);
    } finally {
      socket.socket.close();
    }
  });

  it('refuses to deactivate oneself, an admin (but for the super admin) and a trust’s last active admin', async () => {
    const membershipOf = async (email: string, roleType: string) =>
      (await superAdmin.call('GET', 'managers', { query: `userId=${await userIdOf(email)}&roleType=${roleType}` })).body
        .data[0].id as number;
    expect(
      await act(admin, 'managers', 'deactivate', await membershipOf('trustadmin@bankshift.test', 'TRUST-ADMIN')),
    ).toMatchObject({ status: 403 });
    const multiroleAdmin = await membershipOf('multirole@bankshift.test', 'TRUST-ADMIN');
    expect(await act(admin, 'managers', 'deactivate', multiroleAdmin)).toMatchObject({
      status: 403,
      body: { message: "Only a super admin deactivates a trust's admins" },
    });
    expect(
      await act(admin, 'managers', 'deactivate', await membershipOf('southadmin@bankshift.test', 'TRUST-ADMIN')),
    ).toMatchObject({ status: 404 });
    expect((await act(superAdmin, 'managers', 'deactivate', multiroleAdmin)).status).toBe(200);
    expect(
      await act(superAdmin, 'managers', 'deactivate', await membershipOf('trustadmin@bankshift.test', 'TRUST-ADMIN')),
    ).toMatchObject({
      status: 400,
      body: { message: "This is the trust's last active admin: give the role to someone else first" },
    });
    expect((await act(superAdmin, 'managers', 'reactivate', multiroleAdmin)).status).toBe(200);
    const bankOfficer = await h.signIn('bankofficer@bankshift.test');
    expect(
      (
        await act(
          bankOfficer,
          'managers',
          'deactivate',
          await membershipOf('ratemanager@bankshift.test', 'RATE-MANAGER'),
        )
      ).status,
    ).toBe(403);
  });
});

describe('a password reset sent by an administrator', () => {
  it('emails the manager a reset link that works, and never answers a password', async () => {
    const userId = await userIdOf('ratemanager@bankshift.test');
    const sent = await admin.call('POST', 'reset-password-by-admins', { body: { userId } });
    expect(sent).toEqual({ status: 201, body: { userId, email: 'ratemanager@bankshift.test' } });
    const message = await mailbox.next('ratemanager@bankshift.test');
    const token = message.text.match(/\/resetPassword\/([A-Za-z0-9_-]+)/)![1];
    expect((await authManagement('resetPwdLong', { token, password: 'Reset-by-admin-2026' })).status).toBe(200);
    expect(
      (
        await anonymous(h, 'POST', 'authentication', {
          strategy: 'local',
          email: 'ratemanager@bankshift.test',
          password: 'Reset-by-admin-2026',
        })
      ).status,
    ).toBe(201);
    const trail = await admin.call('GET', 'audit-logs', {
      query: `subjectUserId=${userId}&service=reset-password-by-admins`,
    });
    expect(trail.body.data).toEqual([
      expect.objectContaining({ method: 'create', userEmail: 'trustadmin@bankshift.test' }),
    ]);
  });

  it('refuses oneself, people who are not managers of the trust, and those who may not invite managers', async () => {
    const refused = async (s: Session, userId: unknown) =>
      (await s.call('POST', 'reset-password-by-admins', { body: { userId } })) as { status: number; body: any };
    expect(await refused(admin, await userIdOf('trustadmin@bankshift.test'))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'userId' }] },
    });
    expect(await refused(admin, await userIdOf('southadmin@bankshift.test'))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'userId' }] },
    });
    expect(await refused(admin, await userIdOf('nurse9@bankshift.test'))).toMatchObject({ status: 400 });
    expect(await refused(admin, await userIdOf('multirole@bankshift.test'))).toMatchObject({ status: 201 });
    expect(await refused(admin, 'x')).toMatchObject({ status: 400, body: { errors: [{ field: 'userId' }] } });
    expect((await refused(superAdmin, await userIdOf('southadmin@bankshift.test'))).status).toBe(201);
    expect(
      (await refused(await h.signIn('bankofficer@bankshift.test'), await userIdOf('ratemanager@bankshift.test')))
        .status,
    ).toBe(403);
  });
});

describe('when the invitation email cannot be sent', () => {
  it('answers 503 and keeps nothing', async () => {
    await mailbox.close();
    const before = await db()('manager_invitations').count({ n: '*' }).first();
    const res = await admin.call('POST', 'manager-invitations', {
      body: {
        email: 'unsent@example.org',
        firstname: 'Un',
        lastname: 'Sent',
        trustRoleId: await roleNamed('Rate Manager'),
      },
    });
    expect(res).toMatchObject({ status: 503, body: { message: expect.stringContaining('nothing was saved') } });
    expect(await db()('manager_invitations').count({ n: '*' }).first()).toEqual(before);
  });
});
