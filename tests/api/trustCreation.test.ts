/**
 * Creating a trust (issue 12): the super admin's new trust starts as a draft with its built-in roles (each role type's
 * default permissions, audited); a draft is invisible to its staff (a nurse's role there does not act, nobody signs
 * up to it) until the super admin makes it live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_NAMES, DEFAULT_ROLE_PERMISSIONS } from '../../domain/defaultRoles';
import { anonymous, startHarness, type Harness, type Session } from './harness';

let h: Harness;
let superAdmin: Session;
const db = () => h.server.database.knex;

beforeAll(async () => {
  h = await startHarness();
  superAdmin = await h.signIn('superadmin@bankshift.test');
});
afterAll(() => h?.close());

const createTrust = (s: Session, body: Record<string, unknown>) => s.call('POST', 'trusts', { body });

describe('a new trust', () => {
  it('starts as a draft with its built-in roles, each with its default permissions, all audited', async () => {
    const res = await createTrust(superAdmin, { name: 'Eastbrook NHS Trust', abbreviatedName: 'EBT' });
    expect(res).toMatchObject({ status: 201, body: { name: 'Eastbrook NHS Trust', isLive: false } });
    const trustId = res.body.id;
    const roles = (await superAdmin.call('GET', 'trust-roles', { query: `trustId=${trustId}&$limit=50` })).body.data;
    expect(roles.map((r: any) => [r.roleType, r.role, r.isDefault, r.isActive]).sort()).toEqual(
      Object.entries(DEFAULT_ROLE_NAMES)
        .map(([type, name]) => [type, name, true, true])
        .sort(),
    );
    for (const role of roles)
      expect([...role.permissions].sort()).toEqual(
        [...DEFAULT_ROLE_PERMISSIONS[role.roleType as keyof typeof DEFAULT_ROLE_PERMISSIONS]].sort(),
      );
    expect(Number((await db()('trust_role_types').where({ trustId }).count({ n: '*' }).first())!.n)).toBe(roles.length);
    const audit = await superAdmin.call('GET', 'audit-logs', {
      query: `service=trust-roles&trustId=${trustId}&$limit=50`,
    });
    expect(audit.body.data.map((e: any) => [e.method, e.userEmail])).toEqual(
      roles.map(() => ['create', 'superadmin@bankshift.test']),
    );
  });

  it('cannot start live, and is the super admin’s alone to create', async () => {
    const before = await db()('trusts').count({ n: '*' }).first();
    expect(await createTrust(superAdmin, { name: 'Live At Once NHS Trust', isLive: true })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'isLive' }] },
    });
    const admin = await h.signIn('trustadmin@bankshift.test');
    expect((await createTrust(admin, { name: 'Not Theirs NHS Trust' })).status).toBe(403);
    expect(await db()('trusts').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('a draft trust', () => {
  it('is invisible to its staff until the super admin makes it live', async () => {
    const trustId = (await createTrust(superAdmin, { name: 'Westmoor NHS Trust' })).body.id;
    const nurseRole = await db()('trust_roles').where({ trustId, roleType: 'NURSE' }).first('id');
    const nurse = await db()('users').where({ email: 'nurse12@bankshift.test' }).first('id');
    // Already on the trust's books (say, moved over from a trust it merges with).
    const [{ id: membership }] = await db()('user_roles')
      .insert({ userId: nurse.id, trustRoleId: nurseRole.id, approvalStatus: 'approved' })
      .returning('id');
    const joinable = async () =>
      ((await anonymous(h, 'GET', 'sign-up-options')).body as { name: string }[]).map((t) => t.name);
    expect(await joinable()).not.toContain('Westmoor NHS Trust');

    const inDraft = await h.signIn('nurse12@bankshift.test');
    expect(inDraft.account.newUserRoles.find((r) => r.roleId === membership)).toMatchObject({ isActive: false });
    expect((await inDraft.call('GET', 'jobs', { role: membership })).status).toBe(403);

    // Its setup done (step by step: tests/api/trustSetup.test.ts), with a band and a job title to sign up with.
    await db()('trusts').where({ id: trustId }).update({ setupStep: 'complete' });
    const band = (await db()('band_types').first('id')).id;
    for (const [resource, body] of [
      ['trust-band-types', { trustId, bandTypeId: band }],
      ['job-title-types', { trustId, name: 'Staff Nurse' }],
    ] as const)
      expect((await superAdmin.call('POST', resource, { body })).status).toBe(201);
    expect((await superAdmin.call('PATCH', `trusts/${trustId}`, { body: { isLive: true } })).status).toBe(200);
    const live = await h.signIn('nurse12@bankshift.test');
    expect(live.account.newUserRoles.find((r) => r.roleId === membership)).toMatchObject({ isActive: true });
    expect((await live.call('GET', 'jobs', { role: membership })).status).toBe(200);
    expect(await joinable()).toContain('Westmoor NHS Trust');
  });
});
