/**
 * For every mounted service and verb, every demo role gets exactly what the access rules give it: refused with
 * 403 and the missing permissions (and trust features), let through to the service (which then answers 400 for
 * an empty body, 404 for an unknown id, or the list), or 405 for a verb the service does not offer. A table
 * written out by hand pins key answers, so a wrong rule in a definition fails here too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingRoleOf } from '../../domain/account';
import { checkAccess, type AccessDecision, type ActingRole } from '../../domain/access';
import { METHODS, type Method, type ResourceDefinition } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';
import { CHAT_SERVICES } from '../../server/services/chat';
import { SHIFT_SERVICES } from '../../server/services/jobs';
import { TRUST_STATISTICS_SERVICES } from '../../server/services/trustStatistics';
import { startHarness, type Harness, type Reply, type Session } from './harness';

const ACCOUNTS = [
  'superadmin', 'trustadmin', 'bankofficer', 'opsmanager', 'shiftmanager', 'ratemanager', 'multirole', 'southadmin', 'nurse1',
];
const UNKNOWN_ID = 987654;
/** The mounted services that are not declared resources. */
const SERVICES = [...SHIFT_SERVICES, ...CHAT_SERVICES, ...TRUST_STATISTICS_SERVICES];

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

/** A 403 naming exactly the missing permissions, and the missing trust features when a feature is missing. */
function refusedAsDecided(res: Reply, decision: AccessDecision) {
  const data = res.body?.data ?? {};
  return (
    res.status === 403 &&
    JSON.stringify(data.missingPermissions) === JSON.stringify(decision.missingPermissions) &&
    JSON.stringify(data.missingFeatures ?? []) === JSON.stringify(decision.missingFeatures)
  );
}

/** The HTTP call of a verb on a service path, for an unknown id where it takes one. */
function callVerb(s: Session, role: number | null, path: string, verb: Method | 'update') {
  const one = `${path}/${UNKNOWN_ID}`;
  switch (verb) {
    case 'find':
      return s.call('GET', path, { role });
    case 'get':
      return s.call('GET', one, { role });
    case 'create':
      return s.call('POST', path, { role, body: {} });
    case 'update':
      return s.call('PUT', one, { role, body: {} });
    case 'patch':
      return s.call('PATCH', one, { role, body: {} });
    case 'remove':
      return s.call('DELETE', one, { role });
  }
}

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
    const covered = new Set([...defs.map((d) => `api/v3/${d.name}`), ...SERVICES.map((s) => s.path), ...bespoke]);
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
          } else if (!refusedAsDecided(res, decision)) {
            mismatches.push(`${where} ${JSON.stringify(res.body?.data)}, expected 403 missing ${decision.missingPermissions} ${decision.missingFeatures}`);
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
      for (const s of SERVICES) {
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
            : refusedAsDecided(res, decision);
          if (!ok) mismatches.push(`${label}: ${method} ${s.path} -> ${res.status} ${res.body?.message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers 405 for every verb a service does not offer, whatever the role', async () => {
    const offered = [
      ...defs.map((d) => ({ path: `/api/v3/${d.name}`, methods: d.methods as readonly string[] })),
      ...SERVICES.map((s) => ({ path: `/${s.path}`, methods: Object.keys(s.methods) })),
      { path: '/api/v3/account', methods: ['find', 'get', 'patch'] },
      { path: '/api/v3/notifications', methods: ['find', 'get', 'create', 'patch', 'remove'] },
      { path: '/api/v3/authmanagement', methods: ['create'] },
      { path: '/api/v1/users/avatar', methods: ['create'] },
    ];
    const mismatches: string[] = [];
    let checked = 0;
    for (const { label, session, role } of roles) {
      for (const service of offered) {
        for (const verb of [...METHODS, 'update' as const].filter((v) => !service.methods.includes(v))) {
          const res = await callVerb(session, role.roleId, service.path, verb);
          checked++;
          if (res.status !== 405) mismatches.push(`${label}: ${verb} ${service.path} -> ${res.status} ${res.body?.message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('answers the bespoke services (account, notifications, authmanagement, avatar) for every role', async () => {
    const mismatches: string[] = [];
    const expectStatus = (what: string, res: Reply, status: number, check: (body: any) => boolean = () => true) => {
      if (res.status !== status || !check(res.body)) mismatches.push(`${what} -> ${res.status} ${JSON.stringify(res.body)}, expected ${status}`);
    };
    for (const { label, session, role } of roles) {
      const r = role.roleId;
      const isSuper = role.roleType === 'SUPER-ADMIN';
      // The account is the caller's own, under any role.
      expectStatus(`${label}: find account`, await session.call('GET', 'account', { role: r }), 200, (b) => b.id === session.account.id);
      expectStatus(`${label}: get own account`, await session.call('GET', `account/${session.account.id}`, { role: r }), 200);
      expectStatus(`${label}: get another account`, await callVerb(session, r, 'account', 'get'), 404);
      expectStatus(`${label}: patch account with nothing`, await session.call('PATCH', 'account', { role: r, body: {} }), 400);
      // Notifications are the caller's own; only a super admin sends them.
      expectStatus(`${label}: find notifications`, await callVerb(session, r, 'notifications', 'find'), 200, (b) => Array.isArray(b.data));
      for (const verb of ['get', 'remove'] as const) expectStatus(`${label}: ${verb} notification`, await callVerb(session, r, 'notifications', verb), 404);
      const markRead = await session.call('PATCH', `notifications/${UNKNOWN_ID}`, { role: r, body: { viewed: true } });
      expectStatus(`${label}: patch notification`, markRead, 404);
      expectStatus(`${label}: create notification`, await callVerb(session, r, 'notifications', 'create'), isSuper ? 400 : 403, (b) =>
        isSuper ? b.errors?.length > 0 : JSON.stringify(b.data.missingPermissions) === '[]',
      );
      // Account management and the avatar upload check their body, for everyone alike.
      expectStatus(`${label}: authmanagement`, await callVerb(session, r, 'authmanagement', 'create'), 400);
      expectStatus(`${label}: avatar without a file`, await callVerb(session, r, '/api/v1/users/avatar', 'create'), 400, (b) => b.errors?.[0]?.field === 'avatar');
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the answers written out here by hand for key roles and services', async () => {
    // [account, role type (for an account with several), method, path, status, what a refusal names]
    const table: [string, string | null, string, string, number, { missingPermissions?: string[]; missingFeatures?: string[] }?][] = [
      ['superadmin', null, 'GET', 'audit-logs', 200],
      ['superadmin', null, 'POST', 'options', 400],
      ['trustadmin', null, 'GET', 'audit-logs', 200],
      ['trustadmin', null, 'GET', 'trust-roles', 200],
      ['trustadmin', null, 'POST', 'options', 403, { missingPermissions: [] }],
      ['trustadmin', null, 'POST', 'band-types', 403, { missingPermissions: [] }],
      ['southadmin', null, 'GET', 'audit-logs', 200],
      ['southadmin', null, 'POST', 'skills', 403, { missingPermissions: [], missingFeatures: ['Shift skills'] }],
      ['southadmin', null, 'POST', 'auto-offer-configurations', 403, { missingPermissions: [], missingFeatures: ['Auto-offer'] }],
      ['bankofficer', null, 'GET', 'skills', 200],
      ['bankofficer', null, 'POST', 'skills', 403, { missingPermissions: ['MANAGE_SKILLS'] }],
      ['opsmanager', null, 'POST', 'care-locations', 403, { missingPermissions: ['MANAGE_CARE_LOCATIONS'] }],
      ['opsmanager', null, 'GET', 'audit-logs', 403, { missingPermissions: [] }],
      ['shiftmanager', null, 'POST', 'skills', 403, { missingPermissions: ['MANAGE_SKILLS'] }],
      ['shiftmanager', null, 'GET', 'jobs', 200],
      ['shiftmanager', null, 'GET', 'chat-contacts', 200],
      ['ratemanager', null, 'GET', 'trust-roles', 403, { missingPermissions: ['VIEW_MASTER_ROLES'] }],
      ['ratemanager', null, 'POST', 'jobs', 403, { missingPermissions: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'] }],
      ['ratemanager', null, 'GET', 'chat-contacts', 403, { missingPermissions: ['CREATE_CHAT'] }],
      ['multirole', 'TRUST-ADMIN', 'GET', 'trust-roles', 200],
      ['multirole', 'SHIFT-MANAGER', 'GET', 'trust-roles', 403, { missingPermissions: ['VIEW_MASTER_ROLES'] }],
      ['nurse1', null, 'GET', 'app-versions', 200],
      ['nurse1', null, 'GET', 'modeofcommute', 200],
      ['nurse1', null, 'GET', 'jobs', 200],
      ['nurse1', null, 'GET', 'skills', 403, { missingPermissions: [] }],
      ['nurse1', null, 'GET', 'audit-logs', 403, { missingPermissions: [] }],
      ['nurse1', null, 'POST', 'notifications', 403, { missingPermissions: [] }],
    ];
    const wrong: string[] = [];
    for (const [account, roleType, method, path, status, refusal] of table) {
      const r = roles.find((x) => x.label.startsWith(`${account} as `) && (!roleType || x.role.roleType === roleType))!;
      const res = await r.session.call(method, path, { role: r.role.roleId, body: method === 'POST' ? {} : undefined });
      const named = refusal && { missingPermissions: res.body.data?.missingPermissions, ...(refusal.missingFeatures ? { missingFeatures: res.body.data?.missingFeatures } : {}) };
      if (res.status !== status || (refusal && JSON.stringify(named) !== JSON.stringify(refusal))) {
        wrong.push(`${account} ${roleType ?? ''} ${method} ${path} -> ${res.status} ${JSON.stringify(res.body?.data ?? res.body?.message)}`);
      }
    }
    expect(wrong).toEqual([]);
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
