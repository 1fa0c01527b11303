/**
 * The role editor's rules (issue 12, domain/granting.ts): the permission catalogue with what each permission needs,
 * grants limited by the granter's own permissions and by the trust's features, nobody changing the role they act
 * under, roles in use kept (deactivated, never removed), and every change on the role's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let northAdmin: Session;
let southAdmin: Session;
let superAdmin: Session;
const db = () => h.server.database.knex;
const trustIdOf = async (name: string) => (await db()('trusts').where({ name }).first('id')).id as number;

beforeAll(async () => {
  h = await startHarness();
  [northAdmin, southAdmin, superAdmin] = await Promise.all(
    ['trustadmin', 'southadmin', 'superadmin'].map((who) => h.signIn(`${who}@bankshift.test`)),
  );
});
afterAll(() => h?.close());

describe('GET get-all-permissions and get-all-feature-permissions', () => {
  it('answer the catalogue in groups, with the feature each permission needs and whether the trust has it', async () => {
    const res = await southAdmin.call('GET', 'get-all-permissions');
    expect(res.status).toBe(200);
    const byValue = new Map(res.body.map((p: any) => [p.value, p]));
    expect(byValue.get('VIEW_MODAL_SHIFTS')).toMatchObject({
      group: 'Shifts',
      feature: 'Model Shifts',
      featureEnabled: false,
      grantable: true,
    });
    expect(byValue.get('VIEW_MANAGER_REPORTS')).toMatchObject({ feature: 'Reports', featureEnabled: true });
    expect(byValue.get('MANAGE_ROLES')).toMatchObject({ group: 'Roles', feature: null, featureEnabled: true });
    const features = await southAdmin.call('GET', 'get-all-feature-permissions');
    expect(features.body).toContainEqual(
      expect.objectContaining({
        feature: 'Model Shifts',
        enabled: false,
        permissions: ['VIEW_MODAL_SHIFTS', 'MANAGE_MODAL_SHIFTS'],
      }),
    );
    expect(features.body).toContainEqual(expect.objectContaining({ feature: 'Reports', enabled: true }));
  });

  it('say what the acting role cannot grant', async () => {
    const bank = await h.signIn('bankofficer@bankshift.test');
    // A bank officer reads no roles; give one who does a role holding little.
    expect((await bank.call('GET', 'get-all-permissions')).body.data.missingPermissions).toEqual([
      'VIEW_MASTER_ROLES',
      'MANAGE_ROLES',
    ]);
    const editor = await northAdmin.call('POST', 'trust-roles', {
      body: { role: 'Catalogue reader', roleType: 'SHIFT-MANAGER', permissions: ['VIEW_MASTER_ROLES'] },
    });
    const reader = await holderOf(editor.body.id, 'nurse13@bankshift.test');
    const res = await reader.session.call('GET', 'get-all-permissions', { role: reader.roleId });
    const grantable = res.body.filter((p: any) => p.grantable).map((p: any) => p.value);
    expect(grantable).toEqual(['VIEW_MASTER_ROLES']);
  });

  it("answer a super admin for any trust, and a trust's role for its own only", async () => {
    const south = await trustIdOf('Southgate NHS Trust');
    const north = await trustIdOf('Northfield NHS Trust');
    const unnamed = await superAdmin.call('GET', 'get-all-permissions');
    expect(unnamed.body.find((p: any) => p.value === 'VIEW_MODAL_SHIFTS').featureEnabled).toBeNull();
    const named = await superAdmin.call('GET', 'get-all-permissions', { query: `trustId=${south}` });
    expect(named.body.find((p: any) => p.value === 'VIEW_MODAL_SHIFTS')).toMatchObject({
      featureEnabled: false,
      grantable: true,
    });
    expect((await southAdmin.call('GET', 'get-all-permissions', { query: `trustId=${north}` })).status).toBe(403);
    expect((await superAdmin.call('GET', 'get-all-permissions', { query: 'trustId=abc' })).status).toBe(400);
    expect((await superAdmin.call('GET', 'get-all-permissions', { query: 'trustId=999999' })).status).toBe(404);
    expect((await superAdmin.call('GET', 'get-all-permissions', { query: 'other=1' })).status).toBe(400);
  });
});

/** A new holder of a trust role: a demo nurse given it directly, signed in, with the role's id. */
async function holderOf(trustRoleId: number, email: string) {
  const [userId] = await db()('users').where({ email }).pluck('id');
  const [{ id: roleId }] = await db()('user_roles').insert({ userId, trustRoleId }).returning('id');
  return { session: await h.signIn(email), roleId: roleId as number };
}

describe('granting permissions', () => {
  it("refuses a permission whose feature the role's trust lacks, to anyone, naming the feature", async () => {
    const south = await trustIdOf('Southgate NHS Trust');
    const body = {
      role: 'Model shift planner',
      roleType: 'SHIFT-MANAGER',
      permissions: ['VIEW_UNFILLED_SHIFTS', 'VIEW_MODAL_SHIFTS'],
    };
    const refused = await southAdmin.call('POST', 'trust-roles', { body });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'permissions' }], data: { missingFeatures: ['Model Shifts'] } },
    });
    expect(refused.body.message).toContain("VIEW_MODAL_SHIFTS needs the feature 'Model Shifts'");
    expect((await superAdmin.call('POST', 'trust-roles', { body: { ...body, trustId: south } })).status).toBe(400);
    // Northfield has the feature.
    expect((await northAdmin.call('POST', 'trust-roles', { body })).status).toBe(201);
    // A gated permission a role already holds may stay while others change.
    const made = await superAdmin.call('POST', 'trust-roles', {
      body: { role: 'Planner', roleType: 'SHIFT-MANAGER', permissions: ['VIEW_UNFILLED_SHIFTS'], trustId: south },
    });
    await db()('trust_roles')
      .where({ id: made.body.id })
      .update({ permissions: JSON.stringify(['VIEW_UNFILLED_SHIFTS', 'VIEW_MODAL_SHIFTS']) });
    const kept = await southAdmin.call('PATCH', `trust-roles/${made.body.id}`, {
      body: { permissions: ['VIEW_MODAL_SHIFTS', 'EDIT_SHIFTS'] },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.permissions).toEqual(['VIEW_MODAL_SHIFTS', 'EDIT_SHIFTS']);
  });

  it('refuses granting through an edit what the editor does not hold, and leaves the role as it was', async () => {
    const editorRole = await northAdmin.call('POST', 'trust-roles', {
      body: {
        role: 'Junior role editor',
        roleType: 'SHIFT-MANAGER',
        permissions: ['MANAGE_ROLES', 'VIEW_MASTER_ROLES', 'VIEW_CHAT'],
      },
    });
    const target = await northAdmin.call('POST', 'trust-roles', {
      body: { role: 'Ward clerk', roleType: 'SHIFT-MANAGER', permissions: ['VIEW_CHAT'] },
    });
    const editor = await holderOf(editorRole.body.id, 'nurse14@bankshift.test');
    const grab = await editor.session.call('PATCH', `trust-roles/${target.body.id}`, {
      role: editor.roleId,
      body: { permissions: ['VIEW_CHAT', 'APPROVE_TIMESHEETS', 'CANCEL_SHIFTS'], isActive: false },
    });
    expect(grab).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: ['APPROVE_TIMESHEETS', 'CANCEL_SHIFTS'] } },
    });
    expect(await db()('trust_roles').where({ id: target.body.id }).first('permissions', 'isActive')).toEqual({
      permissions: ['VIEW_CHAT'],
      isActive: true,
    });
    // Taking a permission away, or editing what it holds, is allowed.
    expect(
      (
        await editor.session.call('PATCH', `trust-roles/${target.body.id}`, {
          role: editor.roleId,
          body: { permissions: [] },
        })
      ).status,
    ).toBe(200);
  });
});

describe('the role one acts under', () => {
  it('cannot be changed nor removed by its holder, who may change the others', async () => {
    const [ownRole] = await db()('user_roles')
      .where({ id: northAdmin.roleOf('TRUST-ADMIN') })
      .pluck('trustRoleId');
    const res = await northAdmin.call('PATCH', `trust-roles/${ownRole}`, { body: { description: 'Mine now' } });
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'You cannot change the role you are acting under: ask another administrator' },
    });
    expect((await northAdmin.call('DELETE', `trust-roles/${ownRole}`)).status).toBe(403);
    expect(
      (await superAdmin.call('PATCH', `trust-roles/${ownRole}`, { body: { description: 'The trust admin' } })).status,
    ).toBe(200);
  });
});

describe('a role in use', () => {
  it('is never removed (409 saying how many hold it), only deactivated, which its holders feel at once', async () => {
    const role = await northAdmin.call('POST', 'trust-roles', {
      body: { role: 'Night coordinator', roleType: 'SHIFT-MANAGER', permissions: ['VIEW_UNFILLED_SHIFTS'] },
    });
    const holder = await holderOf(role.body.id, 'nurse15@bankshift.test');
    await holderOf(role.body.id, 'nurse16@bankshift.test');
    const refused = await northAdmin.call('DELETE', `trust-roles/${role.body.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: '2 people hold this role: deactivate it instead', data: { holders: 2 } },
    });
    expect((await holder.session.call('GET', 'jobs', { role: holder.roleId })).status).toBe(200);
    expect((await northAdmin.call('PATCH', `trust-roles/${role.body.id}`, { body: { isActive: false } })).status).toBe(
      200,
    );
    expect(await holder.session.call('GET', 'jobs', { role: holder.roleId })).toMatchObject({
      status: 403,
      body: { message: 'Your permissions are revoked' },
    });
    const unused = await northAdmin.call('POST', 'trust-roles', {
      body: { role: 'Never used', roleType: 'SHIFT-MANAGER', permissions: [] },
    });
    expect((await northAdmin.call('DELETE', `trust-roles/${unused.body.id}`)).status).toBe(200);
  });
});

describe('the built-in flag', () => {
  it('is set by the server only', async () => {
    const res = await northAdmin.call('POST', 'trust-roles', {
      body: { role: 'Pretend built-in', roleType: 'SHIFT-MANAGER', isDefault: true },
    });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'isDefault' }] } });
  });
});

describe("a role's history", () => {
  it('holds every change with its before and after, for those who read the audit log', async () => {
    const role = await northAdmin.call('POST', 'trust-roles', {
      body: { role: 'Audited role', roleType: 'SHIFT-MANAGER', permissions: ['VIEW_CHAT'] },
    });
    await northAdmin.call('PATCH', `trust-roles/${role.body.id}`, {
      body: { permissions: ['VIEW_CHAT', 'CREATE_CHAT'], isActive: false },
    });
    const history = await northAdmin.call('GET', 'audit-logs', {
      query: `service=trust-roles&recordId=${role.body.id}&$sort[createdAt]=-1`,
    });
    expect(history.body.data.map((e: any) => e.method)).toEqual(['patch', 'create']);
    expect(history.body.data[0].changes).toMatchObject({
      before: { permissions: ['VIEW_CHAT'], isActive: true },
      after: { permissions: ['VIEW_CHAT', 'CREATE_CHAT'], isActive: false },
    });
    expect(history.body.data[0].userEmail).toBe('trustadmin@bankshift.test');
  });
});
