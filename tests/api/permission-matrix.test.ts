/**
 * For every mounted service and verb, every demo role gets what the hand-written table (permissionTable.ts, from the
 * spec) says: refused with 403 naming the missing permissions or trust feature, or let through to the service (which
 * then answers 400 for an empty body, 404 for an unknown id, or the list); and 405 for a verb the service does not
 * offer. The table is not computed from domain/access.ts, so a wrong rule there or in a definition fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingRoleOf } from '../../domain/account';
import type { ActingRole } from '../../domain/access';
import { METHODS, type Method, type ResourceDefinition } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';
import { SERVICE_ENTRIES } from '../../server/services/registry';
import { startHarness, type Harness, type Reply, type Session } from './harness';
import { PERMISSION_TABLE, ROLE_KEYS, type RoleKey } from './permissionTable';

const ACCOUNTS = [
  'superadmin',
  'trustadmin',
  'bankofficer',
  'opsmanager',
  'shiftmanager',
  'ratemanager',
  'multirole',
  'southadmin',
  'nurse1',
];
const UNKNOWN_ID = 987654;
/** The mounted services that are not declared resources. */
/** The services every method of which acts under a role's access rule: the table's; the others are the caller's own. */
const SERVICES = SERVICE_ENTRIES.filter((s) => Object.values(s.methods).every((caller) => typeof caller === 'object'));
const OWN_SERVICES = SERVICE_ENTRIES.filter((s) => !SERVICES.includes(s));

let h: Harness;
let defs: ResourceDefinition[];
const roles: { label: string; session: Session; role: ActingRole }[] = [];

beforeAll(async () => {
  h = await startHarness();
  defs = await loadResources();
  for (const name of ACCOUNTS) {
    const session = await h.signIn(`${name}@bankshift.test`);
    for (const r of session.account.newUserRoles) {
      roles.push({
        label: `${name} as ${r.roleType} of ${r.trustName ?? 'every trust'}`,
        session,
        role: actingRoleOf(session.account, r.roleId)!,
      });
    }
  }
});
afterAll(() => h?.close());

/** The HTTP call of a verb on a service path, for an unknown id where it takes one. */
function callVerb(s: Session, role: number | null, path: string, verb: Method | 'update' | string) {
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
    default:
      // A declared action: a custom method of the service.
      return s.call('POST', path, { role, body: { id: UNKNOWN_ID }, headers: { 'x-service-method': verb } });
  }
}

/** A table path: under /api/v3 unless it names its own version. */
const servicePath = (path: string) => (path.startsWith('/') ? path.slice(1) : `api/v3/${path}`);

/** The table's columns: each demo account's role, by the table's key. */
function roleKeys(): Record<RoleKey, { session: Session; roleId: number }> {
  const of = (account: string, roleType?: string, trust?: string) => {
    const r = roles.find(
      (x) =>
        x.label.startsWith(`${account} as `) &&
        (!roleType || x.role.roleType === roleType) &&
        (!trust || x.label.endsWith(trust)),
    )!;
    return { session: r.session, roleId: r.role.roleId };
  };
  return {
    SA: of('superadmin'),
    TA: of('trustadmin'),
    BO: of('bankofficer'),
    OM: of('opsmanager'),
    SM: of('shiftmanager'),
    RM: of('ratemanager'),
    XA: of('multirole', 'TRUST-ADMIN'),
    XS: of('multirole', 'SHIFT-MANAGER'),
    ST: of('southadmin'),
    N1: of('nurse1', 'NURSE', 'Northfield NHS Trust'),
    N2: of('nurse1', 'NURSE', 'Southgate NHS Trust'),
  };
}

describe('permission matrix', () => {
  it('covers every mounted service', () => {
    const mounted = Object.keys(h.server.app.services).sort();
    // The caller's own services, each with its own test file (account, notifications, authmanagement, avatar, console
    // settings; signed links, whose key is the credential: exportJobRates.test.ts; the public sign-up: signUp.test.ts;
    // the account's own approval levels: staffApproval.test.ts; a made report's files, whose link is signed for its
    // requester: reports.test.ts; a list export's file, whose link is signed for its user and role: listExports.test.ts),
    // and Feathers' own authentication
    // with its internal entity service.
    const bespoke = ['api/v3/authentication', 'internal/principals', ...OWN_SERVICES.map((s) => s.path)];
    expect(OWN_SERVICES.map((s) => s.path).sort()).toEqual([
      'api/v1/users/avatar',
      'api/v3/account',
      'api/v3/authmanagement',
      'api/v3/console-settings',
      'api/v3/list-export-files',
      'api/v3/report-files',
      'api/v3/sign-up-options',
      'api/v3/signedurls',
      'api/v3/user-role-approved-level',
      'api/v3/users',
    ]);
    const covered = new Set([...defs.map((d) => `api/v3/${d.name}`), ...SERVICES.map((s) => s.path), ...bespoke]);
    expect(mounted.filter((p) => !covered.has(p))).toEqual([]);
  });

  it('answers every service, verb and demo role as the hand-written table says', async () => {
    const byKey = roleKeys();
    const mismatches: string[] = [];
    let checked = 0;
    for (const row of PERMISSION_TABLE) {
      const refusals = Object.entries(row.refused ?? {}).flatMap(([keys, named]) =>
        keys.split(' ').map((k) => [k, named] as const),
      );
      const listed = [...row.ok.split(' '), ...refusals.map(([k]) => k)].sort();
      expect(listed, `${row.path} ${row.verbs}: every role once`).toEqual([...ROLE_KEYS].sort());
      for (const verb of row.verbs.split(' ') as Method[]) {
        await Promise.all(
          ROLE_KEYS.map(async (key) => {
            const { session, roleId } = byKey[key];
            const res = await callVerb(session, roleId, row.path, verb);
            checked++;
            const where = `${key}: ${verb} ${row.path} -> ${res.status} ${JSON.stringify(res.body?.data ?? res.body?.message)}`;
            const named = refusals.find(([k]) => k === key)?.[1];
            if (!named) {
              if (res.status >= 500 || [401, 403, 405].includes(res.status))
                mismatches.push(`${where}, expected to be let through`);
              return;
            }
            const expected = Array.isArray(named)
              ? { missingPermissions: named, missingFeatures: [] }
              : { missingPermissions: [], missingFeatures: [named.feature] };
            const got = {
              missingPermissions: res.body?.data?.missingPermissions,
              missingFeatures: res.body?.data?.missingFeatures ?? [],
            };
            if (res.status !== 403 || JSON.stringify(got) !== JSON.stringify(expected))
              mismatches.push(`${where}, expected 403 ${JSON.stringify(expected)}`);
          }),
        );
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('has a row in the table for every verb every service offers', () => {
    const inTable = new Set(
      PERMISSION_TABLE.flatMap((row) => row.verbs.split(' ').map((v) => `${servicePath(row.path)} ${v}`)),
    );
    const offered = [
      ...defs.flatMap((d) => [...d.methods, ...Object.keys(d.actions)].map((m) => `api/v3/${d.name} ${m}`)),
      ...SERVICES.flatMap((s) => Object.keys(s.methods).map((m) => `${s.path} ${m}`)),
    ];
    expect(offered.filter((o) => !inTable.has(o))).toEqual([]);
    expect([...inTable].filter((t) => !offered.includes(t))).toEqual([]);
  });

  it('answers 405 for every verb a service does not offer, whatever the role', async () => {
    const offered = [
      ...defs.map((d) => ({ path: `/api/v3/${d.name}`, methods: d.methods as readonly string[] })),
      ...SERVICE_ENTRIES.map((s) => ({ path: `/${s.path}`, methods: Object.keys(s.methods) })),
    ];
    const mismatches: string[] = [];
    let checked = 0;
    for (const { label, session, role } of roles) {
      for (const service of offered) {
        for (const verb of [...METHODS, 'update' as const].filter((v) => !service.methods.includes(v))) {
          const res = await callVerb(session, role.roleId, service.path, verb);
          checked++;
          if (res.status !== 405)
            mismatches.push(`${label}: ${verb} ${service.path} -> ${res.status} ${res.body?.message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('answers the bespoke services (account, notifications, authmanagement, avatar) for every role', async () => {
    const mismatches: string[] = [];
    const expectStatus = (what: string, res: Reply, status: number, check: (body: any) => boolean = () => true) => {
      if (res.status !== status || !check(res.body))
        mismatches.push(`${what} -> ${res.status} ${JSON.stringify(res.body)}, expected ${status}`);
    };
    for (const { label, session, role } of roles) {
      const r = role.roleId;
      const isSuper = role.roleType === 'SUPER-ADMIN';
      // The account is the caller's own, under any role.
      expectStatus(
        `${label}: find account`,
        await session.call('GET', 'account', { role: r }),
        200,
        (b) => b.id === session.account.id,
      );
      expectStatus(
        `${label}: get own account`,
        await session.call('GET', `account/${session.account.id}`, { role: r }),
        200,
      );
      expectStatus(`${label}: get another account`, await callVerb(session, r, 'account', 'get'), 404);
      expectStatus(
        `${label}: patch account with nothing`,
        await session.call('PATCH', 'account', { role: r, body: {} }),
        400,
      );
      // Notifications are the caller's own; only a super admin sends them.
      expectStatus(`${label}: find notifications`, await callVerb(session, r, 'notifications', 'find'), 200, (b) =>
        Array.isArray(b.data),
      );
      for (const verb of ['get', 'remove'] as const)
        expectStatus(`${label}: ${verb} notification`, await callVerb(session, r, 'notifications', verb), 404);
      const markRead = await session.call('PATCH', `notifications/${UNKNOWN_ID}`, { role: r, body: { viewed: true } });
      expectStatus(`${label}: patch notification`, markRead, 404);
      expectStatus(
        `${label}: create notification`,
        await callVerb(session, r, 'notifications', 'create'),
        isSuper ? 400 : 403,
        (b) => (isSuper ? b.errors?.length > 0 : JSON.stringify(b.data.missingPermissions) === '[]'),
      );
      // Account management and the avatar upload check their body, for everyone alike.
      expectStatus(`${label}: authmanagement`, await callVerb(session, r, 'authmanagement', 'create'), 400);
      expectStatus(
        `${label}: avatar without a file`,
        await callVerb(session, r, '/api/v1/users/avatar', 'create'),
        400,
        (b) => b.errors?.[0]?.field === 'avatar',
      );
    }
    expect(mismatches).toEqual([]);
  });

  // Spot checks that hold whatever the rules above compute.
  it('refuses a shift manager creating skills, naming MANAGE_SKILLS', async () => {
    const s = roles.find((r) => r.label.startsWith('shiftmanager'))!;
    const res = await s.session.call('POST', 'skills', { role: s.role.roleId, body: { name: 'Suturing' } });
    expect(res).toMatchObject({
      status: 403,
      body: { code: 403, name: 'Forbidden', data: { missingPermissions: ['MANAGE_SKILLS'] } },
    });
  });

  it("refuses Southgate's admin skills writes: the 'Shift skills' feature is Northfield's only", async () => {
    const s = roles.find((r) => r.label.startsWith('southadmin'))!;
    expect(s.role.features).not.toContain('Shift skills');
    const res = await s.session.call('POST', 'skills', { role: s.role.roleId, body: { name: 'Suturing' } });
    expect(res).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: [], missingFeatures: ['Shift skills'] } },
    });
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
    expect(
      (await rate.session.call('GET', 'trust-roles', { role: rate.role.roleId })).body.data.missingPermissions,
    ).toEqual(['VIEW_MASTER_ROLES']);
    const admin = roles.find((r) => r.label.startsWith('trustadmin'))!;
    const res = await admin.session.call('PATCH', `trusts/${admin.role.trustId}`, {
      role: admin.role.roleId,
      body: { description: 'Our bank' },
    });
    expect(res).toMatchObject({ status: 200, body: { description: 'Our bank' } });
  });
});
