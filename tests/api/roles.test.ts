/** The acting role: named on every request, resolved among the caller's own roles, active. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as postersDoNotDraft from '../../server/db/migrations/0010_posters_do_not_draft';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let multi: Session;
beforeAll(async () => {
  h = await startHarness();
  multi = await h.signIn('multirole@bankshift.test');
});
afterAll(() => h?.close());

describe('the role parameter', () => {
  it('is required on resource calls', async () => {
    const res = await multi.call('GET', 'skills', { role: null });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'role', message: 'is required' }] } });
  });

  it("must be one of the caller's roles", async () => {
    const other = await h.signIn('southadmin@bankshift.test');
    const res = await multi.call('GET', 'skills', { role: other.account.newUserRoles[0].roleId });
    expect(res).toMatchObject({ status: 403, body: { name: 'Forbidden', data: { missingPermissions: [] } } });
    expect((await multi.call('GET', 'skills', { role: 999999 })).status).toBe(403);
    expect((await multi.call('GET', 'skills', { role: null, query: 'role=abc' })).status).toBe(400);
    expect((await multi.call('GET', 'skills', { role: null, query: 'role=1&role=2' })).status).toBe(400);
  });

  it('decides what the request may do: the same user gets different answers under each role', async () => {
    const admin = multi.roleOf('TRUST-ADMIN');
    const manager = multi.roleOf('SHIFT-MANAGER');
    expect((await multi.call('GET', 'trust-roles', { role: admin })).status).toBe(200);
    expect((await multi.call('GET', 'trust-roles', { role: manager })).body.data.missingPermissions).toEqual([
      'VIEW_MASTER_ROLES',
    ]);
  });

  it('is refused once the trust role is made inactive, and works again when reactivated', async () => {
    const manager = multi.roleOf('SHIFT-MANAGER');
    const [{ trustRoleId }] = await h.server.database.knex('user_roles').where({ id: manager }).select('trustRoleId');
    await h.server.database.knex('trust_roles').where({ id: trustRoleId }).update({ isActive: false });
    const res = await multi.call('GET', 'skills', { role: manager });
    expect(res).toMatchObject({ status: 403, body: { message: 'Your permissions are revoked' } });
    expect(
      (await multi.call('GET', 'account', { role: null })).body.newUserRoles.find((r: any) => r.roleId === manager)
        .isActive,
    ).toBe(false);
    await h.server.database.knex('trust_roles').where({ id: trustRoleId }).update({ isActive: true });
    expect((await multi.call('GET', 'skills', { role: manager })).status).toBe(200);
  });

  it('is refused when the user role itself is deactivated', async () => {
    const s = await h.signIn('opsmanager@bankshift.test');
    await h.server.database.knex('user_roles').where({ id: s.roleOf() }).update({ isActive: false });
    expect((await s.call('GET', 'skills')).status).toBe(403);
  });

  it('reads the signed-in user and their roles once, until one of their tables changes', async () => {
    const s = await h.signIn('bankofficer@bankshift.test');
    const knex = h.server.database.knex;
    let reads = 0;
    const onQuery = (q: { sql: string }) => {
      if (/from "users" as "u" left join "user_roles"/.test(q.sql)) reads++;
    };
    knex.on('query', onQuery);
    try {
      await s.call('GET', 'skills');
      const first = reads;
      await s.call('GET', 'skills');
      await s.call('GET', 'care-locations');
      expect(reads).toBe(first);
      await knex('trusts').where({ name: 'Northfield NHS Trust' }).update({ description: 'Northfield bank staffing' });
      await s.call('GET', 'skills');
      expect(reads).toBe(first + 1);
    } finally {
      knex.off('query', onQuery);
    }
  });

  it('follows permission changes at once, without signing in again', async () => {
    const s = await h.signIn('ratemanager@bankshift.test');
    const [{ trustRoleId }] = await h.server.database
      .knex('user_roles')
      .where({ id: s.roleOf() })
      .select('trustRoleId');
    expect((await s.call('GET', 'trust-roles')).status).toBe(403);
    await h.server.database.knex.raw(
      `update trust_roles set permissions = permissions || '["VIEW_MASTER_ROLES"]'::jsonb where id = ?`,
      [trustRoleId],
    );
    expect((await s.call('GET', 'trust-roles')).status).toBe(200);
  });
});

describe('role types named SUPER-ADMIN', () => {
  it('are never returned to anyone but the super admin', async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    const all = await sa.call('GET', 'user-role-types', { query: '$limit=50' });
    const superType = all.body.data.find((t: any) => t.name === 'SUPER-ADMIN');
    expect(superType).toBeDefined();

    const admin = await h.signIn('trustadmin@bankshift.test');
    const listed = await admin.call('GET', 'user-role-types', { query: '$limit=50' });
    expect(listed.body.data.map((t: any) => t.name)).not.toContain('SUPER-ADMIN');
    expect(listed.body.total).toBe(all.body.total - 1);
    expect((await admin.call('GET', 'user-role-types', { query: 'name=SUPER-ADMIN' })).body.data).toEqual([]);
    expect((await admin.call('GET', 'user-role-types', { query: 'name[$ilike]=super%' })).body.data).toEqual([]);
    expect((await admin.call('GET', `user-role-types/${superType.id}`)).status).toBe(404);
  });

  it('cannot be linked to a trust by a trust admin', async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    const superType = (await sa.call('GET', 'user-role-types', { query: 'name=SUPER-ADMIN' })).body.data[0];
    const admin = await h.signIn('trustadmin@bankshift.test');
    const res = await admin.call('POST', 'trust-role-types', { body: { userRoleTypeId: superType.id } });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'userRoleTypeId' }] } });
  });
});

describe('nurses', () => {
  it('act as NURSE in their trust and get no console data', async () => {
    const nurse = await h.signIn('nurse2@bankshift.test');
    expect(nurse.account.newUserRoles.map((r) => r.trustName).sort()).toEqual([
      'Northfield NHS Trust',
      'Southgate NHS Trust',
    ]);
    expect((await nurse.call('GET', 'care-locations')).status).toBe(403);
    expect((await nurse.call('GET', 'modeofcommute')).status).toBe(200);
  });
});

describe('granting permissions', () => {
  it('refuses granting a permission the granting role does not hold', async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    const admin = await h.signIn('trustadmin@bankshift.test');
    // A Northfield role editor who can manage roles but holds little else.
    const editor = await admin.call('POST', 'trust-roles', {
      body: { role: 'Role editor', roleType: 'SHIFT-MANAGER', permissions: ['MANAGE_ROLES', 'VIEW_MASTER_ROLES'] },
    });
    expect(editor.status).toBe(201);
    const [userId] = await h.server.database.knex('users').where({ email: 'nurse11@bankshift.test' }).pluck('id');
    const [roleId] = (
      await h.server.database.knex('user_roles').insert({ userId, trustRoleId: editor.body.id }).returning('id')
    ).map((r: any) => r.id);
    const helper = await admin.call('POST', 'trust-roles', {
      body: { role: 'Role helper', roleType: 'SHIFT-MANAGER', permissions: ['VIEW_MASTER_ROLES'] },
    });
    const nurse = await h.signIn('nurse11@bankshift.test');
    const grab = await nurse.call('PATCH', `trust-roles/${helper.body.id}`, {
      role: roleId,
      body: { permissions: ['MANAGE_ROLES', 'VIEW_MASTER_ROLES', 'MANAGE_USERS'] },
    });
    expect(grab).toMatchObject({ status: 403, body: { data: { missingPermissions: ['MANAGE_USERS'] } } });
    const keep = await nurse.call('PATCH', `trust-roles/${helper.body.id}`, {
      role: roleId,
      body: { permissions: ['VIEW_MASTER_ROLES', 'MANAGE_ROLES'], description: 'Edits roles' },
    });
    expect(keep.status).toBe(200);
    expect(
      (await sa.call('PATCH', `trust-roles/${helper.body.id}`, { body: { permissions: ['MANAGE_USERS'] } })).status,
    ).toBe(200);
  });

  it('lets a role that posts shifts grant drafting, which it does not hold itself', async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    expect(admin.account.rolePermissions.map((p) => p.permission.value)).not.toContain('DRAFT_A_SHIFT');
    const clerk = await admin.call('POST', 'trust-roles', {
      body: { role: 'Night clerk', roleType: 'SHIFT-MANAGER', permissions: ['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS'] },
    });
    expect(clerk.status).toBe(201);
    // Without POST_A_SHIFT, drafting is not the role's to give.
    const editor = await admin.call('POST', 'trust-roles', {
      body: { role: 'Draft editor', roleType: 'SHIFT-MANAGER', permissions: ['MANAGE_ROLES', 'VIEW_MASTER_ROLES'] },
    });
    const [userId] = await h.server.database.knex('users').where({ email: 'nurse12@bankshift.test' }).pluck('id');
    const [roleId] = (
      await h.server.database.knex('user_roles').insert({ userId, trustRoleId: editor.body.id }).returning('id')
    ).map((r: any) => r.id);
    const nurse = await h.signIn('nurse12@bankshift.test');
    const refused = await nurse.call('POST', 'trust-roles', {
      role: roleId,
      body: { role: 'Day clerk', roleType: 'SHIFT-MANAGER', permissions: ['DRAFT_A_SHIFT'] },
    });
    expect(refused).toMatchObject({ status: 403, body: { data: { missingPermissions: ['DRAFT_A_SHIFT'] } } });
  });
});

describe('migration 0010', () => {
  it('takes DRAFT_A_SHIFT from roles that also post, so they go on posting, and leaves drafting roles as they are', async () => {
    const knex = h.server.database.knex;
    const trustId = (await knex('trusts').where({ name: 'Southgate NHS Trust' }).first('id')).id;
    const [both, drafter] = await knex('trust_roles')
      .insert([
        {
          trustId,
          role: 'Lead before 0010',
          roleType: 'SHIFT-MANAGER',
          permissions: JSON.stringify(['POST_A_SHIFT', 'DRAFT_A_SHIFT', 'VIEW_UNFILLED_SHIFTS']),
        },
        {
          trustId,
          role: 'Clerk before 0010',
          roleType: 'SHIFT-MANAGER',
          permissions: JSON.stringify(['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS']),
        },
      ])
      .returning('id');
    await postersDoNotDraft.up(knex);
    const permissionsOf = async (row: { id: number }) =>
      (await knex('trust_roles').where({ id: row.id }).first('permissions')).permissions;
    expect(await permissionsOf(both)).toEqual(['POST_A_SHIFT', 'VIEW_UNFILLED_SHIFTS']);
    expect(await permissionsOf(drafter)).toEqual(['DRAFT_A_SHIFT', 'VIEW_DRAFTED_SHIFTS']);
  });
});
