/**
 * For every mounted resource service and verb, every demo role gets exactly what the access rules give it:
 * refused with 403 and the missing permissions, or let through to the service (which then answers 400 for
 * an empty body, 404 for an unknown id, or the list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingRoleOf } from '../../domain/account';
import { checkAccess, type ActingRole } from '../../domain/access';
import { METHODS, type Method, type ResourceDefinition } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';
import { CHAT_SERVICES } from '../../server/services/chat';
import { SHIFT_SERVICES } from '../../server/services/jobs';
import { startHarness, type Harness, type Session } from './harness';

const ACCOUNTS = [
  'superadmin', 'trustadmin', 'bankofficer', 'opsmanager', 'shiftmanager', 'ratemanager', 'multirole', 'southadmin', 'nurse1',
];
const UNKNOWN_ID = 987654;

let h: Harness;
let defs: ResourceDefinition[];
const roles: { label: string; session: Session; role: ActingRole }[] = [];

beforeAll(async () => {
  h = await startHarness();
  defs = await loadResources();
  for (const name of ACCOUNTS) {
    const session = await h.signIn(`${name}@bankshift.test`);
    for (const r of session.account.newUserRoles) {
      roles.push({ label: `${name} as ${r.roleType} of ${r.trustName ?? 'every trust'}`, session, role: actingRoleOf(session.account, r.roleId)! });
    }
  }
});
afterAll(() => h?.close());

function attempt(s: Session, role: number, def: ResourceDefinition, verb: Method) {
  switch (verb) {
    case 'find':
      return s.call('GET', def.name, { role, query: '$limit=1' });
    case 'get':
      return s.call('GET', `${def.name}/${UNKNOWN_ID}`, { role });
    case 'create':
      return s.call('POST', def.name, { role, body: {} });
    case 'patch':
      return s.call('PATCH', `${def.name}/${UNKNOWN_ID}`, { role, body: {} });
    case 'remove':
      return s.call('DELETE', `${def.name}/${UNKNOWN_ID}`, { role });
  }
}

describe('permission matrix', () => {
  it('covers every mounted service', () => {
    const mounted = Object.keys(h.server.app.services).sort();
    // Bespoke services, each with its own test file (account, notifications, authmanagement, avatar).
    const bespoke = ['api/v3/authentication', 'api/v3/account', 'internal/principals', 'api/v3/notifications', 'api/v3/authmanagement', 'api/v1/users/avatar'];
    const covered = new Set([...defs.map((d) => `api/v3/${d.name}`), ...[...SHIFT_SERVICES, ...CHAT_SERVICES].map((s) => s.path), ...bespoke]);
    expect(mounted.filter((p) => !covered.has(p))).toEqual([]);
  });

  it('answers every role, service and verb as the rules say', async () => {
    const cases = roles.flatMap((r) => defs.flatMap((def) => METHODS.map((verb) => ({ ...r, def, verb }))));
    const mismatches: string[] = [];
    const batch = 25;
    for (let i = 0; i < cases.length; i += batch) {
      await Promise.all(
        cases.slice(i, i + batch).map(async ({ label, session, role, def, verb }) => {
          const res = await attempt(session, role.roleId, def, verb);
          const where = `${label}: ${verb} ${def.name} -> ${res.status}`;
          if (!def.methods.includes(verb)) {
            if (res.status !== 405) mismatches.push(`${where}, expected 405`);
            return;
          }
          const decision = checkAccess(role, def.access[verb]);
          if (decision.allowed) {
            // An allowed create of an empty body is refused for its fields (400), or for scope (403: a
            // care-location role adding a care location); a row of defaults only is made (201) or exists (409).
            const expected = verb === 'find' ? [200] : verb === 'create' ? [201, 400, 403, 409] : [404];
            if (!expected.includes(res.status) || (res.status === 403 && res.body.data?.missingPermissions?.length)) {
              mismatches.push(`${where}, expected ${expected.join(' or ')}: ${res.body?.message}`);
            }
          } else if (res.status !== 403 || JSON.stringify(res.body.data.missingPermissions) !== JSON.stringify(decision.missingPermissions)) {
            mismatches.push(`${where} ${JSON.stringify(res.body?.data)}, expected 403 missing ${decision.missingPermissions}`);
          }
        }),
      );
    }
    expect(mismatches).toEqual([]);
    expect(cases.length).toBeGreaterThan(900);
  });

  it('answers the services that are not resources as their rules say', async () => {
    const mismatches: string[] = [];
    for (const { label, session, role } of roles) {
      for (const s of [...SHIFT_SERVICES, ...CHAT_SERVICES]) {
        for (const [method, rule] of Object.entries(s.methods)) {
          const path = `/${s.path}`;
          const res =
            method === 'find'
              ? await session.call('GET', path, { role: role.roleId })
              : method === 'create'
                ? await session.call('POST', path, { role: role.roleId, body: {} })
                : method === 'get'
                  ? await session.call('GET', `${path}/${UNKNOWN_ID}`, { role: role.roleId })
                  : await session.call('PATCH', `${path}/${UNKNOWN_ID}`, { role: role.roleId, body: {} });
          const decision = checkAccess(role, rule!);
          const ok = decision.allowed
            ? res.status !== 403 && res.status < 500
            : res.status === 403 && JSON.stringify(res.body.data.missingPermissions) === JSON.stringify(decision.missingPermissions);
          if (!ok) mismatches.push(`${label}: ${method} ${s.path} -> ${res.status} ${res.body?.message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  // Spot checks that hold whatever the rules above compute.
  it('refuses a shift manager creating skills, naming MANAGE_SKILLS', async () => {
    const s = roles.find((r) => r.label.startsWith('shiftmanager'))!;
    const res = await s.session.call('POST', 'skills', { role: s.role.roleId, body: { name: 'Suturing' } });
    expect(res).toMatchObject({ status: 403, body: { code: 403, name: 'Forbidden', data: { missingPermissions: ['MANAGE_SKILLS'] } } });
  });

  it("refuses Southgate's admin skills writes: the 'Shift skills' feature is Northfield's only", async () => {
    const s = roles.find((r) => r.label.startsWith('southadmin'))!;
    expect(s.role.features).not.toContain('Shift skills');
    const res = await s.session.call('POST', 'skills', { role: s.role.roleId, body: { name: 'Suturing' } });
    expect(res).toMatchObject({ status: 403, body: { data: { missingPermissions: [], missingFeatures: ['Shift skills'] } } });
  });

  it('lets a trust admin create a skill for its trust, and a nurse read app versions but not skills', async () => {
    const admin = roles.find((r) => r.label.startsWith('trustadmin'))!;
    const created = await admin.session.call('POST', 'skills', { role: admin.role.roleId, body: { name: 'Suturing' } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Suturing', trustId: admin.role.trustId } });
    const nurse = roles.find((r) => r.label.startsWith('nurse1'))!;
    expect((await nurse.session.call('GET', 'app-versions', { role: nurse.role.roleId })).status).toBe(200);
    expect((await nurse.session.call('GET', 'skills', { role: nurse.role.roleId })).status).toBe(403);
  });

  it('refuses a rate manager the role list, and lets a trust admin edit its trust', async () => {
    const rate = roles.find((r) => r.label.startsWith('ratemanager'))!;
    expect((await rate.session.call('GET', 'trust-roles', { role: rate.role.roleId })).body.data.missingPermissions).toEqual(['VIEW_MASTER_ROLES']);
    const admin = roles.find((r) => r.label.startsWith('trustadmin'))!;
    const res = await admin.session.call('PATCH', `trusts/${admin.role.trustId}`, { role: admin.role.roleId, body: { description: 'Our bank' } });
    expect(res).toMatchObject({ status: 200, body: { description: 'Our bank' } });
  });
});
