/**
 * A person's roles and permissions (issue 12): user-permissions-of-trust answers their roles in the trust and their
 * effective permissions with where each comes from; user-roles gives a role of the trust to one of its people and
 * takes one away, judged as granting (domain/granting.ts), never the taker's own, never a trust's last admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let admin: Session;
let superAdmin: Session;
const db = () => h.server.database.knex;
const userIdOf = async (handle: string) =>
  (
    await db()('users')
      .where({ email: `${handle}@bankshift.test` })
      .first('id')
  ).id as number;
const roleNamed = async (role: string, trust = 'Northfield NHS Trust') =>
  (
    await db()('trust_roles as tr')
      .join('trusts as t', 't.id', 'tr.trustId')
      .where({ 'tr.role': role, 't.name': trust })
      .first('tr.id')
  ).id as number;
const withdraw = (s: Session, id: number, opts: { role?: number } = {}) =>
  s.call('POST', 'user-roles', { ...opts, body: { id }, headers: { 'x-service-method': 'withdraw' } });

beforeAll(async () => {
  h = await startHarness();
  [admin, superAdmin] = await Promise.all([
    h.signIn('trustadmin@bankshift.test'),
    h.signIn('superadmin@bankshift.test'),
  ]);
});
afterAll(() => h?.close());

describe('GET user-permissions-of-trust', () => {
  it("answers a person's roles in the trust and each permission with the roles it comes from", async () => {
    const res = await admin.call('GET', 'user-permissions-of-trust', {
      query: `userId=${await userIdOf('multirole')}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r: any) => [r.role, r.roleLevel, r.isActive])).toEqual([
      ['Shift Manager', 'MANAGER', true],
      ['Trust Admin', 'ADMIN', true],
    ]);
    const post = res.body.permissions.find((p: any) => p.value === 'POST_A_SHIFT');
    expect(post.from.sort()).toEqual(['Shift Manager', 'Trust Admin']);
    expect(res.body.permissions.find((p: any) => p.value === 'MANAGE_ROLES').from).toEqual(['Trust Admin']);
    expect(res.body.permissions.map((p: any) => p.value)).not.toContain('DRAFT_A_SHIFT');
  });

  it("answers only within the reader's trust, to those who read roles", async () => {
    const south = await h.signIn('southadmin@bankshift.test');
    expect(
      (await south.call('GET', 'user-permissions-of-trust', { query: `userId=${await userIdOf('multirole')}` })).status,
    ).toBe(404);
    const nurse2 = await south.call('GET', 'user-permissions-of-trust', {
      query: `userId=${await userIdOf('nurse2')}`,
    });
    expect(nurse2.body.roles.map((r: any) => r.trustName)).toEqual(['Southgate NHS Trust']);
    const everywhere = await superAdmin.call('GET', 'user-permissions-of-trust', {
      query: `userId=${await userIdOf('nurse2')}`,
    });
    expect(everywhere.body.roles.map((r: any) => r.trustName).sort()).toEqual([
      'Northfield NHS Trust',
      'Southgate NHS Trust',
    ]);
    const manager = await h.signIn('shiftmanager@bankshift.test');
    expect(
      (await manager.call('GET', 'user-permissions-of-trust', { query: 'userId=1' })).body.data.missingPermissions,
    ).toEqual(['VIEW_MASTER_ROLES', 'MANAGE_ROLES']);
    expect((await admin.call('GET', 'user-permissions-of-trust', { query: 'userId=abc' })).status).toBe(400);
    expect((await admin.call('GET', 'user-permissions-of-trust')).status).toBe(400);
  });
});

describe('giving a role', () => {
  it("gives one of the trust's people a role of the trust, once, and it acts at once", async () => {
    const nurse3 = await userIdOf('nurse3');
    const clerk = await roleNamed('Ward Clerk');
    const given = await admin.call('POST', 'user-roles', { body: { userId: nurse3, trustRoleId: clerk } });
    expect(given).toMatchObject({
      status: 201,
      body: { userId: nurse3, trustRoleId: clerk, role: 'Ward Clerk', isActive: true, approvalStatus: 'approved' },
    });
    const person = await h.signIn('nurse3@bankshift.test');
    const held = person.account.newUserRoles.find((r) => r.roleId === given.body.id)!;
    expect(held).toMatchObject({ roleType: 'SHIFT-MANAGER', isActive: true });
    expect((await person.call('GET', 'chat-rooms', { role: given.body.id })).status).toBe(200);
    expect(await admin.call('POST', 'user-roles', { body: { userId: nurse3, trustRoleId: clerk } })).toMatchObject({
      status: 409,
      body: { message: 'This person already holds Ward Clerk' },
    });
    const trail = await admin.call('GET', 'audit-logs', { query: `subjectUserId=${nurse3}&service=user-roles` });
    expect(trail.body.data).toEqual([
      expect.objectContaining({ method: 'create', userEmail: 'trustadmin@bankshift.test' }),
    ]);
  });

  it('refuses what is not the giver’s to give, naming why', async () => {
    const nurse4 = await userIdOf('nurse4');
    const body = (trustRoleId: number, extra = {}) => ({ body: { userId: nurse4, trustRoleId, ...extra } });
    expect(await admin.call('POST', 'user-roles', body(await roleNamed('Nurse')))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'trustRoleId' }] },
    });
    expect(
      await admin.call('POST', 'user-roles', body(await roleNamed('Shift Manager', 'Southgate NHS Trust'))),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'trustRoleId' }] } });
    const southLocation = (
      await db()('care_locations as cl')
        .join('trusts as t', 't.id', 'cl.trustId')
        .where('t.name', 'Southgate NHS Trust')
        .first('cl.id')
    ).id;
    expect(
      await admin.call('POST', 'user-roles', body(await roleNamed('Ward Clerk'), { careLocationId: southLocation })),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'careLocationId' }] } });
    // Someone who is not on Northfield's books is invited, not given a role.
    const outsider = { body: { userId: await userIdOf('southadmin'), trustRoleId: await roleNamed('Ward Clerk') } };
    expect(await admin.call('POST', 'user-roles', outsider)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'userId' }] },
    });
    expect((await admin.call('POST', 'user-roles', { body: { userId: nurse4 } })).status).toBe(400);
  });

  it('refuses a role holding more than the giver holds (privilege escalation), with the missing permissions', async () => {
    const editorRole = await admin.call('POST', 'trust-roles', {
      body: {
        role: 'People officer',
        roleType: 'SHIFT-MANAGER',
        permissions: ['MANAGE_ROLES', 'VIEW_MASTER_ROLES', 'VIEW_CHAT'],
      },
    });
    const nurse5 = await userIdOf('nurse5');
    const given = await admin.call('POST', 'user-roles', { body: { userId: nurse5, trustRoleId: editorRole.body.id } });
    const officer = await h.signIn('nurse5@bankshift.test');
    const attempt = await officer.call('POST', 'user-roles', {
      role: given.body.id,
      body: { userId: nurse5, trustRoleId: await roleNamed('Trust Admin') },
    });
    expect(attempt.status).toBe(403);
    expect(attempt.body.data.missingPermissions).toContain('APPROVE_TIMESHEETS');
    expect(attempt.body.data.missingPermissions).not.toContain('MANAGE_ROLES');
    // Nor may they take away a role holding more than theirs.
    const [multiAdmin] = await db()('user_roles')
      .where({ userId: await userIdOf('multirole'), trustRoleId: await roleNamed('Trust Admin') })
      .pluck('id');
    expect((await withdraw(officer, multiAdmin, { role: given.body.id })).status).toBe(403);
  });
});

describe('roles more powerful than one’s own', () => {
  /** nurse8 given a manager-level role holding MANAGE_ROLES and VIEW_AUDIT_LOG, signed in under it. */
  let officers = 0;
  async function peopleOfficer() {
    const role = await admin.call('POST', 'trust-roles', {
      body: {
        role: `Audit officer ${++officers}`,
        roleType: 'SHIFT-MANAGER',
        permissions: ['MANAGE_ROLES', 'VIEW_MASTER_ROLES', 'VIEW_AUDIT_LOG'],
      },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const given = await admin.call('POST', 'user-roles', {
      body: { userId: await userIdOf('nurse8'), trustRoleId: role.body.id },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const session = await h.signIn('nurse8@bankshift.test');
    return (method: string, path: string, body?: unknown) => session.call(method, path, { role: given.body.id, body });
  }

  it('refuses a manager a role of a higher type, even of permissions they hold, so the admin level stays shut', async () => {
    const officer = await peopleOfficer();
    expect((await officer('GET', 'audit-logs')).status).toBe(403);
    const raised = await officer('POST', 'trust-roles', {
      role: 'My admin',
      roleType: 'TRUST-ADMIN',
      permissions: ['VIEW_AUDIT_LOG', 'MANAGE_ROLES'],
    });
    expect(raised).toMatchObject({
      status: 403,
      body: { message: 'You cannot create a role above your own level' },
    });
    // Nor may a manager-level role they made be retyped upwards.
    const own = await officer('POST', 'trust-roles', {
      role: 'Audit helper',
      roleType: 'SHIFT-MANAGER',
      permissions: ['VIEW_AUDIT_LOG'],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(await officer('PATCH', `trust-roles/${own.body.id}`, { roleType: 'TRUST-ADMIN' })).toMatchObject({
      status: 403,
      body: { message: 'You cannot change a role above your own level' },
    });
    expect((await db()('trust_roles').where({ id: own.body.id }).first('roleType')).roleType).toBe('SHIFT-MANAGER');
    expect((await officer('GET', 'audit-logs')).status).toBe(403);
  });

  it('refuses a manager any change to the Trust Admin role, as it refuses them taking it from an admin', async () => {
    const officer = await peopleOfficer();
    const trustAdmin = await roleNamed('Trust Admin');
    const before = await db()('trust_roles').where({ id: trustAdmin }).first('isActive', 'permissions');
    for (const change of [{ isActive: false }, { permissions: ['VIEW_CHAT'] }]) {
      const res = await officer('PATCH', `trust-roles/${trustAdmin}`, change);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.message).toBe('You cannot change a role holding permissions your role does not hold');
    }
    expect((await officer('DELETE', `trust-roles/${trustAdmin}`)).status).toBe(403);
    expect(await db()('trust_roles').where({ id: trustAdmin }).first('isActive', 'permissions')).toEqual(before);
    expect((await admin.call('GET', 'audit-logs')).status).toBe(200);
  });

  it('leaves no trust without an active admin who can mend its roles, whoever changes the admin role', async () => {
    const trustAdmin = await roleNamed('Trust Admin');
    const before = await db()('trust_roles').where({ id: trustAdmin }).first('isActive', 'permissions', 'roleType');
    const without = before.permissions.filter((p: string) => p !== 'MANAGE_ROLES');
    for (const change of [{ isActive: false }, { permissions: without }, { roleType: 'SHIFT-MANAGER' }]) {
      expect(await superAdmin.call('PATCH', `trust-roles/${trustAdmin}`, { body: change })).toMatchObject({
        status: 400,
        body: { message: 'This would leave the trust without an active admin: give the role to someone else first' },
      });
    }
    expect(await db()('trust_roles').where({ id: trustAdmin }).first('isActive', 'permissions', 'roleType')).toEqual(
      before,
    );
    // A change that keeps an admin able to mend the roles is taken.
    const fewer = before.permissions.filter((p: string) => p !== 'VIEW_CHAT');
    expect((await superAdmin.call('PATCH', `trust-roles/${trustAdmin}`, { body: { permissions: fewer } })).status).toBe(
      200,
    );
    await superAdmin.call('PATCH', `trust-roles/${trustAdmin}`, { body: { permissions: before.permissions } });
  });
});

describe('taking a role away', () => {
  it('takes it away (kept as history), stops it acting, and refuses a second time', async () => {
    const nurse6 = await userIdOf('nurse6');
    const given = await admin.call('POST', 'user-roles', {
      body: { userId: nurse6, trustRoleId: await roleNamed('Ward Clerk') },
    });
    const person = await h.signIn('nurse6@bankshift.test');
    const taken = await withdraw(admin, given.body.id);
    expect(taken).toMatchObject({ status: 200, body: { isActive: false } });
    expect(taken.body.deletedAt).not.toBeNull();
    expect((await person.call('GET', 'chat-rooms', { role: given.body.id })).status).toBe(403);
    expect(await withdraw(admin, given.body.id)).toMatchObject({
      status: 409,
      body: { message: 'This role was already taken away' },
    });
    // Given again, it comes back.
    expect(
      (await admin.call('POST', 'user-roles', { body: { userId: nurse6, trustRoleId: await roleNamed('Ward Clerk') } }))
        .body,
    ).toMatchObject({ id: given.body.id, isActive: true });
  });

  it("never takes the taker's own acting role, a nurse's membership, or a trust's last active admin", async () => {
    expect(await withdraw(admin, admin.roleOf('TRUST-ADMIN'))).toMatchObject({
      status: 403,
      body: { message: 'You cannot take away the role you are acting under' },
    });
    const [nurseMembership] = await db()('user_roles')
      .where({ userId: await userIdOf('nurse7'), trustRoleId: await roleNamed('Nurse') })
      .pluck('id');
    expect((await withdraw(admin, nurseMembership)).status).toBe(400);
    const south = await h.signIn('southadmin@bankshift.test');
    const lastAdmin = await withdraw(superAdmin, south.roleOf('TRUST-ADMIN'));
    expect(lastAdmin).toMatchObject({
      status: 400,
      body: { message: "This is the trust's last active admin: give the role to someone else first" },
    });
    // Northfield has two admins (trustadmin and multirole): one may go.
    const [multiAdmin] = await db()('user_roles')
      .where({ userId: await userIdOf('multirole'), trustRoleId: await roleNamed('Trust Admin') })
      .pluck('id');
    expect((await withdraw(admin, multiAdmin)).status).toBe(200);
    expect((await withdraw(superAdmin, admin.roleOf('TRUST-ADMIN'))).status).toBe(400);
  });
});
